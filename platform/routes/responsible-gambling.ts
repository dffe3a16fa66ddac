import { cashierSettings } from '../db/cashier-settings';
import { exponentOf } from '../db/money';
import { checkLoginPassword } from '../db/secret-attempts';
import { Refusal } from '../db/refusal';
import {
  accountActivity,
  activeExclusion,
  exclude,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitStates,
  MAX_LIMIT_MINOR,
  playSession,
  realityCheckMinutes,
  rgSettings,
  SESSION_MINUTES,
  setLimit,
  setRealityCheck,
  type LimitKind,
  type LimitPeriod,
} from '../db/responsible-gambling';
import { sealedBody, text } from '../http/body';
import { jsonBody, requireRealMember } from '../http/cashier-params';
import type { RequestContext, Route } from '../http/router';

/** The player's responsible-gambling tools (decision 023). Off for a merchant that does not offer them. */
function requireRgMember(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  if (!rgSettings(ctx.db, ctx.merchant.code).enabled) throw new Refusal('function.not.available');
  return member;
}

/** `GET /wps/relay/MCSFE_getResponsibleGaming`: limits (in force, used, waiting), the reality check, activity. */
function overview(ctx: RequestContext) {
  const m = requireRgMember(ctx);
  const now = Date.now();
  const { currency } = cashierSettings(ctx.db, m.merchant);
  return {
    currency,
    currencyExponent: exponentOf(currency),
    coolingOffHours: rgSettings(ctx.db, m.merchant).coolingOffHours,
    limits: limitStates(ctx.db, m, now),
    realityCheckMinutes: realityCheckMinutes(ctx.db, m.id),
    activity: accountActivity(ctx.db, m.id, now),
  };
}

/** `POST /wps/relay/MCSFE_setLimit` `{ kind, period, amountMinor | null }` (SESSION: period SESSION, minutes). */
function changeLimit(ctx: RequestContext) {
  const m = requireRgMember(ctx);
  const body = jsonBody(ctx);
  const kind = [...LIMIT_KINDS, 'SESSION'].find((k) => k === body.kind) as LimitKind | undefined;
  const period =
    kind === 'SESSION' ? (body.period === 'SESSION' ? 'SESSION' : undefined) : (LIMIT_PERIODS.find((p) => p === body.period) as LimitPeriod | undefined);
  if (!kind || !period) throw new Refusal('request_param_err', { field: 'kind' });
  const raw = body.amountMinor;
  const [min, max] = kind === 'SESSION' ? [SESSION_MINUTES.min, SESSION_MINUTES.max] : [1, MAX_LIMIT_MINOR];
  if (raw !== null && (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < min || raw > max)) throw new Refusal('rg.limit.invalid', { min, max });
  return setLimit(ctx.db, m, kind, period, raw);
}

/** `POST /wps/relay/MCSFE_setRealityCheck` `{ minutes }`: 0 (off), 15, 30 or 60. */
function changeRealityCheck(ctx: RequestContext) {
  const m = requireRgMember(ctx);
  const minutes = jsonBody(ctx).minutes;
  setRealityCheck(ctx.db, m.id, typeof minutes === 'number' ? minutes : -1);
  return { realityCheckMinutes: realityCheckMinutes(ctx.db, m.id) };
}

/**
 * `POST /wps/relay/passwordCheck/MCSFE_selfExclude` (encrypted) `{ kind: TIMEOUT|SELF_EXCLUSION, duration, password }`:
 * starts the break and ends every session of the member.
 */
function selfExclude(ctx: RequestContext) {
  const m = requireRgMember(ctx);
  const body = sealedBody(ctx);
  checkLoginPassword(ctx.db, m, text(body, 'password', 100), 'password');
  const kind = body.kind === 'TIMEOUT' || body.kind === 'SELF_EXCLUSION' ? body.kind : null;
  if (!kind) throw new Refusal('request_param_err', { field: 'kind' });
  return exclude(ctx.db, m, kind, text(body, 'duration', 12));
}

/** `GET /wps/relay/MCSFE_getPlaySession`: this sign-in's time and net result, and the reality check's interval. */
function session(ctx: RequestContext) {
  const m = requireRgMember(ctx);
  const { currency } = cashierSettings(ctx.db, m.merchant);
  return { ...playSession(ctx.db, m), currency, currencyExponent: exponentOf(currency), exclusion: activeExclusion(ctx.db, m.id) };
}

export const responsibleGamblingRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getResponsibleGaming', modId: 'COMM3', handle: overview },
  { method: 'POST', path: '/wps/relay/MCSFE_setLimit', modId: 'COMM3', handle: changeLimit },
  { method: 'POST', path: '/wps/relay/MCSFE_setRealityCheck', modId: 'COMM3', handle: changeRealityCheck },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_selfExclude', modId: 'COMM3', handle: selfExclude },
  { method: 'GET', path: '/wps/relay/MCSFE_getPlaySession', modId: 'COMM3', handle: session },
];

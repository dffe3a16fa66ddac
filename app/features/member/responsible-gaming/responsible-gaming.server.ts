import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { readForm } from '~/lib/form.server';
import { formError, formOk, formRefused, type MessageParams } from '~/lib/form-result.server';
import { minorToDecimal } from '~/lib/money';
import { safeUrl } from '~/lib/safe-url';
import type { AppLanguage } from '~/i18n/languages';
import { brandText } from '~/request/brands/brand-text';
import type { Brand } from '~/request/brands/load-brands.server';
import { isPlatformError } from '~/platform-client/errors';
import { refusal } from '~/platform-client/refusal';
import { ExclusionSchema, LimitChangeSchema, RealityCheckSchema, ResponsibleGamingSchema } from '~/platform-client/schemas/responsible-gambling';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { clearSignIn, commitSession } from '~/request/session/session.server';
import { getSessionStore } from '~/request/session/store.server';
import { brandTime } from '~/lib/brand-time.server';
import { fieldErrors } from '~/lib/form-fields';
import { durationFitsKind, RgFormSchema } from './rg-forms';
import { limitFormId, limitValue } from './rg-checks';

const RETURN = '/member/responsibleGaming';

/** The brand's help organisations whose links pass the scheme allow-list, named in the page's language. */
export function helpOrganisations(brand: Pick<Brand, 'helpOrganisations' | 'defaultAppLanguage'>, language: AppLanguage) {
  return brand.helpOrganisations.flatMap((o) => {
    const url = safeUrl(o.url, { field: 'brand.helpOrganisations.url' });
    return url ? [{ name: brandText(o.name, language, brand.defaultAppLanguage), url, phone: o.phone ?? null }] : [];
  });
}

/** `/member/responsibleGaming`: the player's limits (in force, used, waiting), reality check, activity and help. */
export async function responsibleGamingLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  let rg;
  try {
    rg = await signOutIfSessionEnded(context, url.pathname + url.search, () => client.call('responsibleGaming', ResponsibleGamingSchema));
  } catch (error) {
    // A brand whose platform does not offer the tools has no such page.
    if (isPlatformError(error) && error.details.errorCode === 'function.not.available') throw notFound();
    throw error;
  }
  const time = (ms: number | null) => (ms === null ? null : brandTime(ms, zone));
  return {
    coolingOffHours: rg.coolingOffHours,
    exponent: rg.currencyExponent,
    realityCheckMinutes: rg.realityCheckMinutes,
    limits: rg.limits.map((l) => ({
      ...l,
      id: limitFormId(l.kind, l.period),
      // The input's starting text: the limit in force, as the player would type it.
      input: l.amountMinor === null ? '' : l.kind === 'SESSION' ? String(l.amountMinor) : minorToDecimal(l.amountMinor, rg.currencyExponent),
      pendingTime: time(l.pendingAt),
      resetsTime: time(l.periodEndsAt),
    })),
    activity: rg.activity,
    help: helpOrganisations(site.brand, site.language),
  };
}

/** A saved form says so; a break first comes back as its review (what it means, until when) to confirm. */
type RgSaved = { form: string; notice: string; params?: MessageParams };
type BreakReview = { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; duration: string; until: string | null };

const UNTIL: Record<string, { hours?: number; days?: number; months?: number; years?: number } | null> = {
  '24H': { hours: 24 },
  '7D': { days: 7 },
  '30D': { days: 30 },
  '6M': { months: 6 },
  '1Y': { years: 1 },
  '5Y': { years: 5 },
  PERMANENT: null,
};
const reviewOf = (kind: BreakReview['kind'], duration: string, zone: string): BreakReview => {
  const span = UNTIL[duration];
  return { kind, duration, until: span ? DateTime.now().setZone(zone).plus(span).toFormat('yyyy-MM-dd HH:mm') : null };
};

/** The platform's refusal as a message key for one form; the session being gone (and bugs) go on up. */
const refusalOf = (error: unknown) => refusal(error, { codes: { 'password.old.invalid': 'rg.errors.passwordWrong' } });

/**
 * After a time-out or self-exclusion: the platform has ended the account's sessions; here the sign-in
 * ends on this device and every other one of the brand, and the login page says until when.
 */
async function signOutForBreak(context: AppLoadContext, brk: { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; endsAt: number | null }) {
  const [site, session] = await Promise.all([context.site(), context.session()]);
  const account = session.get('profile')?.account;
  if (account) await (await getSessionStore()).removeAccount(site.brand.id, account, session.id);
  clearSignIn(session);
  session.flash('rgBreak', brk);
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** `intent`: limit, realityCheck, breakReview (the confirmation step) or break (password and confirmation). */
export async function responsibleGamingAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const parsed = v.safeParse(RgFormSchema, fields);
  const formOf = (): string =>
    fields.intent === 'limit'
      ? limitFormId(String(fields.kind ?? ''), String(fields.period ?? ''))
      : fields.intent === 'realityCheck'
        ? 'realityCheck'
        : 'break';
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    const site = await context.site();
    // A confirmation missing its password stays on the confirmation step.
    const review =
      fields.intent === 'break' && !errors.kind && !errors.duration
        ? reviewOf(fields.kind as BreakReview['kind'], String(fields.duration), site.brand.timeZone)
        : undefined;
    return formError(errors, { form: formOf(), values: { amount: String(fields.amount ?? '').slice(0, 40) }, review });
  }
  const form = parsed.output;
  if ((form.intent === 'breakReview' || form.intent === 'break') && !durationFitsKind(form))
    return formError({ duration: 'rg.errors.durationRequired' }, { form: 'break' });
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  if (form.intent === 'breakReview') return formOk({ form: 'break', review: reviewOf(form.kind, form.duration, zone) });
  try {
    if (form.intent === 'limit') {
      const id = limitFormId(form.kind, form.period);
      const rg = await signOutIfSessionEnded(context, RETURN, () => client.call('responsibleGaming', ResponsibleGamingSchema));
      const value = limitValue(form, rg.currencyExponent, site.language);
      if (!value.ok) return formError({ amount: value.error }, { form: id, values: { amount: form.amount } });
      const change = await signOutIfSessionEnded(context, RETURN, () =>
        client.call('setLimit', LimitChangeSchema, { body: { kind: form.kind, period: form.period, amountMinor: value.value } }),
      );
      return change.applied === 'PENDING'
        ? formOk<RgSaved>({ form: id, notice: 'rg.limit.savedPending', params: { time: brandTime(change.pendingAt, zone) } })
        : formOk<RgSaved>({ form: id, notice: 'rg.limit.savedNow' });
    }
    if (form.intent === 'realityCheck') {
      await signOutIfSessionEnded(context, RETURN, () => client.call('setRealityCheck', RealityCheckSchema, { body: { minutes: Number(form.minutes) } }));
      return formOk<RgSaved>({ form: 'realityCheck', notice: 'rg.reality.saved' });
    }
    const started = await signOutIfSessionEnded(context, RETURN, () =>
      client.call('selfExclude', ExclusionSchema, { body: { kind: form.kind, duration: form.duration, password: form.password } }),
    );
    return signOutForBreak(context, { kind: started.kind, endsAt: started.endsAt });
  } catch (error) {
    const failure = refusalOf(error);
    const review = form.intent === 'break' ? reviewOf(form.kind, form.duration, zone) : undefined;
    const field =
      form.intent === 'break' && (failure.key === 'rg.errors.passwordWrong' || failure.key === 'auth.locks.password')
        ? 'password'
        : form.intent === 'limit'
          ? 'amount'
          : 'form';
    return formRefused(failure, { field, form: formOf(), values: { amount: form.intent === 'limit' ? form.amount : '' }, review });
  }
}

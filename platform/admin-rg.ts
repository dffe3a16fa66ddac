import type { MerchantRow } from './db/merchants';
import { exponentOf, toDecimal } from './db/money';
import type { Db } from './db/db';
import { activeExclusion, limitStates, realityCheckMinutes, rgSettings, setRgSettings } from './db/responsible-gambling';

/** `rg …`: what an operator checks when a player asks about a limit or a break (decision 023). */
export const RG_USAGE = `  npm run platform:admin -- rg show <merchant> <member>          (limits in force, waiting changes, time-out or self-exclusion)
  npm run platform:admin -- rg setting <merchant> on|off [coolingOffHours]`;

type Outcome = { lines: string[]; code: number };
const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

export function rgCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  const settings = rgSettings(db, merchant.code);
  if (action === 'setting' && (args[0] === 'on' || args[0] === 'off') && args.length <= 2) {
    const hours = args[1] === undefined ? settings.coolingOffHours : Number(args[1]);
    if (!Number.isInteger(hours) || hours < 0 || hours > 720) return { lines: ['coolingOffHours: a whole number from 0 to 720'], code: 2 };
    const next = setRgSettings(db, merchant.code, { enabled: args[0] === 'on', coolingOffHours: hours });
    return { lines: [`${merchant.code}: responsible gambling ${next.enabled ? 'on' : 'off'}, cooling-off ${next.coolingOffHours} h`], code: 0 };
  }
  if (action !== 'show' || args.length !== 1) return null;
  const member = db
    .prepare<unknown[], { id: number; username: string; currency: string }>('SELECT id, username, currency FROM members WHERE merchant = ? AND username = ?')
    .get(merchant.code, args[0]);
  if (!member) return { lines: [`${merchant.code}: no member "${args[0]}"`], code: 1 };
  const now = Date.now();
  const money = (minor: number) => `${toDecimal(minor, member.currency).toFixed(exponentOf(member.currency))} ${member.currency}`;
  const lines = [
    `${merchant.code} ${member.username}: tools ${settings.enabled ? 'on' : 'off'}, cooling-off ${settings.coolingOffHours} h, reality check ${realityCheckMinutes(db, member.id) || 'off'}${realityCheckMinutes(db, member.id) ? ' min' : ''}`,
  ];
  const ex = activeExclusion(db, member.id, now);
  lines.push(
    ex
      ? `  ${ex.kind} ${ex.duration} since ${when(ex.startsAt)} until ${ex.endsAt === null ? 'PERMANENT' : when(ex.endsAt)}`
      : '  no time-out or self-exclusion in force',
  );
  for (const s of limitStates(db, { id: member.id, merchant: merchant.code }, now)) {
    if (s.amountMinor === null && s.pendingAt === null) continue;
    const value = (v: number | null) => (v === null ? 'none' : s.kind === 'SESSION' ? `${v} min` : money(v));
    const used = s.kind === 'SESSION' ? '' : `, used ${money(s.usedMinor)}`;
    const pending = s.pendingAt === null ? '' : `, changes to ${value(s.pendingAmountMinor)} at ${when(s.pendingAt)}`;
    lines.push(`  ${s.kind} ${s.period}: ${value(s.amountMinor)}${used}${pending}`);
  }
  if (lines.length === 2) lines.push('  no limits set');
  return { lines, code: 0 };
}

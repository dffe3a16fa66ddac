import type { Outcome } from './admin-cashier';
import type { MerchantRow } from './db/merchants';
import { formatMinor } from './db/money';
import { cashierSettings } from './db/cashier-settings';
import { LUCKY_KINDS, merchantEvents, phaseOf, prizesOf, scheduleEvent, type LuckyKind } from './db/lucky-events';
import { grantTickets } from './db/lucky-tickets';
import type { Db } from './db/db';
import { oneRow } from './db/one-row';

/** The operator's lucky-draw desk in `platform:admin` (decision 025). A refusal exits 1, a misuse 2. */
export const EVENT_USAGE = `  npm run platform:admin -- event list <merchant>
  npm run platform:admin -- event schedule <merchant> RED_ENVELOPE|GOLDEN_EGG|PRIZE_WHEEL <startISO> <endISO>   (the kind's default prize table)
  npm run platform:admin -- event tickets <merchant> <member> <n> [eventId]   (n tickets for each running event, or for one event)`;

const done = (...lines: string[]): Outcome => ({ lines, code: 0 });
const refused = (...lines: string[]): Outcome => ({ lines, code: 1 });

/** An ISO date-time with an explicit zone (`2026-12-01T00:00:00+08:00` or `…Z`), or a date alone (UTC midnight). */
function instantOf(text: string | undefined): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

export function eventCommand(db: Db, action: string, merchant: MerchantRow, args: string[], now = Date.now()): Outcome | null {
  const { currency } = cashierSettings(db, merchant.code);
  const money = (minor: number) => formatMinor(minor, currency);
  if (action === 'list') {
    const events = merchantEvents(db, merchant.code, now, true);
    if (!events.length) return done(`${merchant.code}: no lucky-draw events`);
    return done(
      ...events.flatMap((e) => {
        const draws = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM lucky_draws WHERE event_id = ?').pluck().get(e.id));
        const prizes = prizesOf(db, e.id).map(
          (p) =>
            `${p.kind === 'BONUS' ? money(p.amount) : p.kind === 'POINTS' ? `${p.amount} pts` : `${p.amount} spins×${money(p.spin_value_minor)}`} w${p.weight}`,
        );
        return [
          `#${e.id} ${e.kind.padEnd(12)} ${phaseOf(e, now).padEnd(8)} ${new Date(e.starts_at).toISOString()} → ${new Date(e.ends_at).toISOString()}  draws ${draws}  ticket per ${money(e.valid_bet_per_ticket_minor)} valid bet, ${e.tickets_per_deposit} per deposit, cap ${e.daily_ticket_cap}/day`,
          `    prizes: ${prizes.join(', ')}`,
        ];
      }),
    );
  }
  if (action === 'schedule') {
    const [kindText, startText, endText] = args;
    if (!kindText || !startText || !endText) return null;
    const kind = kindText.toUpperCase() as LuckyKind;
    if (!LUCKY_KINDS.includes(kind)) return refused(`kind: one of ${LUCKY_KINDS.join(', ')}`);
    const startsAt = instantOf(startText);
    const endsAt = instantOf(endText);
    if (startsAt === null || endsAt === null) return refused('start and end: ISO dates such as 2026-12-01T00:00:00+08:00');
    if (endsAt <= startsAt) return refused('the end must come after the start');
    const id = scheduleEvent(db, { merchant: merchant.code, kind, startsAt, endsAt }, now);
    return done(
      `${merchant.code}: event #${id} ${kind} ${new Date(startsAt).toISOString()} → ${new Date(endsAt).toISOString()} (${phaseOf({ starts_at: startsAt, ends_at: endsAt }, now).toLowerCase()})`,
    );
  }
  if (action === 'tickets') {
    const [username, countText, eventText] = args;
    if (!username || !countText) return null;
    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1 || count > 1000) return refused('n: a whole number from 1 to 1000');
    const member = db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant.code, username);
    if (member === undefined) return refused(`${merchant.code}: no member "${username}"`);
    const targets = merchantEvents(db, merchant.code, now).filter((e) => (eventText ? String(e.id) === eventText : phaseOf(e, now) === 'RUNNING'));
    if (!targets.length) return refused(eventText ? `${merchant.code}: no running or upcoming event #${eventText}` : `${merchant.code}: no running event`);
    return done(...targets.map((e) => `${merchant.code}: ${username} has ${grantTickets(db, e.id, member, count, now)} ticket(s) for #${e.id} ${e.kind}`));
  }
  return null;
}

import { grantTickets } from './lucky-tickets';
import { LUCKY_KINDS, scheduleEvent } from './lucky-events';
import type { Db } from './db';
import { ALL_MODULES, MERCHANTS, MODULE_PARENTS } from './seed-data';

/** The demo brands that run lucky draws, and the demo players who start with a few tickets of each event. */
const LUCKY_BRANDS: Record<string, string[]> = { demoa01: ['player1', 'vipwhale'], demob02: ['0912345678'] };
const DAY = 86_400_000;

/**
 * Once per brand (an operator's later events survive restarts): the LUCKYDRAW3 module on databases made
 * before it, one running event of each kind for 60 days, and three tickets each for the demo players.
 */
export function seedLuckyDraws(db: Db, now = Date.now()) {
  const node = db.prepare(
    'INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM merchants WHERE code = ?)',
  );
  for (const m of MERCHANTS)
    node.run(m.code, 'LUCKYDRAW3', MODULE_PARENTS.LUCKYDRAW3 ?? null, m.modulesOn.includes('LUCKYDRAW3') ? 1 : 0, ALL_MODULES.indexOf('LUCKYDRAW3'), m.code);
  for (const [merchant, players] of Object.entries(LUCKY_BRANDS)) {
    if (!db.prepare('SELECT 1 FROM cashier_settings WHERE merchant = ?').get(merchant)) continue;
    if (db.prepare('SELECT 1 FROM lucky_events WHERE merchant = ?').get(merchant)) continue;
    const events = LUCKY_KINDS.map((kind) => scheduleEvent(db, { merchant, kind, startsAt: now - DAY, endsAt: now + 60 * DAY }, now));
    for (const username of players) {
      const memberId = db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant, username);
      if (memberId === undefined) continue;
      for (const eventId of events) grantTickets(db, eventId, memberId, 3, now);
    }
  }
}

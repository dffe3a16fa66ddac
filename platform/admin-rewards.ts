import type { MerchantRow } from './db/merchants';
import { exponentOf, formatMinor } from './db/money';
import type { Db } from './db/db';
import { memberRewards, offerReward } from './db/rewards';
import { rankProgress, setVipLevel } from './db/vip';
import type { Outcome } from './admin-cashier';

/**
 * The operator's reward desk in `platform:admin`: grant a claimable reward, list a member's rewards, set
 * or show a VIP level. A refusal exits 1, a misuse 2.
 */
export const REWARDS_USAGE = `  npm run platform:admin -- reward grant <merchant> <member> <amount> "<title>" [turnover×]   (amount in units: 250 or 250.50)
  npm run platform:admin -- reward list <merchant> <member>
  npm run platform:admin -- vip set <merchant> <member> <level>
  npm run platform:admin -- vip show <merchant> <member>`;

const done = (...lines: string[]): Outcome => ({ lines, code: 0 });
const refused = (...lines: string[]): Outcome => ({ lines, code: 1 });

/** `250`, `250.5`, `1,250.50` → minor units by string arithmetic (no float touches money); null when not an amount. */
export function unitsToMinorText(text: string, exponent: number): number | null {
  const clean = text.replace(/,/g, '').trim();
  // A currency without minor units (VND) takes whole amounts only.
  const match = (exponent > 0 ? new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${exponent}}))?$`) : /^(\d{1,12})()$/).exec(clean);
  if (!match) return null;
  const minor = Number(match[1]) * 10 ** exponent + Number((match[2] ?? '').padEnd(exponent, '0') || 0);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

function memberOf(db: Db, merchant: MerchantRow, username: string | undefined) {
  if (!username) return null;
  return (
    db
      .prepare<unknown[], { id: number; username: string; currency: string; currency_symbol: string }>(
        'SELECT id, username, currency, currency_symbol FROM members WHERE merchant = ? AND username = ?',
      )
      .get(merchant.code, username) ?? null
  );
}

export function rewardsCommand(db: Db, area: string, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  const member = memberOf(db, merchant, args[0]);
  if (!args[0]) return null;
  if (!member) return refused(`${merchant.code}: no member "${args[0]}"`);
  const money = (minor: number) => formatMinor(minor, member.currency, member.currency_symbol);
  if (area === 'reward' && action === 'grant') {
    const [, amountText, title, turnoverText] = args;
    if (!amountText || !title?.trim()) return null;
    const amount = unitsToMinorText(amountText, exponentOf(member.currency));
    if (amount === null) return refused(`amount: a positive amount in ${member.currency} with at most ${exponentOf(member.currency)} decimals`);
    const turnover = turnoverText === undefined ? 0 : Number(turnoverText);
    if (!Number.isInteger(turnover) || turnover < 0 || turnover > 50) return refused('turnover×: a whole number from 0 to 50');
    const id = offerReward(db, {
      merchant: merchant.code,
      memberId: member.id,
      kind: 'GRANT',
      title: title.trim().slice(0, 80),
      amountMinor: amount,
      turnoverMultiplier: turnover,
      sourceKey: `grant:${member.id}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`,
    });
    return done(
      `${merchant.code}: reward ${id} "${title.trim()}" ${money(amount)} for ${member.username} is claimable${turnover ? ` (turnover ${turnover}×)` : ''}`,
    );
  }
  if (area === 'reward' && action === 'list') {
    const rows = memberRewards(db, member.id);
    if (!rows.length) return done(`${merchant.code}: ${member.username} has no rewards`);
    return done(...rows.map((r) => `${String(r.id).padStart(5)}  ${r.status.padEnd(9)} ${r.kind.padEnd(8)} ${money(r.amountMinor).padStart(12)}  ${r.title}`));
  }
  if (area === 'vip' && action === 'set') {
    const level = Number(args[1]);
    if (!args[1] || !Number.isInteger(level)) return null;
    if (!setVipLevel(db, merchant.code, member.id, level)) return refused(`${merchant.code}: no VIP level ${args[1]}`);
    return done(`${merchant.code}: ${member.username} is now VIP${level}`);
  }
  if (area === 'vip' && action === 'show') {
    const p = rankProgress(db, merchant.code, member.id);
    return done(
      `${merchant.code}: ${member.username} ${p.current?.name ?? `VIP${p.level}`}; deposits ${money(p.depositMinor)}, valid bets ${money(p.validBetMinor)}`,
      p.next ? `next ${p.next.name}: ${money(p.depositLeftMinor)} more deposits, ${money(p.validBetLeftMinor)} more valid bets` : 'top level',
      ...(p.current ? [`withdrawals: ${p.current.benefits.dailyWithdrawCount} a day, ${money(p.current.benefits.dailyWithdrawMinor)} a day in all`] : []),
    );
  }
  return null;
}

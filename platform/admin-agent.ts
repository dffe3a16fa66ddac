import { addAgentAnnouncement } from './db/agent-notices';
import { isAgentType, teamSize } from './db/agent-tree';
import type { ContractType } from './db/agent-contracts';
import { cashierSettings } from './db/cashier-settings';
import { instantOf, settleContracts } from './db/contract-settlement';
import type { MerchantRow } from './db/merchants';
import { CURRENCY_SYMBOLS, formatMinor } from './db/money';
import type { Db } from './db/db';
import { oneRow } from './db/one-row';

/**
 * The operator's agent desk in `platform:admin`: an agent's team at a glance, its rebate rate, and
 * notices for agents. Each line says what happened; a refusal exits 1, a misuse 2.
 */
export const AGENT_USAGE = `  npm run platform:admin -- agent show <merchant> <username>            (team size, direct downlines, rate)
  npm run platform:admin -- agent rate <merchant> <username> <percent>   (the agent's rebate rate, e.g. 1.5)
  npm run platform:admin -- agent announce <merchant> <title> <html>     (a notice for the brand's agents)
  npm run platform:admin -- settle <merchant> dividend|daily|hourly|realtime [period]
      (pays the contracts of that type for a period: YYYY-MM-DD, or YYYY-MM-DDTHH for hourly, in the
       merchant's time zone; without it each contract's last complete period; real-time: up to now)`;

export type Outcome = { lines: string[]; code: number };

type AgentRow = { id: number; username: string; type: number; rebate_bp: number; currency: string; currency_symbol: string };

export function agentCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (action === 'announce') {
    const [title, html] = args;
    if (!title || !html) return null;
    const id = addAgentAnnouncement(db, merchant.code, title.slice(0, 300), html.slice(0, 100_000));
    return { lines: [`${merchant.code}: agent announcement ${id} "${title}"`], code: 0 };
  }
  if (action !== 'show' && action !== 'rate') return null;
  const [username, percent] = args;
  if (!username) return null;
  const agent = db
    .prepare<unknown[], AgentRow>('SELECT id, username, type, rebate_bp, currency, currency_symbol FROM members WHERE merchant = ? AND username = ?')
    .get(merchant.code, username);
  if (!agent) return { lines: [`${merchant.code} has no member "${username}"`], code: 1 };
  if (!isAgentType(agent.type)) return { lines: [`${username} is not an agent (type ${agent.type})`], code: 1 };
  if (action === 'rate') {
    if (!percent || !/^\d{1,2}(\.\d{1,2})?$/.test(percent)) return { lines: ['percent: a number from 0 to 99.99 with at most two decimals'], code: 2 };
    const bp = Math.round(Number(percent) * 100);
    // Downlines keep their rates: a rate below one of theirs leaves that branch without income, which the income report shows.
    db.prepare('UPDATE members SET rebate_bp = ? WHERE id = ?').run(bp, agent.id);
    return { lines: [`${merchant.code}: ${username} rebate rate ${(bp / 100).toFixed(2)}%`], code: 0 };
  }
  const size = teamSize(db, agent.id);
  const held = oneRow(
    db
      .prepare<unknown[], number>(
        'SELECT COALESCE(SUM(a.balance), 0) FROM agent_tree t JOIN ledger_accounts a ON a.member_id = t.descendant_id WHERE t.ancestor_id = ? AND t.depth > 0',
      )
      .pluck()
      .get(agent.id),
  );
  return {
    lines: [
      `${merchant.code}: ${username} (type ${agent.type}) rebate ${(agent.rebate_bp / 100).toFixed(2)}%`,
      `  team ${size.teamSize}, direct ${size.directCount}, team balances ${formatMinor(held, agent.currency, agent.currency_symbol)}`,
    ],
    code: 0,
  };
}

const SETTLE_TYPES: Record<string, ContractType> = { dividend: 'DIVIDEND', daily: 'DAILY', hourly: 'HOURLY', realtime: 'REALTIME' };

/** `settle <merchant> <type> [period]`: one settlement job; a replay pays nothing twice. */
export function settleCommand(db: Db, merchant: MerchantRow, args: string[], now = Date.now()): Outcome | null {
  const [kind, period] = args;
  const type = kind ? SETTLE_TYPES[kind.toLowerCase()] : undefined;
  if (!type) return null;
  const zone = cashierSettings(db, merchant.code).timeZone;
  const at = period ? instantOf(period, zone) : null;
  if (period && at === null) return { lines: ['period: YYYY-MM-DD, or YYYY-MM-DDTHH for an hour'], code: 2 };
  const lines = settleContracts(db, merchant.code, type, at, now);
  if (!lines.length) return { lines: [`${merchant.code}: no ${kind} contract to settle`], code: 0 };
  const { currency } = cashierSettings(db, merchant.code);
  const money = (minor: number) => formatMinor(minor, currency, CURRENCY_SYMBOLS[currency] ?? '');
  const paid = lines.filter((l) => l.outcome === 'PAID').reduce((sum, l) => sum + l.amountMinor, 0);
  return {
    lines: [
      ...lines.map((l) => {
        const what =
          l.outcome === 'PAID'
            ? `paid ${money(l.amountMinor)}`
            : l.outcome === 'BELOW_THRESHOLD'
              ? `below threshold (${l.missed})`
              : l.outcome === 'ALREADY'
                ? `already settled (${money(l.amountMinor)})`
                : l.outcome === 'NOT_OVER'
                  ? 'period not over yet'
                  : 'nothing to pay';
        return `${merchant.code}: ${kind} contract ${l.contractId} ${l.downline} ${l.key}: ${what}`;
      }),
      `${merchant.code}: ${kind} settlement paid ${money(paid)} in total`,
    ],
    code: 0,
  };
}

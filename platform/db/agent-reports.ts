import { teamScope, teamSize, type TeamFilter } from './agent-tree';
import { dayBounds, dayOf, daysBetween } from './calendar';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * The agent's reports over its team, read from bet_records and the ledger of every member under it.
 * Sums group by quarter hour in SQL (every zone's offset is a whole number of quarter hours), then by
 * the brand's local day here: one pass per source, whatever the number of days.
 */
const QUARTER = 900_000;
const DAY = 86_400_000;

type Range = { from: number; to: number };
type Page = { pageNo: number; pageSize: number };
const paged = <T>(list: T[], total: number, page: Page) => ({
  list,
  pageNo: page.pageNo,
  pageSize: page.pageSize,
  totalCount: total,
  totalPages: Math.ceil(total / page.pageSize),
});

/**
 * The local day of a quarter-hour bucket within [from, to): the range's day boundaries are computed
 * once (a few dozen time-zone conversions), then each bucket is a binary search.
 */
function dayOfBucket(zone: string, from: number, to: number) {
  const days = daysBetween(zone, from, to);
  return (bucket: number) => {
    const at = bucket * QUARTER;
    let lo = 0;
    let hi = days.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (days[mid]!.start <= at) lo = mid;
      else hi = mid - 1;
    }
    return days[lo]?.day ?? dayOf(zone, at);
  };
}

export type Period = 'today' | 'yesterday' | 'thisMonth' | 'lastMonth';
type PeriodSums = { newMembers: number; activeMembers: number; depositMinor: number; withdrawMinor: number; validBetMinor: number; profitMinor: number };
type DaySums = { day: string; validBetMinor: number; profitMinor: number; depositMinor: number; withdrawMinor: number };

/** [start, end) of today, yesterday, this month and last month in the zone. */
export function periodsAt(zone: string, now: number): Record<Period, Range> {
  const today = dayBounds(zone, now);
  const yesterday = dayBounds(zone, today.start - 1);
  const [y, m] = dayOf(zone, now).split('-').map(Number) as [number, number];
  const monthStart = (year: number, month: number) => dayBounds(zone, Date.UTC(year, month - 1, 1, 12)).start;
  const thisMonth = monthStart(y, m);
  const lastMonth = m === 1 ? monthStart(y - 1, 12) : monthStart(y, m - 1);
  return {
    today: { from: today.start, to: today.end },
    yesterday: { from: yesterday.start, to: yesterday.end },
    thisMonth: { from: thisMonth, to: today.end },
    lastMonth: { from: lastMonth, to: thisMonth },
  };
}

/**
 * The overview: team size, and per period new members, active members (a settled bet in it), deposits,
 * withdrawals (net of returned ones), valid bet and the team's P&L (win − stake); and the last 30 days.
 */
export function teamOverview(db: Db, agentId: number, zone: string, now = Date.now()) {
  const periods = periodsAt(zone, now);
  const chartFrom = dayBounds(zone, now - 29 * DAY).start;
  const from = Math.min(periods.lastMonth.from, chartFrom);
  const to = periods.today.to;
  const team = teamScope(agentId, { level: null, username: null });
  const names = Object.keys(periods) as Period[];
  const sums = Object.fromEntries(
    names.map((p) => [p, { newMembers: 0, activeMembers: 0, depositMinor: 0, withdrawMinor: 0, validBetMinor: 0, profitMinor: 0 }]),
  ) as Record<Period, PeriodSums>;
  const days = new Map<string, DaySums>();
  for (let at = chartFrom; at < to; at = dayBounds(zone, at).end) {
    const day = dayOf(zone, at);
    days.set(day, { day, validBetMinor: 0, profitMinor: 0, depositMinor: 0, withdrawMinor: 0 });
  }
  const inPeriods = (at: number) => names.filter((p) => at >= periods[p].from && at < periods[p].to);
  const dayOfQ = dayOfBucket(zone, from, to);

  // One pass over the team's settled bets (no grouping in SQL: it costs more than it saves here): the sums per period and per day, and each member counted once as active in each period it bet in.
  const bets = db
    .prepare<unknown[], [number, number, number, number]>(
      `SELECT member_id, placed_at / ${QUARTER} AS q, valid_bet_minor, win_minor - stake_minor FROM bet_records
        WHERE member_id IN (${team.sql}) AND placed_at >= ? AND placed_at < ? AND status = 'SETTLED'`,
    )
    .raw()
    .all(...team.params, from, to);
  const seen = new Map<number, number>();
  for (const [memberId, q, valid, profit] of bets) {
    let mask = seen.get(memberId) ?? 0;
    names.forEach((p, i) => {
      const at = q * QUARTER;
      if (at < periods[p].from || at >= periods[p].to) return;
      sums[p].validBetMinor += valid;
      sums[p].profitMinor += profit;
      if (!(mask & (1 << i))) {
        mask |= 1 << i;
        sums[p].activeMembers += 1;
      }
    });
    seen.set(memberId, mask);
    const d = days.get(dayOfQ(q));
    if (d) {
      d.validBetMinor += valid;
      d.profitMinor += profit;
    }
  }
  const money = db
    .prepare<unknown[], [number, string, number]>(
      `SELECT at / ${QUARTER} AS q, type, SUM(amount) AS total FROM ledger_entries
        WHERE member_id IN (${team.sql}) AND member_id IS NOT NULL AND type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURN') AND at >= ? AND at < ? GROUP BY q, type`,
    )
    .raw()
    .all(...team.params, from, to);
  for (const [q, type, total] of money) {
    // A withdrawal leaves the wallet (negative) and a returned one comes back: net out, shown positive.
    const deposit = type === 'DEPOSIT' ? total : 0;
    const withdraw = type === 'DEPOSIT' ? 0 : -total;
    for (const p of inPeriods(q * QUARTER)) {
      sums[p].depositMinor += deposit;
      sums[p].withdrawMinor += withdraw;
    }
    const d = days.get(dayOfQ(q));
    if (d) {
      d.depositMinor += deposit;
      d.withdrawMinor += withdraw;
    }
  }
  const bound = names.flatMap((p) => [periods[p].from, periods[p].to]);
  const joined = oneRow(
    db
      .prepare<unknown[], number[]>(
        `SELECT ${names.map(() => 'COALESCE(SUM(m.created_at >= ? AND m.created_at < ?), 0)').join(', ')} FROM agent_tree t JOIN members m ON m.id = t.descendant_id
        WHERE t.ancestor_id = ? AND t.depth > 0 AND m.created_at >= ?`,
      )
      .raw()
      .get(...bound, agentId, from),
  );
  names.forEach((p, i) => {
    sums[p].newMembers = joined[i] ?? 0;
  });
  return { ...teamSize(db, agentId), periods: sums, days: [...days.values()] };
}

export type ReportFilter = Range & TeamFilter & { gameType: string | null };

/** The team's bets, newest first, with the settled totals of everything the filter matches. */
export function teamBetPage(db: Db, agentId: number, filter: ReportFilter, page: Page) {
  const team = teamScope(agentId, filter);
  const where = `FROM bet_records b WHERE b.member_id IN (${team.sql}) AND b.placed_at >= ? AND b.placed_at < ? AND (? IS NULL OR b.game_type = ?)`;
  const params = [...team.params, filter.from, filter.to, filter.gameType, filter.gameType];
  const totals = oneRow(
    db
      .prepare<unknown[], { count: number; stakeMinor: number; winMinor: number; validBetMinor: number }>(
        `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN stake_minor END), 0) AS stakeMinor, COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN win_minor END), 0) AS winMinor,
              COALESCE(SUM(valid_bet_minor), 0) AS validBetMinor ${where}`,
      )
      .get(...params),
  );
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        placed_at: number;
        username: string;
        level: number;
        game_type: string;
        vendor: string;
        game_name: string;
        stake_minor: number;
        win_minor: number;
        valid_bet_minor: number;
        status: string;
      }
    >(
      `SELECT b.id, b.placed_at, m.username, (SELECT depth FROM agent_tree WHERE descendant_id = b.member_id AND ancestor_id = ?) AS level, b.game_type, b.vendor, b.game_name,
              b.stake_minor, b.win_minor, b.valid_bet_minor, b.status
         FROM (SELECT * ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?) b JOIN members m ON m.id = b.member_id ORDER BY b.placed_at DESC, b.id DESC`,
    )
    .all(agentId, ...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const list = rows.map((r) => ({
    id: r.id,
    placedAt: r.placed_at,
    username: r.username,
    level: r.level,
    gameType: r.game_type,
    vendor: r.vendor,
    gameName: r.game_name,
    stakeMinor: r.stake_minor,
    winMinor: r.win_minor,
    validBetMinor: r.valid_bet_minor,
    status: r.status,
  }));
  return { ...paged(list, totals.count, page), totals: { ...totals, profitMinor: totals.winMinor - totals.stakeMinor } };
}

type MemberSums = {
  memberId: number;
  username: string;
  level: number;
  betCount: number;
  stakeMinor: number;
  winMinor: number;
  validBetMinor: number;
  profitMinor: number;
  depositMinor: number;
  withdrawMinor: number;
};

/** Profit and loss per team member over the range: bets, deposits and withdrawals, busiest first. */
export function teamProfitLossPage(db: Db, agentId: number, filter: ReportFilter, page: Page) {
  const team = teamScope(agentId, filter);
  const byMember = new Map<number, MemberSums>();
  const entry = (id: number) => {
    let s = byMember.get(id);
    if (!s)
      byMember.set(
        id,
        (s = {
          memberId: id,
          username: '',
          level: 0,
          betCount: 0,
          stakeMinor: 0,
          winMinor: 0,
          validBetMinor: 0,
          profitMinor: 0,
          depositMinor: 0,
          withdrawMinor: 0,
        }),
      );
    return s;
  };
  const bets = db
    .prepare<unknown[], [number, number, number, number, number]>(
      `SELECT member_id, COUNT(*), SUM(stake_minor), SUM(win_minor), SUM(valid_bet_minor) FROM bet_records
        WHERE member_id IN (${team.sql}) AND placed_at >= ? AND placed_at < ? AND status = 'SETTLED' AND (? IS NULL OR game_type = ?) GROUP BY member_id`,
    )
    .raw()
    .all(...team.params, filter.from, filter.to, filter.gameType, filter.gameType);
  for (const [id, n, stake, win, valid] of bets)
    Object.assign(entry(id), { betCount: n, stakeMinor: stake, winMinor: win, validBetMinor: valid, profitMinor: win - stake });
  if (!filter.gameType) {
    const money = db
      .prepare<unknown[], [number, number, number]>(
        `SELECT member_id, SUM(CASE WHEN type = 'DEPOSIT' THEN amount ELSE 0 END), -SUM(CASE WHEN type <> 'DEPOSIT' THEN amount ELSE 0 END) FROM ledger_entries
          WHERE member_id IN (${team.sql}) AND member_id IS NOT NULL AND type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURN') AND at >= ? AND at < ? GROUP BY member_id`,
      )
      .raw()
      .all(...team.params, filter.from, filter.to);
    for (const [id, deposit, withdraw] of money) Object.assign(entry(id), { depositMinor: deposit, withdrawMinor: withdraw });
  }
  const all = [...byMember.values()].sort((a, b) => b.validBetMinor - a.validBetMinor || b.depositMinor - a.depositMinor || a.memberId - b.memberId);
  const totals = all.reduce(
    (t, s) => ({
      betCount: t.betCount + s.betCount,
      stakeMinor: t.stakeMinor + s.stakeMinor,
      winMinor: t.winMinor + s.winMinor,
      validBetMinor: t.validBetMinor + s.validBetMinor,
      profitMinor: t.profitMinor + s.profitMinor,
      depositMinor: t.depositMinor + s.depositMinor,
      withdrawMinor: t.withdrawMinor + s.withdrawMinor,
    }),
    { betCount: 0, stakeMinor: 0, winMinor: 0, validBetMinor: 0, profitMinor: 0, depositMinor: 0, withdrawMinor: 0 },
  );
  const shown = all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  const who = db
    .prepare<unknown[], [string, number]>(
      'SELECT m.username, t.depth FROM members m JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ? WHERE m.id = ?',
    )
    .raw();
  for (const s of shown) [s.username, s.level] = oneRow(who.get(agentId, s.memberId), 'a team member on the page');
  return { ...paged(shown, all.length, page), totals };
}

/**
 * The agent's income: on each bet of its team, the difference between its own rebate rate and the rate
 * of its direct downline on that bet's branch (a direct member's own rate), per local day. Rates are
 * basis points; each day's share per branch is rounded down to the minor unit.
 */
export function agentIncome(db: Db, agent: { id: number; rebate_bp: number }, zone: string, filter: Range & { gameType: string | null }) {
  const rows = db
    .prepare<unknown[], [number, number, number]>(
      `SELECT c.descendant_id AS child, b.placed_at / ${QUARTER} AS q, SUM(b.valid_bet_minor) AS valid
         FROM agent_tree c JOIN agent_tree t ON t.ancestor_id = c.descendant_id JOIN bet_records b ON b.member_id = t.descendant_id
        WHERE c.ancestor_id = ? AND c.depth = 1 AND b.placed_at >= ? AND b.placed_at < ? AND b.status = 'SETTLED' AND (? IS NULL OR b.game_type = ?)
        GROUP BY child, q`,
    )
    .raw()
    .all(agent.id, filter.from, filter.to, filter.gameType, filter.gameType);
  const rate = db.prepare<unknown[], number>('SELECT rebate_bp FROM members WHERE id = ?').pluck();
  const rates = new Map<number, number>();
  const spread = (child: number) => {
    let r = rates.get(child);
    if (r === undefined) rates.set(child, (r = Math.max(0, agent.rebate_bp - oneRow(rate.get(child), "a downline's rebate rate"))));
    return r;
  };
  const dayOfQ = dayOfBucket(zone, filter.from, filter.to);
  const perDayBranch = new Map<string, Map<number, number>>();
  for (const [child, q, valid] of rows) {
    const day = dayOfQ(q);
    const branches = perDayBranch.get(day) ?? new Map<number, number>();
    branches.set(child, (branches.get(child) ?? 0) + valid);
    perDayBranch.set(day, branches);
  }
  const days = [...perDayBranch]
    .map(([day, branches]) => {
      let validBetMinor = 0;
      let incomeMinor = 0;
      for (const [child, valid] of branches) {
        validBetMinor += valid;
        incomeMinor += Math.floor((valid * spread(child)) / 10_000);
      }
      return { day, validBetMinor, incomeMinor };
    })
    .sort((a, b) => (a.day < b.day ? 1 : -1));
  const totals = days.reduce((t, d) => ({ validBetMinor: t.validBetMinor + d.validBetMinor, incomeMinor: t.incomeMinor + d.incomeMinor }), {
    validBetMinor: 0,
    incomeMinor: 0,
  });
  return { rebateBp: agent.rebate_bp, days, totals };
}

/** The team's ledger entries (deposits, withdrawals, transfers, game results…), newest first. */
export function teamTransactionPage(db: Db, agentId: number, filter: Range & TeamFilter & { type: string | null }, page: Page) {
  const team = teamScope(agentId, filter);
  const where = `FROM ledger_entries e WHERE e.member_id IN (${team.sql}) AND e.at >= ? AND e.at < ? AND (? IS NULL OR e.type = ?)`;
  const params = [...team.params, filter.from, filter.to, filter.type, filter.type];
  const totals = oneRow(
    db
      .prepare<unknown[], { count: number; inMinor: number; outMinor: number }>(
        `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS inMinor, COALESCE(-SUM(CASE WHEN amount < 0 THEN amount END), 0) AS outMinor ${where}`,
      )
      .get(...params),
  );
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        at: number;
        username: string;
        level: number;
        type: string;
        amount: number;
        balance_after: number;
        note: string | null;
      }
    >(
      `SELECT e.id, e.at, m.username, (SELECT depth FROM agent_tree WHERE descendant_id = e.member_id AND ancestor_id = ?) AS level, e.type, e.amount, e.balance_after, t.meta ->> '$.note' AS note
         FROM (SELECT * ${where} ORDER BY e.at DESC, e.id DESC LIMIT ? OFFSET ?) e JOIN members m ON m.id = e.member_id JOIN ledger_transactions t ON t.id = e.transaction_id
        ORDER BY e.at DESC, e.id DESC`,
    )
    .all(agentId, ...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const list = rows.map((r) => ({
    id: r.id,
    at: r.at,
    username: r.username,
    level: r.level,
    type: r.type,
    amountMinor: r.amount,
    balanceAfterMinor: r.balance_after,
    note: r.note,
  }));
  return { ...paged(list, totals.count, page), totals: { inMinor: totals.inMinor, outMinor: totals.outMinor, count: totals.count } };
}

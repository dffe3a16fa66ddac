import { cashierSettings } from './cashier-settings';
import { addAgentAnnouncement } from './agent-notices';
import { recordGameType } from './bet-records';
import { bulkWriter, memberAccount, operatorAccount, type EntryType } from './ledger';
import type { Db } from './db';
import { hashPassword } from './passwords';
import { prng } from './seed-games';

/**
 * The agent programme's demo data: each demo agent's rebate rate and its invitation codes' terms, agent
 * notices per brand (one hostile, for the sanitiser), and `benchagent` on Aurora Casino with a team of
 * 10,000 (100 sub-agents with 99 members each), each with a deposit and bets over the last 30 days, for
 * the bench. Fresh rows only; one write transaction with prepared statements and the ledger's bulk
 * writer, so a fresh database stays within the seeding budget.
 */
const DAY = 86_400_000;

const AGENT_RATES: { merchant: string; username: string; rebateBp: number }[] = [
  { merchant: 'demoa01', username: 'agent1', rebateBp: 150 },
  { merchant: 'demob02', username: 'jadeagent', rebateBp: 120 },
  { merchant: 'democ03', username: 'emberagent', rebateBp: 100 },
];

const NOTICES: { merchant: string; title: string; content: string; daysAgo: number }[] = [
  {
    merchant: 'demoa01',
    title: 'Commission rates for this quarter',
    content: '<p>Rebates are paid on <b>valid bet</b> of your whole team. Pass part of your rate to sub-agents from <em>Account</em>.</p>',
    daysAgo: 1,
  },
  {
    merchant: 'demoa01',
    title: 'New: transfers to your team',
    content: '<p>Send money to a direct downline, or take it back, from <strong>Team management</strong>. Your payment password confirms each transfer.</p>',
    daysAgo: 4,
  },
  {
    merchant: 'demoa01',
    title: 'Agent meet-up',
    content: '<p>Join us online on Friday.</p><script>alert("agent")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">Details</a>',
    daysAgo: 9,
  },
  { merchant: 'demob02', title: 'Tỷ lệ hoa hồng quý này', content: '<p>Hoa hồng được tính trên <b>cược hợp lệ</b> của cả đội.</p>', daysAgo: 2 },
  {
    merchant: 'demob02',
    title: 'Chuyển tiền cho tuyến dưới',
    content: '<p>Chuyển tiền cho thành viên trực tiếp trong <strong>Quản lý đội</strong>.</p>',
    daysAgo: 6,
  },
  { merchant: 'democ03', title: 'Welcome, agents', content: '<p>Your agent centre is open.</p>', daysAgo: 3 },
];

export const BENCH_AGENT = { merchant: 'demoa01', username: 'benchagent', password: 'Bench12345', subAgents: 100, membersPerSubAgent: 99 };

export function seedAgents(db: Db) {
  db.transaction(() => {
    const rate = db.prepare('UPDATE members SET rebate_bp = ? WHERE merchant = ? AND username = ? AND rebate_bp = 0');
    for (const a of AGENT_RATES) rate.run(a.rebateBp, a.merchant, a.username);
    db.prepare("UPDATE affiliates SET rebate_bp = 50, created_at = ? WHERE created_at = 0 AND account_type = 'MEMBER'").run(Date.now() - 120 * DAY);
    for (const merchant of new Set(NOTICES.map((n) => n.merchant))) {
      if (db.prepare('SELECT 1 FROM agent_announcements WHERE merchant = ?').get(merchant)) continue;
      for (const n of NOTICES.filter((x) => x.merchant === merchant)) addAgentAnnouncement(db, merchant, n.title, n.content, Date.now() - n.daysAgo * DAY);
    }
    if (!db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ?').get(BENCH_AGENT.merchant, BENCH_AGENT.username)) seedBenchTeam(db);
  }).immediate();
}

function seedBenchTeam(db: Db) {
  const { merchant } = BENCH_AGENT;
  const now = Date.now();
  const rng = prng(1414);
  const currency = cashierSettings(db, merchant).currency;
  const games = db
    .prepare<unknown[], { node_id: number | null; name_en: string; vendor_code: string; category: string }>(
      'SELECT g.node_id, g.name_en, g.vendor_code, v.category FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code JOIN games g ON g.vendor_code = v.code WHERE mv.merchant = ? AND g.sort < 3 ORDER BY g.node_id LIMIT 40',
    )
    .all(merchant);
  // A database whose catalogue is not there (an old one being migrated) still gets a playable team.
  if (!games.length) games.push({ node_id: null, name_en: 'Bench Slot', vendor_code: 'PG', category: 'RNG' });
  // One hash for the whole bench team: hashing 10,000 passwords would take the seed's whole budget.
  const hash = hashPassword(BENCH_AGENT.password);
  const insertMember = db.prepare(
    `INSERT INTO members (merchant, username, nickname, password_hash, type, vip_level, currency, currency_symbol, first_login, created_at, upline_id, rebate_bp, allow_downline_transfer, last_login_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, '₱', 0, ?, ?, ?, ?, ?)`,
  );
  const ip = db.prepare("INSERT INTO member_ips (member_id, ip) VALUES (?, '127.0.0.1'), (?, '::1')");
  const insertBet = db.prepare(
    `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SETTLED', ?)`,
  );
  const add = (username: string, type: number, upline: number | null, rebateBp: number, createdAt: number) =>
    Number(
      insertMember.run(merchant, username, username, hash, type, currency, createdAt, upline, rebateBp, type ? 1 : 0, now - Math.floor(rng() * 60 * DAY))
        .lastInsertRowid,
    );
  const agentId = add(BENCH_AGENT.username, 1, null, 200, now - 400 * DAY);
  ip.run(agentId, agentId);
  const w = bulkWriter(db);
  const deposits = operatorAccount(db, merchant, currency, 'DEPOSITS');
  const house = operatorAccount(db, merchant, currency, 'GAMES');
  let seq = 0;
  for (let s = 1; s <= BENCH_AGENT.subAgents; s++) {
    const subId = add(`benchsub${String(s).padStart(3, '0')}`, 1, agentId, 120, now - Math.floor((120 + rng() * 200) * DAY));
    for (let i = 1; i <= BENCH_AGENT.membersPerSubAgent; i++) {
      const id = add(`benchm${String(s).padStart(3, '0')}${String(i).padStart(2, '0')}`, 0, subId, 40, now - Math.floor(rng() * 90 * DAY));
      const main = memberAccount(db, id, 'MAIN');
      const depositAt = now - Math.floor((28 + rng() * 2) * DAY);
      const deposit = 100_000 + Math.floor(rng() * 20) * 10_000;
      w.post({
        merchant,
        kind: 'DEPOSIT',
        memberId: id,
        idempotencyKey: `bench-agent:${++seq}`,
        at: depositAt,
        meta: { note: 'Bench deposit' },
        legs: [
          { account: deposits, amount: -deposit, type: 'DEPOSIT' },
          { account: main, amount: deposit, type: 'DEPOSIT' },
        ],
      });
      for (let b = 0; b < 3; b++) {
        const game = games[Math.floor(rng() * games.length)]!;
        const type = recordGameType(game.category) as EntryType;
        const at = depositAt + 60_000 + Math.floor(rng() * (now - depositAt - 120_000));
        const stake = 1_000 + Math.floor(rng() * 20) * 500;
        const win = rng() < 0.45 ? stake * 2 : 0;
        const transactionId = w.post({
          merchant,
          kind: 'GAME',
          memberId: id,
          idempotencyKey: `bench-agent:${++seq}`,
          at,
          meta: { note: `${game.vendor_code} · ${game.name_en}` },
          legs: [
            { account: main, amount: -stake, type },
            { account: house, amount: stake, type },
            { account: main, amount: win, type },
            { account: house, amount: -win, type },
          ],
        });
        insertBet.run(merchant, id, at, at, type, game.vendor_code, game.name_en, game.node_id, stake, win, stake, transactionId);
      }
    }
  }
  w.flush();
}

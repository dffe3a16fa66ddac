import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@whitelabel/reference-platform/db/db';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { jobRun, runJob, type PlatformJob } from '@whitelabel/reference-platform/jobs/job-runs';
import { platformJobs } from '@whitelabel/reference-platform/jobs/platform-jobs';
import { scheduleJobs } from '@whitelabel/reference-platform/jobs/scheduler';
import { platformAdmin } from '../support/admin';
import { addPlatformMember } from '../support/platform-db';
import { copySeededTemplate } from '../support/seeded-platform';

/** The reference platform's scheduled jobs: each does its work once, on the brand's clock, and a failure is recorded without stopping the schedule. */
let dir = '';
let dbPath = '';
let db: Db;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-jobs-'));
  dbPath = path.join(dir, 'platform.db');
  copySeededTemplate(dbPath);
  db = openDatabase(dbPath);
});
afterAll(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const job = (name: string) => {
  const found = platformJobs(db).find((j) => j.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};
const one = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
let made = 0;
/** An agent and its downline under a daily-salary contract of 10 % of the team's valid bets, in force since `since`. */
async function contract(since: number, type: 'DAILY' | 'REALTIME' = 'DAILY') {
  const tag = `job${process.pid % 1000}x${++made}`;
  const agentId = await addPlatformMember(dbPath, { merchant: 'demoa01', username: `${tag}a`, password: 'Secret123', type: 1 });
  const downlineId = await addPlatformMember(dbPath, { merchant: 'demoa01', username: `${tag}d`, password: 'Secret123', type: 1, upline: `${tag}a` });
  const id = Number(
    db
      .prepare(
        `INSERT INTO agent_contracts (merchant, type, agent_id, downline_id, rate_bp, period, status, created_at, accepted_at) VALUES ('demoa01', ?, ?, ?, 1000, 'DAILY', 'ACTIVE', ?, ?)`,
      )
      .run(type, agentId, downlineId, since, since).lastInsertRowid,
  );
  return { id, downlineId };
}
const bet = (memberId: number, at: number, stakeMinor: number) =>
  db
    .prepare(
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status)
       VALUES ('demoa01', ?, ?, ?, 'RNG', 'DEMO', 'Test slot', ?, 0, ?, 'SETTLED')`,
    )
    .run(memberId, at, at, stakeMinor, stakeMinor);

describe('contract settlement on a schedule', () => {
  it("settles the brand's local day once: its bets up to local midnight, not UTC's, and a replay pays nothing", async () => {
    // demoa01 keeps Manila time (UTC+8): its day ends at 16:00 UTC.
    const zone = 'Asia/Manila';
    const day = DateTime.fromISO('2026-03-10', { zone });
    const { id, downlineId } = await contract(day.minus({ days: 2 }).toMillis());
    bet(downlineId, day.set({ hour: 23, minute: 30 }).toMillis(), 100_000); // 15:30 UTC, the local day
    bet(downlineId, day.plus({ days: 1 }).set({ hour: 0, minute: 30 }).toMillis(), 700_000); // 16:30 UTC: the same UTC day, the next local one
    const settleDaily = job('settle-daily:demoa01');
    expect(settleDaily.timezone).toBe(zone);
    // The schedule's own time: five past local midnight.
    const at = day.plus({ days: 1 }).set({ minute: 5 }).toMillis();
    const first = runJob(db, settleDaily, at);
    expect(first.lastOutcome).toBe('OK');
    const key = `settle:DAILY:${id}:2026-03-10`;
    expect(one('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?', key)).toBe(1);
    expect(one('SELECT amount_minor FROM contract_settlements WHERE contract_id = ?', id)).toBe(10_000);
    // Run again for the same period (later that day, and at the same instant): still one payment.
    runJob(db, settleDaily, at);
    const again = runJob(db, settleDaily, at + 6 * 3_600_000);
    expect(again.lastResult).toContain('already');
    expect(one('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?', key)).toBe(1);
    expect(one('SELECT COUNT(*) FROM contract_settlements WHERE contract_id = ?', id)).toBe(1);
    expect(jobRun(db, 'settle-daily:demoa01')).toMatchObject({ runs: 3, failures: 0, lastOutcome: 'OK' });
  });

  it('catches up the days that ended since its last successful run, at most a week back, paying each once', async () => {
    const zone = 'Asia/Manila';
    const today = DateTime.fromISO('2026-04-20', { zone });
    const { id, downlineId } = await contract(today.minus({ days: 20 }).toMillis());
    const day = (offset: number) => today.plus({ days: offset });
    // A bet at local noon on days -4, -3, -1, +10 and +15, each of its own size.
    for (const [offset, stake] of [
      [-4, 10_000],
      [-3, 20_000],
      [-1, 40_000],
      [10, 80_000],
      [15, 160_000],
    ] as const)
      bet(downlineId, day(offset).set({ hour: 12 }).toMillis(), stake);
    const settleDaily = job('settle-daily:demoa01');
    const paid = () =>
      Object.fromEntries(
        db
          .prepare<unknown[], { period_key: string; amount_minor: number }>(
            `SELECT period_key, amount_minor FROM contract_settlements WHERE contract_id = ? AND outcome = 'PAID' ORDER BY period_key`,
          )
          .all(id)
          .map((row) => [row.period_key, row.amount_minor]),
      );
    // On time three days before today, then down until today's run: the days in between are settled too.
    expect(runJob(db, settleDaily, day(-3).set({ minute: 5 }).toMillis()).lastOutcome).toBe('OK');
    expect(paid()).toEqual({ '2026-04-16': 1_000 });
    expect(runJob(db, settleDaily, day(0).set({ minute: 5 }).toMillis()).lastOutcome).toBe('OK');
    expect(paid()).toEqual({ '2026-04-16': 1_000, '2026-04-17': 2_000, '2026-04-19': 4_000 });
    // Down for three weeks: only the last seven days are caught up (day +10 is left to `settle` by hand).
    runJob(db, settleDaily, day(20).set({ minute: 5 }).toMillis());
    runJob(db, settleDaily, day(20).set({ hour: 6 }).toMillis());
    expect(paid()).toEqual({ '2026-04-16': 1_000, '2026-04-17': 2_000, '2026-04-19': 4_000, '2026-05-05': 16_000 });
    for (const period of Object.keys(paid()))
      expect(one('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?', `settle:DAILY:${id}:${period}`)).toBe(1);
  });

  it('catches up when the schedule starts, before its first tick', async () => {
    const zone = 'Asia/Manila';
    const today = DateTime.now().setZone(zone).startOf('day');
    const { id, downlineId } = await contract(today.minus({ days: 5 }).toMillis());
    bet(downlineId, today.minus({ days: 2 }).set({ hour: 12 }).toMillis(), 30_000);
    bet(downlineId, today.minus({ days: 1 }).set({ hour: 12 }).toMillis(), 50_000);
    // The job last ran OK three days ago; the platform was down since.
    db.prepare(
      `INSERT INTO job_runs (name, last_started_at, last_finished_at, last_outcome, last_result, last_ok_at, runs) VALUES (?, ?, ?, 'OK', '', ?, 1)
       ON CONFLICT (name) DO UPDATE SET last_ok_at = excluded.last_ok_at, last_outcome = 'OK'`,
    ).run('settle-daily:demoa01', ...Array<number>(3).fill(today.minus({ days: 3 }).set({ minute: 5 }).toMillis()));
    const schedule = scheduleJobs(db, [job('settle-daily:demoa01')]);
    try {
      await vi.waitFor(() => expect(one(`SELECT SUM(amount_minor) FROM contract_settlements WHERE contract_id = ? AND outcome = 'PAID'`, id)).toBe(8_000), {
        timeout: 10_000,
      });
    } finally {
      schedule.stop();
    }
  });

  it('settles real-time salary for what the team played since its last settlement, once, and leaves no record of an empty window', async () => {
    const start = Date.now() - 3_600_000;
    const { id, downlineId } = await contract(start, 'REALTIME');
    const settleRealtime = job('settle-realtime:demoa01');
    runJob(db, settleRealtime, start + 10 * 60_000);
    expect(one('SELECT COUNT(*) FROM contract_settlements WHERE contract_id = ?', id)).toBe(0);
    bet(downlineId, start + 15 * 60_000, 50_000);
    const at = start + 20 * 60_000;
    expect(runJob(db, settleRealtime, at).lastResult).toBe('REALTIME 1 paid (paid 5000 minor)');
    runJob(db, settleRealtime, at);
    const periods = db.prepare('SELECT period_key FROM contract_settlements WHERE contract_id = ?').pluck().all(id);
    expect(periods).toHaveLength(1);
    expect(one('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?', `settle:REALTIME:${id}:${String(periods[0])}`)).toBe(1);
    expect(one('SELECT SUM(amount_minor) FROM contract_settlements WHERE contract_id = ?', id)).toBe(5_000);
  });
});

describe('clean-ups', () => {
  it('counts an unconfirmed paid withdrawal as received after the brand’s minutes, removes loose uploads and purges ended sessions, each once', async () => {
    const memberId = await addPlatformMember(dbPath, { merchant: 'demoa01', username: `jobw${process.pid % 1000}`, password: 'Secret123' });
    const now = Date.now();
    const accountId = Number(
      db
        .prepare(
          `INSERT INTO withdraw_accounts (merchant, member_id, type, provider, bank_name, account_name, account_number, created_at) VALUES ('demoa01', ?, 'BANK', 'TB', 'Test Bank', 'Tester', '1234567890', ?)`,
        )
        .run(memberId, now).lastInsertRowid,
    );
    const withdrawal = (confirmBy: number) =>
      Number(
        db
          .prepare(
            `INSERT INTO withdrawals (merchant, member_id, account_id, account_label, amount_minor, status, reference, request_id, created_at, updated_at, paid_at, confirm_by)
             VALUES ('demoa01', ?, ?, 'Test Bank ••7890', 5000, 'PAID', ?, ?, ?, ?, ?, ?)`,
          )
          .run(memberId, accountId, `WJ${confirmBy}`, `rq${confirmBy}`, now - 3_600_000, now - 3_600_000, now - 3_600_000, confirmBy).lastInsertRowid,
      );
    const due = withdrawal(now - 60_000);
    const notYet = withdrawal(now + 20 * 60_000);
    const status = (id: number) => db.prepare('SELECT status FROM withdrawals WHERE id = ?').pluck().get(id);
    expect(runJob(db, job('withdrawals-auto-confirm'), now).lastResult).toMatch(/^[1-9]\d* paid withdrawals/);
    expect([status(due), status(notYet)]).toEqual(['AUTO_CONFIRMED', 'PAID']);
    const notices = () => one("SELECT COUNT(*) FROM messages WHERE member_id = ? AND type = 'info_withdraw_auto_confirm'", memberId);
    expect(notices()).toBe(1);
    runJob(db, job('withdrawals-auto-confirm'), now);
    expect(notices()).toBe(1);

    // A loose upload older than its hour goes, file and row; a fresh one stays.
    const folder = path.join(dir, 'promotion-uploads');
    fs.mkdirSync(folder, { recursive: true });
    const upload = (name: string, at: number) => {
      fs.writeFileSync(path.join(folder, name), 'x');
      db.prepare(
        `INSERT INTO promotion_uploads (merchant, member_id, file_name, content_type, size, uploaded_at) VALUES ('demoa01', ?, ?, 'image/png', 1, ?)`,
      ).run(memberId, name, at);
    };
    upload('old.png', now - 2 * 3_600_000);
    upload('new.png', now - 60_000);
    expect(runJob(db, job('uploads-expired'), now).lastResult).toBe('1 loose uploads removed');
    expect([fs.existsSync(path.join(folder, 'old.png')), fs.existsSync(path.join(folder, 'new.png'))]).toEqual([false, true]);
    expect(runJob(db, job('uploads-expired'), now).lastResult).toBe('0 loose uploads removed');

    // Sessions: one past its absolute expiry, one idle past the brand's window, one alive.
    const session = (token: string, expiresAt: number, lastSeenAt: number) =>
      db
        .prepare('INSERT INTO sessions (token, member_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)')
        .run(token, memberId, now - 86_400_000, expiresAt, lastSeenAt);
    session('jobs-expired', now - 1, now - 1);
    session('jobs-idle', now + 3_600_000, now - 2 * 3_600_000);
    session('jobs-alive', now + 3_600_000, now - 60_000);
    runJob(db, job('sessions-expired'), now);
    expect(db.prepare("SELECT token FROM sessions WHERE token LIKE 'jobs-%' ORDER BY token").pluck().all()).toEqual(['jobs-alive']);
    expect(runJob(db, job('sessions-expired'), now).lastResult).toBe('0 ended sessions purged');
  });
});

describe('the schedule', () => {
  it('records a job that throws and still runs it at its next time', async () => {
    let calls = 0;
    const flaky: PlatformJob = {
      name: 'test-flaky',
      pattern: '* * * * * *',
      timezone: 'UTC',
      run: () => {
        calls += 1;
        if (calls === 1) throw new Error('platform database is busy');
        return 'done';
      },
    };
    const schedule = scheduleJobs(db, [flaky]);
    try {
      await expect.poll(() => jobRun(db, 'test-flaky')?.runs ?? 0, { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    } finally {
      schedule.stop();
    }
    expect(jobRun(db, 'test-flaky')).toMatchObject({ failures: 1, lastOutcome: 'OK', lastResult: 'done' });
  });

  it('lists each job with its schedule, last run and result, and next run', () => {
    const out = platformAdmin(dbPath, 'jobs');
    expect(out).toMatch(/settle-daily:demoa01\s+5 0 \* \* \* \(Asia\/Manila\)\s+next \d{4}-\d\d-\d\dT16:05:00Z {2}last \S+ OK: DAILY/);
    expect(out).toMatch(/sessions-expired .* last \S+ OK: 0 ended sessions purged/);
    expect(out).toMatch(/settle-hourly:democ03 .*\(UTC\).* last never/);
    expect(platformAdmin(dbPath, 'jobs', 'run', 'uploads-expired')).toMatch(/^uploads-expired: OK 0 loose uploads removed/);
  });

  it('shows, for a job whose last run failed, when it last did its work and how often it failed', () => {
    const okAt = Date.UTC(2026, 10, 20, 3, 0, 0);
    runJob(db, { ...job('uploads-expired'), run: () => 'swept' }, okAt);
    runJob(
      db,
      {
        ...job('uploads-expired'),
        run: () => {
          throw new Error('disk is full');
        },
      },
      okAt + 3_600_000,
    );
    const out = platformAdmin(dbPath, 'jobs');
    expect(out).toMatch(/uploads-expired .* FAILED: disk is full {2}\(last ok 2026-11-20T03:00:00Z; 1 of \d+ runs failed\)/);
    // Only the failed job carries the note; jobs that are fine or never ran keep their one short line.
    expect(out.split('\n').filter((line) => line.includes('(last ok'))).toHaveLength(1);
  });
});

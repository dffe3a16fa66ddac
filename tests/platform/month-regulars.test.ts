import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { check } from '@whitelabel/reference-platform/db/ledger';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { monthWindow } from '@whitelabel/reference-platform/db/ranking-period';
import { ranking } from '@whitelabel/reference-platform/db/rankings';
import { keepRegularsPlaying } from '@whitelabel/reference-platform/db/seed-rankings';
import { bigWinLeaderboard } from '@whitelabel/reference-platform/db/winner-feeds';
import { copySeededTemplate } from '../support/seeded-platform';

/**
 * The demo brands' regulars fill the monthly boards again when the brand's month rolls over while the
 * platform runs: a board read on the 1st at 00:05 is as full as one on the 30th, and nothing is booked twice.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'month-regulars-'));
const file = path.join(dir, 'platform.db');
beforeAll(() => copySeededTemplate(file));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MERCHANT = 'demoa01';
const transactionsOf = (db: ReturnType<typeof openDatabase>) =>
  db.prepare<unknown[], number>('SELECT COUNT(*) FROM ledger_transactions WHERE merchant = ?').pluck().get(MERCHANT);

/** The brand's time zone and the first instant of its next month and of the one after. */
function months() {
  const db = openDatabase(file);
  try {
    const zone = db.prepare<unknown[], string>('SELECT time_zone FROM cashier_settings WHERE merchant = ?').pluck().get(MERCHANT)!;
    const next = monthWindow(zone, Date.now()).to;
    return { zone, next, afterNext: monthWindow(zone, next).to };
  } finally {
    db.close();
  }
}

it('fills the new month at its first board read, dates nothing in the future, books once and keeps the ledger whole', () => {
  const { next, afterNext } = months();
  const db = openDatabase(file);
  try {
    const seeded = ranking(db, MERCHANT, 'DEPOSIT', null);
    expect(seeded.list).toHaveLength(20);
    // Five minutes into the brand's next month.
    const later = next + 5 * 60_000;
    expect(ranking(db, MERCHANT, 'DEPOSIT', null, 20, later).list).toEqual([]);
    const before = transactionsOf(db);

    keepRegularsPlaying(db, MERCHANT, later);
    const deposits = ranking(db, MERCHANT, 'DEPOSIT', null, 20, later);
    expect(deposits.list).toHaveLength(20);
    expect(deposits.periodKey).not.toBe(seeded.periodKey);
    expect(ranking(db, MERCHANT, 'VALID_BET', null, 20, later).list).toHaveLength(20);
    expect(bigWinLeaderboard(db, MERCHANT, 'ALL', ['EN'], 10, later).list.length).toBeGreaterThan(0);
    // Everything new lies between the month's first instant and the read.
    const span = db
      .prepare<unknown[], { first: number; last: number }>(
        'SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM ledger_transactions WHERE merchant = ? AND idempotency_key LIKE ?',
      )
      .get(MERCHANT, `seed-rankings:${MERCHANT}:${deposits.periodKey}:%`)!;
    expect(span.first).toBeGreaterThanOrEqual(next);
    expect(span.last).toBeLessThanOrEqual(later);
    const after = transactionsOf(db)!;
    expect(after).toBeGreaterThan(before!);
    // The last month's board is as it was.
    expect(ranking(db, MERCHANT, 'DEPOSIT', null, 20, next - 1).list).toEqual(seeded.list);
    expect(check(db, MERCHANT).problems).toEqual([]);
  } finally {
    db.close();
  }
  // A month later still: filled once at the first read; the same handle and another process's (a fresh
  // handle, nothing remembered) reading it again book nothing more.
  const month = afterNext + 9 * 24 * 3_600_000;
  const first = openDatabase(file);
  let filled: number;
  try {
    const count = transactionsOf(first)!;
    keepRegularsPlaying(first, MERCHANT, month);
    filled = transactionsOf(first)!;
    expect(filled).toBeGreaterThan(count);
    keepRegularsPlaying(first, MERCHANT, month + 1_000);
    expect(transactionsOf(first)).toBe(filled);
  } finally {
    first.close();
  }
  const other = openDatabase(file);
  try {
    keepRegularsPlaying(other, MERCHANT, month + 2_000);
    expect(transactionsOf(other)).toBe(filled);
    expect(check(other, MERCHANT).problems).toEqual([]);
  } finally {
    other.close();
  }
});

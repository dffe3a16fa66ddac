import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { TransactionsSchema, WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { seedDemoMerchants } from '@whitelabel/reference-platform/db/seed';
import { generateCatalogue, seedGameCatalogue } from '@whitelabel/reference-platform/db/seed-games';
import { VENDORS } from '@whitelabel/reference-platform/db/seed-data';
import { useTempPlatform } from '../support/temp-platform';

/**
 * How long the reference platform takes to seed its bulk demo data and to page through it. These tests time
 * real work, so this file runs alone (`ALONE` in vitest.config.ts); the rest of what the cashier, agent and
 * content files check about the same data takes no time and runs beside other files.
 */
const temp = useTempPlatform('platform-budgets-');
const DAY = 86_400_000;

describe('seeding from nothing', () => {
  it('writes the cashier histories and the bench agent’s team of 10,000 with bets, each within its budget', () => {
    const db = openDatabase(path.join(temp.dir, 'timing.db'));
    try {
      const { cashierMs, agentsMs } = seedDemoMerchants(db);
      expect(cashierMs).toBeLessThan(2_000);
      expect(agentsMs).toBeLessThan(3_000);
      expect(
        db
          .prepare(
            "SELECT COUNT(*) FROM bet_records b JOIN agent_tree t ON t.descendant_id = b.member_id WHERE t.ancestor_id = (SELECT id FROM members WHERE username = 'benchagent')",
          )
          .pluck()
          .get(),
      ).toBe(29_700);
    } finally {
      db.close();
      for (const f of fs.readdirSync(temp.dir).filter((f) => f.startsWith('timing.db'))) fs.rmSync(path.join(temp.dir, f));
    }
  });

  it('generates the same catalogue every time, and writes it in well under 2 s', () => {
    const [first, second] = [generateCatalogue(), generateCatalogue()];
    expect(second).toEqual(first);
    const db = openDatabase(path.join(temp.dir, 'catalogue.db'));
    try {
      const vendor = db.prepare('INSERT INTO vendors (code, display_name, category, account_type_id, sort) VALUES (?, ?, ?, ?, ?)');
      VENDORS.forEach((v, i) => vendor.run(v.code, v.name, v.category, 100 + i, i));
      const started = performance.now();
      seedGameCatalogue(db);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBe(first.length);
    } finally {
      db.close();
    }
  });
});

describe('the bench whale', () => {
  it('gives benchwhale a year of play: about 100,000 ledger entries, paged fast', async () => {
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      const entries = db
        .prepare(
          "SELECT COUNT(*) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.member_id = (SELECT id FROM members WHERE username = 'benchwhale')",
        )
        .pluck()
        .get() as number;
      expect(entries).toBeGreaterThan(90_000);
    } finally {
      db.close();
    }
    const clientOf = (token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, token });
    const { token } = await clientOf().call('login', LoginValueSchema, { body: { username: 'benchwhale', password: 'Bench12345', type: 'username' } });
    const bench = clientOf(token);
    expect((await bench.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(25_000_000);
    const started = performance.now();
    const page = await bench.call('transactions', TransactionsSchema, {
      query: { from: Date.now() - 400 * DAY, to: Date.now() + 1, pageNo: 300, pageSize: 100 },
    });
    expect(page.totalCount).toBeGreaterThan(45_000);
    expect(page.list).toHaveLength(100);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

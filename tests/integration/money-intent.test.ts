import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS } from '../support/chromium-args';
import { loadAdminHere } from '../support/admin';
import { httpRequest, type HttpResult } from '../support/http';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { logIn, postForm, sessionCookieOf } from '../support/site-session';
import { startSlowProxy } from '../support/slow-proxy';
import { startStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/**
 * A money move whose answer does not come back in time: the player is told "we are checking", never
 * a failure; a retry of the form, and a reload followed by a retry, are the same move; the page then
 * shows what the platform really booked, and it booked exactly once. For all five money moves at once.
 */
let stack: Awaited<ReturnType<typeof startStack>>;
let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
let dir: string;
let browser: Browser | undefined;
// Pages get a generous budget (this machine may be busy); a money post a short one, so the held call runs out of it.
const ACTION_BUDGET = 3_000;
const MONEY_CALLS = /(PAYFE_createDeposit|PAYFE_withdraw|GCS_walletTransfer|MCSFE_transferToUpline|MCSFE_transferToDownline)(\?|$)/;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intent-'));
  proxy = await startSlowProxy();
  stack = await startStack({
    dbPath: path.join(dir, 'platform.db'),
    platformUrl: proxy.url,
    env: { ACTION_BUDGET_MS: String(ACTION_BUDGET), REQUEST_BUDGET_MS: '6000' },
  });
  proxy.forwardTo(stack.platformUrl);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await proxy?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'Secret123';
let serial = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${serial++}`;
const countIn = (sql: string, ...params: unknown[]) => {
  const db = new Database(stack.dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
};
const ledgerCount = (memberId: number, kind: string) => countIn('SELECT COUNT(*) FROM ledger_transactions WHERE member_id = ? AND kind = ?', memberId, kind);

/** One money form as a player without the script sends it: its page, its fields, and what counts as its booking. */
type Move = { name: string; host: string; page: string; cookie: string; fields: Record<string, string>; bookings: () => number };

const requestIdIn = (html: string) => /name="requestId" value="([^"]+)"/.exec(html)?.[1] ?? null;

async function open(move: Move) {
  const res = await httpRequest(`${stack.siteUrl}${move.page}`, { headers: { host: move.host, cookie: move.cookie } });
  expect(res.status, `${move.name}: ${res.body.slice(0, 300)}`).toBe(200);
  return { res, requestId: requestIdIn(res.body) };
}

const send = (move: Move, requestId: string) => postForm(stack.siteUrl, move.host, move.page, { ...move.fields, requestId }, move.cookie);

/** A post answered "checking": back to the page (never a 5xx), whose form keeps the key and says it is checking. */
async function expectChecking(move: Move, answer: HttpResult, requestId: string) {
  expect(answer.status, `${move.name}: ${answer.body.slice(0, 300)}`).toBe(303);
  expect(answer.headers.location).toBe(move.page);
  const { res, requestId: kept } = await open(move);
  expect(res.body, move.name).toContain('data-testid="money-pending"');
  expect(res.body).toContain('Pending — we are checking.');
  expect(kept, `${move.name} keeps its key across the reload`).toBe(requestId);
}

async function member(merchant: string, prefix: string, extra: Partial<Parameters<typeof addPlatformMember>[1]> = {}) {
  const username = fresh(prefix);
  const id = await addPlatformMember(stack.dbPath, { merchant, username, password: PASSWORD, balanceMinor: 2_000_00, ...extra });
  return { username, id };
}

async function agentCookie(host: string, username: string) {
  const res = await postForm(stack.siteUrl, host, '/login', { username, password: PASSWORD, intent: 'login', as: 'agent', redirectTo: '/index' });
  const cookie = sessionCookieOf(res);
  if (res.status !== 302 || !cookie) throw new Error(`agent login failed: ${res.status}`);
  return cookie;
}

async function theFiveMoves(): Promise<Move[]> {
  const depositor = await member('demoa01', 'idd');
  const withdrawer = await member('demoa01', 'idw', { payeeName: 'Casey Tester', paymentPassword: '246810' });
  writePlatformDb(
    stack.dbPath,
    "INSERT INTO withdraw_accounts (merchant, member_id, type, provider, bank_name, account_name, account_number, is_default, created_at) VALUES ('demoa01', ?, 'BANK', 'BDO', 'BDO', 'Casey Tester', '001234567890', 1, ?)",
    withdrawer.id,
    Date.now(),
  );
  const accountId = countIn('SELECT id FROM withdraw_accounts WHERE member_id = ?', withdrawer.id);
  const walletOwner = await member('democ03', 'idt');
  const sender = await member('demoa01', 'idu', { upline: 'agent1', paymentPassword: '246810' });
  const agent = await member('demoa01', 'ida', { type: 1, paymentPassword: '246810' });
  const downline = await member('demoa01', 'idl', { upline: agent.username, balanceMinor: 0 });

  // One after another: a login is several platform calls inside the short action budget of this stack.
  const cookies: string[] = [];
  const players: [string, string][] = [
    ['demo-a.localhost', depositor.username],
    ['demo-a.localhost', withdrawer.username],
    ['demo-c.localhost', walletOwner.username],
    ['demo-a.localhost', sender.username],
  ];
  for (const [host, username] of players) cookies.push(await logIn(stack.siteUrl, host, username, PASSWORD));
  cookies.push(await agentCookie('demo-a.localhost', agent.username));
  const depositPage = await httpRequest(`${stack.siteUrl}/member/depositv2`, { headers: { host: 'demo-a.localhost', cookie: cookies[0]! } });
  const channelId = /name="channelId" value="([^"]+)"/.exec(depositPage.body)?.[1];
  const walletPage = await httpRequest(`${stack.siteUrl}/member/transferFund`, { headers: { host: 'demo-c.localhost', cookie: cookies[2]! } });
  const vendor = [...walletPage.body.matchAll(/data-testid="wallet-([A-Za-z0-9_]+)"/g)].map((m) => m[1]).find((code) => code !== 'MAIN');
  expect(channelId && vendor).toBeTruthy();
  return [
    {
      name: 'deposit',
      host: 'demo-a.localhost',
      page: '/member/depositv2',
      cookie: cookies[0]!,
      fields: { intent: 'deposit', channelId: channelId!, amount: '500' },
      bookings: () => countIn('SELECT COUNT(*) FROM deposits WHERE member_id = ?', depositor.id),
    },
    {
      name: 'withdraw',
      host: 'demo-a.localhost',
      page: '/member/withdraw',
      cookie: cookies[1]!,
      fields: { intent: 'withdraw', accountId: String(accountId), amount: '300', paymentPassword: '246810' },
      bookings: () => countIn('SELECT COUNT(*) FROM withdrawals WHERE member_id = ?', withdrawer.id) + ledgerCount(withdrawer.id, 'WITHDRAW'),
    },
    {
      name: 'wallet transfer',
      host: 'demo-c.localhost',
      page: '/member/transferFund',
      cookie: cookies[2]!,
      fields: { intent: 'transfer', from: 'MAIN', to: vendor!, amount: '30' },
      bookings: () => ledgerCount(walletOwner.id, 'TRANSFER'),
    },
    {
      name: 'upline transfer',
      host: 'demo-a.localhost',
      page: '/member/transferUpline',
      cookie: cookies[3]!,
      fields: { amount: '150', paymentPassword: '246810' },
      bookings: () => ledgerCount(sender.id, 'UPLINE_TRANSFER'),
    },
    {
      name: 'downline transfer',
      host: 'demo-a.localhost',
      page: `/agent/downlineManagmentView?transfer=${downline.id}`,
      cookie: cookies[4]!,
      fields: { direction: 'to', downlineId: String(downline.id), amount: '120', paymentPassword: '246810' },
      bookings: () => ledgerCount(agent.id, 'DOWNLINE_TRANSFER'),
    },
  ];
}

/** What each move's page says once the platform's booking is found by its key. */
const FOUND: Record<string, RegExp> = {
  deposit: /We found your deposit request of ₱ 500\.00 \(reference D[^)]*\): it was received\./,
  withdraw: /We found your withdrawal request of ₱ 300\.00 \(reference W[^)]*\): it was received and is being processed\./,
  'wallet transfer': /We found your transfer of \$ 30\.00: it went through\./,
  'upline transfer': /We found your transfer of ₱ 150\.00 to your agent: it went through\./,
  'downline transfer': /We found your transfer of ₱ 120\.00: it went through\./,
};

describe('a money move whose answer comes too late', () => {
  it('says "checking", keeps its key across a retry and a reload, books once, and then shows what was booked', async () => {
    const moves = await theFiveMoves();
    const keys = await Promise.all(moves.map(async (move) => (await open(move)).requestId!));
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The platform's money calls are held back: the site gives up on them, and they still land later.
    proxy.hold(MONEY_CALLS);
    // The first send runs out of the action's time: "checking", not a failure.
    const started = Date.now();
    const first = await Promise.all(moves.map((move, i) => send(move, keys[i]!)));
    expect(Date.now() - started).toBeLessThan(ACTION_BUDGET + 3_000);
    await Promise.all(moves.map((move, i) => expectChecking(move, first[i]!, keys[i]!)));
    // The same form again, while the platform is still slow: the same move, still being checked.
    const again = await Promise.all(moves.map((move, i) => send(move, keys[i]!)));
    await Promise.all(moves.map((move, i) => expectChecking(move, again[i]!, keys[i]!)));
    // And as the hydrated page sends it (to the route's data URL): a redirect back to the page, not a failure.
    const hydrated = await Promise.all(
      moves.map((move, i) => postForm(stack.siteUrl, move.host, move.page.replace(/(\?|$)/, '.data$1'), { ...move.fields, requestId: keys[i]! }, move.cookie)),
    );
    hydrated.forEach((res, i) => {
      expect(res.status, `${moves[i]!.name}: ${res.body.slice(0, 300)}`).toBe(202);
      expect(res.body).toContain(JSON.stringify(moves[i]!.page));
    });
    // A reload while both sends are still on their way to the platform: the same key, still checking.
    const reloaded = await Promise.all(
      moves.map(async (move) => {
        const { res, requestId } = await open(move);
        expect(res.body, move.name).toContain('data-testid="money-pending"');
        return requestId!;
      }),
    );
    expect(reloaded).toEqual(keys);
    expect(proxy.stats().unanswered).toBeGreaterThanOrEqual(moves.length * 3);

    // The late sends land at once: one books, the others carry the same key and book nothing.
    proxy.release();
    await vi.waitFor(() => expect(proxy.stats().unanswered).toBe(0), { timeout: 20_000, interval: 100 });
    quiet.mockRestore();
    for (const move of moves) expect(move.bookings(), move.name).toBe(move.name === 'withdraw' ? 2 : 1);

    // A reload looks the move up by its key and shows what was booked; the next move gets a new key.
    const afterwards = await Promise.all(moves.map((move) => open(move)));
    afterwards.forEach(({ res, requestId }, i) => {
      expect(res.body, moves[i]!.name).toMatch(FOUND[moves[i]!.name]!);
      expect(res.body).not.toContain('data-testid="money-pending"');
      expect(requestId).not.toBe(keys[i]);
    });
    // The page reloaded while it was checking, sent again: the booked move is shown, nothing more is booked.
    for (const [i, move] of moves.entries()) {
      const res = await send(move, reloaded[i]!);
      expect(res.status, `${move.name}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.body).toMatch(FOUND[move.name]!);
    }
    for (const move of moves) expect(move.bookings(), move.name).toBe(move.name === 'withdraw' ? 2 : 1);
    for (const merchant of ['demoa01', 'democ03']) expect(adminCommand(stack.dbPath, 'ledger', 'check', merchant)).toMatch(/balanced|ok/i);
  }, 90_000);
});

describe('with the script running', () => {
  it('the hydrated page says "checking" and shows the booked move by itself once it lands', async () => {
    const sender = await member('demoa01', 'idj', { upline: 'agent1', paymentPassword: '246810' });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const page = await (await browser.newContext()).newPage();
    const origin = `http://demo-a.localhost:${stack.port}`;
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill(sender.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/index$/);
    await page.goto(`${origin}/member/transferUpline`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const form = page.getByTestId('upline-form');
    const key = await form.locator('input[name="requestId"]').inputValue();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    proxy.hold(MONEY_CALLS);
    await form.getByRole('textbox', { name: /^Amount/ }).fill('150');
    await form.getByLabel('Payment password').fill('246810');
    await form.getByRole('button', { name: 'Send to my agent' }).click();
    await page.getByTestId('money-pending').getByText('Pending — we are checking.').waitFor({ timeout: 20_000 });
    expect(await form.locator('input[name="requestId"]').inputValue()).toBe(key);
    // The platform answers at last: the page finds the move by its key without a reload.
    proxy.release();
    await page.getByText('We found your transfer of ₱ 150.00 to your agent: it went through.').waitFor({ timeout: 20_000 });
    quiet.mockRestore();
    expect(await page.getByTestId('money-pending').count()).toBe(0);
    expect(await form.locator('input[name="requestId"]').inputValue()).not.toBe(key);
    expect(ledgerCount(sender.id, 'UPLINE_TRANSFER')).toBe(1);
  }, 90_000);
});

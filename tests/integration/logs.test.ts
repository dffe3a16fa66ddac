import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { WithdrawAccountsSchema } from '~/platform-client/schemas/cashier';
import { httpRequest } from '../support/http';
import { addPlatformMember, tokensOf } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

// The server's log goes to this file (read before the server loads); the app's console lines are caught below.
const LOG_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logs-')), 'site.log');
process.env.LOG_FILE = LOG_FILE;

const HOST = 'demo-a.localhost';
const SECRETS = { password: 'Secret-Pass-731', newPassword: 'Changed-Pass-842', paymentPassword: '918273', accountNumber: '009988776655' };

const env = useStack('logs-');
const consoleLines: string[] = [];
beforeAll(() => {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleLines.push(format(...args));
      original(...args);
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(path.dirname(LOG_FILE), { recursive: true, force: true });
});

describe('the log', () => {
  it('has one JSON line per request with its id, brand, route, status, time and platform calls, and never a secret of the flows it saw', async () => {
    const { siteUrl, dbPath } = env.stack;
    await addPlatformMember(dbPath, {
      merchant: 'demoa01',
      username: 'logsecret',
      password: SECRETS.password,
      balanceMinor: 5_000_000,
      payeeName: 'Vera Cruz',
      paymentPassword: SECRETS.paymentPassword,
    });
    const cookie = await logIn(siteUrl, HOST, 'logsecret', SECRETS.password);
    const token = tokensOf(dbPath, 'logsecret')[0]!;
    // A deposit, a withdrawal account and a withdrawal with the payment password, then a password change.
    const depositPage = await httpRequest(`${siteUrl}/member/depositv2`, { headers: { host: HOST, cookie } });
    const channelId = /name="channelId" value="([^"]+)"/.exec(depositPage.body)?.[1];
    expect(channelId).toBeTruthy();
    expect(
      (await postForm(siteUrl, HOST, '/member/depositv2', { intent: 'deposit', channelId: channelId!, amount: '500', requestId: crypto.randomUUID() }, cookie))
        .status,
    ).toBeLessThan(400);
    expect(
      (
        await postForm(
          siteUrl,
          HOST,
          '/member/withdraw',
          { intent: 'addAccount', provider: 'BANK:BDO', accountName: 'Vera Cruz', accountNumber: SECRETS.accountNumber },
          cookie,
        )
      ).status,
    ).toBeLessThan(400);
    const client = createPlatformClient({ baseUrl: env.stack.platformUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000, token });
    const accountId = String((await client.call('withdrawAccounts', WithdrawAccountsSchema))[0]!.id);
    const withdrawal = await postForm(
      siteUrl,
      HOST,
      '/member/withdraw',
      { intent: 'withdraw', accountId, amount: '300', paymentPassword: SECRETS.paymentPassword, requestId: crypto.randomUUID() },
      cookie,
    );
    expect(withdrawal.status).toBeLessThan(400);
    const change = await postForm(
      siteUrl,
      HOST,
      '/changePassword',
      { oldPassword: SECRETS.password, newPassword: SECRETS.newPassword, confirmNewPassword: SECRETS.newPassword },
      cookie,
    );
    expect(change.status).toBeLessThan(400);
    // A request that fails on the platform (a wrong password) logs too.
    await postForm(siteUrl, HOST, '/login', { username: 'logsecret', password: 'Wrong-Pass-000', intent: 'login', redirectTo: '/index' });

    await new Promise((r) => setTimeout(r, 200));
    const fileText = fs.readFileSync(LOG_FILE, 'utf8');
    const lines = fileText
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    const signIn = requests.find((line) => /^routes\/.*login$/.test(String(line.route)) && line.method === 'POST' && line.status === 302);
    expect(signIn).toMatchObject({ brand: 'demo-a', level: 30 });
    expect(String(signIn!.reqId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn!.ms).toEqual(expect.any(Number));
    expect(signIn!.platformCalls).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'login', outcome: 'ok', ms: expect.any(Number) })]));
    expect(requests.find((line) => /^routes\/.*withdraw$/.test(String(line.route)) && line.method === 'POST')).toBeTruthy();
    // Every request one line, its id unique.
    const ids = requests.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(ids.length);

    const everything = `${fileText}\n${consoleLines.join('\n')}`;
    const sessionValue = cookie.split('=')[1]!;
    for (const [name, secret] of Object.entries({ ...SECRETS, token, session: sessionValue, wrongPassword: 'Wrong-Pass-000' })) {
      expect(everything.includes(secret), `${name} found in the log`).toBe(false);
    }
  }, 120_000);
});

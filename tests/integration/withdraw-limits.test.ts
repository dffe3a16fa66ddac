import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { WalletBalanceSchema, WithdrawAccountsSchema, WithdrawalListSchema } from '~/platform-client/schemas/cashier';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { addPlatformMember, tokensOf } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The withdraw page over HTTP: it states the member's VIP level's daily limits and what is left, and a withdrawal past them is refused in words. */
const env = useStack('withdraw-limits-');
const HOST = 'demo-a.localhost';
const PASSWORD = '135135';

async function member(username: string) {
  await addPlatformMember(env.stack.dbPath, {
    merchant: 'demoa01',
    username,
    password: 'Secret123',
    balanceMinor: 30_000_000,
    payeeName: 'Vera Cruz',
    paymentPassword: PASSWORD,
  });
  const cookie = await logIn(env.stack.siteUrl, HOST, username, 'Secret123');
  const added = await postForm(
    env.stack.siteUrl,
    HOST,
    '/member/withdraw',
    { intent: 'addAccount', provider: 'BANK:BDO', accountName: 'Vera Cruz', accountNumber: '001122334455' },
    cookie,
  );
  expect(added.status).toBe(200);
  const client = createPlatformClient({
    baseUrl: env.stack.platformUrl,
    merchant: 'demoa01',
    language: 'EN',
    timeoutMs: 5_000,
    token: tokensOf(env.stack.dbPath, username)[0],
  });
  const [account] = await client.call('withdrawAccounts', WithdrawAccountsSchema);
  // A reload: the page asks the platform afresh rather than showing what this session read a moment ago.
  const page = async () => (await httpRequest(`${env.stack.siteUrl}/member/withdraw`, { headers: { host: HOST, cookie, 'cache-control': 'no-cache' } })).body;
  const withdraw = (amount: string) =>
    postForm(
      env.stack.siteUrl,
      HOST,
      '/member/withdraw',
      { intent: 'withdraw', accountId: String(account!.id), amount, paymentPassword: PASSWORD, requestId: crypto.randomUUID() },
      cookie,
    );
  const booked = async () => (await client.call('withdrawals', WithdrawalListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount;
  const balance = async () => (await client.call('balance', WalletBalanceSchema)).sumBalanceMinor;
  return { username, page, withdraw, booked, balance };
}

describe("the withdraw page and the member's VIP level", () => {
  it('VIP0: shows three a day and ₱50,000.00, refuses the fourth with its message and books nothing; VIP6 after the operator raises it', async () => {
    const m = await member('limits0');
    let html = await m.page();
    expect(html).toMatch(/3 of 3 withdrawals and ₱\s?50,000\.00 left/);
    expect(html).toMatch(/As VIP0 you can withdraw 3 times a day, up to ₱\s?50,000\.00 in all\./);
    for (const amount of ['1,000', '1,000', '1,000']) expect((await m.withdraw(amount)).status).toBe(200);
    const [count, money] = [await m.booked(), await m.balance()];
    const fourth = await m.withdraw('1,000');
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatch(/You have reached today(&#x27;|’|')s number of withdrawals\./);
    expect([await m.booked(), await m.balance()]).toEqual([count, money]);
    html = await m.page();
    expect(html).toMatch(/0 of 3 withdrawals and ₱\s?47,000\.00 left/);

    adminCommand(env.stack.dbPath, 'vip', 'set', 'demoa01', m.username, '6');
    html = await m.page();
    expect(html).toMatch(/17 of 20 withdrawals and ₱\s?997,000\.00 left/);
    expect(html).toMatch(/As VIP6 you can withdraw 20 times a day, up to ₱\s?1,000,000\.00 in all\./);
    expect((await m.withdraw('1,000')).status).toBe(200);
    expect(await m.booked()).toBe(count + 1);
  });

  it('the amount: a withdrawal past what is left of the day is refused with its message', async () => {
    const m = await member('limits0b');
    expect((await m.withdraw('45,000')).status).toBe(200);
    const over = await m.withdraw('6,000');
    expect(over.status).toBe(400);
    expect(over.body).toMatch(/This would go over today(&#x27;|’|')s withdrawal limit\./);
    expect(await m.booked()).toBe(1);
    expect(await m.page()).toMatch(/2 of 3 withdrawals and ₱\s?5,000\.00 left/);
  });
});

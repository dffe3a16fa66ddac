import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { DepositChannelsSchema, DepositListSchema, WithdrawAccountsSchema, WithdrawalListSchema } from '~/platform-client/schemas/cashier';
import { loadAdminHere } from '../support/admin';
import { multipart, postMultipart as postUpload } from '../support/multipart';
import { tokensOf } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';
import { noisyPng } from '../support/test-images';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Bad input on the cashier pages, sent as a player (or a script) would: a clear message, nothing moved, never a 5xx. */
const env = useStack('cashier-input-');
const HOST = 'demo-a.localhost';
const PNG = noisyPng(8, 8);

function platformAs(username: string) {
  const [token] = tokensOf(env.stack.dbPath, username);
  return createPlatformClient({ baseUrl: env.stack.platformUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000, token });
}
const ledgerCheck = () => adminCommand(env.stack.dbPath, 'ledger', 'check', 'demoa01');
const uuid = () => crypto.randomUUID();

const postMultipart = (path: string, cookie: string, form: ReturnType<typeof multipart>) => postUpload(env.stack.siteUrl, HOST, path, cookie, form);

describe('deposit input', () => {
  it('refuses bad amounts with their own message and creates nothing', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const client = platformAs('player1');
    const [channel] = await client.call('depositChannels', DepositChannelsSchema);
    const before = (await client.call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount;
    const cases: [string, RegExp][] = [
      ['-5', /Enter the amount in numbers/],
      ['0', /more than zero/],
      ['abc', /Enter the amount in numbers/],
      ['10.555', /that many decimals/],
      ['1', /The minimum is/],
      ['99999999999', /The maximum is/],
      ['9'.repeat(30), /too large/],
      ['', /Enter an amount/],
    ];
    for (const [amount, message] of cases) {
      const res = await postForm(
        env.stack.siteUrl,
        HOST,
        '/member/depositv2',
        { intent: 'deposit', channelId: String(channel!.id), amount, requestId: uuid() },
        cookie,
      );
      expect(res.status, amount).toBe(400);
      expect(res.body, amount).toMatch(message);
      // The page comes back with what the player typed, without JavaScript too.
      if (amount) expect(res.body, amount).toMatch(new RegExp(`<input[^>]*name="amount"[^>]*value="${amount}"|<input[^>]*value="${amount}"[^>]*name="amount"`));
    }
    const forged = await postForm(
      env.stack.siteUrl,
      HOST,
      '/member/depositv2',
      { intent: 'deposit', channelId: 'nope', amount: '500', requestId: uuid() },
      cookie,
    );
    expect(forged.status).toBe(400);
    expect((await client.call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount).toBe(before);
    ledgerCheck();
  });

  it('moves money once for a request sent twice', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const client = platformAs('player1');
    const bank = (await client.call('depositChannels', DepositChannelsSchema)).find((c) => c.type === 'BANK')!;
    const before = (await client.call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount;
    const fields = { intent: 'deposit', channelId: String(bank.id), amount: '500', requestId: uuid() };
    const first = await postForm(env.stack.siteUrl, HOST, '/member/depositv2', fields, cookie);
    expect(first.status).toBe(302);
    const again = await postForm(env.stack.siteUrl, HOST, '/member/depositv2', fields, cookie);
    // The second send is the same move: the player is shown the deposit the first one made.
    expect(again.status).toBe(200);
    expect(again.body).toMatch(/We found your deposit request of ₱ 500\.00 \(reference D[^)]*\): it was received\./);
    expect((await client.call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount).toBe(before + 1);
    ledgerCheck();
  });

  it('takes a receipt only as a PNG or JPEG of at most 5 MB, whatever it is called', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const client = platformAs('player1');
    const bank = (await client.call('depositChannels', DepositChannelsSchema)).find((c) => c.type === 'BANK')!;
    await postForm(env.stack.siteUrl, HOST, '/member/depositv2', { intent: 'deposit', channelId: String(bank.id), amount: '600', requestId: uuid() }, cookie);
    const pending = (await client.call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 5, status: 'PENDING' } })).list[0]!;
    const id = String(pending.id);
    const fake = await postMultipart(
      '/member/depositv2',
      cookie,
      multipart({ id }, [{ name: 'proof', filename: 'receipt.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') }]),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toContain('Only PNG or JPG images');
    const huge = await postMultipart(
      '/member/depositv2',
      cookie,
      multipart({ id }, [{ name: 'proof', filename: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]) }]),
    );
    expect(huge.status).toBe(413);
    // The site reads the rest of a refused upload before it answers, so the sender gets the answer, not a reset connection.
    const tooMuch = await postMultipart(
      '/member/depositv2',
      cookie,
      multipart({ id }, [{ name: 'proof', filename: 'bigger.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]) }]),
    );
    expect(tooMuch.status).toBe(413);
    const good = await postMultipart(
      '/member/depositv2',
      cookie,
      multipart({ id }, [{ name: 'proof', filename: 'anything.txt', type: 'text/plain', bytes: PNG }]),
    );
    expect(good.status).toBe(200);
    expect(good.body).toContain('your receipt was uploaded');
  });
});

describe('withdraw input', () => {
  it("refuses bad amounts, another member's account and a wrong payment password, and moves nothing", async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    const client = platformAs('vipwhale');
    let accounts = await client.call('withdrawAccounts', WithdrawAccountsSchema);
    if (!accounts.length) {
      const added = await postForm(
        env.stack.siteUrl,
        HOST,
        '/member/withdraw',
        { intent: 'addAccount', provider: 'BANK:BDO', accountName: 'Whale', accountNumber: '001122334455' },
        cookie,
      );
      expect(added.status).toBeLessThan(500);
      accounts = await client.call('withdrawAccounts', WithdrawAccountsSchema);
    }
    const account = String(accounts[0]!.id);
    const count = async () => (await client.call('withdrawals', WithdrawalListSchema, { query: { pageNo: 1, pageSize: 100 } })).totalCount;
    const before = await count();
    const withdraw = (fields: Record<string, string>) =>
      postForm(
        env.stack.siteUrl,
        HOST,
        '/member/withdraw',
        { intent: 'withdraw', accountId: account, paymentPassword: '135790', requestId: uuid(), ...fields },
        cookie,
      );
    const cases: [Record<string, string>, RegExp][] = [
      [{ amount: '-1' }, /Enter the amount in numbers/],
      [{ amount: '0' }, /more than zero/],
      [{ amount: '1.234' }, /that many decimals/],
      [{ amount: '10' }, /The minimum is/],
      [{ amount: '90000000' }, /The maximum is|not enough/],
      [{ amount: '500', paymentPassword: '12' }, /6 digits/],
      [{ amount: '500', accountId: '999999' }, /receiving account was not found/],
      [{ amount: '500', paymentPassword: '000000' }, /Wrong payment password/],
    ];
    for (const [fields, message] of cases) {
      const res = await withdraw(fields);
      expect(res.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
      expect(res.body, JSON.stringify(fields)).toMatch(message);
    }
    expect(await count()).toBe(before);
    ledgerCheck();
  });
});

import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { LoginValueSchema, SmsSentSchema } from '~/platform-client/schemas/member';
import { countedCheck } from '@whitelabel/reference-platform/db/secret-attempts';
import { latestSmsCode } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** Every secret check of the reference platform counts wrong answers and locks after five, like the login and the payment password. */
const temp = useTempPlatform('platform-secret-checks-');
const MERCHANT = 'demoa01';
const client = (options: { token?: string; ip?: string } = {}) =>
  createPlatformClient({ baseUrl: temp.platform.url, merchant: MERCHANT, language: 'EN', timeoutMs: 10_000, token: options.token, clientIp: options.ip });

async function refusal(promise: Promise<unknown>): Promise<{ code: string; value: Record<string, unknown>; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { code: errorCode ?? '', value: (value ?? {}) as Record<string, unknown>, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
/** Five wrong answers; the last one's refusal. */
async function fiveWrong(answer: (i: number) => Promise<unknown>) {
  let last = { code: '', value: {} as Record<string, unknown>, status: 0 };
  for (let i = 0; i < 5; i++) last = await refusal(answer(i));
  return last;
}

describe('counted secret checks', () => {
  it('locks a reset code after five wrong ones, even for the right code', async () => {
    await client().call('loginSms', SmsSentSchema, { body: { mobileNum: '9170000001', countryDialingCode: '63', purpose: 'reset' } });
    const code = latestSmsCode(temp.dbPath, '9170000001')!;
    const reset = (verificationCode: string) =>
      client().call('resetByPhone', v.unknown(), { body: { mobileNum: '9170000001', verificationCode, newPassword: 'Newpass123' } });
    const fifth = await fiveWrong((i) => reset(String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')));
    expect(fifth.code).toBe('code.locked');
    const right = await refusal(reset(code));
    expect(right.code).toBe('code.locked');
    expect(right.value.retryAfterMinutes).toBe(15);
  });

  it('locks a login’s second proof after five wrong ones and drops the pending login', async () => {
    const from = client({ ip: '198.51.100.9' });
    const start = async () => {
      const pending = await refusal(from.call('login', LoginValueSchema, { body: { username: 'traveller', password: 'Travel123', type: 'username' } }));
      expect(pending.code).toBe('login_verify_required');
      return pending.value.verifyToken as string;
    };
    const verifyToken = await start();
    const fifth = await fiveWrong((i) => from.call('loginVerify', LoginValueSchema, { body: { verifyToken, method: 'BANK', code: `Someone Else ${i}` } }));
    expect(fifth.code).toBe('login.verify.locked');
    expect((await refusal(from.call('loginVerify', LoginValueSchema, { body: { verifyToken, method: 'BANK', code: 'Maria Santos' } }))).code).toBe(
      'login.verify.expired',
    );
    const again = await start();
    expect((await refusal(from.call('loginVerify', LoginValueSchema, { body: { verifyToken: again, method: 'BANK', code: 'Maria Santos' } }))).code).toBe(
      'login.verify.locked',
    );
  });

  it('locks the login password asked again for switching the authenticator off', async () => {
    // From the address the member registered at: no second proof.
    const { token } = await client({ ip: '203.0.113.7' }).call('login', LoginValueSchema, {
      body: { username: 'traveller', password: 'Travel123', type: 'username' },
    });
    const off = (password: string) => client({ token }).call('disableTotp', v.unknown(), { body: { password } });
    const fifth = await fiveWrong((i) => off(`Guess${i}abc`));
    expect(fifth.code).toBe('password.old.locked');
    expect((await refusal(off('Travel123'))).code).toBe('password.old.locked');
  });

  it('locks a username’s reset-by-e-mail after five wrong addresses', async () => {
    const ask = (email: string) => client().call('forgotByEmail', v.unknown(), { body: { username: 'player1', email } });
    const fifth = await fiveWrong((i) => ask(`guess${i}@example.com`));
    expect(fifth.status).toBe(429);
    expect((await refusal(ask('player1@demo-a.example'))).status).toBe(429);
  });

  it('locks an address guessing invitation codes, and its own right code does not wipe the count', async () => {
    const from = client({ ip: '198.51.100.77' });
    const check = (code: string) => from.call('affiliate', v.unknown(), { query: { code } });
    for (let i = 0; i < 4; i++) expect((await refusal(check(`GUESS${i}`))).code).toBe('affiliate.invalid');
    await check('AURORA1');
    expect((await refusal(check('GUESS4'))).status).toBe(429);
    expect((await refusal(check('AURORA1'))).status).toBe(429);
    await check('AURORA1').catch(() => undefined);
    // Another address is not held back by this one's guesses.
    await client({ ip: '198.51.100.78' }).call('affiliate', v.unknown(), { query: { code: 'AURORA1' } });
  });

  it('refuses a markup nickname at registration, like the profile does', async () => {
    const refused = await refusal(
      client().call('registerUsername', LoginValueSchema, { body: { username: 'markupfan2', password: 'Markup1234', nickname: '<img src=x>', captcha: 'x' } }),
    );
    expect(refused.code).toBe('register.field.invalid');
    expect(refused.value.field).toBe('nickname');
  });

  it('lifts a lock once its time has run out', () => {
    const db = new Database(temp.dbPath);
    try {
      const key = { scope: 'test-check', subject: 1 };
      const t0 = Date.now();
      for (let i = 0; i < 5; i++) countedCheck(db, key, () => false, t0);
      expect(countedCheck(db, key, () => true, t0 + 14 * 60_000)).toMatchObject({ ok: false, lockedUntil: t0 + 15 * 60_000 });
      expect(countedCheck(db, key, () => true, t0 + 15 * 60_000 + 1)).toEqual({ ok: true });
      // A right answer clears the count: four wrong ones after it do not lock.
      for (let i = 0; i < 4; i++) expect(countedCheck(db, key, () => false, t0 + 16 * 60_000).ok).toBe(false);
      expect(countedCheck(db, key, () => true, t0 + 16 * 60_000)).toEqual({ ok: true });
    } finally {
      db.close();
    }
  });
});

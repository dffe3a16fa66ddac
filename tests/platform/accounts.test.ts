import http from 'node:http';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { ConsolidatedSchema, LoginValueSchema, MemberInfoSchema, SmsSentSchema } from '~/platform-client/schemas/member';
import { useTempPlatform } from '../support/temp-platform';

/** The reference platform's account calls, over HTTP, through the site's own typed client. */
const temp = useTempPlatform('platform-accounts-');

const client = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 5_000, token });
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error('expected a rejection');
}
const login = (merchant: string, username: string, password: string, extra: Record<string, string> = {}) =>
  client(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username', ...extra } });

describe('sessions', () => {
  it('logs in over the encrypted envelope and serves member info for the token', async () => {
    const { token } = await login('demoa01', 'player1', 'Player123');
    const info = await client('demoa01', token).call('memberInfo', MemberInfoSchema);
    expect(info).toMatchObject({ account: 'player1', nickname: 'Lucky Lin', clubLabel: { labelName: 'VIP3' } });
    await client('demoa01', token).call('logout', v.unknown());
    expect((await rejection(client('demoa01', token).call('memberInfo', MemberInfoSchema))).kind).toBe('session');
  });

  it('keeps merchants apart: a token of one brand is no session on another', async () => {
    const { token } = await login('demoa01', 'vipwhale', 'Whale12345');
    expect((await rejection(client('demob02', token).call('memberInfo', MemberInfoSchema))).kind).toBe('session');
  });

  it('asks for a captcha after three failures, then locks out with the five-minute message', async () => {
    for (let i = 0; i < 3; i++) await rejection(login('democ03', 'emberexpired', 'wrong'));
    const captcha = await rejection(login('democ03', 'emberexpired', 'Expired123'));
    expect(captcha.details).toMatchObject({ errorCode: 'login.captcha.required', value: { captcha: true } });
    for (let i = 0; i < 7; i++) await rejection(login('democ03', 'emberexpired', 'wrong', { captcha: 'XXXX' }));
    const locked = await rejection(login('democ03', 'emberexpired', 'Expired123'));
    expect(locked.details.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(locked.details.platformMessage).toMatch(/retry after 5 minutes/);
  });
});

describe('SMS codes', () => {
  const lastCode = (mobile: string) => {
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      return db.prepare('SELECT code FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC LIMIT 1').pluck().get(mobile) as string;
    } finally {
      db.close();
    }
  };

  it('accepts a code once: a reused code fails, an expired one fails', async () => {
    await client('demoa01').call('loginSms', SmsSentSchema, { body: { mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' } });
    const code = lastCode('9171234567');
    const ok = await client('demoa01').call('login', LoginValueSchema, { body: { username: '9171234567', password: code, type: 'sms' } });
    expect(ok.token).toBeTruthy();
    await rejection(client('demoa01').call('login', LoginValueSchema, { body: { username: '9171234567', password: code, type: 'sms' } }));

    const resend = await rejection(
      client('demoa01').call('loginSms', SmsSentSchema, { body: { mobileNum: '9171234567', countryDialingCode: '63', purpose: 'login' } }),
    );
    expect(resend.details.errorCode).toBe('TOO_MANY_REQUESTS');
    const db = new Database(temp.dbPath);
    db.prepare("UPDATE sms_outbox SET sent_at = sent_at - 120000, expires_at = ? WHERE mobile = '9170000001'").run(Date.now() - 1);
    db.close();
    await client('demoa01').call('loginSms', SmsSentSchema, { body: { mobileNum: '9170000001', countryDialingCode: '63', purpose: 'reset' } });
    const reset = lastCode('9170000001');
    const expire = new Database(temp.dbPath);
    expire.prepare("UPDATE sms_outbox SET expires_at = ? WHERE mobile = '9170000001'").run(Date.now() - 1);
    expire.close();
    const expired = await rejection(
      client('demoa01').call('resetByPhone', v.unknown(), { body: { mobileNum: '9170000001', verificationCode: reset, newPassword: 'Newpass123' } }),
    );
    expect(expired.details.errorCode).toBe('sms.code.invalid');
  });
});

describe('login from a new address', () => {
  const from = (ip: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000, clientIp: ip });
  const pending = async (ip: string) => {
    const error = await rejection(from(ip).call('login', LoginValueSchema, { body: { username: 'traveller', password: 'Travel123', type: 'username' } }));
    expect(error.details.errorCode).toBe('login_verify_required');
    return error.details.value as { verifyToken: string; methods: string[] };
  };

  it('offers every proof the member has and accepts the bank account name', async () => {
    const step = await pending('198.51.100.1');
    expect(step.methods).toEqual(['SMS', 'EMAIL', 'GOOGLE', 'BANK']);
    await rejection(
      from('198.51.100.1').call('loginVerify', LoginValueSchema, { body: { verifyToken: step.verifyToken, method: 'BANK', code: 'Someone Else' } }),
    );
    const ok = await from('198.51.100.1').call('loginVerify', LoginValueSchema, {
      body: { verifyToken: step.verifyToken, method: 'BANK', code: 'MARIA SANTOS' },
    });
    expect(ok.token).toBeTruthy();
    // The address is known now: no second proof next time.
    expect(
      (await from('198.51.100.1').call('login', LoginValueSchema, { body: { username: 'traveller', password: 'Travel123', type: 'username' } })).token,
    ).toBeTruthy();
  });

  it('accepts the current authenticator code and refuses a stale one', async () => {
    const { totp } = await import('@whitelabel/reference-platform/crypto/totp');
    const step = await pending('198.51.100.2');
    const stale = totp('JBSWY3DPEHPK3PXP', Date.now() - 10 * 60_000);
    await rejection(from('198.51.100.2').call('loginVerify', LoginValueSchema, { body: { verifyToken: step.verifyToken, method: 'GOOGLE', code: stale } }));
    const ok = await from('198.51.100.2').call('loginVerify', LoginValueSchema, {
      body: { verifyToken: step.verifyToken, method: 'GOOGLE', code: totp('JBSWY3DPEHPK3PXP') },
    });
    expect(ok.token).toBeTruthy();
  });
});

describe('agents and modules', () => {
  it('serves contract flags to agents when AGENTPOLICY3 is on, and refuses when the brand switched it off', async () => {
    const { token } = await login('demoa01', 'agent1', 'Agent12345');
    const flags = await client('demoa01', token).call('consolidated', ConsolidatedSchema);
    expect(flags).toHaveProperty('divtypereq', 0);
    const ember = await login('democ03', 'emberagent', 'Agent12345');
    const off = await rejection(client('democ03', ember.token).call('consolidated', ConsolidatedSchema));
    expect(off.details.errorCode).toBe('function.not.available');
  });

  it('refuses registration of a taken username', async () => {
    const taken = await rejection(
      client('democ03').call('registerUsername', LoginValueSchema, { body: { username: 'player3', password: 'Abc12345', captcha: 'x' } }),
    );
    expect(['username.exists', 'captcha.invalid']).toContain(taken.details.errorCode);
  });
});

describe('bad input', () => {
  const raw = (body: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${temp.platform.url}/wps/session/login`,
        { method: 'POST', headers: { merchant: 'demoa01', 'content-type': 'application/json', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers a huge body, garbage JSON and a forged envelope with a 4xx, never a 500', async () => {
    expect(await raw(JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }))).toBe(413);
    expect(await raw('{not json')).toBe(400);
    expect(await raw(JSON.stringify({ value: 'AAAA' }), { encryption: 'deadbeef' })).toBe(400);
    expect(await raw(JSON.stringify({ value: '<script>' }))).toBe(400);
  });
});

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import {
  AvatarPresetsSchema,
  AvatarSetSchema,
  BindCodeSentSchema,
  EmailBoundSchema,
  LoginHistorySchema,
  MemberIconSchema,
  MemberProfileSchema,
  MobileBoundSchema,
  TotpSecretSchema,
  TotpStateSchema,
} from '~/platform-client/schemas/account';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { totp } from '@whitelabel/reference-platform/crypto/totp';
import { addPlatformMember, ageBindCodes, latestBindEmailCode, latestBindSmsCode, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** My account (decision 012) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-account-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  username: string;
  token: string;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};
const MERCHANT = 'demoa01';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const clientOf = (token?: string, clientIp?: string) =>
  createPlatformClient({ baseUrl: temp.platform.url, merchant: MERCHANT, language: 'EN', timeoutMs: 15_000, token, clientIp });

async function login(username: string, password = 'Secret123', userAgent = CHROME_ON_WINDOWS, clientIp?: string): Promise<Player> {
  const { token } = await clientOf(undefined, clientIp).call('login', LoginValueSchema, {
    body: { username, password, type: 'username' },
    headers: { 'User-Agent': userAgent },
  });
  const client = clientOf(token);
  return { username, token, call: (name, schema, options) => client.call(name, schema, options) };
}
let created = 0;
async function newPlayer(): Promise<Player> {
  const username = `acct${++created}${Date.now() % 1000}`;
  await addPlatformMember(temp.dbPath, { merchant: MERCHANT, username, password: 'Secret123' });
  return login(username);
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; value: Record<string, unknown>; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', value: (value ?? {}) as Record<string, unknown>, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const profileOf = (p: Player) => p.call('memberProfile', MemberProfileSchema);

/** A real 300×200 PNG with a text chunk (metadata an upload might carry). */
function samplePng(): Uint8Array<ArrayBuffer> {
  const png = { width: 300, height: 200, data: Buffer.alloc(300 * 200 * 4) };
  for (let i = 0; i < 300 * 200; i++) png.data.set([i % 300 < 150 ? 220 : 20, 80, (i / 300) % 200 < 100 ? 200 : 40, 255], i * 4);
  const bytes = PNG.sync.write(png);
  // A tEXt chunk before IEND: "Comment" = a script, which must not survive.
  const text = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  const iend = bytes.length - 12;
  return new Uint8Array(Buffer.concat([bytes.subarray(0, iend), chunk, bytes.subarray(iend)]));
}
const sampleJpeg = (): Uint8Array<ArrayBuffer> => {
  const data = Buffer.alloc(64 * 64 * 4, 0x90);
  return new Uint8Array(jpeg.encode({ width: 64, height: 64, data }, 80).data);
};

async function fetchAvatar(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('profile', () => {
  it('changes the nickname; markup is refused and changes nothing', async () => {
    const p = await newPlayer();
    const saved = await p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname: 'Lucky Star' } });
    expect(saved.nickname).toBe('Lucky Star');
    for (const nickname of ['<b>bold</b>', 'x', 'a"onmouseover="b', 'line\nbreak']) {
      const refused = await refusal(p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname } }));
      expect(refused).toMatchObject({ errorCode: 'profile.nickname.invalid', value: { field: 'nickname' } });
    }
    expect((await profileOf(p)).nickname).toBe('Lucky Star');
  });

  it('sets the real name and birthday once, and only for adults', async () => {
    const p = await newPlayer();
    const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(await refusal(p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname: 'Nina', birthday: young } }))).toMatchObject({
      errorCode: 'profile.birthday.invalid',
    });
    expect(await refusal(p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname: 'Nina', birthday: '1990-02-30' } }))).toMatchObject({
      errorCode: 'profile.birthday.invalid',
    });
    const saved = await p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname: 'Nina', realName: 'Nina Cruz', birthday: '1990-02-14' } });
    expect(saved).toMatchObject({ realName: 'Nina Cruz', birthday: '1990-02-14' });
    expect(await refusal(p.call('updateMemberProfile', MemberProfileSchema, { body: { nickname: 'Nina', realName: 'Someone Else' } }))).toMatchObject({
      errorCode: 'profile.realname.locked',
    });
    expect((await profileOf(p)).realName).toBe('Nina Cruz');
  });
});

describe('avatar', () => {
  it('re-encodes an uploaded PNG to a fresh 256×256 PNG served under a random id, and the icon call reports it', async () => {
    const p = await newPlayer();
    expect((await p.call('memberIcon', MemberIconSchema)).url).toBeNull();
    const original = samplePng();
    const { url } = await p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: original, type: 'image/png' } });
    expect(url).toMatch(new RegExp(`^${temp.platform.url}/wps/member/avatar/[a-f0-9]{32}\\.png$`));
    const served = await fetchAvatar(url!);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    const decoded = PNG.sync.read(served.bytes);
    expect([decoded.width, decoded.height]).toEqual([256, 256]);
    expect(served.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await p.call('memberIcon', MemberIconSchema)).url).toBe(url);
    expect((await profileOf(p)).avatarUrl).toBe(url);
  });

  it('takes a JPEG too, and a new upload retires the old file', async () => {
    const p = await newPlayer();
    const first = await p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: samplePng(), type: 'image/png' } });
    const second = await p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: sampleJpeg(), type: 'image/jpeg' } });
    expect(second.url).not.toBe(first.url);
    expect((await fetchAvatar(second.url!)).type).toBe('image/png');
    expect((await fetchAvatar(first.url!)).status).toBe(404);
  });

  it('refuses an SVG with script, a fake PNG, and a file over 5 MB, leaving the avatar as it was', async () => {
    const p = await newPlayer();
    const { url } = await p.call('setPresetAvatar', AvatarSetSchema, { body: { presetId: 'dragon' } });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') as Uint8Array<ArrayBuffer>;
    expect(await refusal(p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: svg, type: 'image/png' } }))).toMatchObject({
      errorCode: 'upload.invalid',
    });
    const fakePng = new Uint8Array(2048) as Uint8Array<ArrayBuffer>;
    fakePng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fakePng.set(new TextEncoder().encode('<html><script>alert(1)</script>'), 8);
    expect(await refusal(p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: fakePng, type: 'image/png' } }))).toMatchObject({
      errorCode: 'upload.invalid',
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 10) as Uint8Array<ArrayBuffer>;
    huge.set([0xff, 0xd8, 0xff]);
    expect(await refusal(p.call('uploadMemberIcon', AvatarSetSchema, { upload: { bytes: huge, type: 'image/jpeg' } }))).toMatchObject({
      errorCode: 'upload.too.large',
      status: 413,
    });
    expect((await p.call('memberIcon', MemberIconSchema)).url).toBe(url);
  });

  it('offers platform-served presets and refuses a name that is not one of them', async () => {
    const p = await newPlayer();
    const presets = await p.call('avatarPresets', AvatarPresetsSchema);
    expect(presets.length).toBeGreaterThanOrEqual(6);
    const art = await fetch(presets[0]!.url!);
    expect(art.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await art.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
    const set = await p.call('setPresetAvatar', AvatarSetSchema, { body: { presetId: presets[2]!.id } });
    expect(set.url).toBe(presets[2]!.url);
    expect(await refusal(p.call('setPresetAvatar', AvatarSetSchema, { body: { presetId: '../etc' } }))).toMatchObject({ errorCode: 'avatar.preset.unknown' });
    expect((await p.call('memberIcon', MemberIconSchema)).presetId).toBe(presets[2]!.id);
  });
});

describe('binding an e-mail address and a mobile number', () => {
  it('binds an e-mail with the code from the outbox; a wrong, reused or expired code changes nothing', async () => {
    const p = await newPlayer();
    const email = `${p.username}@example.com`;
    expect(await p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'EMAIL', email } })).toEqual({ expiredMinutes: 5 });
    const code = latestBindEmailCode(temp.dbPath, email)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email, code: wrong } }))).toMatchObject({
      errorCode: 'bind.code.invalid',
      value: { attemptsLeft: 4 },
    });
    expect((await profileOf(p)).security.emailBound).toBe(false);
    expect(await p.call('bindEmail', EmailBoundSchema, { body: { email, code } })).toEqual({ email: `${email[0]}***@example.com` });
    expect((await profileOf(p)).security.emailBound).toBe(true);
    expect(await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email, code } }))).toMatchObject({ errorCode: 'bind.code.used' });

    const next = `${p.username}.new@example.com`;
    await refusal(p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'EMAIL', email: next } })).then((r) =>
      expect(r).toMatchObject({ errorCode: 'bind.too.many', status: 429 }),
    );
    ageBindCodes(temp.dbPath, p.username);
    await p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'EMAIL', email: next } });
    const late = latestBindEmailCode(temp.dbPath, next)!;
    ageBindCodes(temp.dbPath, p.username);
    expect(await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email: next, code: late } }))).toMatchObject({ errorCode: 'bind.code.expired' });
    expect((await profileOf(p)).email).toBe(`${email[0]}***@example.com`);
  });

  it('voids a code after five wrong tries, and refuses an address another member has', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    writePlatformDb(temp.dbPath, 'UPDATE members SET email = ? WHERE username = ?', 'taken@example.com', other.username);
    expect(await refusal(p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'EMAIL', email: 'taken@example.com' } }))).toMatchObject({
      errorCode: 'bind.target.taken',
    });
    const email = `${p.username}@example.com`;
    await p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'EMAIL', email } });
    const code = latestBindEmailCode(temp.dbPath, email)!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email, code: wrong } }));
    expect(await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email, code: wrong } }))).toMatchObject({ errorCode: 'bind.code.attempts' });
    expect(await refusal(p.call('bindEmail', EmailBoundSchema, { body: { email, code } }))).toMatchObject({ errorCode: 'bind.code.attempts' });
    expect((await profileOf(p)).security.emailBound).toBe(false);
  });

  it('binds a mobile number with the SMS code', async () => {
    const p = await newPlayer();
    const mobile = `917${String(Date.now()).slice(-7)}`;
    await p.call('sendBindCode', BindCodeSentSchema, { body: { channel: 'MOBILE', countryDialingCode: '+63', mobileNum: mobile } });
    const code = latestBindSmsCode(temp.dbPath, mobile)!;
    expect(await refusal(p.call('bindMobile', MobileBoundSchema, { body: { countryDialingCode: '63', mobileNum: '9170000000', code } }))).toMatchObject({
      errorCode: 'bind.code.invalid',
    });
    expect(await p.call('bindMobile', MobileBoundSchema, { body: { countryDialingCode: '63', mobileNum: mobile, code } })).toEqual({
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-2)}`,
    });
    expect(await profileOf(p)).toMatchObject({ countryDialingCode: '63', security: { mobileBound: true } });
  });
});

describe('Google authenticator', () => {
  it('turns on with a code from the new secret, then guards a login from a new address; off needs a code', async () => {
    const p = await newPlayer();
    const { secret, otpauthUrl } = await p.call('createTotpSecret', TotpSecretSchema, { body: {} });
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(await refusal(p.call('enableTotp', TotpStateSchema, { body: { code: '000000' === totp(secret) ? '111111' : '000000' } }))).toMatchObject({
      errorCode: 'totp.code.invalid',
    });
    expect((await profileOf(p)).security.totpEnabled).toBe(false);
    expect(await p.call('enableTotp', TotpStateSchema, { body: { code: totp(secret) } })).toEqual({ totpEnabled: true });
    expect((await profileOf(p)).security.totpEnabled).toBe(true);

    const fromElsewhere = await refusal(login(p.username, 'Secret123', CHROME_ON_WINDOWS, '203.0.113.9'));
    expect(fromElsewhere.errorCode).toBe('login_verify_required');
    expect(fromElsewhere.value.methods).toContain('GOOGLE');

    expect(await refusal(p.call('disableTotp', TotpStateSchema, { body: { password: 'wrong-one1' } }))).toMatchObject({ errorCode: 'password.old.invalid' });
    expect(await p.call('disableTotp', TotpStateSchema, { body: { code: totp(secret) } })).toEqual({ totpEnabled: false });
    expect((await profileOf(p)).security.totpEnabled).toBe(false);
  });
});

describe('login history and the security state', () => {
  it('records each login with its device; the calling session is the one marked current', async () => {
    const p = await newPlayer();
    const phone = await login(
      p.username,
      'Secret123',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const history = await p.call('loginHistory', LoginHistorySchema);
    expect(history.list.map((l) => l.device)).toEqual(['Safari · iOS', 'Chrome · Windows']);
    expect(history.list.map((l) => l.current)).toEqual([false, true]);
    expect((await phone.call('loginHistory', LoginHistorySchema)).list.map((l) => l.current)).toEqual([true, false]);
    expect(history.ips.map((r) => r.ip)).toContain('127.0.0.1');
  });

  it('notes when the password was changed, and the payment password', async () => {
    const p = await newPlayer();
    expect((await profileOf(p)).security).toEqual({
      passwordChangedAt: null,
      hasPaymentPassword: false,
      mobileBound: false,
      emailBound: false,
      totpEnabled: false,
    });
    await p.call('changePassword', v.unknown(), { body: { oldPassword: 'Secret123', newPassword: 'Better456', confirmNewPassword: 'Better456' } });
    await p.call('setPaymentPassword', v.unknown(), { body: { loginPassword: 'Better456', paymentPassword: '246810' } });
    const { security } = await profileOf(p);
    expect(security.passwordChangedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(security.hasPaymentPassword).toBe(true);
  });
});

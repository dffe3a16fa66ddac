import { totp } from '@whitelabel/reference-platform/crypto/totp';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * An authenticator set-up outlives the page it was started on: the platform keeps the secret pending but
 * cannot show it again, so the site keeps it with the sign-in. A reload, the centre closed and opened, or
 * another tab shows the secret already scanned until a code from it turns the authenticator on; another
 * player never sees it.
 */
const env = useStack('authenticator-setup-');
const HOST = 'demo-a.localhost';
const PAGE = '/member/securityCenter';
const PASSWORD = 'Setup12345';

const page = (cookie: string) => httpRequest(`${env.stack.siteUrl}${PAGE}`, { headers: { host: HOST, cookie } });
const secretOn = (html: string) => /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)?.[1] ?? null;

async function signedInMember(username: string): Promise<string> {
  await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD });
  return logIn(env.stack.siteUrl, HOST, username, PASSWORD);
}

// These players sign in from one address; a new address asking for a second proof is another test's matter.
beforeAll(() => writePlatformDb(env.stack.dbPath, "UPDATE whitelabel_nodes SET enabled = 0 WHERE mod_id = 'LOGINIPVERF3'"));

describe('an authenticator set-up that was started', () => {
  it('shows the same secret on a later visit, and its code turns the authenticator on', async () => {
    const cookie = await signedInMember('totpkeep1');
    const started = await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpStart' }, cookie);
    expect(started.status).toBe(200);
    const secret = secretOn(started.body);
    expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);

    // A later visit (a reload, the centre opened again, another tab): the secret scanned, not a new one.
    const again = await page(cookie);
    expect(again.status).toBe(200);
    expect(secretOn(again.body)).toBe(secret);
    expect(again.body).toContain('data-testid="totp-enable-form"');

    const on = await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpEnable', code: totp(secret!) }, cookie);
    expect(on.status).toBe(200);
    const after = await page(cookie);
    expect(after.body).toContain('data-testid="totp-disable-form"');
    expect(secretOn(after.body)).toBeNull();
  });

  it('is never shown to another player, and a wrong code keeps it', async () => {
    const first = await signedInMember('totpkeep2');
    const other = await signedInMember('totpkeep3');
    const secret = secretOn((await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpStart' }, first)).body);
    expect(secret).not.toBeNull();

    const others = await page(other);
    expect(secretOn(others.body)).toBeNull();
    expect(others.body).not.toContain(secret!);

    const wrong = await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpEnable', code: '000000' === totp(secret!) ? '111111' : '000000' }, first);
    expect(wrong.status).toBe(400);
    expect(secretOn((await page(first)).body)).toBe(secret);
  });

  it('is dropped once the platform holds no set-up of it (turned on from another session)', async () => {
    const username = 'totpkeep4';
    const here = await signedInMember(username);
    const secret = secretOn((await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpStart' }, here)).body)!;
    const elsewhere = await logIn(env.stack.siteUrl, HOST, username, PASSWORD);
    expect((await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpEnable', code: totp(secret) }, elsewhere)).status).toBe(200);

    // This session still kept the set-up; the platform now says it is on, and the page shows it on.
    const refused = await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'totpEnable', code: totp(secret) }, here);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(secretOn((await page(here)).body)).toBeNull();
  });
});

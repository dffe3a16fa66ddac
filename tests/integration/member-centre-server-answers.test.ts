import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminHere, type AdminHere } from '../support/admin';
import type { HttpResult } from '../support/http';
import { multipart, postMultipart } from '../support/multipart';
import { addPlatformMember } from '../support/platform-db';
import { attributeOf, getPage, shown, tagsOf, testIdText } from '../support/served-markup';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';
import { phonePhotos } from '../support/test-images';

/**
 * The member centre's forms as a browser without JavaScript sends them (plain posts, redirects followed by a
 * new GET) and the pages the site answers: what such a browser shows is the served markup. The same pages,
 * hydrated, are driven in member-account.spec.ts and member-inbox.spec.ts.
 */
const env = useStack('member-centre-nojs-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'NoScript123';
let adminHere: AdminHere;
beforeAll(async () => {
  adminHere = await loadAdminHere();
});

let made = 0;
async function newMember(prefix: string) {
  const username = `${prefix}${process.pid % 1000}x${++made}`;
  await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD });
  return { username, cookie: await logIn(env.stack.siteUrl, HOST, username, PASSWORD) };
}
const get = (pathname: string, cookie: string) => getPage(env.stack.siteUrl, HOST, pathname, cookie);
const post = (pathname: string, fields: Record<string, string>, cookie: string) => postForm(env.stack.siteUrl, HOST, pathname, fields, cookie);
/** Follows a redirect as the browser does after a form post: a GET of its Location. */
async function followed(res: HttpResult, cookie: string) {
  expect(res.status, res.body.slice(0, 300)).toBe(302);
  return get(String(res.headers.location), cookie);
}
/** The served markup from the first element with that test id to the end of the document. */
const from = (html: string, id: string) => {
  const at = html.indexOf(`data-testid="${id}"`);
  return at < 0 ? '' : shown(html.slice(at));
};
/** The header's markup (the site's first header). */
const headerOf = (html: string) => shown(html.slice(html.indexOf('<header'), html.indexOf('</header>')));

describe('the inbox without JavaScript', () => {
  it('the badge is server-rendered, a broadcast opens and mark-all-read works with plain forms', async () => {
    const { username, cookie } = await newMember('inbnojs');
    adminHere(env.stack.dbPath, 'message', 'demoa01', username, 'Account notice', '<p>Personal</p>');
    adminHere(env.stack.dbPath, 'message', 'demoa01', 'Maintenance tonight', '<p>From 02:00 to 03:00</p>');
    const inbox = await get('/member/messageV2', cookie);
    expect(inbox.status).toBe(200);
    expect(testIdText(inbox.body, 'header-inbox-badge')).toBe('2');
    expect(tagsOf(inbox.body, 'inbox-item')).toHaveLength(2);

    // Each message is a form (intent=open with its id); the broadcast's is the one whose button reads its title.
    const forms = [...inbox.body.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map(([, inner]) => inner!);
    const broadcast = forms.find((inner) => inner.includes('data-testid="inbox-item"') && inner.includes('Maintenance tonight'));
    const id = /name="id" value="(\d+)"/.exec(broadcast ?? '')?.[1];
    expect(id, 'the broadcast’s form').toBeTruthy();
    const open = await followed(await post('/member/messageV2', { intent: 'open', id: id! }, cookie), cookie);
    expect(open.status).toBe(200);
    expect(from(open.body, 'inbox-reader')).toContain('From 02:00 to 03:00');
    expect(from(open.body, 'inbox-reader')).toContain('To all members');
    expect(testIdText(open.body, 'header-inbox-badge')).toBe('1');

    const readAll = await post('/member/messageV2', { intent: 'readAll' }, cookie);
    expect(readAll.status).toBe(200);
    expect(shown(readAll.body)).toContain('Every message is marked read.');
    expect(tagsOf(readAll.body, 'header-inbox-badge')).toHaveLength(0);

    // A forged id is just "not in your inbox", never an error page.
    const forged = await get('/member/messageV2?id=999999999', cookie);
    expect(forged.status).toBe(200);
    expect(shown(forged.body)).toContain('This message is not in your inbox any more.');
  });
});

describe('my account without JavaScript', () => {
  it('the profile form saves and the header shows the new nickname; a phone photo becomes the avatar', async () => {
    const { cookie } = await newMember('acctnojs');
    const saved = await post('/member/securityCenter', { intent: 'profile', nickname: 'Quiet Fox' }, cookie);
    expect(saved.status).toBe(200);
    expect(shown(saved.body)).toContain('Your profile is saved.');
    expect(headerOf(saved.body)).toContain('Quiet Fox');

    const refused = await post('/member/securityCenter', { intent: 'profile', nickname: 'a<script>' }, cookie);
    expect(refused.status).toBe(400);
    expect(shown(refused.body)).toContain('Nicknames are 2–20 letters, digits or spaces, without markup or symbols.');
    expect(headerOf(refused.body)).toContain('Quiet Fox');

    const photo = phonePhotos().png;
    const uploaded = await postMultipart(
      env.stack.siteUrl,
      HOST,
      '/member/securityCenter',
      cookie,
      multipart({ intent: 'avatarUpload' }, [{ name: 'avatar', filename: photo.name, type: photo.mimeType, bytes: photo.buffer }]),
    );
    expect(uploaded.status, uploaded.body.slice(0, 300)).toBe(200);
    expect(shown(uploaded.body)).toContain('Your avatar is updated.');
    const avatar = tagsOf(headerOf(uploaded.body), 'viewer-avatar')[0] ?? '';
    expect(attributeOf(avatar, 'src')).toMatch(/\/wps\/member\/avatar\/[a-f0-9]{32}\.png$/);
  });
});

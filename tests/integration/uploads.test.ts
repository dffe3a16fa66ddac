import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { DepositChannelsSchema } from '~/platform-client/schemas/cashier';
import { multipart, postMultipart, type FilePart } from '../support/multipart';
import { addPlatformMember, queryPlatformDb, tokensOf, writePlatformDb } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';
import { noisyJpeg, noisyPng, pngClaiming } from '../support/test-images';

/**
 * Every image form over HTTP with phone-photo-sized files, at the page's URL (a form sent before the script
 * loads) and at its `.data` URL (the same form once the page is hydrated): each takes the photo and the
 * platform keeps it; what is not an image, or claims more pixels than the cap, is refused in words.
 */
const env = useStack('uploads-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'Upload12345';
const jpeg = noisyJpeg();
const png = noisyPng();
const photos: FilePart[] = [
  { name: '', filename: 'IMG_0001.jpg', type: 'image/jpeg', bytes: jpeg },
  { name: '', filename: 'Screenshot.png', type: 'image/png', bytes: png },
];
const urls = (page: string) => [page, `${page}.data`];
/** Each (URL, photo) pair a form is tried with: both URLs, both kinds of photo. */
const tries = (page: string) => urls(page).flatMap((url) => photos.map((photo) => ({ url, photo })));

let made = 0;
async function newMember() {
  const username = `upl${process.pid % 1000}x${++made}`;
  const id = await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD });
  return { id, username, cookie: await logIn(env.stack.siteUrl, HOST, username, PASSWORD) };
}
const post = (url: string, cookie: string, fields: Record<string, string>, files: FilePart[]) =>
  postMultipart(env.stack.siteUrl, HOST, url, cookie, multipart(fields, files));
const db = <T>(sql: string, ...params: unknown[]) => queryPlatformDb<T>(env.stack.dbPath, sql, ...params);
/** Answered as a form's success is (a page, a redirect, or the data a hydrated form reads), never a refusal. */
const accepted = (res: { status: number; body: string }, what: string) => expect(res.status, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(400);

describe('real-size photos on every image form, with and without the script', () => {
  it('the test photos are the size of a phone photo', () => {
    for (const photo of photos) expect(photo.bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    for (const photo of photos) expect(photo.bytes.length).toBeLessThan(4 * 1024 * 1024);
  });

  it('a deposit receipt', async () => {
    const member = await newMember();
    const [token] = tokensOf(env.stack.dbPath, member.username);
    const client = createPlatformClient({ baseUrl: env.stack.platformUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000, token });
    const bank = (await client.call('depositChannels', DepositChannelsSchema)).find((c) => c.type === 'BANK')!;
    await postForm(
      env.stack.siteUrl,
      HOST,
      '/member/depositv2',
      { intent: 'deposit', channelId: String(bank.id), amount: '600', requestId: crypto.randomUUID() },
      member.cookie,
    );
    const [deposit] = db<{ id: number }>("SELECT id FROM deposits WHERE member_id = ? AND status = 'PENDING'", member.id);
    for (const { url, photo } of tries('/member/depositv2')) {
      writePlatformDb(env.stack.dbPath, "DELETE FROM proof_uploads WHERE owner = 'DEPOSIT' AND owner_id = ?", deposit!.id);
      accepted(await post(url, member.cookie, { id: String(deposit!.id) }, [{ ...photo, name: 'proof' }]), `${url} ${photo.type}`);
      const [proof] = db<{ content_type: string }>("SELECT content_type FROM proof_uploads WHERE owner = 'DEPOSIT' AND owner_id = ?", deposit!.id);
      expect(proof?.content_type, `${url} ${photo.type}`).toBe(photo.type);
    }
  });

  it('a withdrawal that did not arrive, with its proof', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const [paid] = db<{ id: number }>("SELECT w.id FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE m.username = 'player1' AND w.status = 'PAID'");
    for (const { url, photo } of tries('/member/withdraw')) {
      writePlatformDb(env.stack.dbPath, "UPDATE withdrawals SET status = 'PAID', received_minor = NULL WHERE id = ?", paid!.id);
      writePlatformDb(env.stack.dbPath, "DELETE FROM proof_uploads WHERE owner = 'WITHDRAWAL' AND owner_id = ?", paid!.id);
      accepted(
        await post(url, cookie, { intent: 'confirm', id: String(paid!.id), result: 'NOT_RECEIVED' }, [{ ...photo, name: 'proof' }]),
        `${url} ${photo.type}`,
      );
      const [after] = db<{ status: string; proof: number }>(
        "SELECT status, (SELECT COUNT(*) FROM proof_uploads WHERE owner = 'WITHDRAWAL' AND owner_id = w.id) AS proof FROM withdrawals w WHERE id = ?",
        paid!.id,
      );
      expect(after, `${url} ${photo.type}`).toEqual({ status: 'NOT_RECEIVED', proof: 1 });
    }
  });

  it('an avatar', async () => {
    const member = await newMember();
    let previous = '';
    for (const { url, photo } of tries('/member/securityCenter')) {
      accepted(await post(url, member.cookie, { intent: 'avatarUpload' }, [{ ...photo, name: 'avatar' }]), `${url} ${photo.type}`);
      const [avatar] = db<{ avatar: string }>('SELECT avatar FROM members WHERE id = ?', member.id);
      expect(avatar?.avatar, `${url} ${photo.type}`).toMatch(/^upload:/);
      expect(avatar?.avatar).not.toBe(previous);
      previous = avatar!.avatar;
    }
  });

  it('a feedback screenshot', async () => {
    const member = await newMember();
    for (const [i, { url, photo }] of tries('/member/feedback').entries()) {
      accepted(
        await post(url, member.cookie, { category: 'DEPOSIT', content: `My deposit has not arrived (${i})` }, [{ ...photo, name: 'screenshot' }]),
        `${url} ${photo.type}`,
      );
      const sent = db<{ type: string }>(
        'SELECT i.content_type AS type FROM feedback f JOIN feedback_images i ON i.id = f.image_id WHERE f.member_id = ? ORDER BY f.id',
        member.id,
      );
      expect(
        sent.map((s) => s.type),
        `${url} ${photo.type}`,
      ).toHaveLength(i + 1);
      expect(sent.at(-1)?.type).toBe(photo.type);
    }
  });

  it('a promotion application with a JPEG and a PNG', async () => {
    const [promotion] = db<{ id: number }>("SELECT id FROM promotions WHERE merchant = 'demoa01' AND action = 'APPLY' ORDER BY id");
    for (const url of urls('/promoDetail')) {
      const member = await newMember();
      const images = photos.map((photo) => ({ ...photo, name: 'images' }));
      accepted(
        await post(
          `${url}?id=${promotion!.id}`,
          member.cookie,
          { id: String(promotion!.id), requestId: crypto.randomUUID(), comment: 'Hit 120× last night' },
          images,
        ),
        url,
      );
      const kept = db<{ type: string }>(
        'SELECT u.content_type AS type FROM promotion_uploads u JOIN promotion_applications a ON a.id = u.application_id WHERE a.member_id = ? ORDER BY u.id',
        member.id,
      );
      expect(
        kept.map((k) => k.type),
        url,
      ).toEqual(['image/jpeg', 'image/png']);
    }
  });
});

describe('what is not a photo to keep', () => {
  it('a small file whose header claims a huge image is refused from its header, in words, before anything decodes it', async () => {
    const member = await newMember();
    const bomb = pngClaiming(50_000, 50_000);
    for (const url of urls('/member/feedback')) {
      const res = await post(url, member.cookie, { category: 'DEPOSIT', content: 'A very large screenshot' }, [
        { name: 'screenshot', filename: 'big.png', type: 'image/png', bytes: bomb },
      ]);
      expect(res.status, url).toBe(400);
      // The page says it in words; a hydrated form gets the message's key and shows its words.
      expect(res.body, url).toContain(url.endsWith('.data') ? 'member.upload.dimensions' : 'The image is larger than 4096 × 4096 pixels.');
    }
    // The platform, asked directly, reads the header too and says why.
    const [token] = tokensOf(env.stack.dbPath, member.username);
    const client = createPlatformClient({ baseUrl: env.stack.platformUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000, token });
    for (const endpoint of ['uploadFeedbackImage', 'uploadMemberIcon', 'uploadApplicationImage'] as const) {
      const refused = await client.call(endpoint, v.unknown(), { upload: { bytes: new Uint8Array(bomb), type: 'image/png' } }).catch((e: unknown) => e);
      expect(refused, endpoint).toBeInstanceOf(PlatformError);
      expect((refused as PlatformError).details.errorCode, endpoint).toBe('upload.dimensions');
    }
    expect(db('SELECT id FROM feedback_images WHERE member_id = ?', member.id)).toEqual([]);
  });

  it('a PNG with a web page behind it is kept only as a fresh image; a PNG signature in front of a page is refused', async () => {
    const member = await newMember();
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const small = noisyPng(16, 16);
    const polyglot = Buffer.concat([small, page]);
    const res = await post('/member/feedback.data', member.cookie, { category: 'OTHER', content: 'Here is my screenshot' }, [
      { name: 'screenshot', filename: 'shot.png', type: 'image/png', bytes: polyglot },
    ]);
    accepted(res, 'polyglot');
    const [kept] = db<{ bytes: Buffer }>('SELECT bytes FROM feedback_images WHERE member_id = ?', member.id);
    expect(kept!.bytes.subarray(0, 8)).toEqual(small.subarray(0, 8));
    expect(kept!.bytes.includes('<script')).toBe(false);
    expect(kept!.bytes.equals(polyglot)).toBe(false);

    const disguised = Buffer.concat([small.subarray(0, 8), page]);
    const refused = await post('/member/feedback', member.cookie, { category: 'OTHER', content: 'Another one' }, [
      { name: 'screenshot', filename: 'shot.png', type: 'image/png', bytes: disguised },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Only PNG or JPG');
  });

  it('a malformed multipart body to any image form is a 400, never a 500', async () => {
    const member = await newMember();
    const [promotion] = db<{ id: number }>("SELECT id FROM promotions WHERE merchant = 'demoa01' AND action = 'APPLY' ORDER BY id");
    const boundary = 'wlbroken';
    const bodies = [
      // A part that never ends.
      `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nhello`,
      // A part without its headers' end, then a file part with a broken header.
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\x89PNG\r\n--${boundary}--`,
      // Not multipart at all.
      'this is not a form',
    ];
    const pages = ['/member/depositv2', '/member/withdraw', '/member/securityCenter', '/member/feedback', `/promoDetail`];
    for (const page of pages) {
      for (const url of urls(page)) {
        for (const body of bodies) {
          const res = await postMultipart(env.stack.siteUrl, HOST, page === '/promoDetail' ? `${url}?id=${promotion!.id}` : url, member.cookie, {
            body: Buffer.from(body, 'latin1'),
            type: `multipart/form-data; boundary=${boundary}`,
          });
          expect(res.status, `${url} ${JSON.stringify(body.slice(0, 40))}`).toBe(400);
        }
      }
    }
  });
});

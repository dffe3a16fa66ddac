import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { multipart, postMultipart } from '../support/multipart';
import { addPlatformMember, queryPlatformDb } from '../support/platform-db';
import { logIn } from '../support/site-session';
import { useStackBehindSlowProxy } from '../support/slow-proxy';
import { noisyJpeg, noisyPng } from '../support/test-images';

/**
 * A form with images, on a platform under load: each image is a platform call that takes the player's bytes
 * and re-encodes them (seconds each on a busy machine). Scaled down: an action's budget of 5 s, and 2.5 s more for
 * the platform to take each image, so two calls are past the action's own budget; a call's timeout of 10 s leaves
 * each one its re-encoding on a machine as busy as the full test run's (5 s was once too little there).
 */
const env = useStackBehindSlowProxy('upload-budget-', { env: { ACTION_BUDGET_MS: '5000', PLATFORM_TIMEOUT_MS: '10000', REQUEST_BUDGET_MS: '5000' } });
const HOST = 'demo-a.localhost';
const PASSWORD = 'Upload12345';
const IMAGE_CALL = /PROMOFE_uploadApplicationImage/;
const db = <T>(sql: string, ...params: unknown[]) => queryPlatformDb<T>(env.stack.dbPath, sql, ...params);

describe('a promotion application with two phone photos while each takes the platform seconds', () => {
  it('is applied with both images, at the page URL and at its data URL', { timeout: 60_000 }, async () => {
    const [promotion] = db<{ id: number }>("SELECT id FROM promotions WHERE merchant = 'demoa01' AND action = 'APPLY' ORDER BY id");
    // Real-size photos: about 3.7 MB and 3.3 MB.
    const photos = [
      { name: 'images', filename: 'IMG_0001.jpg', type: 'image/jpeg', bytes: noisyJpeg() },
      { name: 'images', filename: 'Screenshot.png', type: 'image/png', bytes: noisyPng() },
    ];
    expect(photos.every((photo) => photo.bytes.length > 3_000_000)).toBe(true);
    // The brand's config loaded first: a cold start's first request waits for it.
    expect((await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: HOST } })).status).toBe(200);
    env.proxy.setDelay(2_500, IMAGE_CALL);
    try {
      for (const [at, url] of ['/promoDetail', '/promoDetail.data'].entries()) {
        const username = `upb${process.pid % 1000}x${at}`;
        const memberId = await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD });
        const cookie = await logIn(env.stack.siteUrl, HOST, username, PASSWORD);
        const form = multipart({ id: String(promotion!.id), requestId: crypto.randomUUID(), comment: 'Two screenshots of the win' }, photos);
        const res = await postMultipart(env.stack.siteUrl, HOST, `${url}?id=${promotion!.id}`, cookie, form);
        expect(res.status, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(400);
        const kept = db<{ type: string }>(
          'SELECT u.content_type AS type FROM promotion_uploads u JOIN promotion_applications a ON a.id = u.application_id WHERE a.member_id = ? ORDER BY u.id',
          memberId,
        );
        expect(
          kept.map((k) => k.type),
          url,
        ).toEqual(['image/jpeg', 'image/png']);
      }
    } finally {
      env.proxy.setDelay(0);
    }
  });
});

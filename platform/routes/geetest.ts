import crypto from 'node:crypto';
import { isModuleOn } from '../db/merchants';
import { text } from '../http/body';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';

/**
 * GEETEST3 without Geetest's servers: `GET /wps/captcha/geetest` answers in Geetest 3's register shape
 * (`success`, `gt`, `challenge`, `new_captcha`) and adds `demo`, a slider picture the site draws itself:
 * a gap somewhere along a strip, and the player slides the piece into it. A real platform answers without
 * `demo`, and the site loads Geetest's own script instead. The answer comes back with the login or
 * registration as `geetest_challenge` + `geetest_validate` (the slider's position) and is checked here.
 */
export const GEETEST_DEMO = { width: 280, height: 80, piece: 40, tolerance: 6 } as const;
const TTL_MS = 5 * 60 * 1000;

function picture(gap: number): string {
  const { width, height, piece } = GEETEST_DEMO;
  const rnd = (n: number) => crypto.randomInt(n);
  const hills = Array.from(
    { length: 5 },
    (_, i) => `<circle cx="${rnd(width)}" cy="${height - rnd(30)}" r="${18 + rnd(26)}" fill="hsl(${150 + i * 20 + rnd(20)} 45% ${40 + rnd(15)}%)"/>`,
  ).join('');
  const top = (height - piece) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#e0c3fc"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${hills}` +
    `<rect x="${gap}" y="${top}" width="${piece}" height="${piece}" rx="6" fill="rgba(0,0,0,.45)" stroke="#fff" stroke-width="2"/></svg>`
  );
}

function issue(ctx: RequestContext) {
  const { width, piece } = GEETEST_DEMO;
  // Never at the start, where the piece already sits.
  const gap = piece + 20 + crypto.randomInt(width - 2 * piece - 20);
  const challenge = crypto.randomBytes(16).toString('hex');
  const now = Date.now();
  ctx.db.prepare('DELETE FROM geetest_challenges WHERE expires_at < ?').run(now);
  ctx.db.prepare('INSERT INTO geetest_challenges (id, merchant, gap, expires_at) VALUES (?, ?, ?, ?)').run(challenge, ctx.merchant.code, gap, now + TTL_MS);
  return {
    success: 1,
    gt: 'demo',
    challenge,
    new_captcha: true,
    demo: { ...GEETEST_DEMO, image: Buffer.from(picture(gap)).toString('base64') },
  };
}

/** With GEETEST3 on, the login or registration must carry a solved challenge; each is used once, right or wrong. */
export function checkGeetest(ctx: RequestContext, body: Record<string, unknown>): void {
  if (!isModuleOn(ctx.db, ctx.merchant.code, 'GEETEST3')) return;
  const challenge = text(body, 'geetest_challenge', 64);
  const answer = Number(text(body, 'geetest_validate', 10));
  const row = /^[a-f0-9]{32}$/.test(challenge)
    ? ctx.db
        .prepare<unknown[], { gap: number; expires_at: number }>('SELECT gap, expires_at FROM geetest_challenges WHERE id = ? AND merchant = ?')
        .get(challenge, ctx.merchant.code)
    : undefined;
  if (row) ctx.db.prepare('DELETE FROM geetest_challenges WHERE id = ?').run(challenge);
  if (!row || row.expires_at < Date.now() || !Number.isFinite(answer) || Math.abs(answer - row.gap) > GEETEST_DEMO.tolerance) {
    throw new ApiError(400, 'geetest.failed', 'Captcha check failed, please try again.', { geetest: true });
  }
}

export const geetestRoutes: Route[] = [{ method: 'GET', path: '/wps/captcha/geetest', modId: 'GEETEST3', handle: issue }];

import type { ServerResponse } from 'node:http';
import crypto from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError } from '../http/envelope';
import type { RequestContext, Route } from '../http/router';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_COOKIE = 'wps_captcha';

function svg(answer: string): string {
  const rnd = (n: number) => crypto.randomInt(n);
  const glyphs = [...answer]
    .map(
      (c, i) =>
        `<text x="${14 + i * 26}" y="${30 + rnd(8)}" transform="rotate(${rnd(30) - 15} ${20 + i * 26} 26)" font-family="monospace" font-size="26" font-weight="700" fill="hsl(${rnd(360)} 60% 35%)">${c}</text>`,
    )
    .join('');
  const noise = Array.from(
    { length: 6 },
    () => `<line x1="${rnd(120)}" y1="${rnd(44)}" x2="${rnd(120)}" y2="${rnd(44)}" stroke="hsl(${rnd(360)} 50% 55%)" stroke-width="1.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f1ea"/>${noise}${glyphs}</svg>`;
}

/** `GET /wps/captcha`: a fresh image, bound to a cookie, never cached. */
function issue(ctx: RequestContext, res: ServerResponse) {
  const answer = Array.from({ length: 4 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  const id = crypto.randomBytes(16).toString('hex');
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(Date.now());
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(id, answer, Date.now() + TTL_MS);
  res.setHeader('Set-Cookie', `${CAPTCHA_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=300`);
  return Buffer.from(svg(answer)).toString('base64');
}

/** One attempt per image: right or wrong, the captcha is used up. */
export function checkCaptcha(db: Db, cookieHeader: string | undefined, answer: string) {
  const id = /(?:^|;\s*)wps_captcha=([a-f0-9]{32})/.exec(cookieHeader ?? '')?.[1];
  const row = id ? db.prepare<unknown[], { answer: string; expires_at: number }>('SELECT answer, expires_at FROM captchas WHERE id = ?').get(id) : undefined;
  if (id) db.prepare('DELETE FROM captchas WHERE id = ?').run(id);
  if (!row || row.expires_at < Date.now() || row.answer.toUpperCase() !== answer.trim().toUpperCase()) {
    throw new ApiError(400, 'captcha.invalid', 'Captcha check failed, please try again.', { captcha: true });
  }
}

export const captchaRoutes: Route[] = [{ method: 'GET', path: '/wps/captcha', modId: 'CAPTCHA3', handle: issue }];

import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { getEnv } from '~/lib/env.server';
import { PreviewOverridesSchema, type PreviewOverrides } from './preview-overrides';

/** A shared preview link lasts this long after it is made. */
export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60_000;
/** A link's token is at most this long (overrides are capped field by field; this caps the whole). */
export const PREVIEW_LINK_MAX = 3000;

const LinkSchema = v.strictObject({
  /** The link's own id, for the audit trail (the token itself is never recorded). */
  id: v.pipe(v.string(), v.uuid()),
  brand: v.pipe(v.string(), v.maxLength(64)),
  by: v.pipe(v.string(), v.maxLength(100)),
  exp: v.number(),
  overrides: PreviewOverridesSchema,
});
export type PreviewLink = v.InferOutput<typeof LinkSchema>;

/** One HMAC key per session secret (the first signs, all verify), derived apart from any other use of the secret. */
function keys(): Buffer[] {
  return getEnv().SESSION_SECRETS.map((secret) => Buffer.from(hkdfSync('sha256', secret, 'wl-preview-link', 'shared preview link', 32)));
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** A signed token carrying `overrides` for `brand`, good for a day: the preview link's `link` parameter. */
export function signPreviewLink(input: { brand: string; by: string; overrides: PreviewOverrides }, now = Date.now()): { token: string; link: PreviewLink } {
  const link: PreviewLink = { id: randomUUID(), brand: input.brand, by: input.by, exp: now + PREVIEW_LINK_TTL_MS, overrides: input.overrides };
  const body = Buffer.from(JSON.stringify(link)).toString('base64url');
  return { token: `${body}.${mac(keys()[0]!, body).toString('base64url')}`, link };
}

/** Why a link is refused: not ours or altered, out of date, or made for another brand. */
export type LinkRefusal = 'invalid' | 'expired' | 'brand';

/** The link a token carries when its signature holds, it has not expired and it is for `brand`; else why not. */
export function openPreviewLink(token: string, brand: string, now = Date.now()): { ok: true; link: PreviewLink } | { ok: false; reason: LinkRefusal } {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > PREVIEW_LINK_MAX) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const signed = keys().some((key) => {
    const wanted = mac(key, body);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  });
  if (!signed) return { ok: false, reason: 'invalid' };
  let parsed: v.SafeParseResult<typeof LinkSchema>;
  try {
    parsed = v.safeParse(LinkSchema, JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (parsed.output.exp <= now) return { ok: false, reason: 'expired' };
  if (parsed.output.brand !== brand) return { ok: false, reason: 'brand' };
  return { ok: true, link: parsed.output };
}

import type { MemberRow } from '../db/members';
import { Refusal } from '../db/refusal';
import { checkedImageHeader } from '../images/image-header';
import { reencodeImage, type StoredImage } from '../images/reencode';
import { checkUploadQuota, recordUpload } from '../images/upload-quota';
import { requireMember } from './auth';
import { ApiError } from './envelope';
import type { RequestContext } from './router';

/** Readers for the cashier calls: a bad amount is `amount.invalid`, never a float or a string that slips through. */

const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

/** The member behind the token; trial accounts may look but never move money. */
export function requireRealMember(ctx: RequestContext): MemberRow & { token: string } {
  const member = requireMember(ctx);
  if (member.type === 4) throw new Refusal('account.trial', null, 403);
  return member;
}

/** A plain JSON body as a record ({} when absent). */
export function jsonBody(ctx: RequestContext): Record<string, unknown> {
  const body = ctx.body;
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParam();
  return body as Record<string, unknown>;
}

/** The site's per-form id of a money move: 8–64 letters, digits and dashes (a UUID fits). */
export function requestIdOf(body: Record<string, unknown>): string {
  const value = body.requestId;
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(value)) throw badParam();
  return value;
}

/** An amount in minor units: a JSON integer above zero, else `amount.invalid`. */
export function minorOf(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw new Refusal('amount.invalid');
  return value;
}

/** A record id from a body or query value; null when it cannot be one (the caller answers "not found"). */
export function idOf(value: unknown): number | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,11}$/.test(s) ? Number(s) : null;
}

/** `from` (inclusive) and `to` (exclusive) in epoch ms; the last 30 days when absent. */
export function timeRange(url: URL): { from: number; to: number } {
  const read = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name)?.trim();
    if (!raw) return fallback;
    if (!/^\d{1,15}$/.test(raw)) throw badParam();
    return Number(raw);
  };
  const to = read('to', Date.now() + 1);
  const from = read('from', to - 30 * 86_400_000);
  if (from >= to) throw badParam();
  return { from, to };
}

/**
 * An uploaded image as the platform keeps it: PNG or JPEG as declared and by its bytes (`upload.invalid` otherwise), within the
 * member's upload volume (`upload.quota`), its header within the size cap (`upload.dimensions`), and re-encoded
 * (see reencodeImage), so nothing the member sent is stored byte for byte.
 */
export function uploadedImage(ctx: RequestContext, member: { id: number }, reencode: (bytes: Buffer) => StoredImage = reencodeImage): StoredImage {
  const declared = String(ctx.req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (declared !== 'image/png' && declared !== 'image/jpeg') throw new Refusal('upload.invalid');
  const bytes = ctx.raw ?? Buffer.alloc(0);
  // The bytes must be what the request says they are.
  if (checkedImageHeader(bytes).type !== declared) throw new Refusal('upload.invalid');
  checkUploadQuota(ctx.db, member.id, bytes.length);
  const image = reencode(bytes);
  recordUpload(ctx.db, member.id, bytes.length);
  return image;
}

/** Proof uploads: the raw body, at most 5 MB. */
export const UPLOAD = { maxBytes: 5 * 1024 * 1024, tooLarge: 'upload.too.large' };

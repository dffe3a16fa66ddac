import { openEnvelope, openFreePlayEncryption, isEnvelopeError } from '../crypto/envelope';
import { readKeyPair } from '../db/merchants';
import { ApiError } from './envelope';
import type { RequestContext } from './router';

/** The decrypted JSON of an encrypted call (RSA key in `Encryption`, DES body in `value`). */
export function sealedBody(ctx: RequestContext): Record<string, unknown> {
  try {
    const payload = openEnvelope({ encryption: ctx.req.headers.encryption, body: ctx.body }, readKeyPair(ctx.db));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new ApiError(400, 'request_body_invalid', 'request_body_invalid');
    return payload as Record<string, unknown>;
  } catch (error) {
    if (isEnvelopeError(error)) throw new ApiError(400, 'request_body_required', 'request_body_invalid');
    throw error;
  }
}

export function freePlayKey(ctx: RequestContext): string {
  try {
    return openFreePlayEncryption(ctx.req.headers.encryption, readKeyPair(ctx.db));
  } catch (error) {
    if (isEnvelopeError(error)) throw new ApiError(400, 'request_body_required', 'request_body_invalid');
    throw error;
  }
}

/** A string field of a decrypted or JSON body, trimmed and bounded; absent → ''. */
export function text(body: Record<string, unknown> | undefined, key: string, max = 200): string {
  const value = body?.[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError(400, 'request_param_err', 'request_param_err');
  const s = String(value).trim();
  if (s.length > max) throw new ApiError(400, 'request_param_err', 'request_param_err');
  return s;
}

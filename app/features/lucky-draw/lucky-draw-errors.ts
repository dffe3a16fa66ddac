import { errorMessageKey } from '~/platform-client/error-messages';
import { isOutage, isPlatformError } from '~/platform-client/errors';

/** Platform refusals of a draw the player reads in the site's own words (decision 025). */
const LUCKY_CODES = ['lucky.not.found', 'lucky.not.started', 'lucky.ended', 'lucky.no.ticket', 'lucky.ticket.used', 'lucky.ticket.not.found', 'request.duplicate', 'account.trial'] as const;

/** `lucky.not.started` → `luckyDraw.errors.lucky_not_started`. */
export const luckyErrorKey = (code: string) => `luckyDraw.errors.${code.replace(/\./g, '_')}`;

/** The key, status and the platform's numbers (a window's start or end) of a refused draw; anything else is thrown on. */
export function drawFailureOf(error: unknown): { key: string; status: number; startsAt?: number; endsAt?: number } {
  if (isOutage(error)) return { key: 'errors.unavailable.message', status: 503 };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const value = (error.details.value ?? {}) as Record<string, unknown>;
  const known = (LUCKY_CODES as readonly string[]).includes(code);
  const status = code === 'lucky.ticket.used' || code === 'request.duplicate' ? 409 : code === 'account.trial' ? 403 : code === 'lucky.not.found' ? 404 : 400;
  return {
    key: known ? luckyErrorKey(code) : errorMessageKey(error),
    status,
    ...(typeof value.startsAt === 'number' ? { startsAt: value.startsAt } : {}),
    ...(typeof value.endsAt === 'number' ? { endsAt: value.endsAt } : {}),
  };
}

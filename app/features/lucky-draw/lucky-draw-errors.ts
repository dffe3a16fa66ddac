import { codeKey, codeKeys, refusal } from '~/platform-client/refusal';

/** Platform refusals of a draw the player reads in the site's own words (decision 025). */
const LUCKY_CODES = [
  'lucky.not.found',
  'lucky.not.started',
  'lucky.ended',
  'lucky.no.ticket',
  'lucky.ticket.used',
  'lucky.ticket.not.found',
  'request.duplicate',
  'account.trial',
] as const;

/** `lucky.not.started` → `luckyDraw.errors.lucky_not_started`. */
export const luckyErrorKey = (code: string) => codeKey('luckyDraw.errors', code);

const luckyCodes = codeKeys('luckyDraw.errors', LUCKY_CODES);

/** The key, status and the platform's numbers (a window's start or end) of a refused draw; anything else is thrown on. */
export function drawFailureOf(error: unknown): { key: string; status: number; startsAt?: number; endsAt?: number } {
  const { key, status, params } = refusal(error, { codes: luckyCodes });
  return {
    key,
    status,
    ...(typeof params.startsAt === 'number' ? { startsAt: params.startsAt } : {}),
    ...(typeof params.endsAt === 'number' ? { endsAt: params.endsAt } : {}),
  };
}

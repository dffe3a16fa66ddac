import type { LoaderFunctionArgs } from '@remix-run/node';
import { getEnv } from '~/lib/env.server';
import { isPlatformError } from '~/platform-client/errors';
import { PlaySessionSchema } from '~/platform-client/schemas/responsible-gambling';

export type PlaySessionResult =
  { ok: true; minutesPlayed: number; netMinor: number; exponent: number; currency: string; realityCheckMinutes: number; minuteMs: number } | { ok: false };

/**
 * `/resources/play-session`: this sign-in's time played and net result, and the reality check's interval,
 * for the reminder on a game page. Anything but an answer (a guest, a trial, an outage) is "no reminder".
 */
export async function playSessionLoader({ context }: LoaderFunctionArgs) {
  const answer = (result: PlaySessionResult, status = 200) => Response.json(result, { status, headers: { 'Cache-Control': 'private, no-store' } });
  // A trial account is refused by the platform (account.trial), which reads as "no reminder" below.
  if (!(await context.signIn())) return answer({ ok: false }, 401);
  try {
    const session = await (await context.platform()).call('playSession', PlaySessionSchema);
    return answer({
      ok: true,
      minutesPlayed: session.minutesPlayed,
      netMinor: session.netMinor,
      exponent: session.currencyExponent,
      currency: session.currency,
      realityCheckMinutes: session.realityCheckMinutes,
      minuteMs: getEnv().REALITY_CHECK_MINUTE_MS,
    });
  } catch (error) {
    if (isPlatformError(error)) return answer({ ok: false }, 200);
    throw error;
  }
}

import type { AppLoadContext } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { lastGoodShownSince } from '~/request/session/session-reads.server';
import { brandTime } from '~/lib/brand-time.server';

/**
 * What a centre's frame says when the platform did not answer its reads: since when its figures stand
 * (null: some are missing); `sync` when its data layer failed (the generic "synchronising" warning).
 */
export type PlatformAway = { since: string | null; sync?: true } | null;

/**
 * The parts of a centre's frame (wallet, badges): one that could not load leaves the frame and its page
 * usable, and the frame then says the platform is away, with the time of the figures it shows instead.
 */
export function framePart() {
  let missing = false;
  let sync = false;
  return {
    async orNull<T>(work: Promise<T>): Promise<T | null> {
      try {
        return await work;
      } catch (error) {
        if (!isPlatformError(error) || error.kind === 'session') throw error;
        missing = true;
        if (error.kind === 'sync') sync = true;
        return null;
      }
    },
    away(context: AppLoadContext, timeZone: string): PlatformAway {
      const since = lastGoodShownSince(context);
      if (since === null && !missing) return null;
      return { since: since === null || missing ? null : brandTime(since, timeZone, 'HH:mm'), ...(sync ? { sync: true as const } : {}) };
    },
  };
}

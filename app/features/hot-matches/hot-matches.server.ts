import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import { FB_SPORTS_PATH } from '~/features/games/launch-target';
import { FB_SPORTS_VENDORS } from '~/request/remote-config/categories';
import { intlLocale } from '~/i18n/languages';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { isPlatformError } from '~/platform-client/errors';
import { HotMatchesSchema, type HotMatch } from '~/platform-client/schemas/hot-matches';
import { siteOfferOf, siteOffers } from '~/request/route-gates';

/**
 * Hot matches (decision 026): the same for every visitor of a brand and language, so one copy is shared
 * for half a minute (odds move, kick-offs pass), refreshed behind the scenes, the last good copy kept
 * through an outage. Fetched through the shared client, which carries nothing of the visitor.
 */
const cache = new SwrCache<unknown>({
  ttlMs: contentTtl(30_000),
  maxStaleMs: 30 * 60_000,
  retryAfterMs: 5_000,
  maxEntries: 200,
  onRefreshError: (key, error) =>
    console.error(`[hot-matches] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`),
});

export const HOME_MATCHES = 4;
export const PAGE_MATCHES = 12;

export type HotMatchView = {
  id: string;
  sport: 'football' | 'basketball' | 'tennis' | 'other';
  league: string;
  home: string;
  away: string;
  kickoff: { iso: string; day: string; time: string };
  odds: { pick: '1' | 'X' | '2'; price: string }[];
  featured: boolean;
  /** Where the bet is placed: the sports vendor's own page on this site. */
  href: string;
};

const SPORTS = { FOOTBALL: 'football', BASKETBALL: 'basketball', TENNIS: 'tennis' } as const;

/** A match ready to show: the kick-off in the brand's time zone and the page's language (server and browser agree). */
export function hotMatchView(m: HotMatch, opts: { timeZone: string; language: string }): HotMatchView {
  const kickoff = DateTime.fromMillis(m.kickoffAt, { zone: opts.timeZone }).setLocale(intlLocale(opts.language));
  return {
    id: m.matchId,
    sport: SPORTS[m.sport as keyof typeof SPORTS] ?? 'other',
    league: m.league,
    home: m.home,
    away: m.away,
    kickoff: { iso: kickoff.toISO() ?? '', day: kickoff.toFormat('ccc d LLL'), time: kickoff.toFormat('HH:mm') },
    odds: (['1', 'X', '2'] as const).flatMap((pick) => {
      const price = m.odds[pick];
      return price === null ? [] : [{ pick, price: price.toFixed(2) }];
    }),
    featured: m.featured,
    href: FB_SPORTS_PATH,
  };
}

/**
 * The brand's hot matches, `null` when the platform cannot give them now (the section says so), or
 * `undefined` when the brand has no sportsbook to bet them on (no section at all).
 */
export async function sharedHotMatches(context: AppLoadContext, limit: number): Promise<HotMatchView[] | null | undefined> {
  const site = await context.site();
  if (!siteOffers(siteOfferOf(site), { vendors: FB_SPORTS_VENDORS })) return undefined;
  const client = await context.sharedPlatform();
  const key = `${site.brand.id}:${site.language}:${limit}`;
  try {
    const answer = cache.get(key, () => client.call('hotMatches', HotMatchesSchema, { query: { limitNum: limit, language: site.language } }), {
      signal: context.budget,
    });
    const { list } = (await context.withinBudget(answer, 'hotMatches')) as { list: HotMatch[] };
    // A cached copy may hold a match that has kicked off since: it is no longer bettable, so it goes.
    const now = Date.now();
    return list.filter((m) => m.kickoffAt > now).map((m) => hotMatchView(m, { timeZone: site.brand.timeZone, language: site.language }));
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    context.contentMissing('hot matches', 'section');
    return null;
  }
}

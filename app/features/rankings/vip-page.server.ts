import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform-client/errors';
import { RankProgressSchema } from '~/platform-client/schemas/rewards';
import { boardMoney } from './board-views.server';
import { sharedVipLevels } from './public-boards.server';

/** The signed-in real player's own level and what is left for the next; null for guests, trial accounts, or when it cannot be had now. */
async function playerProgress(context: LoaderFunctionArgs['context']) {
  const signIn = await context.signIn();
  if (!signIn || signIn.isTrial) return null;
  try {
    const client = await context.platform();
    const p = await client.call('playerRankProgress', RankProgressSchema, { signal: context.budget });
    return {
      level: p.level,
      name: p.current?.name ?? `VIP${p.level}`,
      next: p.next ? { name: p.next.name, depositMinor: p.next.depositMinor, validBetMinor: p.next.validBetMinor } : null,
      depositMinor: p.depositMinor,
      validBetMinor: p.validBetMinor,
      depositLeftMinor: p.depositLeftMinor,
      validBetLeftMinor: p.validBetLeftMinor,
    };
  } catch (error) {
    // The table is the page; the player's own progress is a bonus that may be missing for a moment.
    if (isPlatformError(error)) return null;
    throw error;
  }
}

/** `/vip` (brands with the VIP programme): every level for anyone, and for a signed-in player their own level and progress. */
export async function vipLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  const [t, programme, signIn, progress] = await Promise.all([getFixedT(site.language), sharedVipLevels(context), context.signIn(), playerProgress(context)]);
  // The level table is the page: one without it is for this visitor only.
  if (!programme) context.contentMissing('VIP levels', 'main');
  return {
    title: t('routes.vip'),
    brandName: site.brand.name,
    money: programme ? boardMoney(programme, site.language) : null,
    rebate: programme?.rebate ?? false,
    levels: programme?.levels ?? [],
    viewer: signIn ? { trial: signIn.isTrial } : null,
    progress,
  };
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { signOutIfSessionEnded } from '~/request/guards.server';
import type { MemberBadges } from './pages';
import { badgesOf, readPublicState } from './public-state.server';
import type { WalletView } from './wallet.server';
import { keptAwaitingConfirmation, keptUplineTransfer, keptWallet } from './kept-reads.server';

/** A part of the centre's frame that could not load still leaves the frame (and its page) usable. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (!isPlatformError(error) || error.kind === 'session') throw error;
    return null;
  }
}

/**
 * The member centre's frame: who, the wallet (for every page's amounts), the menu's badges, and where
 * closing it returns to (`returnTo`, the page the player opened it on).
 */
export async function memberCentreLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const url = new URL(request.url);
  const features = site.config.features;
  const offers = { rewards: features.promotions, rebate: features.rebate, vip: features.vip, feedback: features.feedback };
  const [wallet, awaiting, upline, t, publicState] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([
      orNull(keptWallet(context)),
      orNull(keptAwaitingConfirmation(context)),
      orNull(keptUplineTransfer(context)),
      getFixedT(site.language),
      readPublicState(context),
    ]),
  );
  const badges: MemberBadges = { awaitingConfirmation: awaiting?.length ?? 0, ...badgesOf(publicState) };
  return {
    title: t('member.title'),
    brandName: site.brand.name,
    nickname: publicState?.nickname || signIn?.profile.nickname || '',
    vipLabel: publicState ? (publicState.hasVip ? publicState.vipLabelName : null) : (signIn?.profile.vipLabel ?? null),
    language: site.language,
    wallet: wallet satisfies WalletView | null,
    badges,
    hasUpline: Boolean(upline?.allowed),
    hasInbox: site.config.features.inbox,
    offers,
    closeTo: safeRedirectPath(url.searchParams.get('returnTo'), '/index'),
  };
}

export type MemberCentreData = Awaited<ReturnType<typeof memberCentreLoader>>;

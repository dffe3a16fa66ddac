import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import type { AppLanguage } from '~/i18n/languages';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { framePart } from '~/request/frame-part.server';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { MEMBER_PAGES, memberPagePath, type MemberBadges, type MemberPageKey } from './pages';
import { badgesOf, readPublicState } from './public-state.server';
import type { WalletView } from '~/features/cashier/wallet.server';
import { keptAwaitingConfirmation, keptUplineTransfer, keptWallet } from '~/features/cashier/kept-reads.server';
import { moneyFormatOf, moneyText } from '~/ui/centre/money';

/** The centre's title per language, looked up once: the messages are the build's, and the lookup was 4 % of a centre page's CPU under load. */
const titles = new Map<AppLanguage, string>();
async function centreTitle(language: AppLanguage): Promise<string> {
  let title = titles.get(language);
  if (title === undefined) titles.set(language, (title = (await getFixedT(language))('member.title')));
  return title;
}

/**
 * What the centre's pages need of the wallet to write amounts: its currency (the shape of every amount on a page),
 * never its numbers. The balance travels as the text the frame shows (`balance`), so a page rendered once for many
 * players can have it written in its place (decision 108).
 */
export type CentreCurrency = Pick<WalletView, 'currency' | 'symbol' | 'exponent'>;

/**
 * The member centre's frame: who, the wallet (for every page's amounts), the menu's badges, and where
 * closing it returns to (`returnTo`, the page the player opened it on).
 */
export async function memberCentreLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const url = new URL(request.url);
  const frame = framePart();
  // A summary whose call the brand's platform does not serve is not asked for (its entry stays out of the menu).
  const offers = site.config.platform;
  const [wallet, awaiting, upline, title, shell] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([
      frame.orNull(keptWallet(context)),
      offers.withdraw ? frame.orNull(keptAwaitingConfirmation(context)) : null,
      offers.uplineTransfer ? frame.orNull(keptUplineTransfer(context)) : null,
      centreTitle(site.language),
      readPublicState(context),
    ]),
  );
  const badges: MemberBadges = { awaitingConfirmation: awaiting?.length ?? 0, ...badgesOf(shell) };
  const publicState = shell?.state;
  const hasUpline = Boolean(upline?.allowed);
  const currency: CentreCurrency | null = wallet ? { currency: wallet.currency, symbol: wallet.symbol, exponent: wallet.exponent } : null;
  // The menu offers a page where its route's gate would open it: the route says what the brand must offer.
  const offered = await Promise.all(MEMBER_PAGES.map((page) => context.offers(memberPagePath(page.key))));
  const menu: MemberPageKey[] = MEMBER_PAGES.filter((page, i) => offered[i] && (!('only' in page) || hasUpline)).map((page) => page.key);
  return {
    title,
    brandName: site.brand.name,
    nickname: publicState?.nickname || signIn?.profile.nickname || '',
    vipLabel: publicState ? (publicState.hasVip ? publicState.vipLabelName : null) : (signIn?.profile.vipLabel ?? null),
    language: site.language,
    wallet: currency,
    balance: wallet ? moneyText(moneyFormatOf({ wallet, language: site.language }))(wallet.totalMinor) : null,
    badges,
    menu,
    closeTo: safeRedirectPath(url.searchParams.get('returnTo'), '/index'),
    platformAway: frame.away(context, site.brand.timeZone),
  };
}

export type MemberCentreData = Awaited<ReturnType<typeof memberCentreLoader>>;

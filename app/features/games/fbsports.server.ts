import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { FB_SPORTS_VENDORS } from '~/request/remote-config/categories';
import { FB_SPORTS_PATH, findVendor } from './launch-target';
import { isPrefetch, launchFbSports } from './launch.server';

/**
 * `/fbsports`: the FB sportsbook, launched through its own call (decision 008). A real account's token
 * lets the book take bets; a guest (or a trial account) watches the odds in the book's guest mode.
 */
export async function fbSportsLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  const isMember = Boolean(signIn && !signIn.isTrial);
  const t = await getFixedT(site.language);
  const found = FB_SPORTS_VENDORS.map((code) => findVendor(site.catalogue.categories, code)).find(Boolean);
  const features = site.config.features;
  const shown = {
    viewer: isMember ? ('member' as const) : signIn?.isTrial ? ('trial' as const) : ('guest' as const),
    title: found?.vendor.displayName ?? t('routes.fbsports'),
    brandName: site.brand.name,
    canRegister: Boolean(features.usernameRegistration || features.mobileRegistration),
  };
  if (isPrefetch(request)) return { ...shown, url: null, failure: null };
  const result = await signOutIfSessionEnded(context, FB_SPORTS_PATH, () => launchFbSports(context, isMember));
  return { ...shown, url: result.ok ? result.url : null, failure: result.ok ? null : result.failure };
}

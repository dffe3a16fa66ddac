import type { MessageGroup } from '~/i18n/message-groups';
import type { CategoryKey, GameCategory } from './remote-config/categories';
import type { Features } from './remote-config/features';
import type { PlatformFeature } from './platform-features';

/** What a brand must offer for a route to exist; without it the route answers 404. */
export type Capability =
  | { feature: keyof Features }
  | { category: CategoryKey }
  /** Any of these lottery vendors in the brand's lanes. */
  | { lottery: readonly string[] }
  /** Any of these vendors in any category. */
  | { vendors: readonly string[] }
  /** A way to register (username or mobile). */
  | { registration: true }
  /** The brand's platform serves this feature's calls (see PLATFORM_FEATURES). */
  | { platform: PlatformFeature };

/** A route's needs: one capability, or several that must all hold. */
export type Needs = Capability | readonly Capability[];

/** Who may use a route: anyone, a signed-in player, a real (not trial) account, or an agent. */
export type Access = 'public' | 'signIn' | 'realAccount' | 'agent';

export type RouteGate =
  /** The route does not depend on the brand at all (health checks): no check. */
  | { open: true }
  | {
      open?: false;
      needs?: Needs;
      access: Access;
      /** Reachable without a session on brands that send guests to log in first (loginedToHomePage). */
      beforeLogin?: boolean;
      /** Reachable while a forced password change is pending. */
      duringPasswordChange?: boolean;
      /** Answers on staging's own host (the brand list); every other route is a 404 there. */
      stagingIndex?: boolean;
      /** Answers on staging's own host only (staff sign-in, the audit trail): a 404 on every brand's host and preview. */
      stagingOnly?: boolean;
      /** Answers on a brand's staging preview only (a staff preview's what-if panel): a 404 on staging's own host and every brand's own host. */
      previewOnly?: boolean;
      /** Part of the member centre: with the brand's member centre off, its address sends the player home. */
      memberCentre?: boolean;
    };

/**
 * How much of the site's chrome a page wants: all of it; a game page (the game fills the page: no floating
 * side rail, and a switch to fold the nav away); or none (sign-in pages, the seamless game).
 */
export type ChromeMode = 'full' | 'game' | 'bare';

/**
 * A route whose form carries images: its multipart posts (the page's URL and the `.data` URL a hydrated form
 * posts to) stream to its action with room for this many images of at most 5 MB each; every other body keeps
 * the small form limit.
 */
export type UploadAllowance = { images: number };

/**
 * What a route module declares about itself in `export const handle`. Every route has a gate.
 * `messages`: the message groups its page shows beyond the chrome's (they ship with the page).
 * `upload`: how many images its forms may send (see UploadAllowance).
 * `sharedBody`: its loader never reads the player (session, sign-in, the player's platform), so a signed-in
 * player's page is the shared render with their own header written in (a public gate only; a render that
 * reads the session anyway is not shared).
 */
export type RouteHandle = { gate: RouteGate; chrome?: ChromeMode; messages?: readonly MessageGroup[]; upload?: UploadAllowance; sharedBody?: true };

/** `export const handle = routeHandle({ gate: { access: 'public' } })`: typed, and checked at start-up. */
export const routeHandle = (handle: RouteHandle): RouteHandle => handle;

export type SiteOffer = {
  features: Features;
  categories: GameCategory[];
  lotteryVendors: readonly string[];
  platform: Readonly<Record<PlatformFeature, boolean>>;
};

type OfferInputs = {
  config: { features: Features; platform: Record<PlatformFeature, boolean> };
  catalogue: Omit<SiteOffer, 'features' | 'platform'>;
};

/**
 * Kept by the catalogue and config objects they come from (both kept by the build's caches and replaced when they
 * change): a member centre page asks the offer once per menu entry, and each ask spread the catalogue anew.
 */
const offersKept = new WeakMap<object, WeakMap<object, SiteOffer>>();
/** Each kept offer's answers, by the needs object asked (a route's handle, kept for the process). */
const answersKept = new WeakMap<SiteOffer, WeakMap<Needs, boolean>>();

/** The site's offer, from its config and catalogue. */
export const siteOfferOf = (site: OfferInputs): SiteOffer => {
  let byConfig = offersKept.get(site.catalogue);
  if (!byConfig) offersKept.set(site.catalogue, (byConfig = new WeakMap()));
  let offer = byConfig.get(site.config);
  if (!offer) byConfig.set(site.config, (offer = { ...site.catalogue, features: site.config.features, platform: site.config.platform }));
  return offer;
};

export function siteOffers(site: SiteOffer, needs: Needs): boolean {
  let answers = answersKept.get(site);
  if (!answers) answersKept.set(site, (answers = new WeakMap()));
  let answer = answers.get(needs);
  if (answer === undefined) answers.set(needs, (answer = offersNow(site, needs)));
  return answer;
}

function offersNow(site: SiteOffer, needs: Needs): boolean {
  if (isNeedsList(needs)) return needs.every((one) => offersNow(site, one));
  if ('platform' in needs) return site.platform[needs.platform];
  if ('feature' in needs) return Boolean(site.features[needs.feature]);
  if ('category' in needs) return site.categories.some((c) => c.key === needs.category);
  if ('lottery' in needs) return needs.lottery.some((code) => site.lotteryVendors.includes(code));
  if ('vendors' in needs) return site.categories.some((c) => c.vendors.some((v) => needs.vendors.includes(v.vassalage.toUpperCase())));
  return site.features.usernameRegistration || site.features.mobileRegistration;
}

const isNeedsList = (needs: Needs): needs is readonly Capability[] => Array.isArray(needs);

/** The platform features a route needs that the brand's platform does not serve: its page is "not offered by this platform". */
export function platformLacks(site: Pick<SiteOffer, 'platform'>, needs: Needs): boolean {
  return (isNeedsList(needs) ? needs : [needs]).some((one) => 'platform' in one && !site.platform[one.platform]);
}

/** The chrome the deepest route that says so asks for. */
export function chromeOf(matches: readonly { handle?: unknown }[]): ChromeMode {
  let mode: ChromeMode = 'full';
  for (const match of matches) {
    const chrome = (match.handle as Partial<RouteHandle> | undefined)?.chrome;
    if (chrome) mode = chrome;
  }
  return mode;
}

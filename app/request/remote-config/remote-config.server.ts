import type { Brand } from '~/request/brands/load-brands.server';
import { normaliseLanguage, type AppLanguage } from '~/i18n/languages';
import { platformClientFor } from '../platform.server';
import { isPlatformError } from '~/platform-client/errors';
import { GameMenusSchema, HotGamesSchema, VendorLanesSchema, type Game, type Lane } from '~/platform-client/schemas/games';
import {
  CountryListSchema,
  CustomerServiceScriptSchema,
  RegRulesSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
  type WhitelabelNode,
} from '~/platform-client/schemas/system';
import { getEnv } from '~/lib/env.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { buildCategories, LOTTERY_VENDORS } from './categories';
import { platformOffers } from '~/request/platform-features';
import { deriveFeatures } from './features';
import { mirrorHosts } from './mirrors';
import { safeUrl } from '~/lib/safe-url';

// The country listed first in phone-prefix pickers: where a player of that language most likely is.
const MARKET_BY_LANGUAGE: Record<AppLanguage, string> = {
  EN: 'PH',
  TY: 'PH',
  VI: 'VN',
  TH: 'TH',
  CN: 'CN',
  JA: 'JP',
  ID: 'ID',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  KM: 'KH',
  KO: 'KR',
  MS: 'MY',
  PT: 'PT',
  TA: 'IN',
  TW: 'TW',
  UR: 'PK',
  'PT-BR': 'BR',
};
function sortCountries<T extends { countryCode: string }>(list: T[], first: string): T[] {
  return [...list.filter((c) => c.countryCode === first), ...list.filter((c) => c.countryCode !== first)];
}

/** 0 normal, 1 maintenance, 2 region restricted. */
export type SystemState = 0 | 1 | 2;

async function fetchBrandConfig(brand: Brand) {
  const client = platformClientFor(brand, { language: brand.defaultAppLanguage });
  const [status, tree, rules, countries] = await Promise.all([
    client.call('systemStatus', SystemStatusSchema),
    optional(client.call('whitelabel', WhitelabelNodeSchema, { query: { url: brand.canonicalHost } })),
    optional(client.call('registerSettings', RegRulesSchema)),
    optional(client.call('countries', CountryListSchema)),
  ]);
  const whitelabel: WhitelabelNode | undefined = tree ?? status.info.whitelabel;
  // Some builds leave the customer-service links out of the status call and serve them from their own relay.
  const script = status.info.customerService.length ? null : await optional(client.call('customerServiceScript', CustomerServiceScriptSchema));
  const offered = (status.info.supportLanguages ?? brand.languages)
    .map(normaliseLanguage)
    .filter((l): l is AppLanguage => l !== null && brand.appLanguages.includes(l));
  const languages = offered.length ? offered : [brand.defaultAppLanguage];
  const state: SystemState = status.maintenance ? 1 : status.regionRestriction ? 2 : 0;
  return {
    fetchedAt: Date.now(),
    state,
    maintenanceMessage: status.maintenanceMessage ?? null,
    features: deriveFeatures(whitelabel, brand.settings),
    // Kept as the platform said it, so a staff preview can decide the features again with modules switched.
    whitelabel,
    // Decided with the config, never by a failing call per request.
    platform: platformOffers(brand.platformExtensions),
    registerRules: rules ?? status.info.register,
    customerService: script ? script.items.map(({ title, csType, path }) => ({ title, csType, path })) : status.info.customerService,
    // Resource links reach footers and download pages: only web URLs (or CDN paths) survive.
    resources: status.info.resources.map((r) => ({
      ...r,
      url: safeUrl(r.url, { paths: true, field: `resources.${r.resourceType}.url` }),
      qrCodeUrl: safeUrl(r.qrCodeUrl, { paths: true, field: `resources.${r.resourceType}.qrCodeUrl` }),
    })),
    imageCDNs: status.info.imageCDNs,
    launchGameCDNs: status.info.launchGameCDNs,
    gtagId: status.info.analytics.gtagId ?? null,
    sessionIdleMs: status.info.sessionIdleSeconds === undefined ? null : status.info.sessionIdleSeconds * 1000,
    mirrors: mirrorHosts(status.info.domainRoute),
    languages,
    // The brand's own market first in dialling-code pickers.
    countries: sortCountries(
      (countries ?? []).map(({ countryCode, countryDialingCode }) => ({ countryCode, countryDialingCode })),
      MARKET_BY_LANGUAGE[brand.defaultAppLanguage],
    ),
    defaultLanguage: languages.includes(brand.defaultAppLanguage) ? brand.defaultAppLanguage : languages[0]!,
  };
}
export type BrandRemoteConfig = Awaited<ReturnType<typeof fetchBrandConfig>>;

async function fetchCatalogue(brand: Brand, language: AppLanguage) {
  const client = platformClientFor(brand, { language });
  const prizeMode = brand.prizeModes[brand.lotteryType as keyof typeof brand.prizeModes] ?? brand.lotteryType;
  const [lanes, lotteryMenus, hot] = await Promise.all([
    optional(client.call('vendorLanes', VendorLanesSchema, { query: { platform: 'html5-desktop', merchantCode: brand.merchantCode } })),
    optional(client.call('gameMenus', GameMenusSchema, { query: { prizeMode } })),
    optional(
      client.call('hotGames', HotGamesSchema, {
        query: { merchantCode: brand.merchantCode, isPlatform: 2, vassalage: '', platform: 'flash,html5-desktop', language },
      }),
    ),
  ]);
  const laneList: Lane[] = lanes?.data.lanes ?? [];
  const categories = buildCategories(laneList, brand);
  const lotteryVendors = new Set(
    laneList.flatMap((lane) => lane.cards.map((c) => c.vassalage.toUpperCase())).filter((c) => (LOTTERY_VENDORS as readonly string[]).includes(c)),
  );
  return { categories, lotteryVendors: [...lotteryVendors], lotteryMenus: lotteryMenus ?? {}, recommendedGames: recommendedGames(hot?.list ?? []) };
}

/** The header's picks: the first three slots of the operator's hot list. */
export function recommendedGames(list: Game[], count = 3) {
  return list
    .filter((game) => game.gameType.toUpperCase() === 'RNG')
    .slice(0, count)
    .map((game) => ({
      nodeId: game.nodeId,
      gameName: game.gameName || game.nodeName || game.vassalage,
      showIcon: safeUrl(game.showIcon ?? game.iconUrl, { paths: true, field: 'hotGames.showIcon' }),
      vassalage: game.vassalage,
    }));
}
export type Catalogue = Awaited<ReturnType<typeof fetchCatalogue>>;

/** A module the merchant switched off answers `rejected`: that part is simply absent. Outages still throw. */
async function optional<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'rejected') return undefined;
    throw error;
  }
}

let caches: { brand: SwrCache<BrandRemoteConfig>; catalogue: SwrCache<Catalogue> } | null = null;
function getCaches() {
  if (!caches) {
    const env = getEnv();
    const onRefreshError = (key: string, error: unknown) => {
      const reason = isPlatformError(error) ? error.message : String(error);
      console.error(`[config] ${key}: refresh failed, serving the last known good config if any. ${reason}`);
    };
    const options = { ttlMs: env.CONFIG_TTL_MS, maxStaleMs: env.CONFIG_MAX_STALE_MS, onRefreshError };
    caches = { brand: new SwrCache(options), catalogue: new SwrCache(options) };
  }
  return caches;
}

type ChangeListener = (brandId: string) => void;
const changeListeners = new Set<ChangeListener>();
const fingerprints = new Map<string, string>();

/** Told with the brand's id whenever a refresh brings a config or catalogue that differs from the one before. */
export function onBrandContentChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * What of a fetch can change a page. The fetch time and the customer-service paths are left out: the
 * platform encrypts each path anew on every call, and only the chat redirect (never a cached page) reads them.
 */
function pageFingerprint(value: object): string {
  const customerService = 'customerService' in value ? (value as BrandRemoteConfig).customerService.map(({ title, csType }) => ({ title, csType })) : undefined;
  return JSON.stringify({ ...value, fetchedAt: null, customerService });
}

/** Compares what a refresh fetched with the last fetch of the same key and tells the listeners when a page could change. */
async function noticingChange<T extends object>(brandId: string, key: string, fetched: Promise<T>): Promise<T> {
  const value = await fetched;
  const fingerprint = pageFingerprint(value);
  const before = fingerprints.get(key);
  fingerprints.set(key, fingerprint);
  if (before !== undefined && before !== fingerprint) for (const listener of changeListeners) listener(brandId);
  return value;
}

const catalogueKey = (brand: Brand, language: AppLanguage) => `${brand.id}:${language}`;
const configFetch = (brand: Brand) => () => noticingChange(brand.id, `config:${brand.id}`, fetchBrandConfig(brand));
const catalogueFetch = (brand: Brand, language: AppLanguage) => () =>
  noticingChange(brand.id, `catalogue:${catalogueKey(brand, language)}`, fetchCatalogue(brand, language));

/**
 * The brand's remote config (features, rules, languages, status), cached per brand. Shared by every
 * visitor, so it is fetched without anything of the request that first asked for it.
 */
export function getBrandConfig(brand: Brand): Promise<BrandRemoteConfig> {
  return getCaches().brand.get(brand.id, configFetch(brand));
}

/**
 * The brand's game categories and lottery menus in one language, cached per brand and language. A language
 * never fetched while the platform is away gets the catalogue kept for another of the brand's languages (the
 * same vendors and lanes, their names as that language has them) rather than no site at all.
 */
export async function getCatalogue(brand: Brand, language: AppLanguage): Promise<Catalogue> {
  const caches = getCaches();
  try {
    return await caches.catalogue.get(catalogueKey(brand, language), catalogueFetch(brand, language));
  } catch (error) {
    const kept = brand.appLanguages.map((other) => caches.catalogue.peek(catalogueKey(brand, other))).find(Boolean);
    if (kept) return kept;
    throw error;
  }
}

/** The brand's config as last fetched, whatever its age, without fetching: undefined before the first fetch. */
export function cachedBrandConfig(brand: Brand): BrandRemoteConfig | undefined {
  return getCaches().brand.peek(brand.id);
}

/**
 * Asks for the brand's config and catalogues without waiting: a stale one refreshes in the background,
 * so a change is noticed even while every page comes from a cache that never asks for them.
 */
export function touchBrandContent(brand: Brand): void {
  void getBrandConfig(brand).catch(() => undefined);
  for (const language of languagesRead(brand)) void getCatalogue(brand, language).catch(() => undefined);
}

/** The languages whose catalogue some visitor asked for: a refresh never fetches a language nobody reads. */
const languagesRead = (brand: Brand) => brand.appLanguages.filter((language) => getCaches().catalogue.peek(catalogueKey(brand, language)) !== undefined);

/**
 * Fetches the brand's config and the catalogues some visitor asked for again, now, whatever their age: for
 * another renderer of the same pages that saw them change. Resolves once both are in (or failed; the last
 * good values stay).
 */
export async function refreshBrandContent(brand: Brand): Promise<void> {
  const { brand: configs, catalogue } = getCaches();
  await Promise.allSettled([
    configs.revalidate(brand.id, configFetch(brand)),
    ...languagesRead(brand).map((language) => catalogue.revalidate(catalogueKey(brand, language), catalogueFetch(brand, language))),
  ]);
}

import { chromeFeatures } from './platform-features';
import type { AppLoadContext } from '@remix-run/node';
import { brandColours, touchIconUrl } from '~/request/brands/brand-look.server';
import type { Brand } from '~/request/brands/load-brands.server';
import { HTML_LANG, LANGUAGE_NAMES, textDirection, type AppLanguage } from '~/i18n/languages';
import { brandText } from '~/request/brands/brand-text';
import { FB_SPORTS_VENDORS } from './remote-config/categories';
import { mirrorLinks } from './remote-config/mirrors';
import { SHELL_FEATURES, SHELL_PLATFORM_FEATURES, type PublicShell } from './shell';
import { pickKeys } from '~/lib/pick-keys';
import { NO_CHROME_LINKS, type ChromeLinks } from './chrome-links';
import type { Preferences } from './preferences.server';
import { fallbackLanguage, type Site } from './site.server';
import { hasOverrides, overrideLines } from './staff/preview-overrides';

const SOCIAL_TYPES = ['FACEBOOK', 'INSTAGRAM', 'TWITTER', 'YOUTUBE', 'TELEGRAM'];
const APP_TYPES = ['ANDROID', 'IOS'];

/** Logo rows of one resource type; the name is the alt text, the file name when the row has no label. */
function logos(resources: Site['config']['resources'], type: 'PAYMENT' | 'PARTNER') {
  return resources
    .filter((r) => r.resourceType.toUpperCase() === type && r.url)
    .map((r) => ({ name: r.labelNameEn || (r.url!.split('/').pop() ?? '').replace(/\.\w+$/, ''), url: r.url! }));
}

/** `accent` → `--wl-color-accent`; the schema already limited names and values to safe characters. */
function overrideCss(brand: Brand): string {
  const blocks: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const tokens = brand.themeOverrides?.[mode];
    if (!tokens) continue;
    const body = Object.entries(tokens)
      .map(([name, hex]) => `--wl-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${hex.startsWith('#') ? hex : `#${hex}`};`)
      .join('');
    blocks.push(`:root[data-theme="${brand.theme}"][data-mode="${mode}"]{${body}}`);
  }
  return blocks.join('');
}

export function brandSummary(brand: Brand, language: AppLanguage) {
  return {
    id: brand.id,
    name: brand.name,
    logoUrl: `/brand-assets/${brand.id}/${brand.logo}`,
    iconUrl: `/brand-assets/${brand.id}/icon.svg`,
    touchIconUrl: touchIconUrl(brand),
    description: brandText(brand.description, language, brand.defaultAppLanguage),
    facebookUrl: brand.facebookUrl ?? null,
  };
}

/** `demo-a.staging.localhost:3000` → `//staging.localhost:3000/`. */
function stagingIndexUrl(context: AppLoadContext): string {
  const host = context.host.host;
  const at = host.indexOf('.');
  return `//${host.slice(at + 1)}${context.port ? `:${context.port}` : ''}/`;
}

export function shellForSite(site: Site, context: AppLoadContext, gatedLinks: ChromeLinks): PublicShell {
  const { brand, config, catalogue, language } = site;
  const links = (types: string[]) =>
    config.resources.filter((r) => types.includes(r.resourceType.toUpperCase()) && r.url).map((r) => ({ type: r.resourceType.toUpperCase(), url: r.url! }));
  return {
    kind: 'brand',
    brand: brandSummary(brand, language),
    preview: site.preview,
    stagingIndexUrl: site.preview ? stagingIndexUrl(context) : null,
    overrides: site.preview && hasOverrides(site.overrides) ? overrideLines(site.overrides) : null,
    overridesUnavailable: site.preview && site.overridesUnavailable,
    theme: brand.theme,
    mode: site.mode,
    themeCss: overrideCss(brand),
    themeColour: brandColours(brand, site.mode).theme,
    ...languageParts(language, config.languages),
    features: pickKeys(chromeFeatures(config.features, config.platform), SHELL_FEATURES),
    platform: pickKeys(config.platform, SHELL_PLATFORM_FEATURES),
    links: gatedLinks,
    categories: catalogue.categories.map(({ key, path }) => ({ key, path })),
    sportsbook: catalogue.categories.some((c) => c.vendors.some((v) => FB_SPORTS_VENDORS.includes(v.vassalage.toUpperCase()))),
    customerService: config.customerService.map(({ title, csType }) => ({ title, csType })),
    socials: links(SOCIAL_TYPES),
    appLinks: links(APP_TYPES),
    // A preview is not the live brand: its players' addresses are not offered there.
    mirrors: site.preview ? [] : mirrorLinks(config.mirrors, { host: context.host.host, origin: context.origin }),
    paymentLogos: logos(config.resources, 'PAYMENT'),
    partnerLogos: logos(config.resources, 'PARTNER'),
    recommendedGames: catalogue.recommendedGames,
    state: config.state,
    maintenanceMessage: config.maintenanceMessage,
    visitorIp: config.state === 2 ? context.clientIp : null,
  };
}

/** The neutral shell of staging's brand list and of pages that have no brand. */
export function neutralShell(language: AppLanguage = 'EN'): PublicShell {
  return {
    kind: 'staging',
    brand: null,
    preview: false,
    stagingIndexUrl: null,
    overrides: null,
    overridesUnavailable: false,
    theme: 'aurora',
    mode: 'light',
    themeCss: '',
    themeColour: null,
    ...languageParts(language, [language]),
    features: null,
    platform: null,
    links: NO_CHROME_LINKS,
    categories: [],
    sportsbook: false,
    customerService: [],
    socials: [],
    appLinks: [],
    mirrors: [],
    paymentLogos: [],
    partnerLogos: [],
    recommendedGames: [],
    state: 0,
    maintenanceMessage: null,
    visitorIp: null,
  };
}

function languageParts(language: AppLanguage, offered: AppLanguage[]) {
  return {
    language,
    htmlLang: HTML_LANG[language],
    dir: textDirection(language),
    languages: offered.map((code) => ({ code, name: LANGUAGE_NAMES[code], htmlLang: HTML_LANG[code] })),
  };
}

/** When the platform is unreachable and nothing is cached: the brand's own look from its file. */
export function fallbackShell(brand: Brand, prefs: Preferences): PublicShell {
  const language = fallbackLanguage(brand, prefs);
  const mode = prefs.mode ?? brand.defaultMode;
  return {
    ...neutralShell(language),
    kind: 'brand',
    brand: brandSummary(brand, language),
    theme: brand.theme,
    mode,
    themeCss: overrideCss(brand),
    themeColour: brandColours(brand, mode).theme,
    ...languageParts(language, brand.appLanguages),
  };
}

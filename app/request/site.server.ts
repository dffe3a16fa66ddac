import type { AppLanguage } from '~/i18n/languages';
import type { Brand } from './brands/load-brands.server';
import type { Preferences, ColourMode } from './preferences.server';
import { getBrandConfig, getCatalogue, type BrandRemoteConfig, type Catalogue } from './remote-config/remote-config.server';
import { applyPreviewOverrides } from './staff/apply-preview.server';
import type { PreviewOverrides } from './staff/preview-overrides';

/** A brand's site as this visitor sees it: the brand file, its remote config and catalogue, the visitor's language and mode. */
export type Site = {
  brand: Brand;
  /** Served on the staging domain for support staff, not on the brand's own host. */
  preview: boolean;
  config: BrandRemoteConfig;
  catalogue: Catalogue;
  language: AppLanguage;
  mode: ColourMode;
  /** A staff member's what-if overrides in force on this preview (already applied to brand, config and mode). */
  overrides: PreviewOverrides | null;
  /** The store of overrides could not be read: this preview shows the platform's word, and says so. */
  overridesUnavailable: boolean;
};

/** What a preview's store answered for this staff session: its overrides (or none), or that it could not be asked. */
export type KeptOverrides = { overrides: PreviewOverrides | null; unavailable: boolean };
const NO_OVERRIDES: KeptOverrides = { overrides: null, unavailable: false };

/**
 * Remote config and catalogue in parallel (both cached per brand), the language clamped to what the
 * brand offers, the colour mode from the visitor's cookie. A staff preview's overrides are laid over the
 * config before anything is decided from it.
 */
export async function loadSite(fileBrand: Brand, preview: boolean, prefs: Preferences, kept: KeptOverrides = NO_OVERRIDES): Promise<Site> {
  const { overrides } = kept;
  const requested = prefs.language && fileBrand.appLanguages.includes(prefs.language) ? prefs.language : null;
  // Fetch the catalogue for the likely language while the config loads; fix it up if the config disagrees.
  const guess = requested ?? fileBrand.defaultAppLanguage;
  const [platformConfig, guessedCatalogue] = await Promise.all([getBrandConfig(fileBrand), getCatalogue(fileBrand, guess)]);
  const { brand, config } = overrides ? applyPreviewOverrides(fileBrand, platformConfig, overrides) : { brand: fileBrand, config: platformConfig };
  const language = requested && config.languages.includes(requested) ? requested : config.defaultLanguage;
  const catalogue = language === guess ? guessedCatalogue : await getCatalogue(brand, language);
  return {
    brand,
    preview,
    config,
    catalogue,
    language,
    mode: overrides?.mode ?? prefs.mode ?? brand.defaultMode,
    overrides,
    overridesUnavailable: kept.unavailable,
  };
}

/** The language of a page when the site could not load (no config yet, platform down): the visitor's, if the brand file offers it. */
export function fallbackLanguage(brand: Brand, prefs: Preferences): AppLanguage {
  return prefs.language && brand.appLanguages.includes(prefs.language) ? prefs.language : brand.defaultAppLanguage;
}

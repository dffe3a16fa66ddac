import type { Brand } from '../brands/load-brands.server';
import { deriveFeatures } from '../remote-config/features';
import type { BrandRemoteConfig, SystemState } from '../remote-config/remote-config.server';
import type { PreviewOverrides } from './preview-overrides';

const STATE_OF = { normal: 0, maintenance: 1, region: 2 } as const satisfies Record<string, SystemState>;

/**
 * The brand and its remote config as if the platform had answered what a staff preview pretends: the
 * platform's validated answers with the overrides laid over them, and the site's decisions (features from
 * the module tree, the languages offered and the default) taken again from there. Everything downstream
 * (menus, route gates, languages, theme, the maintenance page) follows without knowing it is a preview.
 */
export function applyPreviewOverrides(brand: Brand, config: BrandRemoteConfig, overrides: PreviewOverrides): { brand: Brand; config: BrandRemoteConfig } {
  const { status, modules, theme, imageCdn } = overrides;
  // The site can only speak the languages the brand file ships; a set that leaves none keeps the platform's.
  const chosen = overrides.languages?.filter((language) => brand.appLanguages.includes(language)) ?? [];
  const languages = chosen.length ? chosen : config.languages;
  const defaultLanguage =
    overrides.defaultLanguage && languages.includes(overrides.defaultLanguage)
      ? overrides.defaultLanguage
      : languages.includes(config.defaultLanguage)
        ? config.defaultLanguage
        : languages[0]!;
  const registerRules = { ...config.registerRules };
  for (const [field, state] of Object.entries(overrides.register ?? {})) {
    const rule = registerRules[field];
    // Only a field the platform has a rule for: its pattern and lengths come from there.
    if (rule) registerRules[field] = { ...rule, enabled: state !== 'off', required: state === 'required' };
  }
  return {
    brand: theme ? { ...brand, theme } : brand,
    config: {
      ...config,
      state: status ? STATE_OF[status.state] : config.state,
      maintenanceMessage: status ? (status.message ?? null) : config.maintenanceMessage,
      features: modules ? deriveFeatures(config.whitelabel, brand.settings, modules) : config.features,
      languages,
      defaultLanguage,
      registerRules,
      imageCDNs: imageCdn ? [imageCdn] : config.imageCDNs,
    },
  };
}

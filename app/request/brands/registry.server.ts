import path from 'node:path';
import { THEME_NAMES } from '../../../themes/names';
import { getEnv } from '~/lib/env.server';
import { loadBrands, type Brand } from './load-brands.server';
import { indexBrands, type HostIndex } from './resolve-host';

type Registry = { brands: Brand[]; index: HostIndex };
let registry: Registry | null = null;

/** Brands are read once per process; a bad folder throws BrandConfigError at start-up. */
export function getBrandRegistry(): Registry {
  if (!registry) {
    const brands = loadBrands(path.resolve(getEnv().BRANDS_DIR), THEME_NAMES);
    registry = { brands, index: indexBrands(brands) };
  }
  return registry;
}

/** The platform a brand talks to: its own URL, else the deployment's (the embedded one by default). */
export function platformUrlFor(brand: Brand): string {
  const url = brand.platformUrl ?? getEnv().PLATFORM_URL;
  if (!url) throw new Error(`Brand "${brand.id}" has no platformUrl and PLATFORM_URL is not set`);
  return url;
}

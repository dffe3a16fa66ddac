import path from 'node:path';
import { THEME_NAMES } from '../themes/names';
import { BrandConfigError } from '../app/request/brands/brand-errors';
import { loadBrands } from '../app/request/brands/load-brands.server';

/** `npm run brand:check`: validates every brand folder; exits 1 naming each bad file and field. */
const root = path.resolve(process.env.BRANDS_DIR ?? 'brands');
try {
  const brands = loadBrands(root, THEME_NAMES);
  for (const brand of brands) {
    console.log(
      `ok  ${brand.id.padEnd(16)} ${brand.name} — ${brand.hosts.join(', ')} (merchant ${brand.merchantCode}, theme ${brand.theme})${brand.draft ? ' [draft: staging only]' : ''}`,
    );
  }
  console.log(`${brands.length} brands valid.`);
} catch (error) {
  if (!(error instanceof BrandConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

import fs from 'node:fs';
import path from 'node:path';
import { THEME_NAMES } from '../themes/names';
import { loadBrandFile } from '../app/request/brands/load-brands.server';

/**
 * `npm run brand:new -- <id> [--theme name] [--live]`: scaffolds a brand folder that passes validation. A new brand
 * is a draft (served only as a staging preview) unless `--live` says otherwise: no host goes live by accident.
 */
const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const themeArg = args.includes('--theme') ? args[args.indexOf('--theme') + 1] : undefined;
const live = args.includes('--live');
if (!id || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(id)) {
  console.error('usage: npm run brand:new -- <id> [--theme <name>] [--live]   (id: lower-case letters, digits, dashes)');
  process.exit(2);
}
const theme = themeArg ?? THEME_NAMES[0];
if (!theme || !(THEME_NAMES as readonly string[]).includes(theme)) {
  console.error(`unknown theme "${theme}"; themes/ has ${THEME_NAMES.join(', ')}`);
  process.exit(2);
}
const root = path.resolve(process.env.BRANDS_DIR ?? 'brands');
const dir = path.join(root, id);
if (fs.existsSync(dir)) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
const name = id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
const brand = {
  id,
  name,
  ...(live ? {} : { draft: true }),
  hosts: [`${id}.localhost`],
  merchantCode: id.replace(/-/g, '').slice(0, 12) || id,
  defaultLanguage: 'EN',
  languages: ['EN'],
  theme,
  description: `${name}: slots, live casino and sports.`,
};
const initial = name.charAt(0);
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" width="200" height="48"><rect x="2" y="6" width="36" height="36" rx="10" fill="#6d28d9"/><text x="20" y="31" font-family="system-ui,sans-serif" font-size="20" font-weight="800" fill="#fff" text-anchor="middle">${initial}</text><text x="48" y="32" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#888">${name}</text></svg>\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="#6d28d9"/><text x="24" y="32" font-family="system-ui,sans-serif" font-size="24" font-weight="800" fill="#fff" text-anchor="middle">${initial}</text></svg>\n`;
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'brand.json'), `${JSON.stringify(brand, null, 2)}\n`);
fs.writeFileSync(path.join(dir, 'logo.svg'), logo);
fs.writeFileSync(path.join(dir, 'icon.svg'), icon);
loadBrandFile(dir, THEME_NAMES);
console.log(`Created ${path.relative(process.cwd(), dir)}/ (brand.json, logo.svg, icon.svg).`);
console.log('Edit brand.json (hosts, merchantCode, languages, theme), then run `npm run brand:check` and restart.');
if (!live) console.log(`A draft: previewed at ${id}.<STAGING_DOMAIN> only; remove "draft": true from brand.json to open its hosts.`);

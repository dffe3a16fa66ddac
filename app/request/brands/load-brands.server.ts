import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { APP_LANGUAGES, normaliseLanguage, type AppLanguage } from '~/i18n/languages';
import { colourTokenNames } from '../../../themes/tokens';
import { BrandConfigError } from './brand-errors';
import { BrandSchema, type BrandConfig } from './brand-schema';
import { brandTextProblems } from './brand-text';

export type Brand = BrandConfig & {
  canonicalHost: string;
  /** Languages the brand may offer that the app has locale files for. */
  appLanguages: AppLanguage[];
  defaultAppLanguage: AppLanguage;
  dir: string;
};

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue) ?? '(file)';
  const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input);
  return `field "${field}": ${issue.message}${issue.kind === 'schema' || issue.kind === 'validation' ? ` (got ${got})` : ''}`;
}

/** Reads and validates one brand folder. Throws BrandConfigError naming the file and fields. */
export function loadBrandFile(dir: string, knownThemes: readonly string[]): Brand {
  const file = path.join(dir, 'brand.json');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `is not valid JSON (${(error as Error).message})`;
    throw new BrandConfigError(file, [reason]);
  }
  const result = v.safeParse(BrandSchema, raw);
  if (!result.success) throw new BrandConfigError(file, result.issues.map(describeIssue));
  const brand = result.output;
  const problems: string[] = [];
  const folder = path.basename(dir);
  if (brand.id !== folder) problems.push(`field "id": must equal the folder name "${folder}" (got "${brand.id}")`);
  if (knownThemes.length && !knownThemes.includes(brand.theme)) {
    problems.push(`field "theme": unknown theme "${brand.theme}"; themes/ has ${knownThemes.join(', ')}`);
  }
  for (const [mode, overrides] of Object.entries(brand.themeOverrides ?? {})) {
    for (const token of Object.keys(overrides ?? {})) {
      if (!(colourTokenNames as string[]).includes(token)) {
        problems.push(`field "themeOverrides.${mode}.${token}": not a colour token; use one of ${colourTokenNames.join(', ')}`);
      }
    }
  }
  const canonicalHost = brand.canonicalHost ?? brand.hosts[0]!;
  if (!brand.hosts.includes(canonicalHost)) problems.push(`field "canonicalHost": "${canonicalHost}" must be one of "hosts"`);
  // A brand chooses from the app's list: an unknown code is a typo or a language without locale files.
  const unknown = brand.languages.filter((code) => normaliseLanguage(code) === null);
  if (unknown.length) problems.push(`field "languages": ${unknown.join(', ')} not in the app's languages (${APP_LANGUAGES.join(', ')})`);
  const appLanguages = [...new Set(brand.languages.map(normaliseLanguage).filter((l): l is AppLanguage => l !== null))];
  const defaultAppLanguage = normaliseLanguage(brand.defaultLanguage);
  if (!defaultAppLanguage || !appLanguages.includes(defaultAppLanguage)) {
    problems.push(`field "defaultLanguage": "${brand.defaultLanguage}" must be one of "languages" and have locale files`);
  }
  problems.push(...brandTextProblems('description', brand.description, defaultAppLanguage));
  brand.helpOrganisations.forEach((o, i) => problems.push(...brandTextProblems(`helpOrganisations.${i}.name`, o.name, defaultAppLanguage)));
  if (!fs.existsSync(path.join(dir, brand.logo))) problems.push(`field "logo": file "${brand.logo}" is not in the brand folder`);
  if (problems.length) throw new BrandConfigError(file, problems);
  return { ...brand, canonicalHost, appLanguages, defaultAppLanguage: defaultAppLanguage!, dir };
}

/** Loads every brand under `root`; collects all problems (all files, host collisions) before failing. */
export function loadBrands(root: string, knownThemes: readonly string[]): Brand[] {
  if (!fs.existsSync(root)) throw new BrandConfigError(root, ['brands folder is missing']);
  const dirs = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !d.name.startsWith('_'))
    .map((d) => path.join(root, d.name))
    .sort();
  const brands: Brand[] = [];
  const errors: BrandConfigError[] = [];
  for (const dir of dirs) {
    try {
      brands.push(loadBrandFile(dir, knownThemes));
    } catch (error) {
      if (error instanceof BrandConfigError) errors.push(error);
      else throw error;
    }
  }
  const owner = new Map<string, string>();
  for (const brand of brands) {
    for (const host of brand.hosts) {
      const other = owner.get(host);
      if (other && other !== brand.id) {
        errors.push(new BrandConfigError(path.join(brand.dir, 'brand.json'), [`field "hosts": "${host}" is already a host of brand "${other}"`]));
      }
      owner.set(host, brand.id);
    }
  }
  const merchants = new Map<string, string>();
  for (const brand of brands) {
    const other = merchants.get(brand.merchantCode);
    if (other)
      errors.push(
        new BrandConfigError(path.join(brand.dir, 'brand.json'), [`field "merchantCode": "${brand.merchantCode}" is already used by brand "${other}"`]),
      );
    merchants.set(brand.merchantCode, brand.id);
  }
  if (errors.length) {
    const combined = new BrandConfigError(
      root,
      errors.flatMap((e) => [e.message]),
    );
    combined.message = `Brand configuration is invalid:\n${errors.map((e) => e.message).join('\n')}`;
    throw combined;
  }
  if (!brands.length) throw new BrandConfigError(root, ['no brand folders found']);
  return brands;
}

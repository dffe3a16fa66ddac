import fs from 'node:fs';
import path from 'node:path';
import { THEME_TOKENS } from '../../../themes/palette';
import type { Brand } from './load-brands.server';

const HEX = /#[0-9a-fA-F]{6}\b/;
const asHex = (value: string | undefined) => (value ? (value.startsWith('#') ? value : `#${value}`) : undefined);

/**
 * A solid colour from a theme token: the token itself, or the first colour of a gradient (headers are
 * gradients; browser bars and splash screens take one colour).
 */
function solid(value: string | undefined, fallback: string): string {
  return value?.match(HEX)?.[0] ?? fallback;
}

/** A solid colour of the brand's theme in a mode, the brand's own override first. */
export function themeColour(brand: Brand, mode: 'light' | 'dark', name: string, fallback: string): string {
  const tokens: Record<string, string> | undefined = THEME_TOKENS[brand.theme as keyof typeof THEME_TOKENS]?.[mode]?.color;
  return asHex(brand.themeOverrides?.[mode]?.[name]) ?? solid(tokens?.[name], fallback);
}

/**
 * The colours of the browser's bar (`theme-color`) and of an installed app's splash screen, from the
 * brand's theme in a mode, with the brand's own overrides first.
 */
export function brandColours(brand: Brand, mode: 'light' | 'dark'): { theme: string; background: string } {
  const tokens = THEME_TOKENS[brand.theme as keyof typeof THEME_TOKENS]?.[mode]?.color;
  const overrides = brand.themeOverrides?.[mode] ?? {};
  const primary = asHex(overrides.primary) ?? solid(tokens?.primary, '#333333');
  return {
    theme: asHex(overrides.headerBg) ?? solid(tokens?.headerBg, primary),
    background: asHex(overrides.bg) ?? solid(tokens?.bg, mode === 'dark' ? '#000000' : '#ffffff'),
  };
}

/** PNG icons a brand folder may hold (made by `npm run brand:icons`), by the role they play. */
export const BRAND_PNG_ICONS = {
  any192: 'icon-192.png',
  any512: 'icon-512.png',
  maskable512: 'icon-maskable-512.png',
  appleTouch: 'apple-touch-icon.png',
} as const;

type IconRole = keyof typeof BRAND_PNG_ICONS;
const ICON_CHECK_MS = 60_000;
const iconChecks = new Map<string, { at: number; present: Set<IconRole> }>();

/** Which PNG icons the brand's folder has, checked at most once a minute (operators add files without a restart). */
export function brandPngIcons(brand: Brand, now = Date.now()): Set<IconRole> {
  const cached = iconChecks.get(brand.id);
  if (cached && now - cached.at < ICON_CHECK_MS) return cached.present;
  const present = new Set((Object.keys(BRAND_PNG_ICONS) as IconRole[]).filter((role) => fs.existsSync(path.join(brand.dir, BRAND_PNG_ICONS[role]))));
  iconChecks.set(brand.id, { at: now, present });
  return present;
}

/** The icon iOS puts on the home screen: the PNG when the brand has one (iOS ignores SVG icons), else the SVG. */
export function touchIconUrl(brand: Brand): string {
  return `/brand-assets/${brand.id}/${brandPngIcons(brand).has('appleTouch') ? BRAND_PNG_ICONS.appleTouch : 'icon.svg'}`;
}

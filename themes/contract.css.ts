import { createGlobalThemeContract } from '@vanilla-extract/css';
import { shape } from './tokens';

export type { ThemeTokens } from './tokens';

/**
 * The one theme contract. Variable names are stable (`--wl-color-primary`) because brand.json
 * overrides set them at runtime by name, without a rebuild.
 */
export const vars = createGlobalThemeContract(shape, (_value, path) => `wl-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`);

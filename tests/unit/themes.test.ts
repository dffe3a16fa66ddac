import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../../themes/names';
import { colourTokenNames, shape } from '../../themes/tokens';

type Tree = { [k: string]: string | Tree | null };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const pick = (tree: Tree, dotted: string) => dotted.split('.').reduce<unknown>((t, k) => (t as Tree)[k], tree) as string;

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const themeFiles = fs.readdirSync('themes').filter((f) => f.endsWith('.css.ts') && !['contract.css.ts', 'global.css.ts', 'index.css.ts'].includes(f));

describe('themes', () => {
  it('the generated index names every theme file', () => {
    expect([...THEME_NAMES].sort()).toEqual(themeFiles.map((f) => f.replace('.css.ts', '')).sort());
  });

  for (const name of THEME_NAMES) {
    describe(name, async () => {
      const { tokens } = (await import(`../../themes/${name}.css.ts`)) as { tokens: Record<'light' | 'dark', Tree> };
      for (const mode of ['light', 'dark'] as const) {
        it(`${mode} defines every contract token`, () => {
          expect(leaves(tokens[mode]).sort()).toEqual(leaves(shape as unknown as Tree).sort());
        });
        it(`${mode} text is readable (WCAG AA) on its backgrounds and buttons`, () => {
          const t = tokens[mode];
          expect(contrast(pick(t, 'color.text'), pick(t, 'color.bg'))).toBeGreaterThanOrEqual(4.5);
          expect(contrast(pick(t, 'color.text'), pick(t, 'color.surface'))).toBeGreaterThanOrEqual(4.5);
          expect(contrast(pick(t, 'color.textMuted'), pick(t, 'color.surface'))).toBeGreaterThanOrEqual(4.5);
          expect(contrast(pick(t, 'color.primaryText'), pick(t, 'color.primary'))).toBeGreaterThanOrEqual(4.5);
          expect(contrast(pick(t, 'color.accentText'), pick(t, 'color.accent'))).toBeGreaterThanOrEqual(4.5);
        });
        it(`${mode} links, amounts and status badges are readable on every surface`, () => {
          const t = tokens[mode];
          const pairs: [string, string][] = [];
          for (const back of ['color.bg', 'color.surface', 'color.surfaceAlt', 'color.bgElevated']) {
            for (const fore of ['color.text', 'color.textMuted', 'color.link', 'color.danger', 'color.success']) pairs.push([fore, back]);
          }
          for (const status of ['color.success', 'color.danger', 'color.info']) pairs.push(['color.textInverse', status]);
          const unreadable = pairs
            .map(([fore, back]) => `${fore} on ${back}: ${contrast(pick(t, fore), pick(t, back)).toFixed(2)}`)
            .filter((line) => Number(line.split(': ')[1]) < 4.5);
          expect(unreadable).toEqual([]);
        });
      }
    });
  }

  it('every demo brand uses a known theme and only colour tokens in its overrides', () => {
    for (const id of fs.readdirSync('brands').filter((d) => fs.statSync(path.join('brands', d)).isDirectory())) {
      const brand = JSON.parse(fs.readFileSync(path.join('brands', id, 'brand.json'), 'utf8'));
      expect(THEME_NAMES).toContain(brand.theme);
      for (const overrides of Object.values<Record<string, string>>(brand.themeOverrides ?? {})) {
        for (const key of Object.keys(overrides)) expect(colourTokenNames).toContain(key);
      }
    }
  });
});

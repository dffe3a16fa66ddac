import { escapeXml } from '../routes/cdn-art';

/**
 * The preset avatars a player may pick instead of uploading: generated art served by the platform
 * (`/cdn/avatar/preset/<key>.png`, or `.svg`), each a gradient disc with a gaming emblem.
 */
export const AVATAR_PRESETS = [
  { key: 'ace', from: '#f59e0b', to: '#b45309', glyph: 'spade' },
  { key: 'dragon', from: '#10b981', to: '#065f46', glyph: 'flame' },
  { key: 'crown', from: '#8b5cf6', to: '#4c1d95', glyph: 'crown' },
  { key: 'dice', from: '#ef4444', to: '#7f1d1d', glyph: 'dice' },
  { key: 'star', from: '#3b82f6', to: '#1e3a8a', glyph: 'star' },
  { key: 'cherry', from: '#ec4899', to: '#831843', glyph: 'cherry' },
  { key: 'diamond', from: '#06b6d4', to: '#164e63', glyph: 'diamond' },
  { key: 'clover', from: '#84cc16', to: '#365314', glyph: 'clover' },
] as const;

export type AvatarPresetKey = (typeof AVATAR_PRESETS)[number]['key'];

export const isPresetKey = (key: string): key is AvatarPresetKey => AVATAR_PRESETS.some((p) => p.key === key);

const GLYPHS: Record<(typeof AVATAR_PRESETS)[number]['glyph'], string> = {
  spade: '<path d="M60 26c14 16 30 26 30 42a14 14 0 0 1-26 8l4 18H52l4-18a14 14 0 0 1-26-8c0-16 16-26 30-42z"/>',
  flame: '<path d="M62 24c4 16 22 24 22 46a24 24 0 0 1-48 0c0-12 8-20 12-26 2 8 6 12 10 12-2-12 0-22 4-32z"/>',
  crown: '<path d="M30 80l-4-38 18 14 16-24 16 24 18-14-4 38z"/><rect x="30" y="84" width="60" height="8" rx="3"/>',
  dice: '<rect x="32" y="32" width="56" height="56" rx="12"/><g fill="#0000004d"><circle cx="46" cy="46" r="5"/><circle cx="74" cy="74" r="5"/><circle cx="60" cy="60" r="5"/><circle cx="74" cy="46" r="5"/><circle cx="46" cy="74" r="5"/></g>',
  star: '<path d="M60 26l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z"/>',
  cherry:
    '<path d="M58 30c10 6 16 18 18 30M58 30c-4 10-10 18-18 26" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="42" cy="72" r="14"/><circle cx="78" cy="70" r="14"/>',
  diamond: '<path d="M36 48l12-14h24l12 14-24 40z"/><path d="M36 48h48M48 34l12 54 12-54" stroke="#0000003a" stroke-width="2" fill="none"/>',
  clover:
    '<circle cx="48" cy="50" r="13"/><circle cx="72" cy="50" r="13"/><circle cx="60" cy="36" r="13"/><circle cx="60" cy="62" r="10"/><path d="M60 66c0 10 4 18 10 24" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
};

/** One preset's SVG (player-facing art: a soft highlight, the emblem, a thin ring). */
export function avatarPresetArt(key: AvatarPresetKey): string {
  const p = AVATAR_PRESETS.find((x) => x.key === key)!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(p.key)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><radialGradient id="h" cx=".3" cy=".25" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><circle cx="60" cy="60" r="60" fill="url(#g)"/><circle cx="60" cy="60" r="60" fill="url(#h)"/><g fill="#fff" fill-opacity=".95">${GLYPHS[p.glyph]}</g><circle cx="60" cy="60" r="57" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/></svg>`;
}

import { useCallback } from 'react';
import { useRootData } from './root-data';

/**
 * A platform image on the visitor's image CDN: a path such as
 * `/game/123.svg` goes onto the CDN base; an absolute URL, or anything when there is no base, is kept.
 * Only platform-provided images go through here: the site's own `/…` assets are not on the CDN.
 */
export function onImageCdn(src: string | null, base: string | null): string | null {
  if (!src || !base || !src.startsWith('/') || src.startsWith('//')) return src;
  return `${base.replace(/\/+$/, '')}${src}`;
}

/** `const image = useImageCdn(); <img src={image(game.icon)} />`: the root loader chose the base. */
export function useImageCdn(): (src: string | null) => string | null {
  const base = useRootData()?.imageCdn ?? null;
  return useCallback((src: string | null) => onImageCdn(src, base), [base]);
}

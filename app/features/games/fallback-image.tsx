import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { useImageCdn } from '~/request/image-cdn';

/**
 * An image that falls back once to `fallback` when it fails, including a
 * failure that happened before hydration, which React never hears about. `src` is a platform image
 * (on the visitor's image CDN); `fallback` is the site's own.
 */
export function FallbackImage({ src, fallback, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; fallback: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const image = useImageCdn();
  const swap = (img: HTMLImageElement) => {
    if (img.dataset.fellBack) return;
    img.dataset.fellBack = '1';
    img.src = fallback;
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) swap(img);
  });
  return <img ref={ref} src={image(src) ?? fallback} loading="lazy" decoding="async" onError={(e) => swap(e.currentTarget)} {...rest} />;
}

import type Sharp from 'sharp';

/**
 * The CDN's art as raster images, drawn from the same SVG. A browser draws an SVG `<img>` as a small document of its
 * own on the page's main thread (parse, style, text layout, paint), where a PNG or JPEG is decoded off it: on a game
 * lobby that was about a quarter of the page's main-thread time. A real platform's CDN serves raster art.
 */
export type RasterFormat = 'png' | 'jpg' | 'webp';

/** JPEG quality: the art is flat colour and gradients, which this keeps clean at about a quarter of a PNG's bytes. */
const JPEG_QUALITY = 82;
/** WebP quality: a game tile in 3.9 KB where the JPEG above takes 8.9, though it takes 18 ms to draw where the JPEG takes 8. */
const WEBP_QUALITY = 75;

let loading: Promise<typeof Sharp> | null = null;
/**
 * sharp (libvips) loaded at the first drawing: a platform that draws nothing (most test platforms) does not pay its
 * load. One drawing at a time and no cache of libvips' own: the platform shares its cores with the site, and keeps
 * the drawn bytes itself (raster-cache.ts).
 */
function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** What decides a drawing's bytes besides its SVG, format and width (the libraries' versions, the quality): part of a kept drawing's key. */
export async function rasterStyle(): Promise<string> {
  const sharp = await loadSharp();
  return `sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips} q${JPEG_QUALITY} webp q${WEBP_QUALITY}`;
}

/**
 * Draws `svg` as `format`, `width` pixels wide (the SVG's own width when not given). A JPEG has no transparency:
 * what the art leaves clear is drawn on `background`. The art's words take the system's sans-serif face.
 */
export async function rasterise(
  svg: string,
  format: RasterFormat,
  { width, background = '#0f172a' }: { width?: number; background?: string } = {},
): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(Buffer.from(svg));
  if (width) image = image.resize({ width });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: WEBP_QUALITY }).toBuffer();
  return image.flatten({ background }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

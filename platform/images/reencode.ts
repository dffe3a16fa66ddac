import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { Refusal } from '../db/refusal';
import { checkedImageHeader, type ImageType } from './image-header';

export type Rgba = { width: number; height: number; data: Uint8Array };
export type StoredImage = { contentType: ImageType; bytes: Buffer };
export type Crop = { left: number; top: number; width: number; height: number };

/** A stored proof or screenshot is at most this wide or tall: legible, and a fraction of a phone photo's pixels. */
export const STORED_SIDE = 2048;
const JPEG_QUALITY = 85;

/** Pixels of a PNG or JPEG whose header was checked first (type and size), so nothing over the cap is ever decoded. */
export function decodeImage(bytes: Buffer): Rgba & { type: ImageType } {
  const { type } = checkedImageHeader(bytes);
  try {
    const image =
      type === 'image/png' ? PNG.sync.read(bytes) : jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 17, maxMemoryUsageInMB: 256 });
    if (!image.width || !image.height) throw new Refusal('upload.invalid');
    return { type, width: image.width, height: image.height, data: image.data };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // Bytes that start like an image but do not decode as one (a polyglot, a truncated file).
    throw new Refusal('upload.invalid');
  }
}

/**
 * A region of the image scaled to `width` × `height` by averaging the source pixels under each target pixel
 * (a box filter: smooth when shrinking, nearest when enlarging). Colour is weighted by alpha, so transparent
 * pixels lend no colour to their neighbours.
 */
export function boxResize(src: Rgba, crop: Crop, width: number, height: number): Rgba {
  const out = new Uint8Array(width * height * 4);
  const sx = crop.width / width;
  const sy = crop.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = crop.top + Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, crop.top + Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = crop.left + Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, crop.left + Math.floor((x + 1) * sx));
      let r = 0,
        g = 0,
        b = 0,
        a = 0,
        n = 0;
      for (let py = y0; py < y1; py++) {
        for (let px = x0; px < x1; px++) {
          const i = (py * src.width + px) * 4;
          const alpha = src.data[i + 3]!;
          r += src.data[i]! * alpha;
          g += src.data[i + 1]! * alpha;
          b += src.data[i + 2]! * alpha;
          a += alpha;
          n++;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = a ? Math.round(r / a) : 0;
      out[o + 1] = a ? Math.round(g / a) : 0;
      out[o + 2] = a ? Math.round(b / a) : 0;
      out[o + 3] = Math.round(a / n);
    }
  }
  return { width, height, data: out };
}

/**
 * An uploaded image as it is stored: decoded (after its header passed the size cap), scaled down to fit
 * STORED_SIDE and written afresh in its own format. Nothing of the original file survives (metadata,
 * trailing bytes, HTML behind a PNG signature), so what is kept is only ever an image.
 */
export function reencodeImage(bytes: Buffer): StoredImage {
  const image = decodeImage(bytes);
  const scale = Math.min(1, STORED_SIDE / Math.max(image.width, image.height));
  const fitted =
    scale < 1
      ? boxResize(
          image,
          { left: 0, top: 0, width: image.width, height: image.height },
          Math.max(1, Math.round(image.width * scale)),
          Math.max(1, Math.round(image.height * scale)),
        )
      : image;
  const data = Buffer.from(fitted.data.buffer, fitted.data.byteOffset, fitted.data.byteLength);
  if (image.type === 'image/png')
    return { contentType: 'image/png', bytes: PNG.sync.write({ width: fitted.width, height: fitted.height, data }, { colorType: 6 }) };
  return { contentType: 'image/jpeg', bytes: Buffer.from(jpeg.encode({ width: fitted.width, height: fitted.height, data }, JPEG_QUALITY).data) };
}

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { Refusal } from '../db/refusal';

/** Avatars are stored and served at this size, square. */
export const AVATAR_SIZE = 256;
/** An upload larger than this in pixels is refused before it is decoded into memory (40 MP ≈ 160 MB of RGBA). */
const MAX_MEGAPIXELS = 25;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

type Rgba = { width: number; height: number; data: Uint8Array };

/** The PNG's size from its header, read before decoding so a tiny file claiming a huge canvas costs nothing. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Refusal('upload.invalid');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function decode(bytes: Buffer): Rgba {
  try {
    if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
      const { width, height } = pngSize(bytes);
      if (!width || !height || width * height > MAX_MEGAPIXELS * 1_000_000) throw new Refusal('upload.invalid');
      return PNG.sync.read(bytes);
    }
    if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) {
      return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 256 });
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // Bytes that start like an image but do not decode as one (a polyglot, a truncated file).
    throw new Refusal('upload.invalid');
  }
  // SVG, GIF, HTML, anything else: only PNG and JPEG are avatars.
  throw new Refusal('upload.invalid');
}

/**
 * A centre square of the image scaled to `size` by averaging the source pixels under each target
 * pixel (a box filter: smooth when shrinking, nearest when enlarging), onto white where transparent.
 */
function squareResize(src: Rgba, size: number): Buffer {
  const side = Math.min(src.width, src.height);
  const left = Math.floor((src.width - side) / 2);
  const top = Math.floor((src.height - side) / 2);
  const out = Buffer.alloc(size * size * 4);
  const scale = side / size;
  for (let y = 0; y < size; y++) {
    const y0 = top + Math.floor(y * scale);
    const y1 = Math.max(y0 + 1, top + Math.floor((y + 1) * scale));
    for (let x = 0; x < size; x++) {
      const x0 = left + Math.floor(x * scale);
      const x1 = Math.max(x0 + 1, left + Math.floor((x + 1) * scale));
      let r = 0, g = 0, b = 0, a = 0, n = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * src.width + sx) * 4;
          r += src.data[i]!; g += src.data[i + 1]!; b += src.data[i + 2]!; a += src.data[i + 3]!;
          n++;
        }
      }
      const alpha = a / n / 255;
      const o = (y * size + x) * 4;
      out[o] = Math.round((r / n) * alpha + 255 * (1 - alpha));
      out[o + 1] = Math.round((g / n) * alpha + 255 * (1 - alpha));
      out[o + 2] = Math.round((b / n) * alpha + 255 * (1 - alpha));
      out[o + 3] = 255;
    }
  }
  return out;
}

/**
 * An uploaded avatar, checked by its first bytes (PNG or JPEG only) and re-encoded: decoded to
 * pixels, cropped square, resized and written as a fresh PNG. Nothing of the original file survives
 * (metadata, trailing data, a script in a polyglot), so what is served is only ever an image.
 */
export function reencodeAvatar(bytes: Buffer): Buffer {
  const image = decode(bytes);
  if (!image.width || !image.height) throw new Refusal('upload.invalid');
  return PNG.sync.write({ width: AVATAR_SIZE, height: AVATAR_SIZE, data: squareResize(image, AVATAR_SIZE) }, { colorType: 2, inputHasAlpha: true });
}

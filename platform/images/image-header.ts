import { Refusal } from '../db/refusal';

export type ImageType = 'image/png' | 'image/jpeg';

/** No stored image is wider or taller than this; a header claiming more is refused before any decode. */
export const MAX_IMAGE_SIDE = 4096;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** JPEG start-of-frame markers (baseline, progressive, lossless…): every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The JPEG's size from its first frame header, walking the segments before it (EXIF and the like). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (JPEG_FRAMES.has(marker)) return at + 9 <= bytes.length ? { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) } : null;
    at += 2 + length;
  }
  return null;
}

/**
 * What an upload is by its first bytes and how large its header says it is, without decoding a pixel:
 * PNG or JPEG only (else `upload.invalid`), at most MAX_IMAGE_SIDE on each side (else `upload.dimensions`).
 */
export function checkedImageHeader(bytes: Buffer): { type: ImageType; width: number; height: number } {
  let type: ImageType | null = null;
  let size: { width: number; height: number } | null = null;
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    type = 'image/png';
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    type = 'image/jpeg';
    size = jpegSize(bytes);
  }
  if (!type || !size || !size.width || !size.height) throw new Refusal('upload.invalid');
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    throw new Refusal('upload.dimensions', { maxWidth: MAX_IMAGE_SIDE, maxHeight: MAX_IMAGE_SIDE, width: size.width, height: size.height });
  return { type, ...size };
}

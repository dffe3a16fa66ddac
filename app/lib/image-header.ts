export type ImageType = 'image/png' | 'image/jpeg';
export type ImageHeader = { type: ImageType; width: number; height: number };

/** The widest and tallest image the site takes; a larger one is refused from its header, before anyone decodes it. */
export const MAX_IMAGE_SIDE = 4096;
/** How far into a JPEG its frame header may sit (after EXIF, thumbnails and colour profiles) before we give up. */
export const MAX_IMAGE_HEADER_BYTES = 512 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** A JPEG's start-of-frame segment (SOF0–SOF15 but C4, C8, CC, which are other tables) carries its size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG's segments to its frame header: its size, 'more' when the bytes so far end first, null when malformed. */
function jpegHeader(b: Uint8Array): ImageHeader | 'more' | null {
  let at = 2;
  for (;;) {
    if (at + 4 > b.length) return 'more';
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2) return null;
    if (isFrame(marker)) return at + 9 > b.length ? 'more' : { type: 'image/jpeg', height: u16(b, at + 5), width: u16(b, at + 7) };
    at += 2 + length;
  }
}

/**
 * What the file is and how large it says it is, from its first bytes only: a PNG's IHDR or a JPEG's frame
 * header. 'more' when the bytes so far do not yet tell; null when they are not a PNG or JPEG.
 */
export function imageHeaderOf(head: Uint8Array): ImageHeader | 'more' | null {
  const starts = (signature: readonly number[]) => signature.slice(0, head.length).every((byte, i) => head[i] === byte);
  if (starts(PNG_SIGNATURE)) {
    if (head.length < 24) return 'more';
    const chunk = String.fromCharCode(head[12]!, head[13]!, head[14]!, head[15]!);
    return chunk === 'IHDR' ? { type: 'image/png', width: u32(head, 16), height: u32(head, 20) } : null;
  }
  if (starts(JPEG_SIGNATURE)) return head.length < JPEG_SIGNATURE.length ? 'more' : jpegHeader(head);
  return null;
}

/** Within the size the site takes: at least a pixel and at most MAX_IMAGE_SIDE each way. */
export const withinImageSide = (header: ImageHeader) =>
  header.width > 0 && header.height > 0 && header.width <= MAX_IMAGE_SIDE && header.height <= MAX_IMAGE_SIDE;

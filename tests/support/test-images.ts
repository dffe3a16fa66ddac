import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

const HERE = fileURLToPath(import.meta.url);
const KEPT = path.join(path.dirname(HERE), '../.artifacts/test-images');
/** Pixels from which an image is kept on disk rather than made again: a phone-sized photo costs ~0.3–0.8 CPU-seconds to encode. */
const KEEP_FROM_PIXELS = 250_000;
let maker: string | undefined;

/**
 * The image `make` encodes, made once and kept under a name of its arguments and of this file's source (an edit
 * makes new ones), so the test files and e2e workers that send the same photo read it instead of encoding it again.
 */
function kept(name: string, pixels: number, make: () => Buffer): Buffer {
  if (pixels < KEEP_FROM_PIXELS) return make();
  maker ??= crypto.createHash('sha256').update(fs.readFileSync(HERE)).digest('hex').slice(0, 12);
  const file = path.join(KEPT, `${name}-${maker}.bin`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const bytes = make();
  fs.mkdirSync(KEPT, { recursive: true });
  // Written aside and renamed, so a process beside this one never reads half an image.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return bytes;
}

/** Pixels of seeded noise (a small xorshift), so an image compresses as badly as a phone photo and is the same on every run. */
function noise(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let x = seed | 0 || 1;
  for (let i = 0; i < data.length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = x & 0xff;
    data[i + 1] = (x >>> 8) & 0xff;
    data[i + 2] = (x >>> 16) & 0xff;
    data[i + 3] = 255;
  }
  return data;
}

/** A PNG of noise: about 3 bytes a pixel, so 1100 × 1000 is a 3.3 MB file. */
export function noisyPng(width = 1100, height = 1000, seed = 7): Buffer {
  return kept(`noisy-${width}x${height}-${seed}.png`, width * height, () =>
    PNG.sync.write({ width, height, data: noise(width, height, seed) }, { colorType: 2, inputHasAlpha: true }),
  );
}

/** A JPEG of noise at quality 90: 1400 × 1400 is about 3.7 MB. */
export function noisyJpeg(width = 1400, height = 1400, seed = 11): Buffer {
  return kept(`noisy-${width}x${height}-${seed}.jpg`, width * height, () =>
    Buffer.from(jpeg.encode({ width, height, data: noise(width, height, seed) }, 90).data),
  );
}

/** A real tiny PNG followed by zeros up to `size` bytes: what a size limit sees, with a header that reads as a PNG. */
export function paddedPng(size: number): Uint8Array<ArrayBuffer> {
  const real = noisyPng(4, 4);
  const bytes = new Uint8Array(Math.max(size, real.length));
  bytes.set(real);
  return bytes;
}

/** A tiny PNG whose well-formed header claims `width` × `height` (a decompression bomb's header, without the bomb). */
export function pngClaiming(width: number, height: number): Buffer {
  const png = PNG.sync.write({ width: 1, height: 1, data: Buffer.from([255, 0, 0, 255]) }, { colorType: 2, inputHasAlpha: true });
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The header chunk's checksum made right again, so only its size is wrong.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** How long a form may take to answer a phone photo: the platform decodes and re-encodes it, seconds on a busy machine. */
export const PHOTO_MS = 20_000;

let photos: { jpeg: Buffer; png: Buffer } | null = null;
/** A phone-sized JPEG and PNG (3–4 MB each), kept once per checkout (`kept`) and shared by the tests that pick them. */
export function phonePhotos() {
  photos ??= { jpeg: noisyJpeg(), png: noisyPng() };
  return {
    jpeg: { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photos.jpeg },
    png: { name: 'Screenshot.png', mimeType: 'image/png', buffer: photos.png },
  };
}

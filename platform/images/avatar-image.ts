import { PNG } from 'pngjs';
import { boxResize, decodeImage } from './reencode';

/** Avatars are stored and served at this size, square. */
export const AVATAR_SIZE = 256;

/**
 * An uploaded avatar, checked by its header (PNG or JPEG, within the size cap) and re-encoded: decoded to
 * pixels, cropped to its centre square, resized, laid on white where transparent and written as a fresh PNG.
 * Nothing of the original file survives, so what is served is only ever an image.
 */
export function reencodeAvatar(bytes: Buffer): Buffer {
  const image = decodeImage(bytes);
  const side = Math.min(image.width, image.height);
  const square = boxResize(
    image,
    { left: Math.floor((image.width - side) / 2), top: Math.floor((image.height - side) / 2), width: side, height: side },
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  const out = Buffer.alloc(AVATAR_SIZE * AVATAR_SIZE * 4);
  for (let i = 0; i < out.length; i += 4) {
    const alpha = square.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(square.data[i + c]! * alpha + 255 * (1 - alpha));
    out[i + 3] = 255;
  }
  return PNG.sync.write({ width: AVATAR_SIZE, height: AVATAR_SIZE, data: out }, { colorType: 2, inputHasAlpha: true });
}

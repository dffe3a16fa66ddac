import { imageHeaderOf, MAX_IMAGE_HEADER_BYTES, withinImageSide } from '~/lib/image-header';

/** The largest image a form sends; the server holds the same line. */
export const MAX_IMAGE_FILE_BYTES = 5 * 1024 * 1024;
export const IMAGE_FILE_TYPES = 'image/png,image/jpeg';

export type ImageFileProblem = 'type' | 'size' | 'dimensions';

/**
 * What is wrong with a picked file before it is sent, if anything: not a PNG or JPEG (by its declared type
 * and its first bytes), over 5 MB, or a header claiming more than 4096 × 4096. Only the header is read.
 */
export async function imageFileProblem(file: File): Promise<ImageFileProblem | null> {
  if (!IMAGE_FILE_TYPES.split(',').includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_FILE_BYTES) return 'size';
  const header = imageHeaderOf(new Uint8Array(await file.slice(0, MAX_IMAGE_HEADER_BYTES).arrayBuffer()));
  if (!header || header === 'more') return 'type';
  return withinImageSide(header) ? null : 'dimensions';
}

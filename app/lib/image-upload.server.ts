import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { MAX_FIELD_LENGTH } from './form.server';

/** Proof images: PNG or JPEG, at most 5 MB each. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What a form with one image may send in all: the image and a little text. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export type ImageType = 'image/png' | 'image/jpeg';
export type Upload = { bytes: Uint8Array<ArrayBuffer>; type: ImageType };
export type UploadError = 'upload.missing' | 'upload.invalid' | 'upload.too.large';
export type UploadForm = { fields: Record<string, string>; image: Upload | null; error: UploadError | null };

/** What the file is by its first bytes, whatever its name or declared type says. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (head.length >= 8 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47 && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

class TooLarge extends Error {}

/**
 * A multipart form with one image field, read as it streams in: the image stops being read past
 * `maxImageBytes` (5 MB unless said), is kept only when its bytes say PNG or JPEG, and lives in memory (never on a path the
 * player chose). Text fields are capped like every form field. Not a multipart form: 415.
 */
export async function readImageForm(request: Request, imageField: string, maxImageBytes = MAX_IMAGE_BYTES): Promise<UploadForm> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) throw new Response('Unsupported Media Type', { status: 415 });
  let image: Upload | null = null;
  let error: UploadError | null = null;
  // Text fields as they arrive, so a refusal of the image can still name what it was for.
  const fields: Record<string, string> = {};
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = filename === undefined ? MAX_FIELD_LENGTH * 4 : maxImageBytes;
    for await (const chunk of data) {
      size += chunk.length;
      if (size > limit) throw new TooLarge();
      chunks.push(chunk);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    if (filename === undefined) {
      const text = new TextDecoder().decode(bytes).slice(0, MAX_FIELD_LENGTH);
      fields[name.slice(0, 100)] = text;
      return text;
    }
    if (name !== imageField || size === 0) return null;
    const type = imageTypeOf(bytes.subarray(0, 8));
    if (!type) error = 'upload.invalid';
    else image = { bytes, type };
    return null;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (caught) {
    // Past the image's cap here, or past the whole body's cap in the HTTP layer (BodyTooLarge).
    if (caught instanceof TooLarge || (caught as Error)?.name === 'BodyTooLarge') return { fields, image: null, error: 'upload.too.large' };
    if (caught instanceof Response) throw caught;
    throw new Response('Bad Request', { status: 400 });
  }
  return { fields, image, error: error ?? (image ? null : 'upload.missing') };
}

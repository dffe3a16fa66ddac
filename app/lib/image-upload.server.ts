import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { MAX_FIELD_LENGTH } from './form.server';
import { imageHeaderOf, withinImageSide, type ImageType } from './image-header';

/** Proof images: PNG or JPEG, at most 5 MB each. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What a form with one image may send in all: the image and a little text. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export type { ImageType };
export type Upload = { bytes: Uint8Array<ArrayBuffer>; type: ImageType };
export type UploadError = 'upload.missing' | 'upload.invalid' | 'upload.too.large' | 'upload.dimensions';
export type UploadForm = { fields: Record<string, string>; image: Upload | null; error: UploadError | null };

/** Refusals every image form words the same way (the `member` messages ship with each of them). */
export const SHARED_UPLOAD_KEYS: Readonly<Record<string, string>> = { 'upload.dimensions': 'member.upload.dimensions', 'upload.quota': 'member.upload.quota' };

/** The message key of an upload refusal: the shared wording, else the form's own (`own(code)`). */
export const uploadErrorKey = (code: string, own: (code: string) => string) => SHARED_UPLOAD_KEYS[code] ?? own(code);

/** What an image's header says of it: its type when it is a PNG or JPEG within the size cap, else why not. */
export function checkedImageType(head: Uint8Array): { type: ImageType } | { error: 'upload.invalid' | 'upload.dimensions' } {
  const header = imageHeaderOf(head);
  if (!header || header === 'more') return { error: 'upload.invalid' };
  return withinImageSide(header) ? { type: header.type } : { error: 'upload.dimensions' };
}

class TooLarge extends Error {}

/**
 * A multipart form with one image field, read as it streams in: the image stops being read past
 * `maxImageBytes` (5 MB unless said), is kept only when its header says PNG or JPEG of at most 4096 × 4096 (no
 * pixel is decoded here), and lives in memory (never on a path the
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
    const checked = checkedImageType(bytes);
    if ('error' in checked) error = checked.error;
    else image = { bytes, type: checked.type };
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

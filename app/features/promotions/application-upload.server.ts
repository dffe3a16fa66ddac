import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';
import { MAX_FIELD_LENGTH } from '~/lib/form.server';
import { imageHeaderOf, MAX_IMAGE_HEADER_BYTES } from '~/lib/image-header';
import { checkedImageType, MAX_IMAGE_BYTES, type ImageType } from '~/lib/image-upload.server';

/** An activity application: a comment of at most 140 characters and at most 3 images. */
export const MAX_COMMENT = 140;
export const MAX_IMAGES = 3;

export type ApplicationError = 'comment' | 'tooMany' | 'tooLarge' | 'invalid' | 'dimensions' | 'form';
/** Sends one checked image on to the platform as it arrives; answers the platform's image id. */
export type SendImage = (image: { stream: ReadableStream<Uint8Array>; type: ImageType }) => Promise<number>;
export type ApplicationForm = { fields: Record<string, string>; imageIds: number[]; error: ApplicationError | null };

/** The comment as the player meant it: trimmed, counted in characters (an emoji is one), 1 to 140. */
export const commentOk = (comment: string | undefined) => {
  const text = (comment ?? '').trim();
  return text.length > 0 && [...text].length <= MAX_COMMENT;
};

/** The platform's answer to an image (a refusal, an outage), told apart from the parser's own failures. */
class SendFailed extends Error {
  constructor(readonly failure: unknown) {
    super('sending an image failed');
  }
}

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const _chunk of data) {
    // Read to the end so the next part of the form can be parsed; nothing is kept.
  }
}

/**
 * Reads a multipart application as it streams in. Text fields come first (the form puts them there) and
 * are checked before any image moves; each image is then checked by its first bytes (PNG or JPEG), passed
 * on to the platform while it is still arriving (never whole in this server's memory), and cut at 5 MB.
 * A fourth image, a bad comment or a bad image stops the uploads; what went up already waits unused on the
 * platform, which drops it. Not multipart: 415. The text fields land in `fields` as they arrive, so the
 * caller still has them (to give the player's comment back) when the platform refuses an image.
 */
export async function readApplication(request: Request, send: SendImage, fields: Record<string, string> = {}): Promise<ApplicationForm> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) throw new Response('Unsupported Media Type', { status: 415 });
  const imageIds: number[] = [];
  let images = 0;
  let error: ApplicationError | null = null;

  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined) {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        size += chunk.length;
        if (size > MAX_FIELD_LENGTH * 4) throw new Response('Bad Request', { status: 400 });
        chunks.push(chunk);
      }
      const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_FIELD_LENGTH);
      fields[name.slice(0, 100)] = text;
      return text;
    }
    const iterator = data[Symbol.asyncIterator]();
    // The first bytes say what the file is and how large its header says it is (a JPEG's frame header may
    // sit after its metadata); an empty file input sends a part with no bytes at all.
    let head = new Uint8Array(0);
    while (imageHeaderOf(head) === 'more' && head.length < MAX_IMAGE_HEADER_BYTES) {
      const next = await iterator.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    const rest = { [Symbol.asyncIterator]: () => iterator };
    if (head.length === 0 || name !== 'images') return null;
    images += 1;
    if (!error && !commentOk(fields.comment)) error = 'comment';
    if (!error && images > MAX_IMAGES) error = 'tooMany';
    const checked = checkedImageType(head);
    const type = 'type' in checked ? checked.type : null;
    if (!error && 'error' in checked) error = checked.error === 'upload.dimensions' ? 'dimensions' : 'invalid';
    if (error || !type) {
      await drain(rest);
      return null;
    }
    let size = 0;
    let tooLarge = false;
    // Read to the end once: asking a finished part for more breaks the parser.
    let drained: Promise<void> | null = null;
    const drainOnce = () => (drained ??= drain(rest));
    /** Passes a chunk on; past 5 MB only up to one byte too many (so the platform refuses it as too large), then stops. */
    const push = (controller: ReadableStreamDefaultController<Uint8Array>, chunk: Uint8Array): boolean => {
      size += chunk.length;
      if (size <= MAX_IMAGE_BYTES) {
        controller.enqueue(chunk);
        return true;
      }
      tooLarge = true;
      controller.enqueue(chunk.subarray(0, chunk.length - (size - MAX_IMAGE_BYTES - 1)));
      controller.close();
      return false;
    };
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        // The rest of an over-large file is read away here, never passed on.
        if (!push(controller, head)) await drainOnce();
      },
      async pull(controller) {
        if (tooLarge) return;
        const next = await iterator.next();
        if (next.done) return controller.close();
        if (!push(controller, next.value)) await drainOnce();
      },
    });
    try {
      imageIds.push(await send({ stream, type }));
    } catch (caught) {
      if (!tooLarge) throw new SendFailed(caught);
      error = 'tooLarge';
      await drainOnce();
    }
    return null;
  };

  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (caught) {
    // Past the whole body's cap in the HTTP layer (BodyTooLarge): four images, or images far over 5 MB.
    if ((caught as Error)?.name === 'BodyTooLarge') return { fields, imageIds, error: images > MAX_IMAGES ? 'tooMany' : 'tooLarge' };
    if (caught instanceof Response || caught instanceof SendFailed) throw caught instanceof SendFailed ? caught.failure : caught;
    // The parser's own failure: a body that is not the multipart it claims to be.
    throw new Response('Bad Request', { status: 400 });
  }
  return { fields, imageIds, error };
}

import { MAX_UPLOAD_BODY_BYTES } from '~/lib/image-upload.server';

/**
 * The pages whose forms carry a proof image. The HTTP layer streams their multipart bodies to the
 * action (which checks and caps the image) up to this size; every other body keeps the form limit.
 */
export const UPLOAD_ROUTES = ['/member/depositv2', '/member/withdraw'] as const;
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BODY_BYTES;

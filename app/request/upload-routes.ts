import { MAX_IMAGE_BYTES, MAX_UPLOAD_BODY_BYTES } from '~/lib/image-upload.server';

/**
 * The pages whose forms carry an image (a proof, an avatar). The HTTP layer streams their multipart bodies to the
 * action (which checks and caps the image) up to this size; every other body keeps the form limit.
 */
export const UPLOAD_ROUTES = ['/member/depositv2', '/member/withdraw', '/member/securityCenter', '/member/feedback', '/promoDetail'] as const;
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BODY_BYTES;
/** Pages whose forms carry more than one image: an activity application sends up to three. */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = { '/promoDetail': 3 * MAX_IMAGE_BYTES + 64 * 1024 };

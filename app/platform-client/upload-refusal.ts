import { SHARED_UPLOAD_KEYS } from '~/lib/image-upload.server';
import { isPlatformError } from '~/platform-client/errors';

/**
 * The platform's refusals of an image that every image form words the same way (over the size cap, over the
 * member's upload volume): the message key and the status, or null for any other failure.
 */
export function sharedUploadRefusal(error: unknown): { key: string; status: 400 | 429 } | null {
  if (!isPlatformError(error) || error.kind !== 'rejected') return null;
  const code = error.details.errorCode ?? '';
  const key = SHARED_UPLOAD_KEYS[code];
  return key ? { key, status: code === 'upload.quota' ? 429 : 400 } : null;
}

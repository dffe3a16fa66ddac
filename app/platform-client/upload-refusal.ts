import { SHARED_UPLOAD_KEYS } from '~/lib/image-upload.server';
import { isPlatformError } from '~/platform-client/errors';
import { refusal, type Refusal } from '~/platform-client/refusal';

/**
 * The platform's refusals of an image that every image form words the same way (over the size cap, over the
 * member's upload volume), or null for any other failure.
 */
export function sharedUploadRefusal(error: unknown): Refusal | null {
  const shared = isPlatformError(error) && error.kind === 'rejected' && Object.hasOwn(SHARED_UPLOAD_KEYS, error.details.errorCode ?? '');
  return shared ? refusal(error, { codes: SHARED_UPLOAD_KEYS }) : null;
}

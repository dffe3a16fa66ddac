import * as v from 'valibot';
import { fieldErrors, formFields } from '~/lib/form-fields';
import { AFFILIATE_CHANNELS, EMAIL_PATTERN, MAX_EMAIL, MAX_EXPERIENCE, MAX_MESSENGER, MAX_NAME, MOBILE_PATTERN } from './application-check';

/**
 * The affiliate application as the join-us form sends it, checked by the action. Messages are locale keys.
 * At least one way to reach the applicant. The browser checks the same rules with `application-check.ts`.
 */

const optionalText = (max: number, tooLong: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong)), '');

export const ApplicationSchema = v.pipe(
  formFields(
    {
      name: v.pipe(
        v.string('join.errors.nameRequired'),
        v.trim(),
        v.minLength(1, 'join.errors.nameRequired'),
        v.maxLength(MAX_NAME, 'join.errors.nameTooLong'),
      ),
      email: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(MAX_EMAIL, 'join.errors.emailInvalid'),
          v.union([v.literal(''), v.pipe(v.string(), v.regex(EMAIL_PATTERN, 'join.errors.emailInvalid'))], 'join.errors.emailInvalid'),
        ),
        '',
      ),
      mobile: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.union([v.literal(''), v.pipe(v.string(), v.regex(MOBILE_PATTERN, 'join.errors.mobileInvalid'))], 'join.errors.mobileInvalid'),
        ),
        '',
      ),
      messengerId: optionalText(MAX_MESSENGER, 'join.errors.messengerTooLong'),
      channel: v.picklist(AFFILIATE_CHANNELS, 'join.errors.channelRequired'),
      experience: optionalText(MAX_EXPERIENCE, 'join.errors.experienceTooLong'),
    },
    'join.errors.generic',
  ),
  v.forward(
    v.check((form) => form.email !== '' || form.mobile !== '', 'join.errors.contactRequired'),
    ['email'],
  ),
);
export type Application = v.InferOutput<typeof ApplicationSchema>;

/** Field → its first message key. */
export const applicationErrors = fieldErrors;

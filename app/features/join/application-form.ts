import * as v from 'valibot';
import { fieldErrors, formFields } from '~/lib/form-fields';

/**
 * The affiliate application as the join-us form sends it, checked by the same schema in the browser (before
 * the round trip) and in the action. Messages are locale keys. At least one way to reach the applicant.
 */
export const AFFILIATE_CHANNELS = ['WEBSITE', 'SOCIAL', 'COMMUNITY', 'OTHER'] as const;
export const MAX_NAME = 80;
export const MAX_EXPERIENCE = 500;
export const MAX_MESSENGER = 80;

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
          v.maxLength(254, 'join.errors.emailInvalid'),
          v.union([v.literal(''), v.pipe(v.string(), v.email('join.errors.emailInvalid'))], 'join.errors.emailInvalid'),
        ),
        '',
      ),
      mobile: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\+?[0-9 ()-]{6,24}$/, 'join.errors.mobileInvalid'))], 'join.errors.mobileInvalid'),
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

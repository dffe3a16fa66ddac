import * as v from 'valibot';
import { fieldErrors, formFields } from '~/lib/form-fields';
import { FEEDBACK_CATEGORIES } from '~/platform-client/vocabulary/feedback';
import { MAX_FEEDBACK_TEXT } from './feedback-check';

/** Feedback as the action reads it (the browser checks the same rules in `feedback-check.ts`). Messages are locale keys. */

export const FeedbackFormSchema = formFields(
  {
    category: v.picklist(FEEDBACK_CATEGORIES, 'feedback.errors.category'),
    content: v.pipe(
      v.string('feedback.errors.contentRequired'),
      v.trim(),
      v.minLength(1, 'feedback.errors.contentRequired'),
      v.maxLength(MAX_FEEDBACK_TEXT, 'feedback.errors.contentTooLong'),
    ),
  },
  'feedback.errors.generic',
);

export const feedbackErrors = fieldErrors;

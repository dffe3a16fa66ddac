import * as v from 'valibot';
import { FEEDBACK_CATEGORIES } from '~/platform-client/vocabulary/feedback';
import { MAX_FEEDBACK_TEXT } from './feedback-check';

/** Feedback as the action reads it (the browser checks the same rules in `feedback-check.ts`). Messages are locale keys. */

export const FeedbackFormSchema = v.object({
  category: v.picklist(FEEDBACK_CATEGORIES, 'feedback.errors.category'),
  content: v.pipe(
    v.string('feedback.errors.contentRequired'),
    v.trim(),
    v.minLength(1, 'feedback.errors.contentRequired'),
    v.maxLength(MAX_FEEDBACK_TEXT, 'feedback.errors.contentTooLong'),
  ),
});

export function feedbackErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

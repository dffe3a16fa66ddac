import * as v from 'valibot';
import { FEEDBACK_CATEGORIES } from '~/platform-client/schemas/feedback';

/** Feedback as the form sends it, checked by the same schema in the browser and in the action. Messages are locale keys. */
export const MAX_FEEDBACK_TEXT = 1000;

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

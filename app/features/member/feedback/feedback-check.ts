import { FEEDBACK_CATEGORIES } from '~/platform-client/vocabulary/feedback';

/** The longest feedback text, in characters (after trimming). */
export const MAX_FEEDBACK_TEXT = 1000;

/**
 * The browser's check of the feedback form before it posts, the same rules and locale keys as the action's
 * schema (`feedback-form.ts`), without the validation library: the server checks again.
 */
export function feedbackProblems(form: { category: unknown; content: unknown }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!(FEEDBACK_CATEGORIES as readonly unknown[]).includes(form.category)) problems.category = 'feedback.errors.category';
  const content = typeof form.content === 'string' ? form.content.trim() : '';
  if (!content) problems.content = 'feedback.errors.contentRequired';
  else if (content.length > MAX_FEEDBACK_TEXT) problems.content = 'feedback.errors.contentTooLong';
  return problems;
}

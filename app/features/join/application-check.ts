/** How an affiliate brings players; the form's choices and the schema's picklist. */
export const AFFILIATE_CHANNELS = ['WEBSITE', 'SOCIAL', 'COMMUNITY', 'OTHER'] as const;
export const MAX_NAME = 80;
export const MAX_EXPERIENCE = 500;
export const MAX_MESSENGER = 80;
export const MAX_EMAIL = 254;
/** The same e-mail rule as the validation library's `email` action the action uses. */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
export const MOBILE_PATTERN = /^\+?[0-9 ()-]{6,24}$/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The browser's check of the affiliate application before it posts: the same rules and locale keys as the
 * action's schema (`application-form.ts`), field → its first problem, without the validation library.
 * "At least one way to reach the applicant" is judged, as the schema does, only once the name is there
 * and the channel is one of the choices.
 */
export function applicationProblems(form: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name) problems.name = 'join.errors.nameRequired';
  else if (name.length > MAX_NAME) problems.name = 'join.errors.nameTooLong';
  const email = trimmed(form.email);
  if (email.length > MAX_EMAIL || (email && !EMAIL_PATTERN.test(email))) problems.email = 'join.errors.emailInvalid';
  const mobile = trimmed(form.mobile);
  if (mobile && !MOBILE_PATTERN.test(mobile)) problems.mobile = 'join.errors.mobileInvalid';
  if (trimmed(form.messengerId).length > MAX_MESSENGER) problems.messengerId = 'join.errors.messengerTooLong';
  const channelChosen = (AFFILIATE_CHANNELS as readonly unknown[]).includes(form.channel);
  if (!channelChosen) problems.channel = 'join.errors.channelRequired';
  if (trimmed(form.experience).length > MAX_EXPERIENCE) problems.experience = 'join.errors.experienceTooLong';
  if (typeof form.name === 'string' && channelChosen && !email && !mobile) problems.email ??= 'join.errors.contactRequired';
  return problems;
}

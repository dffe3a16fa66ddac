import type { AppLoadContext } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { GeetestChallengeSchema } from '~/platform-client/schemas/geetest';

/** What the form needs to show the challenge; `unavailable` when the platform could not give one. */
export type GeetestView =
  | { kind: 'demo'; challenge: string; image: string; width: number; height: number; piece: number }
  | { kind: 'geetest'; gt: string; challenge: string; offline: boolean; newCaptcha: boolean }
  | { kind: 'unavailable' };

/**
 * A fresh challenge for a login or registration form when the brand's config asks for Geetest (GEETEST3).
 * It is the visitor's own: kept in their session (the loader commits it), so no two visitors share a page.
 */
export async function geetestChallenge(context: AppLoadContext): Promise<GeetestView | null> {
  const [site, session] = await Promise.all([context.site(), context.session()]);
  if (!site.config.features.geetest) return null;
  try {
    const value = await (await context.guestPlatform()).call('captchaGeetest', GeetestChallengeSchema);
    session.set('geetestChallenge', value.challenge);
    if (value.demo) return { kind: 'demo', challenge: value.challenge, ...value.demo };
    return { kind: 'geetest', gt: value.gt, challenge: value.challenge, offline: !value.success, newCaptcha: value.new_captcha };
  } catch (error) {
    // The form still shows; sending it without an answer gets the platform's own refusal.
    if (isPlatformError(error)) return { kind: 'unavailable' };
    throw error;
  }
}

const FIELD = /^[A-Za-z0-9_|.-]{0,200}$/;

/** Whether the form's loader put a challenge in the session (which must then be committed). */
export const issuedChallenge = (view: GeetestView | null) => view !== null && view.kind !== 'unavailable';

/**
 * The solved challenge as the contract merges it into a login or registration payload: only the answer to
 * the challenge this visitor was given (Geetest may lengthen the id it hands back, never change it).
 */
export async function geetestAnswer(context: AppLoadContext, form: Record<string, unknown>): Promise<Record<string, string>> {
  const given = (await context.session()).get('geetestChallenge');
  if (!given || typeof form.geetest_challenge !== 'string' || !form.geetest_challenge.startsWith(given)) return {};
  const answer: Record<string, string> = {};
  for (const name of ['geetest_challenge', 'geetest_validate', 'geetest_seccode']) {
    const value = form[name];
    if (typeof value === 'string' && value && FIELD.test(value)) answer[name] = value;
  }
  return answer;
}

import { parseAmount } from '~/lib/money';
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '~/platform-client/vocabulary/responsible-gambling';

/**
 * The responsible-gaming forms' rules the browser checks before posting, with the action's locale keys and
 * without the validation library; the action checks them again with its schemas (`rg-forms.ts`).
 */

export const SESSION_MINUTES = { min: 5, max: 1440 } as const;
/** The longest text a limit's amount field may post. */
export const MAX_LIMIT_TEXT = 40;
const MAX_PASSWORD = 100;

/** A limit's value in the platform's unit: minor units of money, or whole minutes for the session; null removes it. */
export function limitValue(
  form: { kind: string; amount: string; remove?: string },
  exponent: number,
  language: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  if (form.remove) return { ok: true, value: null };
  if (form.kind === 'SESSION') {
    const minutes = form.amount.trim();
    if (!/^\d{1,4}$/.test(minutes) || Number(minutes) < SESSION_MINUTES.min || Number(minutes) > SESSION_MINUTES.max)
      return { ok: false, error: 'rg.errors.minutesInvalid' };
    return { ok: true, value: Number(minutes) };
  }
  const amount = parseAmount(form.amount, exponent, language);
  return amount.ok ? { ok: true, value: amount.minor } : { ok: false, error: 'rg.errors.limitInvalid' };
}

/** What is wrong with one limit's form as posted (`remove` set by its Remove button), or null. */
export function limitProblem(form: Record<string, string | undefined>, exponent: number, language: string): string | null {
  const amount = form.amount ?? '';
  if (amount.length > MAX_LIMIT_TEXT) return 'rg.errors.form';
  const value = limitValue({ kind: form.kind ?? '', amount, remove: form.remove }, exponent, language);
  return value.ok ? null : value.error;
}

/** The break's confirmation step as posted: each field's problem, keyed by field name. */
export function breakConfirmProblems(form: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.kind !== 'TIMEOUT' && form.kind !== 'SELF_EXCLUSION') problems.kind = 'rg.errors.form';
  if (!([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS] as readonly unknown[]).includes(form.duration)) problems.duration = 'rg.errors.durationRequired';
  const password = typeof form.password === 'string' ? form.password : '';
  if (!password || password.length > MAX_PASSWORD) problems.password = 'rg.errors.passwordRequired';
  if (form.confirm !== 'on') problems.confirm = 'rg.errors.confirmRequired';
  return problems;
}

/** The id of one limit's form, which its errors and notices are keyed by. */
export const limitFormId = (kind: string, period: string) => `limit-${kind}-${period}`;

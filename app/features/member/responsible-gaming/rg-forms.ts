import * as v from 'valibot';
import { parseAmount } from '~/lib/money';
import {
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_DURATIONS,
} from '~/platform-client/schemas/responsible-gambling';

/**
 * The responsible-gaming page's forms as they are posted, checked by the same schemas in the browser and
 * in the action. Messages are locale keys.
 */

export const SESSION_MINUTES = { min: 5, max: 1440 } as const;
const Text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, 'rg.errors.form')), '');

export const LimitFormSchema = v.object({
  intent: v.literal('limit'),
  kind: v.picklist([...MONEY_LIMIT_KINDS, 'SESSION'], 'rg.errors.form'),
  period: v.picklist([...LIMIT_PERIODS, 'SESSION'], 'rg.errors.form'),
  amount: Text(40),
  /** The "Remove" button: no amount, the limit goes (after the cooling-off). */
  remove: v.optional(v.literal('1')),
});

export const RealityCheckFormSchema = v.object({
  intent: v.literal('realityCheck'),
  minutes: v.picklist(REALITY_CHECK_MINUTES.map(String) as ['0', '15', '30', '60'], 'rg.errors.form'),
});

const BreakKind = v.picklist(['TIMEOUT', 'SELF_EXCLUSION'], 'rg.errors.form');
const Duration = v.picklist([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS], 'rg.errors.durationRequired');
/** A time-out lasts hours or days, a self-exclusion months, years or for good. */
export const durationFitsKind = (input: { kind: string; duration: string }) =>
  input.kind === 'TIMEOUT'
    ? (TIMEOUT_DURATIONS as readonly string[]).includes(input.duration)
    : (EXCLUSION_DURATIONS as readonly string[]).includes(input.duration);

export const BreakReviewSchema = v.object({ intent: v.literal('breakReview'), kind: BreakKind, duration: Duration });

export const BreakConfirmSchema = v.object({
  intent: v.literal('break'),
  kind: BreakKind,
  duration: Duration,
  password: v.pipe(v.string('rg.errors.passwordRequired'), v.minLength(1, 'rg.errors.passwordRequired'), v.maxLength(100, 'rg.errors.passwordRequired')),
  confirm: v.literal('on', 'rg.errors.confirmRequired'),
});

export const RgFormSchema = v.variant('intent', [LimitFormSchema, RealityCheckFormSchema, BreakReviewSchema, BreakConfirmSchema]);
export type RgForm = v.InferOutput<typeof RgFormSchema>;

export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

/** A limit's value in the platform's unit: minor units of money, or whole minutes for the session; null removes it. */
export function limitValue(
  form: v.InferOutput<typeof LimitFormSchema>,
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

/** The id of one limit's form, which its errors and notices are keyed by. */
export const limitFormId = (kind: string, period: string) => `limit-${kind}-${period}`;

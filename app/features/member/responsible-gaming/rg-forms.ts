import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import {
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_DURATIONS,
} from '~/platform-client/vocabulary/responsible-gambling';
import { MAX_LIMIT_TEXT } from './rg-checks';

/**
 * The responsible-gaming page's forms as the action reads them (the browser checks the same rules in
 * `rg-checks.ts`). Messages are locale keys.
 */

const Text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, 'rg.errors.form')), '');

export const LimitFormSchema = formFields(
  {
    intent: v.literal('limit'),
    kind: v.picklist([...MONEY_LIMIT_KINDS, 'SESSION'], 'rg.errors.form'),
    period: v.picklist([...LIMIT_PERIODS, 'SESSION'], 'rg.errors.form'),
    amount: Text(MAX_LIMIT_TEXT),
    /** The "Remove" button: no amount, the limit goes (after the cooling-off). */
    remove: v.optional(v.literal('1')),
  },
  'rg.errors.form',
);

export const RealityCheckFormSchema = formFields(
  {
    intent: v.literal('realityCheck'),
    minutes: v.picklist(REALITY_CHECK_MINUTES.map(String) as ['0', '15', '30', '60'], 'rg.errors.form'),
  },
  'rg.errors.form',
);

const BreakKind = v.picklist(['TIMEOUT', 'SELF_EXCLUSION'], 'rg.errors.form');
const Duration = v.picklist([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS], 'rg.errors.durationRequired');
/** A time-out lasts hours or days, a self-exclusion months, years or for good. */
export const durationFitsKind = (input: { kind: string; duration: string }) =>
  input.kind === 'TIMEOUT'
    ? (TIMEOUT_DURATIONS as readonly string[]).includes(input.duration)
    : (EXCLUSION_DURATIONS as readonly string[]).includes(input.duration);

export const BreakReviewSchema = formFields({ intent: v.literal('breakReview'), kind: BreakKind, duration: Duration }, 'rg.errors.form');

export const BreakConfirmSchema = formFields(
  {
    intent: v.literal('break'),
    kind: BreakKind,
    duration: Duration,
    password: v.pipe(v.string(), v.minLength(1, 'rg.errors.passwordRequired'), v.maxLength(100, 'rg.errors.passwordRequired')),
    confirm: v.literal('on', 'rg.errors.confirmRequired'),
  },
  'rg.errors.form',
);

export const RgFormSchema = v.variant('intent', [LimitFormSchema, RealityCheckFormSchema, BreakReviewSchema, BreakConfirmSchema], 'rg.errors.form');
export type RgForm = v.InferOutput<typeof RgFormSchema>;

import * as v from 'valibot';

/** Responsible gambling (decision 023): limits, the reality check, breaks and account activity. */

import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '../vocabulary/responsible-gambling';

const Minor = v.pipe(v.number(), v.safeInteger());
const Time = v.pipe(v.number(), v.integer());
const ExclusionKind = v.picklist(['TIMEOUT', 'SELF_EXCLUSION']);

export const LimitStateSchema = v.object({
  kind: v.picklist([...MONEY_LIMIT_KINDS, 'SESSION']),
  period: v.picklist([...LIMIT_PERIODS, 'SESSION']),
  /** In force: minor units, or minutes for SESSION; null when none. */
  amountMinor: v.nullable(Minor),
  usedMinor: Minor,
  remainingMinor: v.nullable(Minor),
  pendingAmountMinor: v.nullable(Minor),
  pendingRemoval: v.boolean(),
  /** When a waiting raise or removal takes over. */
  pendingAt: v.nullable(Time),
  periodEndsAt: v.nullable(Time),
});
export type LimitState = v.InferOutput<typeof LimitStateSchema>;

export const ActivitySchema = v.object({ days: v.picklist([1, 7, 30]), depositsMinor: Minor, withdrawalsMinor: Minor, netResultMinor: Minor });

export const ResponsibleGamingSchema = v.object({
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  coolingOffHours: v.pipe(v.number(), v.integer(), v.minValue(0)),
  limits: v.pipe(v.array(LimitStateSchema), v.maxLength(20)),
  realityCheckMinutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)),
  activity: v.pipe(v.array(ActivitySchema), v.maxLength(3)),
});
export type ResponsibleGaming = v.InferOutput<typeof ResponsibleGamingSchema>;

export const LimitChangeSchema = v.object({ applied: v.picklist(['NOW', 'PENDING']), amountMinor: v.nullable(Minor), pendingAt: v.nullable(Time) });

export const RealityCheckSchema = v.object({ realityCheckMinutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)) });

export const ExclusionSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  kind: ExclusionKind,
  duration: v.pipe(v.string(), v.maxLength(12)),
  startsAt: Time,
  endsAt: v.nullable(Time),
});

export const PlaySessionSchema = v.object({
  startedAt: Time,
  minutesPlayed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  netMinor: Minor,
  wagerMinor: Minor,
  realityCheckMinutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
});

/** The value of a sign-in refused for a break: its kind and end (null: permanent). */
export const ExclusionRefusalSchema = v.object({ kind: ExclusionKind, endsAt: v.nullable(Time) });

/** The value of a limit refusal: what is left in the binding period and when it resets. */
export const LimitRefusalSchema = v.object({ remainingMinor: Minor, limitMinor: Minor, period: v.picklist(LIMIT_PERIODS), resetsAt: Time });

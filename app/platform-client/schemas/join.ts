import * as v from 'valibot';

/** The join-us page's calls (decision 021): the affiliate programme and the answer to an application. */

const Minor = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const AffiliateTierSchema = v.object({
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  minActivePlayers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  minNetRevenueMinor: Minor,
  /** Commission on the tier's net revenue, in basis points (2500 = 25%). */
  commissionBp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});
export type AffiliateTier = v.InferOutput<typeof AffiliateTierSchema>;

export const AffiliateProgrammeSchema = v.object({
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  settlement: v.picklist(['WEEKLY', 'MONTHLY']),
  minPayoutMinor: Minor,
  tiers: v.pipe(v.array(AffiliateTierSchema), v.maxLength(20)),
});
export type AffiliateProgramme = v.InferOutput<typeof AffiliateProgrammeSchema>;

export const AffiliateApplicationSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), status: v.literal('RECEIVED') });

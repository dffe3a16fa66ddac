import * as v from 'valibot';
import { Minor } from './cashier';

/** Promotions and activity applications (decision 017). Money in minor units of the promotion's currency. */
const Time = v.pipe(v.number(), v.integer());
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PROMOTION_STATUSES = ['COMING_SOON', 'JOIN', 'CLAIM', 'APPLY', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED'] as const;
export const PromotionActionSchema = v.picklist(['JOIN', 'CLAIM', 'APPLY']);

const EligibilitySchema = v.variant('rule', [
  v.object({ rule: v.literal('VIP_LEVEL'), required: Count, current: v.nullable(Count), met: v.nullable(v.boolean()) }),
  v.object({ rule: v.literal('DEPOSIT'), requiredMinor: Minor, currentMinor: v.nullable(Minor), met: v.nullable(v.boolean()) }),
  v.object({ rule: v.literal('NEW_MEMBER'), days: Count, met: v.nullable(v.boolean()) }),
]);

export const PromotionSchema = v.object({
  id: Id,
  title: v.pipe(v.string(), v.maxLength(300)),
  category: v.pipe(v.string(), v.maxLength(40)),
  imageUrl: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  startDate: Time,
  endDate: v.nullable(Time),
  action: PromotionActionSchema,
  status: v.picklist(PROMOTION_STATUSES),
  nextAction: v.nullable(PromotionActionSchema),
  eligible: v.nullable(v.boolean()),
  bonusMinor: Minor,
  turnoverMultiplier: Count,
  targetValidBetMinor: Minor,
  currency: v.pipe(v.string(), v.maxLength(8)),
  currencySymbol: v.pipe(v.string(), v.maxLength(8)),
  currencyExponent: v.pipe(Count, v.maxValue(4)),
  progress: v.nullable(v.object({ doneMinor: Minor, requiredMinor: Minor })),
  application: v.nullable(
    v.object({
      id: Id,
      status: v.picklist(['PENDING', 'APPROVED', 'REJECTED']),
      comment: v.pipe(v.string(), v.maxLength(140)),
      reason: v.nullable(v.pipe(v.string(), v.maxLength(200))),
      images: Count,
      createdAt: Time,
      decidedAt: v.nullable(Time),
    }),
  ),
  eligibility: v.array(EligibilitySchema),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type PromotionStatus = Promotion['status'];
export type EligibilityRule = v.InferOutput<typeof EligibilitySchema>;
export const PromotionsSchema = v.array(PromotionSchema);

export const PromotionDetailSchema = v.object({
  ...PromotionSchema.entries,
  content: v.pipe(v.string(), v.maxLength(100_000)),
  turnover: v.nullable(v.object({ status: v.string(), requiredMinor: Minor, doneMinor: Minor })),
});
export type PromotionDetail = v.InferOutput<typeof PromotionDetailSchema>;

export const PromotionCategoriesSchema = v.array(v.object({ category: v.pipe(v.string(), v.maxLength(40)), count: Count }));

export const PromotionJoinedSchema = v.object({ id: Id, entryId: Id, status: v.picklist(PROMOTION_STATUSES) });
export const PromotionClaimedSchema = v.object({
  id: Id,
  status: v.literal('CLAIMED'),
  transactionId: v.nullable(Id),
  amountMinor: Minor,
  turnoverRequiredMinor: Minor,
});
export const ApplicationImageSchema = v.object({ id: Id, contentType: v.picklist(['image/png', 'image/jpeg']), size: Count });
export const PromotionAppliedSchema = v.object({ id: Id, applicationId: Id, status: v.literal('APPLYING'), images: Count });

import * as v from 'valibot';
import { Minor } from './cashier';

/** The point mall's calls (decision 018). Points are whole numbers; cash is in the member's minor units. */
const Time = v.pipe(v.number(), v.integer());
const Id = v.pipe(v.number(), v.integer());
const Points = v.pipe(v.number(), v.integer(), v.minValue(0));
const Signed = v.pipe(v.number(), v.integer());
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Paged = <T extends v.GenericSchema>(item: T) => ({ list: v.array(item), pageNo: Points, pageSize: Points, totalCount: Points, totalPages: Points });

export const PointBalanceSchema = v.object({
  points: Points,
  earnedPoints: Points,
  spentPoints: Points,
  inProcessPoints: Points,
  hasPaymentPassword: v.boolean(),
});
export type PointBalance = v.InferOutput<typeof PointBalanceSchema>;

export const PointItemSchema = v.object({
  id: Id,
  name: Text(120),
  description: Text(400),
  imageUrl: v.nullable(Text(500)),
  points: v.pipe(Points, v.minValue(1)),
  stock: Points,
  limitPerMember: v.nullable(v.pipe(Points, v.minValue(1))),
  /** How many of this item the member holds or waits for; null for a guest. */
  redeemedByMe: v.nullable(Points),
});
export const PointItemsSchema = v.array(PointItemSchema);
export type PointItem = v.InferOutput<typeof PointItemSchema>;

export const PointConfigSchema = v.object({
  currency: Text(8),
  currencySymbol: Text(8),
  currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  earnValidBetMinor: v.pipe(Minor, v.minValue(1)),
  minConvertPoints: v.pipe(Points, v.minValue(1)),
  convertStepPoints: v.pipe(Points, v.minValue(1)),
  /** null: points never expire. */
  expiryDays: v.nullable(v.pipe(Points, v.minValue(1))),
});
export type PointConfig = v.InferOutput<typeof PointConfigSchema>;

export const PointConversionSchema = v.object({
  type: Text(20),
  wallet: Text(40),
  stepPoints: v.pipe(Points, v.minValue(1)),
  minPoints: v.pipe(Points, v.minValue(1)),
  rates: v.array(v.object({ minPoints: v.pipe(Points, v.minValue(1)), cashMinorPerStep: Minor })),
});
export type PointConversion = v.InferOutput<typeof PointConversionSchema>;

export const RedeemResultSchema = v.object({ id: Id, status: v.literal('IN_PROCESS'), points: Points, balance: Points });
export const ConvertResultSchema = v.object({ transactionId: Id, points: Points, amountMinor: Minor, balance: Points });

export const REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export const RedemptionListSchema = v.object(
  Paged(
    v.object({
      id: Id,
      itemId: Id,
      itemName: Text(120),
      imageUrl: v.nullable(Text(500)),
      points: Points,
      status: v.picklist(REDEMPTION_STATUSES),
      reason: v.nullable(Text(200)),
      createdAt: Time,
      decidedAt: v.nullable(Time),
    }),
  ),
);
export type Redemption = v.InferOutput<typeof RedemptionListSchema>['list'][number];

export const POINT_KINDS = ['EARN', 'GRANT', 'REDEEM', 'REDEEM_REFUND', 'CONVERT'] as const;
export const PointDetailsSchema = v.object({
  ...Paged(
    v.object({
      id: Id,
      at: Time,
      kind: v.picklist(POINT_KINDS),
      points: Signed,
      balanceAfter: Points,
      reference: v.nullable(Text(100)),
      note: v.nullable(Text(200)),
    }),
  ),
  totals: v.object({ earned: Points, spent: Points }),
});
export type PointDetail = v.InferOutput<typeof PointDetailsSchema>['list'][number];

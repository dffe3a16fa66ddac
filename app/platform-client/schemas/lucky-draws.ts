import * as v from 'valibot';
import { Minor } from './cashier';

/** Red envelopes, golden eggs and prize wheels (decision 025). Money in minor units, times in epoch ms. */
const Time = v.pipe(v.number(), v.integer());
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const LUCKY_KINDS = ['RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL'] as const;
export const LuckyKindSchema = v.picklist(LUCKY_KINDS);
export type LuckyKind = v.InferOutput<typeof LuckyKindSchema>;

/** BONUS: `amount` in minor units; POINTS: points; FREE_SPINS: spins of `spinValueMinor` each. */
export const LuckyPrizeSchema = v.object({
  id: Id,
  kind: v.picklist(['BONUS', 'POINTS', 'FREE_SPINS']),
  amount: v.pipe(Count, v.minValue(1)),
  spinValueMinor: Minor,
  turnoverMultiplier: Count,
});
export type LuckyPrize = v.InferOutput<typeof LuckyPrizeSchema>;

export const LuckyEventSchema = v.object({
  id: Id,
  kind: LuckyKindSchema,
  startsAt: Time,
  endsAt: Time,
  status: v.picklist(['UPCOMING', 'RUNNING', 'ENDED']),
  rules: v.object({ validBetPerTicketMinor: Minor, ticketsPerDeposit: Count, dailyTicketCap: Count }),
  prizes: v.pipe(v.array(v.object({ ...LuckyPrizeSchema.entries, chanceBp: v.pipe(Count, v.maxValue(10_000)) })), v.maxLength(24)),
  tickets: v.nullable(Count),
  today: v.nullable(v.object({ validBetMinor: Minor, deposits: Count, earned: Count, cap: Count, nextTicketInMinor: v.nullable(Minor) })),
});
export type LuckyEvent = v.InferOutput<typeof LuckyEventSchema>;

export const LuckyEventsSchema = v.object({
  now: Time,
  currency: v.object({ code: v.pipe(v.string(), v.maxLength(8)), symbol: v.pipe(v.string(), v.maxLength(8)), exponent: v.pipe(Count, v.maxValue(4)) }),
  events: v.pipe(v.array(LuckyEventSchema), v.maxLength(50)),
});
export type LuckyEvents = v.InferOutput<typeof LuckyEventsSchema>;

export const LuckyDrawResultSchema = v.object({
  id: Id,
  eventId: Id,
  kind: LuckyKindSchema,
  ticketId: Id,
  prize: LuckyPrizeSchema,
  prizeIndex: Count,
  transactionId: v.nullable(Id),
  pointTransactionId: v.nullable(Id),
  rewardId: v.nullable(Id),
  ticketsLeft: Count,
  drawnAt: Time,
  replayed: v.boolean(),
});
export type LuckyDrawResult = v.InferOutput<typeof LuckyDrawResultSchema>;

export const LuckyDrawHistorySchema = v.object({
  list: v.array(v.object({ id: Id, eventId: Id, kind: LuckyKindSchema, prize: LuckyPrizeSchema, drawnAt: Time })),
  pageNo: Count,
  pageSize: Count,
  totalCount: Count,
  totalPages: Count,
});
export type LuckyDrawHistory = v.InferOutput<typeof LuckyDrawHistorySchema>;

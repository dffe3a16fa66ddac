import * as v from 'valibot';
import { Minor } from './cashier';

/** The VIP page's levels and the public boards (decision 019). Money in minor units, times in epoch ms. */
const Time = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Code = v.pipe(v.string(), v.maxLength(20));
const Name = v.pipe(v.string(), v.maxLength(60));

/** How the brand's money is written: every guest-readable money answer states it, since a guest has no wallet to learn it from. */
const Currency = {
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  currencySymbol: v.pipe(v.string(), v.maxLength(5)),
};

const PublicVipLevelSchema = v.object({
  level: Count,
  name: v.pipe(v.string(), v.maxLength(40)),
  depositMinor: Minor,
  validBetMinor: Minor,
  benefits: v.object({
    upgradeBonusMinor: Minor,
    birthdayBonusMinor: Minor,
    dailyWithdrawCount: Count,
    dailyWithdrawMinor: Minor,
    dedicatedHost: v.boolean(),
  }),
  rebateRates: v.pipe(v.array(v.object({ productType: Code, rateBp: Count })), v.maxLength(20)),
});
export type PublicVipLevel = v.InferOutput<typeof PublicVipLevelSchema>;

/** `MCSFE_getMerchantVipLevels`: the brand's programme, for anyone. */
export const MerchantVipLevelsSchema = v.object({
  ...Currency,
  rebate: v.boolean(),
  levels: v.pipe(v.array(PublicVipLevelSchema), v.maxLength(50)),
});
export type MerchantVipLevels = v.InferOutput<typeof MerchantVipLevelsSchema>;

const Period = {
  period: v.literal('MONTH'),
  periodKey: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  from: Time,
  to: Time,
  timeZone: v.pipe(v.string(), v.maxLength(60)),
};

const RankingEntrySchema = v.object({ rank: v.pipe(Count, v.minValue(1)), name: Name, amountMinor: Minor, isMe: v.boolean() });
export type RankingEntry = v.InferOutput<typeof RankingEntrySchema>;

/** `ODSFE2_getDepositRanking` and `ODSFE2_getValidBetRanking`: the month's top 20; `me` with the viewer's token only. */
export const RankingSchema = v.object({
  board: v.picklist(['DEPOSIT', 'VALID_BET']),
  ...Period,
  ...Currency,
  list: v.pipe(v.array(RankingEntrySchema), v.maxLength(20)),
  me: v.nullable(RankingEntrySchema),
});
export type Ranking = v.InferOutput<typeof RankingSchema>;

const WinSchema = v.object({
  customerName: Name,
  gameName: v.pipe(v.string(), v.maxLength(120)),
  gameType: Code,
  vassalage: Code,
  nodeId: v.nullable(v.pipe(v.number(), v.integer())),
  iconUrl: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  stakeMinor: v.nullable(Minor),
  winMinor: Minor,
  winTime: Time,
});

/** `GCSGAME_getRankList`: the newest wins, paged (the winner board's full list). */
export const WinnerFeedSchema = v.object({
  ...Currency,
  list: v.pipe(v.array(WinSchema), v.maxLength(50)),
  pageNo: Count,
  pageSize: Count,
  totalCount: Count,
  totalPages: Count,
});
export type WinnerFeed = v.InferOutput<typeof WinnerFeedSchema>;

/** `ODSFE2_getBigWinLeaderboard`: the month's biggest single wins. */
export const BigWinsSchema = v.object({
  ...Period,
  ...Currency,
  gameType: Code,
  gameTypes: v.pipe(v.array(Code), v.maxLength(20)),
  list: v.pipe(v.array(v.object({ rank: v.pipe(Count, v.minValue(1)), ...WinSchema.entries })), v.maxLength(50)),
});
export type BigWins = v.InferOutput<typeof BigWinsSchema>;

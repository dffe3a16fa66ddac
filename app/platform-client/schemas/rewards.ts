import * as v from 'valibot';
import { Minor } from './cashier';

/** The reward centre, referral, missions, VIP rank and rebate calls (decision 014). Money in minor units. */
const Time = v.pipe(v.number(), v.integer());
const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Paged = <T extends v.GenericSchema>(item: T) => v.object({ list: v.array(item), pageNo: Count, pageSize: Count, totalCount: Count, totalPages: Count });

export const RewardSchema = v.object({
  id: Id,
  kind: v.picklist(['SIGNUP', 'REFERRAL', 'VIP', 'GRANT']),
  title: v.pipe(v.string(), v.maxLength(200)),
  amountMinor: Minor,
  turnoverMultiplier: Count,
  status: v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED']),
  createdAt: Time,
  expiresAt: v.nullable(Time),
  claimedAt: v.nullable(Time),
});
export const RewardsSchema = v.array(RewardSchema);
export type Reward = v.InferOutput<typeof RewardSchema>;

export const ClaimResultSchema = v.looseObject({ transactionId: Id, amountMinor: v.optional(Minor), prizeMinor: v.optional(Minor), points: v.optional(Count) });

export const RaffleSchema = v.object({
  id: Id,
  title: v.pipe(v.string(), v.maxLength(200)),
  minValidBetMinor: Minor,
  validBetTodayMinor: Minor,
  prizesMinor: v.array(Minor),
  status: v.picklist(['DRAWN', 'CLAIMABLE', 'NOT_ELIGIBLE']),
  prizeMinor: v.nullable(Minor),
  drawnAt: v.nullable(Time),
  nextDrawAt: Time,
});
export const RafflesSchema = v.array(RaffleSchema);

export const ClaimHistorySchema = Paged(
  v.object({
    id: Id,
    kind: v.picklist(['REWARD', 'RAFFLE', 'MISSION', 'REBATE']),
    title: v.pipe(v.string(), v.maxLength(200)),
    amountMinor: Minor,
    claimedAt: Time,
  }),
);

export const SignUpRewardSchema = v.object({ enabled: v.boolean(), amountMinor: Minor, turnoverMultiplier: Count, reward: v.nullable(RewardSchema) });

export const RebateSchema = v.object({
  vipLevel: Count,
  products: v.array(v.object({ productType: v.pipe(v.string(), v.maxLength(20)), rateBp: Count, validBetMinor: Minor, rebateMinor: Minor })),
  totalMinor: Minor,
  lastClaimAt: v.nullable(Time),
});
export type Rebate = v.InferOutput<typeof RebateSchema>;

export const MissionSchema = v.object({
  id: Id,
  period: v.picklist(['DAILY', 'WEEKLY']),
  metric: v.picklist(['LOGIN', 'DEPOSIT', 'SPINS', 'VALID_BET']),
  target: Count,
  progress: Count,
  rewardMinor: Minor,
  turnoverMultiplier: Count,
  points: Count,
  status: v.picklist(['CLAIMED', 'CLAIMABLE', 'IN_PROGRESS']),
  endsAt: Time,
});
export type Mission = v.InferOutput<typeof MissionSchema>;
export const MissionSummarySchema = v.object({ dayEndsAt: Time, weekEndsAt: Time, pointsThisWeek: Count, missions: v.array(MissionSchema) });

const BoardRow = v.object({ rank: Count, name: v.pipe(v.string(), v.maxLength(60)), points: Count, isMe: v.boolean() });
export const LeaderboardSchema = v.object({ weekStart: Time, weekEndsAt: Time, list: v.array(BoardRow), me: v.nullable(BoardRow) });

const VipLevelSchema = v.object({
  level: Count,
  name: v.pipe(v.string(), v.maxLength(40)),
  depositMinor: Minor,
  validBetMinor: Minor,
  benefits: v.object({ upgradeBonusMinor: Minor, birthdayBonusMinor: Minor, dailyWithdrawCount: Count, dedicatedHost: v.boolean() }),
});
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;
export const RankProgressSchema = v.object({
  level: Count,
  current: v.nullable(VipLevelSchema),
  next: v.nullable(VipLevelSchema),
  depositMinor: Minor,
  validBetMinor: Minor,
  depositLeftMinor: Minor,
  validBetLeftMinor: Minor,
  levels: v.array(VipLevelSchema),
});

export const ReferralInfoSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,20}$/)),
  referredCount: Count,
  earnedMinor: Minor,
  claimableMinor: Minor,
  bonusMinor: Minor,
  minDepositMinor: Minor,
});
export const ReferralListSchema = Paged(
  v.object({
    name: v.pipe(v.string(), v.maxLength(60)),
    joinedAt: Time,
    deposited: v.boolean(),
    earnedMinor: Minor,
    rewardStatus: v.picklist(['CLAIMABLE', 'CLAIMED', 'EXPIRED', 'NONE']),
  }),
);

import * as v from 'valibot';
import { Minor } from './cashier';

/** The agent centre's calls (decision 015): amounts in integer minor units, rates in basis points. */
const Int = v.pipe(v.number(), v.integer());
const Time = Int;
const NullableTime = v.nullable(Time);
const Paged = <T extends v.GenericSchema>(item: T) => v.object({ list: v.array(item), pageNo: Int, pageSize: Int, totalCount: Int, totalPages: Int });

export const AgentAnnouncementsSchema = Paged(
  v.object({ id: Int, title: v.pipe(v.string(), v.maxLength(300)), content: v.pipe(v.string(), v.maxLength(100_000)), createdAt: Time }),
);

const PeriodSums = v.object({ newMembers: Int, activeMembers: Int, depositMinor: Minor, withdrawMinor: Minor, validBetMinor: Minor, profitMinor: Minor });
export const TeamOverviewSchema = v.object({
  teamSize: Int,
  directCount: Int,
  periods: v.object({ today: PeriodSums, yesterday: PeriodSums, thisMonth: PeriodSums, lastMonth: PeriodSums }),
  days: v.array(v.object({ day: v.string(), validBetMinor: Minor, profitMinor: Minor, depositMinor: Minor, withdrawMinor: Minor })),
});
export type TeamOverview = v.InferOutput<typeof TeamOverviewSchema>;

export const DownlineSchema = v.object({
  id: Int,
  username: v.string(),
  nickname: v.string(),
  type: Int,
  level: Int,
  rebateBp: Int,
  createdAt: Time,
  lastLoginAt: NullableTime,
  balanceMinor: Minor,
  directCount: Int,
  teamSize: Int,
  status: v.picklist(['ACTIVE', 'INACTIVE']),
});
export type Downline = v.InferOutput<typeof DownlineSchema>;
export const DownlineListSchema = v.object({
  ...Paged(DownlineSchema).entries,
  path: v.array(v.object({ id: Int, username: v.string() })),
  hasPaymentPassword: v.boolean(),
});

export const RegisteredDownlineSchema = v.object({ id: Int, username: v.string(), accountType: v.picklist(['MEMBER', 'AGENT']), rebateBp: Int });
export const InvitationSchema = v.object({
  code: v.string(),
  accountType: v.picklist(['MEMBER', 'AGENT']),
  rebateBp: Int,
  createdAt: Time,
  registrations: Int,
});
export const InvitationsSchema = v.object({ ownRebateBp: Int, codes: v.array(InvitationSchema) });
export const DownlineTransferSchema = v.object({ transactionId: Int, downline: v.object({ id: Int, username: v.string() }) });

export const TeamBetsSchema = v.object({
  ...Paged(
    v.object({
      id: Int,
      placedAt: Time,
      username: v.string(),
      level: Int,
      gameType: v.string(),
      vendor: v.string(),
      gameName: v.string(),
      stakeMinor: Minor,
      winMinor: Minor,
      validBetMinor: Minor,
      status: v.string(),
    }),
  ).entries,
  totals: v.object({ count: Int, stakeMinor: Minor, winMinor: Minor, validBetMinor: Minor, profitMinor: Minor }),
});
const PnlSums = { betCount: Int, stakeMinor: Minor, winMinor: Minor, validBetMinor: Minor, profitMinor: Minor, depositMinor: Minor, withdrawMinor: Minor };
export const TeamProfitLossSchema = v.object({
  ...Paged(v.object({ memberId: Int, username: v.string(), level: Int, ...PnlSums })).entries,
  totals: v.object(PnlSums),
});
export const AgentIncomeSchema = v.object({
  rebateBp: Int,
  days: v.array(v.object({ day: v.string(), validBetMinor: Minor, incomeMinor: Minor })),
  totals: v.object({ validBetMinor: Minor, incomeMinor: Minor }),
});
export const TeamTransactionsSchema = v.object({
  ...Paged(
    v.object({
      id: Int,
      at: Time,
      username: v.string(),
      level: Int,
      type: v.string(),
      amountMinor: Minor,
      balanceAfterMinor: Minor,
      note: v.nullable(v.string()),
    }),
  ).entries,
  totals: v.object({ inMinor: Minor, outMinor: Minor, count: Int }),
});

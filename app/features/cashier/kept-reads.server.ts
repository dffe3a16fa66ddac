import type { AppLoadContext } from '@remix-run/node';
import type * as v from 'valibot';
import { getEnv } from '~/lib/env.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { AvatarPresetsSchema, MemberProfileSchema } from '~/platform-client/schemas/account';
import {
  DepositChannelsSchema,
  DepositListSchema,
  DepositPromotionsSchema,
  MerchantWalletSchema,
  UplineTransferInfoSchema,
  WithdrawAccountsSchema,
  WithdrawalsSchema,
  WithdrawSettingsSchema,
} from '~/platform-client/schemas/cashier';
import { MemberInfoSchema } from '~/platform-client/schemas/member';
import {
  ClaimHistorySchema,
  MissionSummarySchema,
  RafflesSchema,
  RebateSchema,
  ReferralInfoSchema,
  SignUpRewardSchema,
} from '~/platform-client/schemas/rewards';
import { sessionRead } from '~/request/session/session-reads.server';
import { readWallet, type WalletView } from './wallet.server';

/**
 * What the member centre's pages show around their own data, kept per session (see sessionRead) so a
 * page asks the platform only for the one thing it is about: the wallet briefly (games elsewhere move
 * it), badges and lists a little longer, settings that only the operator or the player's own actions
 * change for a minute. Actions never use these: a withdrawal checks the live balance and limits.
 */
function keptCall<S extends v.GenericSchema>(name: EndpointName, schema: S, ttlMs: number, query?: Record<string, number>) {
  const read = sessionRead<v.InferOutput<S>>(ttlMs);
  return async (context: AppLoadContext): Promise<v.InferOutput<S>> => {
    const client = await context.platform();
    return read(context, () => client.call(name, schema, query ? { query } : {}));
  };
}

const SECOND = 1_000;
/** Made on first use: how long the wallet stays fresh is the environment's `WALLET_FRESH_MS`. */
let wallet: ((context: AppLoadContext, fetch: () => Promise<WalletView>) => Promise<WalletView>) | null = null;
export const keptWallet = (context: AppLoadContext) => (wallet ??= sessionRead<WalletView>(getEnv().WALLET_FRESH_MS))(context, () => readWallet(context));
/**
 * The deposit page's list of the player's ten latest deposits: kept as long as the wallet, since the operator's
 * crediting one moves both; the player's own deposit, cancel or proof is an action and shows at once. `live`
 * reads it past what is kept (a deposit still being checked may land any moment).
 */
type DepositList = v.InferOutput<typeof DepositListSchema>;
const readRecentDeposits = async (context: AppLoadContext): Promise<DepositList> =>
  (await context.platform()).call('deposits', DepositListSchema, { query: { pageNo: 1, pageSize: 10 } });
let recentDeposits: ReturnType<typeof sessionRead<DepositList>> | null = null;
export const keptRecentDeposits = (context: AppLoadContext, live: boolean) =>
  live ? readRecentDeposits(context) : (recentDeposits ??= sessionRead<DepositList>(getEnv().WALLET_FRESH_MS))(context, () => readRecentDeposits(context));
export const keptAwaitingConfirmation = keptCall('paymentConfirmationList', WithdrawalsSchema, 15 * SECOND);
export const keptUplineTransfer = keptCall('uplineTransferInfo', UplineTransferInfoSchema, 60 * SECOND);
export const keptWithdrawSettings = keptCall('withdrawSettings', WithdrawSettingsSchema, 60 * SECOND);
export const keptWithdrawAccounts = keptCall('withdrawAccounts', WithdrawAccountsSchema, 60 * SECOND);
export const keptMerchantWallet = keptCall('merchantWallet', MerchantWalletSchema, 60 * SECOND);
export const keptDepositChannels = keptCall('depositChannels', DepositChannelsSchema, 60 * SECOND);
export const keptDepositPromotions = keptCall('depositPromotions', DepositPromotionsSchema, 60 * SECOND);
export const keptMemberProfile = keptCall('memberProfile', MemberProfileSchema, 30 * SECOND);
export const keptMemberInfo = keptCall('memberInfo', MemberInfoSchema, 30 * SECOND);
export const keptAvatarPresets = keptCall('avatarPresets', AvatarPresetsSchema, 10 * 60 * SECOND);
export const keptRaffles = keptCall('raffleStatus', RafflesSchema, 30 * SECOND);
export const keptRebate = keptCall('rebateSettings', RebateSchema, 30 * SECOND);
export const keptSignUpReward = keptCall('signUpReward', SignUpRewardSchema, 60 * SECOND);
export const keptRecentClaims = keptCall('promotionClaimList', ClaimHistorySchema, 30 * SECOND, { pageNo: 1, pageSize: 10 });
export const keptMissionSummary = keptCall('missionSummary', MissionSummarySchema, 30 * SECOND);
export const keptReferralInfo = keptCall('referralInfo', ReferralInfoSchema, 60 * SECOND);

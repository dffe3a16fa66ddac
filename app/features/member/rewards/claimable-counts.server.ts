import type { PlatformClient } from '~/platform-client/client.server';
import { MissionSummarySchema, RafflesSchema, RebateSchema, RewardsSchema } from '~/platform-client/schemas/rewards';

type Client = PlatformClient;

/**
 * The menu badges of the reward centre (waiting rewards, a raffle draw due, a rebate above zero) and of
 * missions (completed, unclaimed), counted from the same calls the pages read.
 */
export async function claimableCounts(client: Client, offers: { rewards: boolean; rebate: boolean }): Promise<{ rewards: number; missions: number }> {
  const [rewards, raffles, rebate, missions] = await Promise.all([
    offers.rewards ? client.call('rewardList', RewardsSchema) : [],
    offers.rewards ? client.call('raffleStatus', RafflesSchema) : [],
    offers.rewards && offers.rebate ? client.call('rebateSettings', RebateSchema) : null,
    client.call('missionSummary', MissionSummarySchema),
  ]);
  return {
    rewards: rewards.filter((r) => r.status === 'CLAIMABLE').length + raffles.filter((r) => r.status === 'CLAIMABLE').length + (rebate && rebate.totalMinor > 0 ? 1 : 0),
    missions: missions.missions.filter((m) => m.status === 'CLAIMABLE').length,
  };
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { RankProgressSchema } from '~/platform-client/schemas/rewards';

/** `/member/playerRank` (brands with the VIP module): the level, what is left for the next, every level's benefits. */
export async function playerRankLoader({ context }: LoaderFunctionArgs) {
  const client = await context.platform();
  return client.call('playerRankProgress', RankProgressSchema);
}

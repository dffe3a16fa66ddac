import type { Db } from './open';

/**
 * What a member can claim now, for the member centre's badges. Rewards and missions are built in
 * their own module; until then nothing is claimable.
 */
export function claimableRewardCount(_db: Db, _memberId: number): number {
  return 0;
}

export function claimableMissionCount(_db: Db, _memberId: number): number {
  return 0;
}

import { offerBirthdayBonus } from '../db/birthday-bonus';
import { isModuleOn } from '../db/merchants';
import { claimMission, missionLeaderboard, missionSummary } from '../db/missions';
import { drawRaffle, raffleStatus } from '../db/raffle';
import { claimRebate, rebateState } from '../db/rebate';
import { referralSummary, referredMembers } from '../db/referrals';
import { claimHistory, claimReward, memberRewards, signUpRewardState } from '../db/rewards';
import { rankProgress, syncVipLevel } from '../db/vip';
import { idOf, jsonBody, requestIdOf, requireRealMember } from '../http/cashier-params';
import { ApiError } from '../http/envelope';
import { pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * The reward centre, referral, missions, VIP rank and rebate (decision 014). Claims are POSTs with
 * `{ id?, requestId }`; each pays through one ledger transaction and pays once however often it is sent.
 */

function rewards(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  offerBirthdayBonus(ctx.db, member.merchant, member.id);
  return memberRewards(ctx.db, member.id);
}

function claim(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  return claimReward(ctx.db, member.id, idOf(body.id), requestIdOf(body));
}

function raffles(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return raffleStatus(ctx.db, member.merchant, member.id);
}

function draw(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  requestIdOf(body);
  return drawRaffle(ctx.db, member.merchant, member.id, idOf(body.id));
}

/** Without `source`, the reward centre's claims; `source=PROMOTION`, what promotions paid (decision 017). */
function history(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const source = ctx.url.searchParams.get('source')?.trim() ?? '';
  if (source && source !== 'PROMOTION') throw new ApiError(400, 'request_param_err', 'request_param_err');
  return claimHistory(ctx.db, member.id, pageParams(ctx.url, 20, 100), source === 'PROMOTION' ? ['PROMOTION'] : undefined);
}

function signUpReward(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return signUpRewardState(ctx.db, member.merchant, member.id);
}

/** The rebate pays the rate of the level the member's play has reached, the one the VIP table lists for them. */
function reachedLevel(ctx: RequestContext, member: { id: number; merchant: string }) {
  if (isModuleOn(ctx.db, member.merchant, 'VIP3')) syncVipLevel(ctx.db, member.merchant, member.id);
}

function rebate(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  reachedLevel(ctx, member);
  return rebateState(ctx.db, member.merchant, member.id);
}

function rebateClaim(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  reachedLevel(ctx, member);
  return claimRebate(ctx.db, member.merchant, member.id, requestIdOf(jsonBody(ctx)));
}

function missions(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return missionSummary(ctx.db, member.merchant, member.id);
}

function missionClaim(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  requestIdOf(body);
  return claimMission(ctx.db, member.merchant, member.id, idOf(body.id));
}

function leaderboard(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return missionLeaderboard(ctx.db, member.merchant, member.id);
}

function rank(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return rankProgress(ctx.db, member.merchant, member.id);
}

function referral(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return referralSummary(ctx.db, member.merchant, member.id);
}

function referrals(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return referredMembers(ctx.db, member.id, pageParams(ctx.url, 20, 100));
}

export const rewardRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getRewardList', modId: 'REWCEN3', handle: rewards },
  { method: 'POST', path: '/wps/relay/MCSFE_claimReward', modId: 'REWCEN3', handle: claim },
  { method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', modId: 'REWCEN3', handle: raffles },
  // Both generations of the raffle claim's name answer (the contract's MCS2_ and MCSFE_).
  { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', modId: 'REWCEN3', handle: draw },
  { method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', modId: 'REWCEN3', handle: draw },
  { method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', modId: 'REWCEN3', handle: history },
  { method: 'GET', path: '/wps/relay/MCSFE_signUpRequestReward', modId: 'REWCEN3', handle: signUpReward },
  { method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', modId: 'REBATE3', handle: rebate },
  { method: 'POST', path: '/wps/relay/MCSFE_claimRebate', modId: 'REBATE3', handle: rebateClaim },
  { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', modId: 'COMM3', handle: missions },
  { method: 'POST', path: '/wps/relay/MCSFE_claimMission', modId: 'COMM3', handle: missionClaim },
  { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', modId: 'COMM3', handle: leaderboard },
  { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', modId: 'VIP3', handle: rank },
  { method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', modId: 'COMM3', handle: referral },
  { method: 'GET', path: '/wps/relay/MCSFE_getReferralList', modId: 'COMM3', handle: referrals },
];

import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ClaimResultSchema, RewardsSchema } from '~/platform-client/schemas/rewards';
import { newRequestId } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { claimFailureOf } from './claim-errors';
import { readClaimForm } from './claim-form.server';
import { keptRaffles, keptRebate, keptRecentClaims, keptSignUpReward } from '~/features/cashier/kept-reads.server';

/** `/member/rewardCenter`: rewards to claim (waiting rewards, today's draw, the rebate), and what was claimed. */
export async function rewardCenterLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const hasRebate = site.config.features.rebate;
  const [rewards, raffles, rebate, signUp, history] = await Promise.all([
    client.call('rewardList', RewardsSchema),
    keptRaffles(context),
    hasRebate ? keptRebate(context) : null,
    keptSignUpReward(context),
    keptRecentClaims(context),
  ]);
  return {
    requestId: newRequestId(),
    rewards: rewards.map((r) => ({
      ...r,
      created: brandTime(r.createdAt, zone),
      expires: brandTime(r.expiresAt, zone),
      claimed: brandTime(r.claimedAt, zone),
    })),
    raffles,
    rebateMinor: rebate?.totalMinor ?? null,
    signUp: { enabled: signUp.enabled, amountMinor: signUp.amountMinor },
    history: history.list.map((h) => ({ ...h, time: brandTime(h.claimedAt, zone, 'yyyy-MM-dd HH:mm:ss') })),
  };
}

/** One action per claim: a reward by id, today's draw by raffle id, or the whole rebate available now. */
export async function rewardCenterAction({ request, context }: ActionFunctionArgs) {
  const form = await readClaimForm(request, ['reward', 'raffle', 'rebate']);
  if (!form || (form.intent !== 'rebate' && form.id === undefined)) return formError({ form: 'rewards.errors.form_invalid' });
  const client = await context.platform();
  try {
    if (form.intent === 'reward') {
      const paid = await client.call('claimReward', ClaimResultSchema, { body: { id: form.id, requestId: form.requestId } });
      return formOk({ notice: 'rewards.claimed', amountMinor: paid.amountMinor ?? 0 });
    }
    if (form.intent === 'raffle') {
      const paid = await client.call('claimRaffle', ClaimResultSchema, { body: { id: form.id, requestId: form.requestId } });
      return formOk({ notice: 'rewards.raffleWon', amountMinor: paid.prizeMinor ?? 0 });
    }
    const paid = await client.call('claimRebate', ClaimResultSchema, { body: { requestId: form.requestId } });
    return formOk({ notice: 'rebate.claimed', amountMinor: paid.amountMinor ?? 0 });
  } catch (error) {
    return formRefused(claimFailureOf(error));
  }
}

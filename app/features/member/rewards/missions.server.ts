import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ClaimResultSchema, LeaderboardSchema } from '~/platform-client/schemas/rewards';
import { newRequestId } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { claimFailureOf } from './claim-errors';
import { readClaimForm } from './claim-form.server';
import { keptMissionSummary } from '~/features/cashier/kept-reads.server';

/** `/member/missionLeaderboard`: today's and this week's missions with their progress, and the week's board. */
export async function missionsLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const [summary, board] = await Promise.all([keptMissionSummary(context), client.call('missionLeaderboard', LeaderboardSchema)]);
  return {
    ...summary,
    dayEnds: brandTime(summary.dayEndsAt, zone),
    weekEnds: brandTime(summary.weekEndsAt, zone),
    board,
    requestId: newRequestId(),
  };
}

export async function missionsAction({ request, context }: ActionFunctionArgs) {
  const form = await readClaimForm(request, ['mission']);
  if (!form || form.id === undefined) return formError({ form: 'rewards.errors.form_invalid' });
  const client = await context.platform();
  try {
    const paid = await client.call('claimMission', ClaimResultSchema, { body: { id: form.id, requestId: form.requestId } });
    return formOk({ notice: 'missions.claimed', amountMinor: paid.amountMinor ?? 0 });
  } catch (error) {
    return formRefused(claimFailureOf(error));
  }
}

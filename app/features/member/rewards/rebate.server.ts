import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ClaimResultSchema, RebateSchema } from '~/platform-client/schemas/rewards';
import { newRequestId } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { claimFailureOf } from './claim-errors';
import { readClaimForm } from './claim-form.server';

/** `/member/manualRebate`: the rate per product at the member's level, what has accrued, and the claim. */
export async function rebateLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const rebate = await client.call('rebateSettings', RebateSchema);
  return { ...rebate, lastClaim: brandTime(rebate.lastClaimAt, site.brand.timeZone), requestId: newRequestId() };
}

export async function rebateAction({ request, context }: ActionFunctionArgs) {
  const form = await readClaimForm(request, ['rebate']);
  if (!form) return formError({ form: 'rewards.errors.form_invalid' });
  const client = await context.platform();
  try {
    const paid = await client.call('claimRebate', ClaimResultSchema, { body: { requestId: form.requestId } });
    return formOk({ notice: 'rebate.claimed', amountMinor: paid.amountMinor ?? 0 });
  } catch (error) {
    return formRefused(claimFailureOf(error));
  }
}

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { getFixedT } from '~/i18n/i18n.server';
import { readForm } from '~/lib/form.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { ContractRequestsSchema } from '~/platform-client/schemas/contracts';
import { CONTRACT_TYPES } from '~/platform-client/vocabulary/contracts';
import { brandTime } from '~/lib/brand-time.server';
import { readWallet } from '~/features/cashier/wallet.server';
import { answerContract } from './answer.server';
import { refreshContractFlags } from '~/request/contracts/contract-flags.server';

/**
 * `/contractRequest?returnTo=`: the contract requests waiting for the signed-in member's answer (new
 * offers and termination requests), as a page that works without the script; the popup reads the
 * same loader. Reading it refreshes the flags, so a request answered elsewhere stops the popup.
 */
export async function contractRequestLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site, wallet] = await Promise.all([context.platform(), context.site(), readWallet(context).catch(() => null)]);
  const [requests, t] = await Promise.all([client.call('contractRequests', ContractRequestsSchema), getFixedT(site.language), refreshContractFlags(context)]);
  return {
    title: t('agent.contracts.requestsTitle'),
    brandName: site.brand.name,
    requests: requests.map((r) => ({ ...r, created: brandTime(r.createdAt, site.brand.timeZone) })),
    wallet: wallet ? { symbol: wallet.symbol, exponent: wallet.exponent } : { symbol: '', exponent: 2 },
    language: site.language,
    returnTo: safeRedirectPath(url.searchParams.get('returnTo'), '/index'),
  };
}

export const AnswerForm = formFields(
  {
    contractId: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
    type: v.picklist(CONTRACT_TYPES),
    action: v.picklist(['ACCEPT', 'REJECT', 'TERMINATE']),
    returnTo: v.optional(v.pipe(v.string(), v.maxLength(500))),
  },
  'agent.errors.form_invalid',
);

/** The member's answer. With nothing left to answer and a `returnTo`, it goes back there (the page case). */
export async function contractRequestAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const form = v.safeParse(AnswerForm, fields);
  if (!form.success) return formError({ form: 'agent.errors.form_invalid' });
  const answered = await answerContract(context, form.output.type, Number(form.output.contractId), form.output.action);
  if (answered.refused) return formRefused(answered.refused);
  if (fields.next === 'return') return redirect(safeRedirectPath(form.output.returnTo ?? null, '/index'));
  return formOk({ notice: answered.notice });
}

import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { parseAmount } from '~/lib/money';
import { CONTRACT_PERIODS } from '~/platform-client/vocabulary/contracts';
import { AgentContractsSchema, ContractSchema, ContractSettlementsSchema, type ContractType } from '~/platform-client/schemas/contracts';
import { readPage } from '~/lib/paging';
import { brandTime } from '~/lib/brand-time.server';
import { readWallet } from '~/features/cashier/wallet.server';
import { percentToBp } from '../rate';
import { answerContract } from './answer.server';
import { contractFailureOf } from './contract-errors';
import { refreshContractFlags } from '~/request/contracts/contract-flags.server';

/** What a contract form says when it went through. */
type ContractDone = { notice: string; params: MessageParams };

/** One contract page (`/agent/<page>?page=`): the agent's offers, its own contracts, the settlement records. */
export function contractsLoader(type: ContractType) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const [client, site] = await Promise.all([context.platform(), context.site()]);
    const [contracts, records] = await Promise.all([
      client.call('agentContracts', AgentContractsSchema, { query: { type } }),
      client.call('contractSettlements', ContractSettlementsSchema, { query: { type, pageNo: readPage(url.searchParams), pageSize: 20 } }),
      // The page is where a member comes to answer: its flags (popup, menu) are read fresh here.
      refreshContractFlags(context),
    ]);
    const zone = site.brand.timeZone;
    const when = (ms: number | null) => brandTime(ms, zone, 'yyyy-MM-dd HH:mm');
    const dated = <T extends { createdAt: number; acceptedAt: number | null; endedAt: number | null }>(c: T) => ({
      ...c,
      created: when(c.createdAt),
      accepted: when(c.acceptedAt),
      ended: when(c.endedAt),
    });
    return {
      type,
      isAgent: contracts.isAgent,
      maxRateBp: contracts.maxRateBp,
      mine: contracts.mine.map(dated),
      offered: contracts.offered.map(dated),
      downlines: contracts.downlines,
      records: { ...records, list: records.list.map((r) => ({ ...r, from: when(r.periodStart), to: when(r.periodEnd) })) },
    };
  };
}

const Digits = v.pipe(v.string(), v.regex(/^\d{1,12}$/));
export const OfferForm = formFields(
  {
    intent: v.literal('offer'),
    downlineId: Digits,
    rate: v.pipe(v.string(), v.maxLength(10)),
    period: v.picklist(CONTRACT_PERIODS),
    minValidBet: v.pipe(v.string(), v.maxLength(40)),
    minLoss: v.pipe(v.string(), v.maxLength(40)),
    minBet: v.pipe(v.string(), v.maxLength(40)),
    minActive: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,6}$/)),
  },
  'agent.errors.form_invalid',
);
export const TerminateForm = formFields({ intent: v.literal('terminate'), contractId: Digits }, 'agent.errors.form_invalid');
export const AnswerForm = formFields(
  { intent: v.literal('answer'), contractId: Digits, action: v.picklist(['ACCEPT', 'REJECT', 'TERMINATE']) },
  'agent.errors.form_invalid',
);

/**
 * Offer a contract to a direct downline, ask to end one, or (as a downline) answer one. The rate is a
 * percentage, thresholds are amounts in the page language (blank = none); the platform checks the rate
 * against the agent's own and the downline against its team.
 */
export function contractsAction(type: ContractType) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const fields = await readForm(request);
    const keep = ['downlineId', 'rate', 'period', 'minValidBet', 'minLoss', 'minBet', 'minActive'];
    const values = Object.fromEntries(keep.map((k) => [k, (fields[k] ?? '').slice(0, 40)]));
    const fail = (errors: FieldErrors, status = 400, params?: MessageParams) => formError(errors, { status, params, values });
    if (fields.intent === 'answer') {
      const form = v.safeParse(AnswerForm, fields);
      if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
      const answered = await answerContract(context, type, Number(form.output.contractId), form.output.action);
      return answered.refused
        ? fail({ form: answered.refused.key }, answered.refused.status, answered.refused.params)
        : formOk<ContractDone>({ notice: answered.notice, params: {} });
    }
    const client = await context.platform();
    if (fields.intent === 'terminate') {
      const form = v.safeParse(TerminateForm, fields);
      if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
      try {
        const done = await client.call('requestContractTermination', ContractSchema, { body: { contractId: Number(form.output.contractId) } });
        return formOk<ContractDone>({
          notice: done.status === 'TERMINATED' ? 'agent.contracts.withdrawn' : 'agent.contracts.terminationSent',
          params: { username: done.downline.username },
        });
      } catch (error) {
        const failure = contractFailureOf(error);
        return fail({ form: failure.key }, failure.status, failure.params);
      }
    }
    const form = v.safeParse(OfferForm, fields);
    if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
    const rateBp = percentToBp(form.output.rate);
    if (rateBp === null || rateBp <= 0) return fail({ rate: 'agent.contracts.errors.contract_rate_invalid' });
    const [wallet, site] = await Promise.all([readWallet(context), context.site()]);
    const amounts: Record<string, number> = {};
    for (const name of ['minValidBet', 'minLoss', 'minBet'] as const) {
      const raw = form.output[name].trim();
      if (!raw) {
        amounts[name] = 0;
        continue;
      }
      const parsed = parseAmount(raw, wallet.exponent, site.language);
      if (!parsed.ok) return fail({ [name]: 'agent.contracts.errors.threshold_invalid' });
      amounts[name] = parsed.minor;
    }
    try {
      const offered = await client.call('offerAgentContract', ContractSchema, {
        body: {
          type,
          downlineId: Number(form.output.downlineId),
          rateBp,
          period: form.output.period,
          minValidBetMinor: amounts.minValidBet,
          minLossMinor: amounts.minLoss,
          minBetMinor: amounts.minBet,
          minActiveMembers: Number(form.output.minActive || 0),
        },
      });
      return formOk<ContractDone>({ notice: 'agent.contracts.offeredNotice', params: { username: offered.downline.username } });
    } catch (error) {
      const failure = contractFailureOf(error);
      const params = { ...failure.params };
      if (typeof failure.params.maxBp === 'number') params.max = `${(failure.params.maxBp / 100).toFixed(2)}%`;
      const field = failure.key.includes('rate') ? 'rate' : failure.key.includes('downline') ? 'downlineId' : 'form';
      return fail({ [field]: failure.key }, failure.status, params);
    }
  };
}

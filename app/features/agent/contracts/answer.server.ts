import type { AppLoadContext } from '@remix-run/node';
import type { EndpointName } from '~/platform-client/endpoints';
import { ContractAnswerSchema, type ContractType } from '~/platform-client/schemas/contracts';
import type { CashierFailure } from '~/features/cashier/cashier-errors';
import { contractFailureOf } from './contract-errors';
import { refreshContractFlags } from '~/request/contracts/contract-flags.server';

/** The contract's own relay for each type's answer (GET for dividend and daily salary, POST for the others). */
const PROCESS: Record<ContractType, EndpointName> = {
  DIVIDEND: 'processDividendContract',
  DAILY: 'processDailySalaryContract',
  HOURLY: 'processHourSalaryContract',
  REALTIME: 'processRealTimeSalaryContract',
};
const GET_RELAYS: readonly ContractType[] = ['DIVIDEND', 'DAILY'];

export type Answer = 'ACCEPT' | 'REJECT' | 'TERMINATE';

/**
 * The downline's answer to a request (or its own termination), then fresh flags, so the popup goes
 * away on this very response. Answers the notice to show, or the refusal.
 */
export async function answerContract(
  context: AppLoadContext,
  type: ContractType,
  contractId: number,
  action: Answer,
): Promise<{ notice: string; refused?: undefined } | { refused: CashierFailure }> {
  const client = await context.platform();
  const params = { contractId, action };
  try {
    const done = await client.call(PROCESS[type], ContractAnswerSchema, GET_RELAYS.includes(type) ? { query: params } : { body: params });
    await refreshContractFlags(context);
    const ended = done.ended.length ? 'WithEnded' : '';
    return { notice: `agent.contracts.answered.${action}${action === 'ACCEPT' && done.contract.status === 'TERMINATED' ? 'Termination' : ended}` };
  } catch (error) {
    // Whatever the platform said, the flags may have moved (another tab answered first): read them again.
    await refreshContractFlags(context);
    return { refused: contractFailureOf(error) };
  }
}

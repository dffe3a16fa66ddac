import { codeKeys, refusal } from '~/platform-client/refusal';
import { type CashierFailure } from '~/features/cashier/cashier-errors';
import { agentCodes } from '../agent-errors';

/** Contract codes the player gets in the site's own words; the agent centre's and the cashier's keep theirs. */
const CONTRACT_CODES = [
  'contract.rate.invalid',
  'contract.rate.above.own',
  'contract.field.invalid',
  'contract.pending.exists',
  'contract.not.found',
  'contract.not.open',
  'contract.termination.pending',
];

const contractCodes = { ...agentCodes, ...codeKeys('agent.contracts.errors', CONTRACT_CODES) };

export function contractFailureOf(error: unknown): CashierFailure {
  return refusal(error, { codes: contractCodes });
}

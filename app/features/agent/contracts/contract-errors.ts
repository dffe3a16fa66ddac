import { isPlatformError } from '~/platform-client/errors';
import { cashierFailureOf, type CashierFailure } from '~/features/cashier/cashier-errors';
import { agentFailureOf } from '../agent-errors';

/** Contract codes the player gets in the site's own words; the agent centre's and the cashier's keep theirs. */
const CONTRACT_CODES = ['contract.rate.invalid', 'contract.rate.above.own', 'contract.field.invalid', 'contract.pending.exists', 'contract.not.found', 'contract.not.open', 'contract.termination.pending'];

export function contractFailureOf(error: unknown): CashierFailure {
  const code = isPlatformError(error) && error.kind === 'rejected' ? (error.details.errorCode ?? '') : '';
  if (CONTRACT_CODES.includes(code)) return { ...cashierFailureOf(error), key: `agent.contracts.errors.${code.replace(/\./g, '_')}` };
  return agentFailureOf(error);
}

import { cashierFailureOf, type CashierFailure } from '~/features/cashier/cashier-errors';
import { isPlatformError } from '~/platform-client/errors';

/** Platform codes of the agent calls the agent gets in the site's own words; the cashier's codes keep theirs. */
const AGENT_CODES = ['downline.not.found', 'downline.insufficient.balance', 'rebate.invalid', 'rebate.above.own', 'invitation.limit', 'username.exists', 'register.field.invalid', 'register.field.required', 'agent.only'];

export const agentKey = (code: string) => `agent.errors.${code.replace(/\./g, '_')}`;

export function agentFailureOf(error: unknown): CashierFailure {
  const code = isPlatformError(error) && error.kind === 'rejected' ? (error.details.errorCode ?? '') : '';
  const failure = cashierFailureOf(error);
  return AGENT_CODES.includes(code) ? { ...failure, key: agentKey(code) } : failure;
}

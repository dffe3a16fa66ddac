import { codeKey, codeKeys, refusal } from '~/platform-client/refusal';
import { cashierCodes, type CashierFailure } from '~/features/cashier/cashier-errors';

/** Platform codes of the agent calls the agent gets in the site's own words; the cashier's codes keep theirs. */
const AGENT_CODES = [
  'downline.not.found',
  'downline.insufficient.balance',
  'rebate.invalid',
  'rebate.above.own',
  'invitation.limit',
  'username.exists',
  'register.field.invalid',
  'register.field.required',
  'agent.only',
];

export const agentKey = (code: string) => codeKey('agent.errors', code);

export const agentCodes = { ...cashierCodes, ...codeKeys('agent.errors', AGENT_CODES) };

export function agentFailureOf(error: unknown): CashierFailure {
  return refusal(error, { codes: agentCodes });
}

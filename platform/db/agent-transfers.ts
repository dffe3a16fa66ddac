import { directDownline } from './agent-tree';
import { cashierSettings } from './cashier-settings';
import { memberAccount, post, postedUnder } from './ledger';
import type { Db } from './db';
import { checkPaymentPassword } from './payment-password';
import { Refusal } from './refusal';
import { walletBalance } from './wallets';

/**
 * Money between an agent and a direct downline, both ways, MAIN to MAIN as one balanced transaction.
 * The agent's payment password authorises either direction; the requestId is the idempotency key, so
 * a replayed form moves nothing. Limits are the brand's withdrawal limits, as for transfers to upline.
 */
export type Direction = 'TO_DOWNLINE' | 'FROM_DOWNLINE';
type Agent = { id: number; merchant: string; username: string };

const keyOf = (agent: Agent, requestId: string) => `agent:${agent.id}:${requestId}`;

/** Every rule before the payment password is tried, so a bad form costs no attempt; then the move. */
export function transferWithDownline(
  db: Db,
  agent: Agent,
  ask: { direction: Direction; downlineId: unknown; amountMinor: number; requestId: string; paymentPassword: unknown },
  now = Date.now(),
) {
  const first = postedUnder(db, agent.merchant, keyOf(agent, ask.requestId));
  if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
  const downline = directDownline(db, agent.id, ask.downlineId);
  const settings = cashierSettings(db, agent.merchant);
  if (ask.amountMinor < settings.withdrawMinMinor) throw new Refusal('amount.below.min', { minMinor: settings.withdrawMinMinor });
  if (ask.amountMinor > settings.withdrawMaxMinor) throw new Refusal('amount.above.max', { maxMinor: settings.withdrawMaxMinor });
  const [fromId, toId] = ask.direction === 'TO_DOWNLINE' ? [agent.id, downline.id] : [downline.id, agent.id];
  if (walletBalance(db, fromId, 'MAIN') < ask.amountMinor)
    throw new Refusal(ask.direction === 'TO_DOWNLINE' ? 'insufficient.balance' : 'downline.insufficient.balance');
  checkPaymentPassword(db, agent.id, ask.paymentPassword);
  const [fromName, toName] = ask.direction === 'TO_DOWNLINE' ? [agent.username, downline.username] : [downline.username, agent.username];
  const transactionId = post(db, {
    merchant: agent.merchant,
    kind: 'DOWNLINE_TRANSFER',
    memberId: agent.id,
    idempotencyKey: keyOf(agent, ask.requestId),
    at: now,
    legs: [
      { account: memberAccount(db, fromId, 'MAIN'), amount: -ask.amountMinor, type: 'TRANSFER' },
      { account: memberAccount(db, toId, 'MAIN'), amount: ask.amountMinor, type: 'TRANSFER' },
    ],
    meta: { note: `Agent transfer ${fromName} → ${toName}`, direction: ask.direction, agentId: agent.id, downlineId: downline.id },
  });
  return { transactionId, downline: { id: downline.id, username: downline.username } };
}

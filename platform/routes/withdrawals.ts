import { cashierSettings } from '../db/cashier-settings';
import { checkPaymentPassword, paymentPasswordState, setPaymentPassword } from '../db/payment-password';
import { storeProof } from '../db/proofs';
import { Refusal } from '../db/refusal';
import { openTurnover } from '../db/turnover';
import { accountAnswer, activeAccounts, addAccount, removeAccount, setDefaultAccount } from '../db/withdraw-accounts';
import { memberWithdrawLimits } from '../db/withdraw-limits';
import {
  autoConfirmDue,
  awaitingConfirmation,
  checkWithdrawal,
  confirmWithdrawal,
  memberWithdrawal,
  requestWithdrawal,
  usedToday,
  withdrawalAnswer,
  withdrawalPage,
  WITHDRAW_STATUSES,
  type ConfirmResult,
} from '../db/withdrawals';
import { sealedBody, text } from '../http/body';
import { idOf, jsonBody, minorOf, requestIdOf, requireRealMember, UPLOAD, uploadedImage } from '../http/cashier-params';
import { enumParam, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';
import { oneRow } from '../db/one-row';

/** The withdrawal calls of decision 011: accounts, the payment password, withdrawals and their confirmation. */

function accounts(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return activeAccounts(ctx.db, member.id).map(accountAnswer);
}

/** Encrypted: `{ type, provider, bankName, accountName, accountNumber }`. */
function addWithdrawAccount(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = sealedBody(ctx);
  const field = (key: string) => text(body, key, 100);
  const account = addAccount(ctx.db, member, {
    type: field('type').toUpperCase(),
    provider: field('provider'),
    bankName: field('bankName'),
    accountName: field('accountName'),
    accountNumber: field('accountNumber'),
  });
  return accountAnswer(account);
}

function setDefault(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  setDefaultAccount(ctx.db, member.id, idOf(jsonBody(ctx).id));
  return activeAccounts(ctx.db, member.id).map(accountAnswer);
}

function remove(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  removeAccount(ctx.db, member.id, idOf(jsonBody(ctx).id));
  return activeAccounts(ctx.db, member.id).map(accountAnswer);
}

function settings(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  autoConfirmDue(ctx.db, { merchant: member.merchant, memberId: member.id });
  const s = cashierSettings(ctx.db, member.merchant);
  const limits = memberWithdrawLimits(ctx.db, member, s);
  const used = usedToday(ctx.db, member.id, s);
  const turnover = openTurnover(ctx.db, member.id);
  const password = paymentPasswordState(ctx.db, member.id);
  return {
    minMinor: s.withdrawMinMinor,
    maxMinor: s.withdrawMaxMinor,
    dailyCountLimit: limits.dailyCountLimit,
    dailyAmountLimitMinor: limits.dailyAmountLimitMinor,
    vipLevel: limits.vipLevel,
    usedTodayCount: used.count,
    usedTodayMinor: used.amountMinor,
    turnoverRequiredMinor: turnover.requiredMinor,
    turnoverDoneMinor: turnover.doneMinor,
    hasPaymentPassword: password.has,
    paymentPasswordLockedUntil: password.lockedUntil,
    confirmMinutes: s.confirmMinutes,
    realName: oneRow(ctx.db.prepare<unknown[], string | null>('SELECT payee_name FROM members WHERE id = ?').pluck().get(member.id), "the member's payee name"),
  };
}

/** Encrypted: `{ loginPassword }` the first time or `{ oldPaymentPassword }` to change, and `paymentPassword`. */
function paymentPassword(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = sealedBody(ctx);
  setPaymentPassword(ctx.db, member, {
    loginPassword: text(body, 'loginPassword', 100),
    oldPaymentPassword: text(body, 'oldPaymentPassword', 20),
    paymentPassword: text(body, 'paymentPassword', 20),
  });
  return { hasPaymentPassword: true };
}

/**
 * Encrypted: `{ accountId, amountMinor, paymentPassword, requestId }`. Every other rule is checked before
 * the password (a request that cannot succeed costs no attempt) and again in the write that holds the money.
 */
function withdraw(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = sealedBody(ctx);
  const ask = { requestId: requestIdOf(body), amountMinor: minorOf(body, 'amountMinor'), accountId: idOf(body.accountId) };
  checkWithdrawal(ctx.db, member, ask);
  checkPaymentPassword(ctx.db, member.id, body.paymentPassword);
  const w = requestWithdrawal(ctx.db, member, ask);
  return { id: w.id, status: w.status };
}

function list(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const status = ctx.url.searchParams.get('status')?.trim() ? enumParam(ctx.url, 'status', WITHDRAW_STATUSES, 'PENDING') : null;
  const page = pageParams(ctx.url, 20, 100);
  autoConfirmDue(ctx.db, { merchant: member.merchant, memberId: member.id });
  return withdrawalPage(ctx.db, member.id, status, page);
}

function confirmationList(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  autoConfirmDue(ctx.db, { merchant: member.merchant, memberId: member.id });
  return awaitingConfirmation(ctx.db, member.id).map(withdrawalAnswer);
}

const RESULTS: readonly ConfirmResult[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

/** `{ id, result, receivedMinor? }`: what arrived of a paid withdrawal. */
function confirm(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  const result = RESULTS.find((r) => r === body.result);
  if (!result) throw new Refusal('request_param_err', { field: 'result' });
  const received = result === 'PARTIAL' ? minorOf(body, 'receivedMinor') : null;
  return withdrawalAnswer(confirmWithdrawal(ctx.db, member, idOf(body.id), result, received));
}

/** The "not received" proof, before `processC2CTransaction` says so. */
function uploadProof(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  autoConfirmDue(ctx.db, { merchant: member.merchant, memberId: member.id });
  const w = memberWithdrawal(ctx.db, member.id, idOf(ctx.url.searchParams.get('id')));
  if (w.status !== 'PAID' && w.status !== 'NOT_RECEIVED') throw new Refusal('withdraw.not.confirmable', { status: w.status });
  storeProof(ctx.db, { owner: 'WITHDRAWAL', ownerId: w.id, merchant: member.merchant, memberId: member.id, ...uploadedImage(ctx, member) });
  return { id: w.id, proofUploaded: true };
}

export const withdrawalRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawAccounts', modId: 'COMM3', handle: accounts },
  { method: 'POST', path: '/wps/relay/PAYFE_addWithdrawAccount', modId: 'COMM3', handle: addWithdrawAccount },
  { method: 'POST', path: '/wps/relay/PAYFE_setDefaultWithdrawAccount', modId: 'COMM3', handle: setDefault },
  { method: 'POST', path: '/wps/relay/PAYFE_removeWithdrawAccount', modId: 'COMM3', handle: remove },
  { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawSettings', modId: 'COMM3', handle: settings },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_setPaymentPassword', modId: 'COMM3', handle: paymentPassword },
  { method: 'POST', path: '/wps/relay/passwordCheck/PAYFE_withdraw', modId: 'COMM3', handle: withdraw },
  { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawals', modId: 'COMM3', handle: list },
  { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', modId: 'COMM3', handle: confirmationList },
  { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', modId: 'COMM3', handle: confirm },
  { method: 'POST', path: '/wps/relay/MCSFE_uploadC2CProof', modId: 'COMM3', raw: UPLOAD, handle: uploadProof },
];

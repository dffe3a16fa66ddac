import { createInvitationCode, invitationCodes, registerDownline, type DownlineType } from '../db/agent-accounts';
import { agentAnnouncementPage } from '../db/agent-notices';
import { agentIncome, teamBetPage, teamOverview, teamProfitLossPage, teamTransactionPage } from '../db/agent-reports';
import { downlinePage } from '../db/agent-team';
import { requireAgentMember, type TeamFilter } from '../db/agent-tree';
import { transferWithDownline, type Direction } from '../db/agent-transfers';
import { RECORD_GAME_TYPES } from '../db/bet-records';
import { cashierSettings } from '../db/cashier-settings';
import { ENTRY_TYPES } from '../db/ledger';
import { paymentPasswordState } from '../db/payment-password';
import { Refusal } from '../db/refusal';
import { sealedBody, text } from '../http/body';
import { idOf, jsonBody, minorOf, requestIdOf, requireRealMember, timeRange } from '../http/cashier-params';
import { ApiError } from '../http/envelope';
import { enumParam, intParam, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** The agent centre's calls (decision 015): agents only, over the agent's own team. */

const agentOf = (ctx: RequestContext) => requireAgentMember(requireRealMember(ctx));
const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');
/** Reports cover at most a little over three months: the site offers no longer range. */
const MAX_REPORT_MS = 100 * 86_400_000;

const optional = <T extends string>(url: URL, name: string, allowed: readonly T[]): T | null =>
  url.searchParams.get(name)?.trim() ? enumParam(url, name, allowed, allowed[0]!) : null;

function reportRange(ctx: RequestContext) {
  const range = timeRange(ctx.url);
  if (range.to - range.from > MAX_REPORT_MS) throw badParam();
  return range;
}

function teamFilter(url: URL): TeamFilter {
  const level = intParam(url, 'level', { fallback: 0, min: 0, max: 50 });
  const username = url.searchParams.get('username')?.trim() ?? '';
  if (username.length > 40) throw badParam();
  return { level: level || null, username: username || null };
}

function announcements(ctx: RequestContext) {
  agentOf(ctx);
  return agentAnnouncementPage(ctx.db, ctx.merchant.code, pageParams(ctx.url, 7, 50));
}

function overview(ctx: RequestContext) {
  const agent = agentOf(ctx);
  return teamOverview(ctx.db, agent.id, cashierSettings(ctx.db, agent.merchant).timeZone);
}

function downlines(ctx: RequestContext) {
  const agent = agentOf(ctx);
  const parent = ctx.url.searchParams.get('parentId');
  const parentId = parent ? idOf(parent) : null;
  if (parent && parentId === null) throw new Refusal('downline.not.found');
  const username = ctx.url.searchParams.get('username')?.trim() ?? '';
  if (username.length > 40) throw badParam();
  const page = downlinePage(ctx.db, agent.id, { parentId, username: username || null }, pageParams(ctx.url, 20, 100));
  return { ...page, hasPaymentPassword: paymentPasswordState(ctx.db, agent.id).has };
}

function bets(ctx: RequestContext) {
  const agent = agentOf(ctx);
  return teamBetPage(
    ctx.db,
    agent.id,
    { ...reportRange(ctx), ...teamFilter(ctx.url), gameType: optional(ctx.url, 'gameType', RECORD_GAME_TYPES) },
    pageParams(ctx.url, 20, 100),
  );
}

function profitLoss(ctx: RequestContext) {
  const agent = agentOf(ctx);
  return teamProfitLossPage(
    ctx.db,
    agent.id,
    { ...reportRange(ctx), ...teamFilter(ctx.url), gameType: optional(ctx.url, 'gameType', RECORD_GAME_TYPES) },
    pageParams(ctx.url, 20, 100),
  );
}

function income(ctx: RequestContext) {
  const agent = agentOf(ctx);
  return agentIncome(ctx.db, agent, cashierSettings(ctx.db, agent.merchant).timeZone, {
    ...reportRange(ctx),
    gameType: optional(ctx.url, 'gameType', RECORD_GAME_TYPES),
  });
}

function transactions(ctx: RequestContext) {
  const agent = agentOf(ctx);
  return teamTransactionPage(
    ctx.db,
    agent.id,
    { ...reportRange(ctx), ...teamFilter(ctx.url), type: optional(ctx.url, 'type', ENTRY_TYPES) },
    pageParams(ctx.url, 20, 100),
  );
}

const accountType = (body: Record<string, unknown>): DownlineType => {
  const value = body.accountType;
  if (value !== 'MEMBER' && value !== 'AGENT') throw badParam();
  return value;
};

/** Encrypted (it carries the new member's password): `{ username, password, accountType, rebateBp }`. */
function register(ctx: RequestContext) {
  const agent = agentOf(ctx);
  const body = sealedBody(ctx);
  return registerDownline(ctx.db, agent, {
    username: text(body, 'username', 40),
    password: text(body, 'password', 100),
    accountType: accountType(body),
    rebateBp: body.rebateBp,
  });
}

function invitations(ctx: RequestContext) {
  return invitationCodes(ctx.db, agentOf(ctx));
}

function createInvitation(ctx: RequestContext) {
  const agent = agentOf(ctx);
  const body = jsonBody(ctx);
  return createInvitationCode(ctx.db, agent, { accountType: accountType(body), rebateBp: body.rebateBp });
}

/** Encrypted: `{ downlineId, amountMinor, paymentPassword, requestId }`. */
function transfer(direction: Direction) {
  return (ctx: RequestContext) => {
    const agent = agentOf(ctx);
    const body = sealedBody(ctx);
    const requestId = requestIdOf(body);
    return transferWithDownline(ctx.db, agent, {
      direction,
      downlineId: body.downlineId,
      amountMinor: minorOf(body, 'amountMinor'),
      requestId,
      paymentPassword: body.paymentPassword,
    });
  };
}

export const agentRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getAgentAnnouncements', modId: 'COMM3', handle: announcements },
  { method: 'GET', path: '/wps/relay/MCSFE_getAgentTeamOverview', modId: 'COMM3', handle: overview },
  { method: 'GET', path: '/wps/relay/MCSFE_getDownlineList', modId: 'COMM3', handle: downlines },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_registerDownline', modId: 'COMM3', handle: register },
  { method: 'GET', path: '/wps/relay/MCSFE_getAgentInvitations', modId: 'COMM3', handle: invitations },
  { method: 'POST', path: '/wps/relay/MCSFE_createAgentInvitation', modId: 'COMM3', handle: createInvitation },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToDownline', modId: 'COMM3', handle: transfer('TO_DOWNLINE') },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferFromDownline', modId: 'COMM3', handle: transfer('FROM_DOWNLINE') },
  { method: 'GET', path: '/wps/relay/ODSFE2_getTeamBetRecords', modId: 'COMM3', handle: bets },
  { method: 'GET', path: '/wps/relay/ODSFE2_getTeamProfitLoss', modId: 'COMM3', handle: profitLoss },
  { method: 'GET', path: '/wps/relay/ODSFE2_getAgentIncome', modId: 'COMM3', handle: income },
  { method: 'GET', path: '/wps/relay/ODSFE2_getTeamTransactions', modId: 'COMM3', handle: transactions },
];

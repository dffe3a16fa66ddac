import {
  answerContract,
  CONTRACT_MODULE,
  CONTRACT_TYPES,
  contractsOf,
  offerContract,
  pendingRequests,
  requestTermination,
  type ContractType,
  type DownlineAction,
} from '../db/agent-contracts';
import { requireAgentMember } from '../db/agent-tree';
import { settlementPage } from '../db/contract-settlement';
import { isModuleOn } from '../db/merchants';
import { idOf, jsonBody, requireRealMember } from '../http/cashier-params';
import { ApiError } from '../http/envelope';
import { pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * Agent contracts (decision 015, "Contracts"). The agent's side (list, offer, termination request,
 * settlement records) is designed in the contract's style; the downline's answers are the contract's
 * own `process*` relays, under both generations of names.
 */

const notAvailable = () => new ApiError(400, 'function.not.available', 'function.not.available');
const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

/** The `type` of a call, refused like a missing module when the merchant has that contract type off. */
function typeOf(ctx: RequestContext, raw: unknown): ContractType {
  const type = typeof raw === 'string' ? CONTRACT_TYPES.find((t) => t === raw.trim().toUpperCase()) : undefined;
  if (!type) throw badParam();
  if (!isModuleOn(ctx.db, ctx.merchant.code, CONTRACT_MODULE[type])) throw notAvailable();
  return type;
}

function contracts(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return contractsOf(ctx.db, member, typeOf(ctx, ctx.url.searchParams.get('type')));
}

/** `{ type, downlineId, rateBp, period, minValidBetMinor?, minLossMinor?, minActiveMembers?, minBetMinor? }` */
function offer(ctx: RequestContext) {
  const agent = requireAgentMember(requireRealMember(ctx));
  const body = jsonBody(ctx);
  return offerContract(ctx.db, agent, { ...body, type: typeOf(ctx, body.type), downlineId: body.downlineId, rateBp: body.rateBp, period: body.period });
}

/** `{ contractId }` */
function terminate(ctx: RequestContext) {
  const agent = requireAgentMember(requireRealMember(ctx));
  return requestTermination(ctx.db, agent.id, idOf(jsonBody(ctx).contractId));
}

function requests(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return pendingRequests(ctx.db, member.id).filter((c) => isModuleOn(ctx.db, ctx.merchant.code, CONTRACT_MODULE[c.type]));
}

function settlements(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return settlementPage(ctx.db, member.id, typeOf(ctx, ctx.url.searchParams.get('type')), pageParams(ctx.url, 20, 100));
}

const ACTIONS: readonly DownlineAction[] = ['ACCEPT', 'REJECT', 'TERMINATE'];

/** The downline's answer: `contractId` and `action` (ACCEPT | REJECT | TERMINATE), from the query (GET relays) or the body (POST relays). */
function answer(type: ContractType) {
  return (ctx: RequestContext) => {
    const member = requireRealMember(ctx);
    const params = ctx.req.method === 'GET' ? Object.fromEntries(ctx.url.searchParams) : jsonBody(ctx);
    const action = typeof params.action === 'string' ? ACTIONS.find((a) => a === params.action) : undefined;
    if (!action) throw badParam();
    return answerContract(ctx.db, member.id, type, idOf(params.contractId), action);
  };
}

export const agentContractRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getAgentContracts', modId: 'AGENTPOLICY3', handle: contracts },
  { method: 'POST', path: '/wps/relay/MCSFE_offerAgentContract', modId: 'AGENTPOLICY3', handle: offer },
  { method: 'POST', path: '/wps/relay/MCSFE_requestContractTermination', modId: 'AGENTPOLICY3', handle: terminate },
  { method: 'GET', path: '/wps/relay/MCSFE_getContractRequests', modId: 'AGENTPOLICY3', handle: requests },
  { method: 'GET', path: '/wps/relay/ODSFE2_getContractSettlements', modId: 'AGENTPOLICY3', handle: settlements },
  // The contract's own relays for the downline's answer (GET for dividend and daily salary, as it lists them).
  { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', modId: 'SIGNCONDIV3', handle: answer('DIVIDEND') },
  { method: 'GET', path: '/wps/relay/MCSFE_processContractDividend', modId: 'SIGNCONDIV3', handle: answer('DIVIDEND') },
  { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', modId: 'DAILYSALCONT3', handle: answer('DAILY') },
  { method: 'GET', path: '/wps/relay/MCSFE_processDailySalaryContract', modId: 'DAILYSALCONT3', handle: answer('DAILY') },
  { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', modId: 'HOURSAL3', handle: answer('HOURLY') },
  { method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', modId: 'HOURSAL3', handle: answer('HOURLY') },
  { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', modId: 'RTSALARY3', handle: answer('REALTIME') },
];

import * as v from 'valibot';
import { Minor } from './cashier';
import { CONTRACT_PERIODS, CONTRACT_TYPES } from '../vocabulary/contracts';

/** Agent contracts (decision 015, "Contracts"): rates in basis points, amounts in integer minor units, times epoch ms. */
const Int = v.pipe(v.number(), v.integer());
const Name = v.pipe(v.string(), v.maxLength(60));

export type ContractType = (typeof CONTRACT_TYPES)[number];

export const ContractSchema = v.object({
  id: Int,
  type: v.picklist(CONTRACT_TYPES),
  rateBp: Int,
  period: v.picklist(CONTRACT_PERIODS),
  agent: v.object({ id: Int, username: Name }),
  downline: v.object({ id: Int, username: Name }),
  thresholds: v.object({ validBetMinor: Minor, lossMinor: Minor, activeMembers: Int, betMinor: Minor }),
  status: v.picklist(['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED']),
  request: v.nullable(v.picklist(['OFFER', 'TERMINATION'])),
  createdAt: Int,
  acceptedAt: v.nullable(Int),
  endedAt: v.nullable(Int),
  endReason: v.nullable(v.string()),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

export const AgentContractsSchema = v.object({
  isAgent: v.boolean(),
  maxRateBp: Int,
  mine: v.array(ContractSchema),
  offered: v.array(ContractSchema),
  downlines: v.array(v.object({ id: Int, username: Name })),
});

export const ContractRequestsSchema = v.array(ContractSchema);
export const ContractAnswerSchema = v.object({ contract: ContractSchema, ended: v.array(Int) });

export const ContractSettlementsSchema = v.object({
  list: v.array(
    v.object({
      id: Int,
      contractId: Int,
      periodKey: v.pipe(v.string(), v.maxLength(40)),
      periodStart: Int,
      periodEnd: Int,
      validBetMinor: Minor,
      lossMinor: v.pipe(v.number(), v.integer()),
      activeMembers: Int,
      baseMinor: Minor,
      amountMinor: Minor,
      outcome: v.picklist(['PAID', 'BELOW_THRESHOLD', 'NOTHING']),
      missed: v.array(v.string()),
      settledAt: Int,
      rateBp: Int,
      agent: Name,
      downline: Name,
      mine: v.boolean(),
    }),
  ),
  receivedMinor: Minor,
  pageNo: Int,
  pageSize: Int,
  totalCount: Int,
  totalPages: Int,
});

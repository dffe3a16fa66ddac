import type { ContractType } from '~/platform-client/schemas/contracts';

/**
 * The four contract types as the site knows them: the agent page that shows each, the consolidated
 * flags that say a request waits (`request`) or that the member can see the type (`info`), and the menu
 * flag the agent centre's page list names. The brand module that switches a type on is its page's
 * route's to say (`handle.gate.needs`).
 */
export const CONTRACT_KINDS = [
  { type: 'DIVIDEND', page: 'agentDividendRecordCopy2', request: 'divtypereq', info: 'divtypeinfo', menuFlag: 'enableCt' },
  { type: 'DAILY', page: 'agentDailyWages2', request: 'dailysalreqtype', info: 'dailysalinfotype', menuFlag: 'salary' },
  { type: 'HOURLY', page: 'agentHourSalary', request: 'contracthoursalreq', info: 'contracthoursalinfo', menuFlag: 'hourSalary' },
  { type: 'REALTIME', page: 'agentRealtimeSalary', request: 'realtimesalreqtype', info: 'contractmrdailysalinfotype', menuFlag: 'agentRealtimeSalary' },
] as const satisfies readonly { type: ContractType; page: string; request: string; info: string; menuFlag: string }[];

export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const kindOf = (type: ContractType): ContractKind => CONTRACT_KINDS.find((k) => k.type === type)!;

/** True while a contract request of any type waits for the member's answer. */
export function hasPendingContractRequest(flags: Record<string, number> | undefined): boolean {
  return CONTRACT_KINDS.some((k) => Boolean(flags?.[k.request]));
}

/** The agent centre's menu flags: a contract page shows when the member can see that type (and its route's gate opens). */
export function contractMenuFlags(flags: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(CONTRACT_KINDS.map((k) => [k.menuFlag, flags?.[k.info] ? 1 : 0]));
}

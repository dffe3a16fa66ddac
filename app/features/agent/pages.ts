import type { IconName } from '~/ui/icons';

/**
 * The agent centre's pages, in menu order. A new page is a route module `routes/agent+/<key>.tsx` and one
 * entry here. The menu shows an entry where its route's gate opens (`handle.gate.needs`, the brand's module)
 * and, for `flag`, where the member's menu flag is on: the contract pages (dividend `enableCt`, daily
 * `salary`, hourly `hourSalary`, real-time `agentRealtimeSalary`), each on when the consolidated info flag
 * says the member can see that type.
 */
export const AGENT_PAGES = [
  { key: 'agentAnnouncement', icon: 'chat' },
  { key: 'agentTeamOverview', icon: 'chart' },
  { key: 'registerCenter', icon: 'qr' },
  { key: 'downlineManagmentView', icon: 'upline' },
  { key: 'personalHistoryCopy', icon: 'dice' },
  { key: 'palStatementsAgentCopy', icon: 'swap' },
  { key: 'agentRevenueReport', icon: 'wallet' },
  { key: 'agentDownlineTransactionDetailsCopy', icon: 'receipt' },
  { key: 'agentDividendRecordCopy2', icon: 'gift', flag: 'enableCt' },
  { key: 'agentDailyWages2', icon: 'coins', flag: 'salary' },
  { key: 'agentHourSalary', icon: 'clock', flag: 'hourSalary' },
  { key: 'agentRealtimeSalary', icon: 'flame', flag: 'agentRealtimeSalary' },
] as const satisfies readonly { key: string; icon: IconName; flag?: string }[];

export type AgentPageKey = (typeof AGENT_PAGES)[number]['key'];
export type AgentPage = { key: AgentPageKey; icon: IconName; flag?: string };

/** The page the centre opens on. */
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

export const agentPagePath = (key: AgentPageKey) => `/agent/${key}`;

/** The menu for an agent's contract flags: entries without a flag always, the others when theirs is on. */
export function visibleAgentPages(flags: Record<string, number | boolean>): readonly AgentPage[] {
  return (AGENT_PAGES as readonly AgentPage[]).filter((page) => !page.flag || Boolean(flags[page.flag]));
}

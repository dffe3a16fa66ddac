import type { LoaderFunctionArgs } from '@remix-run/node';
import { TeamOverviewSchema } from '~/platform-client/schemas/agent';
import { PERIODS, type Period } from './periods';

/** `/agent/agentTeamOverview?period=`: the team's numbers for the chosen period (links, so no script is needed) and its last 30 days. */
export async function overviewLoader({ request, context }: LoaderFunctionArgs) {
  const client = await context.platform();
  const asked = new URL(request.url).searchParams.get('period');
  const period: Period = (PERIODS as readonly string[]).includes(asked ?? '') ? (asked as Period) : 'today';
  return { ...(await client.call('agentTeamOverview', TeamOverviewSchema)), period };
}

import { useRouteLoaderData } from '@remix-run/react';
import type { AgentCentreData } from './agent-centre.server';

/** The agent centre's frame data (wallet, flags, close target) from any of its pages. */
export function useAgentCentre(): AgentCentreData | undefined {
  return useRouteLoaderData('routes/agent+/_layout') as AgentCentreData | undefined;
}

import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { agentPagePath, DEFAULT_AGENT_PAGE } from '~/features/agent/pages';
import { routeHandle } from '~/request/route-gates';

/** `/agent` opens the centre on its overview, keeping where it was opened from. */
export const handle = routeHandle({ gate: { access: 'agent' } });

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${agentPagePath(DEFAULT_AGENT_PAGE)}${new URL(request.url).search}`);
}

// A page route, not a resource route: a refusal (a member is not shown the agent centre) then renders
// the brand's page with its chrome and a way back, where a resource route would answer bare text.
export default function AgentIndex() {
  return null;
}

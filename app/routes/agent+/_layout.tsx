import { AgentCentreFrame } from '~/features/agent/agent-centre-frame';
import { agentCentreLoader } from '~/features/agent/agent-centre.server';
import { routeHandle } from '~/request/route-gates';
import { pageMeta } from '~/ui/page-meta';

/** The agent centre's frame around its pages: agents (the brand's agent-type codes) with a real account only. */
export const handle = routeHandle({ gate: { access: 'agent' }, messages: ['agent', 'member'] });
export const loader = agentCentreLoader;
export const meta = pageMeta;
export default AgentCentreFrame;

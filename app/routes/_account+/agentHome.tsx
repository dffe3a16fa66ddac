import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** The agent centre's older address: the agent centre, whose own gate decides who sees it. */
export const handle = routeHandle({ gate: { access: 'public' } });

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/agent${new URL(request.url).search}`);
}

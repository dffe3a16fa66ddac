import { routeHandle } from '~/request/route-gates';

/** A route that does no work: the framework's floor for `npm run bench`, and a health check through Remix. */
export const handle = routeHandle({ gate: { open: true } });

export function loader() {
  return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
}

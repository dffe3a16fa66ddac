import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** Old links: `/index.html` is the home page. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/index${url.search}${url.hash}`, 301);
}

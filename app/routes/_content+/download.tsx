import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** `/download` is the old name of the app download page. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/down${url.search}`, 301);
}

import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** Old links: `/register.html` is registration (affiliate links keep their query). */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true } });

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/register${url.search}${url.hash}`, 301);
}

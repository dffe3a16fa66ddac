import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { routeHandle } from '~/request/route-gates';

/** The SEA lottery's own address (where its games link): the lottery page on that vendor, for signed-in players. */
export const handle = routeHandle({ gate: { needs: { lottery: ['TCG_SEA'] }, access: 'signIn' } });

export function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams;
  const target = new URLSearchParams({ vendor: 'TCG_SEA' });
  for (const key of ['gameCode', 'playType']) {
    const value = asked.get(key);
    if (value) target.set(key, value);
  }
  return redirect(`/lottery?${target}`);
}

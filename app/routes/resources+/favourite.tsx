import { redirect } from '@remix-run/node';
import { favouriteAction } from '~/features/games/favourite.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public' } });
export const action = favouriteAction;

export function loader() {
  return redirect('/rng');
}

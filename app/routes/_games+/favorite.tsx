import type { LoaderFunctionArgs } from '@remix-run/node';
import { listShortcut } from '~/features/games/lobby/list-shortcut.server';
import { routeHandle } from '~/request/route-gates';

/** `/favorite`: the slot lobby's favourites list; guests log in first and come back. */
export const handle = routeHandle({ gate: { access: 'signIn' } });
export const loader = (args: LoaderFunctionArgs) => listShortcut('fav', args);

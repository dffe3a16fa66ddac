import { redirect } from '@remix-run/node';
import { staffSignOutAction } from '~/features/staging/staff-sign-in.server';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true, stagingOnly: true }, messages: ['staff'] });
/** Signing out is a POST (the bar's button); a GET of the address goes back to the brand list. */
export const loader = () => redirect('/');
export const action = staffSignOutAction;

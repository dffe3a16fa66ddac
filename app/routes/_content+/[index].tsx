import type { MetaFunction } from '@remix-run/node';
import { HomePage } from '~/features/home/home-page';
import { homeLoader } from '~/features/home/home.server';
import { routeHandle } from '~/request/route-gates';
import { heroPreload } from '~/ui/page-meta';

export const handle = routeHandle({ gate: { access: 'public' }, messages: ['home', 'hotMatches', 'notices'], sharedBody: true });
export const loader = homeLoader;
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.brandName} | ${data.title}` }, ...heroPreload(data)] : []);
export default HomePage;

import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import * as v from 'valibot';
import { requireRealAccount, sessionEndedRedirect } from '~/accounts/guards.server';
import { LOTTERY_VENDORS } from '~/config/categories';
import { LaunchFailurePanel } from '~/games/launch-failure';
import { launchGame } from '~/games/launch.server';
import * as s from '~/games/game-page.css';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { requireRouteEnabled } from '~/site/site.server';

const QuerySchema = v.object({
  vendor: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/)),
  nodeId: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))),
  gameId: v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/))),
});

/**
 * `/game?vendor=&nodeId=`: the launch flow (site-spec §4 "launch requires the login check first"):
 * login, then the real-account check, lottery vendors to the lottery, then the platform's URL in an iframe.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  const url = new URL(request.url);
  const query = v.safeParse(QuerySchema, { vendor: url.searchParams.get('vendor') ?? '', nodeId: url.searchParams.get('nodeId'), gameId: url.searchParams.get('gameId') });
  if (!query.success) throw new Response('Not Found', { status: 404 });
  const signIn = await requireRealAccount(site, request);
  const { vendor, nodeId, gameId } = query.output;
  if ((LOTTERY_VENDORS as readonly string[]).includes(vendor.toUpperCase())) {
    throw redirect(`/lottery?vendor=${encodeURIComponent(vendor)}${gameId ? `&gameCode=${encodeURIComponent(gameId)}` : ''}`);
  }
  const t = await getFixedT(site.language);
  const vendorName = site.catalogue.categories.flatMap((c) => c.vendors).find((x) => x.vassalage === vendor)?.displayName ?? vendor;
  let result;
  try {
    result = await launchGame(site, context, signIn.token, { vendor, nodeId, gameId });
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'session') throw error;
    throw await sessionEndedRedirect(signIn.session, url.pathname + url.search);
  }
  return { title: vendorName, brandName: site.brand.name, pageTitle: t('routes.game'), url: result.ok ? result.url : null, failure: result.ok ? null : result.failure };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.title} | ${data.brandName}` }] : []);

export default function GamePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main" className={s.main}>
      {data.url ? (
        <iframe src={data.url} title={data.title} className={s.frame} allow="fullscreen; autoplay" referrerPolicy="no-referrer" data-testid="game-frame" />
      ) : data.failure ? (
        <LaunchFailurePanel failure={data.failure} />
      ) : null}
    </main>
  );
}

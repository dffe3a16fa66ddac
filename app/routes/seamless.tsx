import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LaunchFailurePanel } from '~/games/launch-failure';
import { gameLaunchLoader, launchPageHeaders } from '~/games/launch.server';
import { SeamlessBar } from '~/games/seamless-bar';
import * as s from '~/games/seamless-page.css';
import { pageMeta } from '~/site/page-route';

/**
 * `/seamless?vendor=&nodeId=`: the same checks as `/game`, then the game fills the window without the
 * site chrome (live-casino streams want the whole viewport); a slim bar keeps the brand and a way out.
 */
export const loader = (args: LoaderFunctionArgs) => gameLaunchLoader(args, 'seamless');

export const handle = { hideHeader: true };

export const headers = launchPageHeaders;

export const meta = pageMeta;

export default function SeamlessPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <SeamlessBar vendorName={data.title} exitHref={data.exitHref} />
      <main id="main" className={data.url ? s.stage : s.stageFailed}>
        {data.url ? (
          <iframe src={data.url} title={data.title} className={s.frame} allow="fullscreen; autoplay; encrypted-media" referrerPolicy="no-referrer" data-testid="seamless-frame" />
        ) : data.failure ? (
          <LaunchFailurePanel failure={data.failure} backHref={data.exitHref} />
        ) : null}
      </main>
    </div>
  );
}

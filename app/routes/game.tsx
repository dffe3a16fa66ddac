import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LaunchFailurePanel } from '~/games/launch-failure';
import { gameLaunchLoader, launchPageHeaders } from '~/games/launch.server';
import * as s from '~/games/game-page.css';
import { useFillViewport } from '~/games/sports-viewport';
import { pageMeta } from '~/site/page-route';

/**
 * `/game?vendor=&nodeId=`: one game in an iframe under the site header. Links that belong elsewhere
 * (lottery, FB Sports, seamless vendors) are redirected there first; see launch-target.ts.
 */
export const loader = (args: LoaderFunctionArgs) => gameLaunchLoader(args, 'game');

export const headers = launchPageHeaders;

/** The floating rail would sit over the game's own controls at the frame's right edge. */
export const handle = { hideSideBar: true };

export const meta = pageMeta;

export default function GamePage() {
  const data = useLoaderData<typeof loader>();
  const frame = useFillViewport<HTMLIFrameElement>();
  return (
    <main id="main" className={s.main}>
      {data.url ? (
        <iframe ref={frame} src={data.url} title={data.title} className={s.frame} allow="fullscreen; autoplay" referrerPolicy="no-referrer" data-testid="game-frame" />
      ) : data.failure ? (
        <LaunchFailurePanel failure={data.failure} backHref={data.exitHref} />
      ) : null}
    </main>
  );
}

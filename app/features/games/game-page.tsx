import { useLoaderData } from '@remix-run/react';
import * as s from './game-page.css';
import { FreePlayBadge } from './free-play-badge';
import { LaunchFailurePanel } from './launch-failure';
import { RealityCheck } from './reality-check';
import type { gameLaunchLoader } from './launch.server';
import { useFillViewport } from './sports-viewport';

/** One game in an iframe under the site header (with the Free play strip for a trial account), or why it could not open. */
export function GamePage() {
  const data = useLoaderData<typeof gameLaunchLoader>();
  const frame = useFillViewport<HTMLIFrameElement>();
  return (
    <main id="main" className={s.main}>
      {data.url && data.freePlay ? <FreePlayBadge freePlay={data.freePlay} /> : null}
      {data.url && !data.freePlay ? <RealityCheck lobbyHref={data.exitHref} /> : null}
      {data.url ? (
        <iframe
          ref={frame}
          src={data.url}
          title={data.title}
          className={s.frame}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      ) : data.failure ? (
        <LaunchFailurePanel failure={data.failure} backHref={data.exitHref} />
      ) : null}
    </main>
  );
}

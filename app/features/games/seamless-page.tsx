import { useLoaderData } from '@remix-run/react';
import { LaunchFailurePanel } from './launch-failure';
import type { gameLaunchLoader } from './launch.server';
import { SeamlessBar } from './seamless-bar';
import * as s from './seamless-page.css';

/** The game fills the window without the site chrome (live-casino streams want the whole viewport); a slim bar keeps the brand and a way out. */
export function SeamlessPage() {
  const data = useLoaderData<typeof gameLaunchLoader>();
  return (
    <div className={s.page}>
      <SeamlessBar vendorName={data.title} exitHref={data.exitHref} freePlay={data.url ? data.freePlay : null} />
      <main id="main" className={data.url ? s.stage : s.stageFailed}>
        {data.url ? (
          <iframe
            src={data.url}
            title={data.title}
            className={s.frame}
            allow="fullscreen; autoplay; encrypted-media"
            referrerPolicy="no-referrer"
            data-testid="seamless-frame"
          />
        ) : data.failure ? (
          <LaunchFailurePanel failure={data.failure} backHref={data.exitHref} />
        ) : null}
      </main>
    </div>
  );
}

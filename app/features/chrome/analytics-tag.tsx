import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { loadsTag, TAG_SCRIPT_ORIGIN, type Analytics } from '~/request/analytics';
import { useNonce } from '~/ui/nonce';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The brand's Google tag, rendered by the server only when this visitor may be measured (the tag id is
 * already checked against the tag-id pattern, so it is safe inside the script). Client-side navigations
 * report their own page views; the first one is the tag's own.
 */
export function AnalyticsTag({ analytics }: { analytics: Analytics }) {
  const nonce = useNonce();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.gtag?.('event', 'page_view', { page_location: window.location.href, page_path: location.pathname });
  }, [location.pathname, location.search]);
  if (!loadsTag(analytics)) return null;
  const id = JSON.stringify(analytics.tagId);
  return (
    <>
      <script async src={`${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(analytics.tagId)}`} nonce={nonce} data-testid="analytics-tag" />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id});`,
        }}
      />
    </>
  );
}

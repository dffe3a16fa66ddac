import type { AppLoadContext } from '@remix-run/node';

/**
 * State-changing requests must come from this site's own pages: SameSite=Lax cookies plus this
 * Origin / Sec-Fetch-Site check. Requests without either header (old browsers, no-JS forms in
 * some browsers) are let through; a foreign Origin is refused.
 */
export function requireSameOrigin(request: Request, context: AppLoadContext) {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new Response('Forbidden', { status: 403 });
  }
  const origin = request.headers.get('Origin');
  if (!origin) return;
  if (origin === 'null') throw new Response('Forbidden', { status: 403 });
  let originHost: string;
  try {
    originHost = new URL(origin).hostname.toLowerCase();
  } catch {
    throw new Response('Forbidden', { status: 403 });
  }
  if (originHost !== context.host.host) throw new Response('Forbidden', { status: 403 });
}

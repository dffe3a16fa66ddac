import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { messagesForBrowser } from '~/i18n/message-files.server';
import { routeHandle } from '~/request/route-gates';

/** Message groups a client-side navigation needs (see route-messages); the same for every brand. */
export const handle = routeHandle({ gate: { open: true } });

export function loader({ params }: LoaderFunctionArgs) {
  const body = messagesForBrowser(params.lang, params.groups);
  if (!body) throw notFound();
  // The URL carries the build's version, so a new deploy asks for new URLs.
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}

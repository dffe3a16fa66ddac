import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { decodeCustomerServicePath, isDesError } from '~/platform/crypto/des.server';
import { loadSite } from '~/site/site.server';

/**
 * Opens the brand's customer-service chat: the platform's path is decrypted here on the server
 * (last 8 characters are the DES key) so the browser only ever sees the final link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const type = new URL(request.url).searchParams.get('type')?.toUpperCase();
  const entries = site.config.customerService;
  const entry = entries.find((e) => e.csType.toUpperCase() === type) ?? entries[0];
  const t = await getFixedT(site.language);
  const unavailable = () =>
    new Response(t('system.supportUnavailable'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!entry) return unavailable();
  try {
    const target = new URL(decodeCustomerServicePath(entry.path));
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return unavailable();
    return redirect(target.toString());
  } catch (error) {
    if (isDesError(error) || error instanceof TypeError) {
      console.error(`[customer-service] ${site.brand.id}: undecodable path (${(error as Error).message})`);
      return unavailable();
    }
    throw error;
  }
}

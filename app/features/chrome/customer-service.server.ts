import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { decodeCustomerServicePath, isDesError } from '~/platform-client/crypto/des.server';
import { CUSTOMER_SERVICE_CHANNEL } from './customer-service-channel';
import { escapeHtml } from '~/lib/escape-html';

/** VIP hosts serve members above this rank level; everyone else gets live chat. */
const VIP_RANK_ABOVE = 4;

/**
 * When the chat cannot open, the popup tells the page that opened it why (a same-origin broadcast,
 * since the popup has no opener handle) and closes; opened as a tab without JavaScript, it just says so.
 */
function unavailablePage(message: string, lang: string, nonce: string): Response {
  const text = escapeHtml(message);
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text}</title><body style="font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;padding:24px;text-align:center;color:#333"><p role="alert">${text}</p><script nonce="${escapeHtml(nonce)}">try{new BroadcastChannel(${JSON.stringify(CUSTOMER_SERVICE_CHANNEL)}).postMessage({error:${JSON.stringify(message)}});}catch(e){}setTimeout(function(){window.close()},50);</script></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'`,
    },
  });
}

/**
 * Opens the brand's customer-service chat: the platform's path is decrypted here on the server
 * (last 8 characters are the DES key) so the browser only ever sees the final link.
 */
export async function customerServiceLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const asked = new URL(request.url).searchParams.get('type')?.toUpperCase();
  const signIn = asked ? null : await context.signIn();
  const type = asked ?? ((signIn?.profile.rankLevel ?? 0) > VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT');
  const entries = site.config.customerService;
  const entry = entries.find((e) => e.csType.toUpperCase() === type) ?? entries[0];
  const t = await getFixedT(site.language);
  const unavailable = () => unavailablePage(t('system.supportUnavailable'), site.language.toLowerCase(), context.nonce);
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

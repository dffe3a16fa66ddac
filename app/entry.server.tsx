import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance, type i18n } from 'i18next';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions } from '~/i18n/i18n';
import type { AppLanguage } from '~/i18n/languages';
import { MESSAGES } from '~/i18n/resources.server';

const ABORT_DELAY = 5_000;

/** Server rendering only reads translations, so one instance per language serves every request. */
const instances = new Map<AppLanguage, Promise<i18n>>();
function i18nFor(language: AppLanguage): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created.use(initReactI18next).init(i18nOptions(language, MESSAGES[language])).then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

function applyCommonHeaders(headers: Headers, context: AppLoadContext) {
  const timing = context.timings?.toHeader();
  if (timing) headers.append('Server-Timing', timing);
  if (context.host.kind !== 'brand' || context.host.preview) headers.set('X-Robots-Tag', 'noindex');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'SAMEORIGIN');
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  applyCommonHeaders(response.headers, context);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = await i18nFor(await loadContext.language());
  applyCommonHeaders(responseHeaders, loadContext);

  const bot = isbot(request.headers.get('user-agent') ?? '');
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </I18nextProvider>,
      {
        [bot ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// The HTTP server builds each request's context and gates the routes with the build's own modules,
// so the context's platform clients throw the same error classes the routes check for.
export { createRequestContext } from '~/request/context.server';
export { withRouteGates } from '~/request/route-gates.server';

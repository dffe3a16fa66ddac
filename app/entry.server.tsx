import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type ServerBuild } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { preloadAllParts } from '~/i18n/lazy-with-messages';
import type { AppLanguage } from '~/i18n/languages';
import { MESSAGES } from '~/i18n/resources.server';
import { createTranslator, type Translator } from '~/i18n/translator';
import { TranslatorProvider } from '~/i18n/use-translation';
import { personalParts } from '~/features/accounts/personal-parts.server';
import { memberStandIns } from '~/features/member/stand-ins.server';
import { tokenSignIn } from '~/features/accounts/token-sign-in.server';
import { contentSecurityPolicy } from '~/request/content-security-policy.server';
import { PLAYER_READ_HEADER } from '~/request/shared-body';
import { CONTENT_MISSING, contentMissingHeader } from '~/request/main-content';
import { openSite } from '~/request/http-site.server';
import { heldBackPage } from '~/request/hydrate-after-paint.server';
import { NonceContext } from '~/ui/nonce';
import { FrameRenderContext } from '~/request/frame-parts';

const ABORT_DELAY = 5_000;

/**
 * Server rendering only reads translations, so one translator per language serves every request. It is
 * the browser's own runtime, so both sides draw the same text (hydration keeps the server's).
 */
const translators = new Map<AppLanguage, Translator>();
function translatorFor(language: AppLanguage): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, MESSAGES[language]);
    translators.set(language, translator);
  }
  return translator;
}

/** Headers of every page and data response (the HTTP layer adds the ones static files get too). */
async function applyCommonHeaders(headers: Headers, context: AppLoadContext, status: number) {
  const timing = context.timings?.toHeader();
  if (timing) headers.append('Server-Timing', timing);
  if (context.host.kind !== 'brand' || context.host.preview) headers.set('X-Robots-Tag', 'noindex');
  // What the loaders of a shared signed-in render did, read before this asks anything (the server keeps the page or not on it).
  if (context.sharedBody?.readPlayer) headers.set(PLAYER_READ_HEADER, '1');
  // A signed-in player's pages and data are theirs alone: no shared cache, no disk copy.
  if (context.sharedBody || (await context.signIn().catch(() => null))) headers.set('Cache-Control', 'private, no-store');
  // A guest's answer depends on their cookies (language, mode, CDN) and a refusal or error may be gone on the next
  // try: a browser asks again before reusing either, and no shared cache keeps them unless a route says so.
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', status >= 400 ? 'no-store' : 'private, no-cache');
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { context }) => {
  await applyCommonHeaders(response.headers, context, response.status);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const [translator, csp] = await Promise.all([
    loadContext.language().then(translatorFor),
    contentSecurityPolicy(loadContext, request),
    applyCommonHeaders(responseHeaders, loadContext, responseStatusCode),
    preloadAllParts(),
  ]);
  responseHeaders.set('Content-Security-Policy', csp.policy);
  if (csp.framedBySelfOnly) responseHeaders.set('X-Frame-Options', 'SAMEORIGIN');
  const nonce = loadContext.nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FrameRenderContext.Provider value={loadContext.frameRender}>
          <TranslatorProvider translator={translator}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </TranslatorProvider>
        </FrameRenderContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page, suspended parts included: it goes out whole anyway (a load balancer can then retry
        // it elsewhere), and a part streamed in later would stay hidden for a visitor without JavaScript.
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Read once every loader and suspended part is done: the cache in front must not keep a page without its content.
          const missing = loadContext.missingContent();
          if (missing) responseHeaders.set(CONTENT_MISSING, contentMissingHeader(missing));
          // One buffer, not a stream of chunks: the page leaves whole anyway (see onAllReady's note above).
          const page = heldBackPage(nonce, (bytes) =>
            resolve(
              new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            ),
          );
          page.on('error', reject);
          pipe(page);
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

/**
 * All the HTTP server (`server/`) may use of the app, and the only way it reaches it: read from the
 * build, so the server and the routes share one copy of the environment, the brands and the caches,
 * and a request's context is built by the modules whose error classes the routes check for. A
 * `?token=` sign-in comes before any gate, so a gated page opened from an app shell finds the player
 * signed in.
 */
export const site = {
  open: (build: ServerBuild) => openSite(build, { beforeGate: tokenSignIn, personalParts, standIns: memberStandIns }),
  /** Marks the export as this entry's, for the server to check the build it loaded. */
  kind: 'whitelabel-site' as const,
};
export type Site = typeof site;
export type { OpenSite, Visit } from '~/request/http-site.server';

import { data } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { beforeAbort } from '~/lib/deadline';
import { timeoutAt } from '~/lib/shared-timeout.server';
import { isPlatformError, PlatformError } from '~/platform-client/errors';
import { Timings } from '~/lib/timing.server';
import type { HostMatch, RequestContext, SignIn } from './context';
import { platformClientFor } from './platform.server';
import { siteOfferOf, siteOffers } from './route-gates';
import type { RouteNeeds } from './route-needs.server';
import { readPreferences } from './preferences.server';
import type { SystemErrorData } from './root-data';
import { fallbackShell } from './shell.server';
import { liveSignIn, readSession } from './session/session.server';
import { roleOf } from './session/profile';
import { fallbackLanguage, loadSite, type KeptOverrides } from './site.server';
import type { RequestTrace } from './request-trace';
import type { FrameRender } from './frame-parts';
import type { Viewer } from './root-data';
import type { SharedBodyRender } from './shared-body';
import type { StaffMember } from './staff/staging-access.server';
import { previewOverridesOf, PreviewStoreUnavailable } from './staff/preview-store.server';

/** Memoises an async accessor: the first call does the work, every later call shares its promise. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= work());
}

/** A staff session's overrides on a preview; a store that cannot be asked leaves the platform's word, marked as such. */
async function keptOverrides(session: Parameters<typeof previewOverridesOf>[0], brandId: string): Promise<KeptOverrides> {
  try {
    return { overrides: await previewOverridesOf(session, brandId), unavailable: false };
  } catch (error) {
    if (!(error instanceof PreviewStoreUnavailable)) throw error;
    console.error(`[staff] ${error.message}`);
    return { overrides: null, unavailable: true };
  }
}

/**
 * The request context, from what the HTTP server resolved before Remix: the host's brand, the Cookie
 * header, the visitor's address. Nothing else in the app reads the session cookie or builds a platform
 * client for a request.
 */
export function createRequestContext(input: {
  host: HostMatch;
  cookie: string | null;
  clientIp: string | null;
  port: string | null;
  origin: string;
  nonce: string;
  /** How long this request may take, platform calls included. */
  budgetMs: number;
  /** What each route needs of the brand, from the build's gates. */
  needsOf: RouteNeeds;
  /** The request's id and the record of its platform calls, for its log line (none for renders no visitor waits on). */
  trace?: RequestTrace;
  /** On staging hosts, the staff member looking. */
  staff?: StaffMember | null;
  /** The stand-in player of a shared signed-in render (see RequestContext.sharedBody). */
  sharedBody?: SharedBodyRender | null;
  /** How the render treats the page's frame (see RequestContext.frameRender). */
  frameRender?: FrameRender;
  /** The player the frame was written for (see RequestContext.frameViewer). */
  frameViewer?: Viewer | null;
}): RequestContext {
  const {
    host,
    cookie,
    clientIp,
    port,
    origin,
    nonce,
    budgetMs,
    needsOf,
    trace,
    staff = null,
    sharedBody = null,
    frameRender = null,
    frameViewer = null,
  } = input;
  const timings = new Timings();
  // The budget's signal and timer are made when first asked for (a resource route may never ask), counting
  // from the request's start all the same.
  const started = performance.now();
  let budgetSignal: AbortSignal | undefined;
  const budget = () => {
    if (!budgetSignal) {
      const left = budgetMs - (performance.now() - started);
      // One clock for the requests whose budgets end within a few ms of this one's (see timeoutAt).
      budgetSignal = left > 0 ? timeoutAt(started + budgetMs) : AbortSignal.abort(new DOMException('The time budget is spent', 'TimeoutError'));
    }
    return budgetSignal;
  };
  const withinBudget = <T>(work: Promise<T>, what: string) =>
    beforeAbort(work, budget(), () => new PlatformError('timeout', what, `the request's time budget (${budgetMs} ms) is spent`));
  const brand = host.kind === 'brand' ? host.brand : null;
  const missing = { main: [] as string[], section: [] as string[] };

  const preferences = once(() => readPreferences(cookie));
  const site = once(async () => {
    if (!brand) throw notFound();
    const prefs = await preferences();
    try {
      const preview = host.kind === 'brand' && host.preview;
      // Only a staff session's own overrides, and only on a preview: a brand's own host never looks.
      const kept = preview && staff?.session ? await keptOverrides(staff.session, brand.id) : undefined;
      return await timings.time('site', () => withinBudget(loadSite(brand, preview, prefs, kept), 'site'), 'brand config');
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      // No config yet and the platform is down: every loader of the request gets the same kind page in the brand's own look.
      console.error(`[site] ${brand.id}: ${error.message}`);
      throw data({ reason: 'unavailable', shell: fallbackShell(brand, prefs) } satisfies SystemErrorData, { status: 503, headers: { 'Retry-After': '30' } });
    }
  });
  const session = once(async () => {
    if (sharedBody) sharedBody.readPlayer = true;
    return readSession(cookie);
  });
  const live = once(async () => (brand ? liveSignIn(await session(), brand.id) : null));
  const signIn = once(async (): Promise<SignIn | null> => {
    const found = await live();
    if (!found || !brand) return null;
    const { profile, mustChangePassword, firstLogin } = found;
    return { profile, mustChangePassword, firstLogin, ...roleOf(profile.type, brand) };
  });
  const language = once(async () => {
    if (!brand) return 'EN' as const;
    try {
      return (await site()).language;
    } catch {
      return fallbackLanguage(brand, await preferences());
    }
  });
  const clientWith = async (token: string | null, visitor: boolean) => {
    const { brand: siteBrand, language: siteLanguage } = await site();
    // Shared content is fetched without the visitor's address (the platform must not tailor what everyone reads);
    // its timings still show in the Server-Timing of the request that waited for it.
    return platformClientFor(siteBrand, {
      language: siteLanguage,
      token,
      timings,
      clientIp: visitor ? clientIp : null,
      signal: visitor ? budget() : undefined,
      trace,
    });
  };

  return {
    host,
    clientIp,
    port,
    origin,
    staff,
    requestId: trace?.id ?? null,
    nonce,
    sharedBody,
    frameRender,
    frameViewer,
    timings,
    get budget() {
      return budget();
    },
    withinBudget,
    preferences,
    site,
    async offers(pathname) {
      const needs = needsOf(pathname);
      if (!needs) return true;
      return siteOffers(siteOfferOf(await site()), needs);
    },
    language,
    session,
    signIn,
    platform: once(async () => clientWith((await live())?.token ?? null, true)),
    guestPlatform: once(() => clientWith(null, true)),
    platformAs: (token) => clientWith(token, true),
    sharedPlatform: once(() => clientWith(null, false)),
    contentMissing: (what, part) => void (missing[part].includes(what) || missing[part].push(what)),
    missingContent: () => {
      const part = missing.main.length ? 'main' : missing.section.length ? 'section' : null;
      return part && { part, what: missing[part].join(', ') };
    },
  };
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type ServerBuild } from '@remix-run/node';
import { isPlatformError, refusalStatus } from '~/platform-client/errors';
import { notFound, notOfferedByPlatform } from '~/lib/responses';
import { loginHref } from '~/lib/login-href';
import { requireAgent, requireRealAccount, requireSignIn, sessionEndedRedirect } from './guards.server';
import { platformLacks, siteOfferOf, siteOffers, type RouteGate, type RouteHandle } from './route-gates';
import { forgetSessionReads, forgetSessionReadsOnce, opensAfresh } from './session/session-reads.server';

/**
 * Checks a route's gate before its loader or action runs: the brand offers the capability (else 404),
 * guests on login-only brands log in first, a pending password change comes first, then the access rule.
 */
export async function checkGate(gate: RouteGate, { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<void> {
  if (gate.open) return;
  if (gate.stagingOnly && context.host.kind !== 'staging-index') throw notFound();
  if (gate.previewOnly && !(context.host.kind === 'brand' && context.host.preview)) throw notFound();
  if (context.host.kind === 'staging-index') {
    if (gate.stagingIndex) return;
    throw notFound();
  }
  const site = await context.site();
  if (gate.needs && platformLacks(site.config, gate.needs)) throw notOfferedByPlatform();
  if (gate.needs && !siteOffers(siteOfferOf(site), gate.needs)) throw notFound();
  // Home, not a 404: links kept from before the brand switched it off (bookmarks, the app shell's menu) still land somewhere.
  if (gate.memberCentre && !site.config.features.memberCentre) throw redirect('/index');
  // A shared signed-in render has no player to ask about (the server checked the password change before it).
  const signIn = context.sharedBody ? null : await context.signIn();
  const url = new URL(request.url);
  if (!signIn && !context.sharedBody && site.config.features.loginedToHomePage && !gate.beforeLogin) throw redirect(loginHref(url.pathname + url.search));
  if (signIn?.mustChangePassword && !gate.duringPasswordChange) throw redirect('/changePassword');
  if (gate.access === 'signIn') await requireSignIn(context, request);
  else if (gate.access === 'realAccount') await requireRealAccount(context, request);
  else if (gate.access === 'agent') await requireAgent(context, request);
}

/** The ids of routes whose gate says `flag`: staging's own host only (`stagingOnly`), or brand previews only (`previewOnly`). */
export function stagingOnlyRoutes(build: ServerBuild, flag: 'stagingOnly' | 'previewOnly' = 'stagingOnly'): Set<string> {
  const ids = Object.entries(build.routes).filter(([, route]) => {
    const gate = (route?.module.handle as Partial<RouteHandle> | undefined)?.gate;
    return Boolean(gate && !gate.open && gate[flag]);
  });
  return new Set(ids.map(([id]) => id));
}

type DataFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

/**
 * A platform failure no route handled: "the session is gone" signs the player out kindly; a refusal
 * (no such thing, not yours, not allowed) is the brand's 404, 403 or 400 page; only a platform that
 * could not answer is the kind "temporarily unavailable" page with 503, never a generic 500.
 */
async function answerPlatformFailure(error: unknown, { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, resource: boolean): Promise<never> {
  if (!isPlatformError(error)) throw error;
  if (error.kind === 'session') {
    const url = new URL(request.url);
    throw await sessionEndedRedirect(context, url.pathname + url.search);
  }
  if (error.kind === 'rejected') {
    const refused = { status: refusalStatus(error), headers: { 'Cache-Control': 'no-store' } };
    throw resource ? Response.json({ error: 'refused', code: error.details.errorCode ?? null }, refused) : data(null, refused);
  }
  console.error(`[platform] ${request.method} ${new URL(request.url).pathname}: ${error.message}`);
  const init = { status: 503, headers: { 'Retry-After': '10', 'Cache-Control': 'no-store' } };
  // A resource route's caller reads JSON; a page shows its error boundary.
  throw resource ? Response.json({ error: 'unavailable', kind: error.kind }, init) : data({ platform: error.kind }, init);
}

/** Work every gated loader and action waits for before its gate; a Response it answers is the request's answer. */
export type BeforeGate = (args: Pick<LoaderFunctionArgs, 'request' | 'context'>) => Promise<Response | null>;

function gated(gate: RouteGate, work: DataFunction, resource: boolean, beforeGate?: BeforeGate): DataFunction {
  return async (args) => {
    const early = beforeGate ? await beforeGate(args) : null;
    if (early) throw early;
    await checkGate(gate, args);
    try {
      return await work(args);
    } catch (error) {
      return answerPlatformFailure(error, args, resource);
    }
  };
}

/** A page opened afresh (a reload, a return from another site) reads live what is otherwise kept a few seconds. */
function freshWhenOpenedAfresh(loader: DataFunction): DataFunction {
  return async (args) => {
    if (opensAfresh(args.request)) await forgetSessionReadsOnce(args.context);
    return loader(args);
  };
}

/** An action changes what the player sees (a balance, a badge, a profile): their kept reads are asked again after it. */
function forgettingReads(action: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await action(args);
    } finally {
      await forgetSessionReads(args.context);
    }
  };
}

/** In a shared centre page's render, a route the stand-in answers for gives its data as the stand-in has it (see SharedBodyRender.routeData). */
function orStandIn(id: string, loader: DataFunction): DataFunction {
  return async (args) => {
    const standIn = args.context.sharedBody?.routeData;
    if (standIn && Object.hasOwn(standIn, id)) return standIn[id];
    return loader(args);
  };
}

/**
 * The build with every route's loader and action behind the gate its module declares in `handle.gate`,
 * so a renamed or new route keeps (or must declare) its gate. A route without one stops the start-up.
 */
export function withRouteGates(build: ServerBuild, hooks: { beforeGate?: BeforeGate } = {}): ServerBuild {
  const missing: string[] = [];
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const gate = (route.module.handle as Partial<RouteHandle> | undefined)?.gate;
    if (!gate) {
      missing.push(id);
      continue;
    }
    const module = { ...route.module };
    const resource = !module.default;
    if (module.loader)
      module.loader = orStandIn(id, freshWhenOpenedAfresh(gated(gate, module.loader as DataFunction, resource, hooks.beforeGate))) as typeof module.loader;
    if (module.action) module.action = forgettingReads(gated(gate, module.action as DataFunction, resource, hooks.beforeGate)) as typeof module.action;
    routes[id] = { ...route, module };
  }
  if (missing.length) {
    throw new Error(`Every route declares its gate in \`export const handle = routeHandle({ gate: … })\`; these do not: ${missing.join(', ')}`);
  }
  return { ...build, routes };
}

import type { LoaderFunctionArgs, ServerBuild } from '@remix-run/node';
import type { RequestContext } from './context';
import { pageToken } from './shared-body';
import type { PageParts, PersonalParts, RouteStandIn } from './shared-body.server';
import { opensAfresh } from './session/session-reads.server';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Plain loader data, as a route returns it to render: anything else (a Response, a redirect, `data()` with a status) is a whole render's to answer. */
const isPlainData = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A signed-in player's parts of a shared centre page (decision 111): 068's header parts, and each route's loader
 * run for the player as in a whole render (its gate, its kept reads), its data written by the route's stand-in
 * with the player's texts as page tokens. `whole` for no header parts (a notice, the idle clock's restart, a
 * password change: the page renders whole). Null, before any loader runs, for a page opened afresh (its loaders forget the
 * session's kept reads once), a route not ready to share (a money intent to look up); and after, for data that is
 * not plain or a stand-in that refuses it (a part missing, an outcome to tell).
 */
export function sharedPageParts(
  gatedBuild: Pick<ServerBuild, 'routes'>,
  standIns: Readonly<Record<string, RouteStandIn>>,
  personalParts: (context: RequestContext) => Promise<PersonalParts | null>,
) {
  return async (context: RequestContext, request: Request, chain: readonly string[]): Promise<PageParts | 'whole' | null> => {
    if (opensAfresh(request)) return null;
    const personal = await personalParts(context);
    // No header parts: the page renders whole, and not from the frame either (its idle clock's restart was claimed here).
    if (!personal) return 'whole';
    const ready = await Promise.all(chain.map((id) => standIns[id]?.ready?.(context) ?? true));
    if (!ready.every(Boolean)) return null;
    const loaded = await Promise.all(
      chain.map((id) => (gatedBuild.routes[id]?.module.loader as Loader | undefined)?.({ request, context, params: {} }).catch(() => null) ?? null),
    );
    const texts: string[] = [];
    const identifying: string[] = [];
    const token = (text: string, identifies = false) => {
      if (identifies) identifying.push(text);
      texts.push(text);
      return pageToken(texts.length - 1);
    };
    const routeData: Record<string, unknown> = {};
    for (const [i, id] of chain.entries()) {
      const data = loaded[i];
      const standIn = standIns[id];
      if (!standIn || !isPlainData(data)) return null;
      const written = standIn.standIn(data, token);
      if (written === null) return null;
      routeData[id] = written;
    }
    return { personal, routeData, texts, identifying };
  };
}

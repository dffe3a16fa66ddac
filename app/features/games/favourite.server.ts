import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { invariantResponse } from '~/lib/responses';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { loginHref } from '~/lib/login-href';
import { signOutIfSessionEnded } from '~/request/guards.server';

export const ToggleSchema = formFields(
  {
    nodeId: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
    vendor: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/)),
    gameType: v.picklist(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ELOTT', 'LOTT']),
    intent: v.picklist(['add', 'remove']),
    redirectTo: v.optional(v.string(), '/rng'),
    /** `fetcher` when the page's script sent it (answer with data); a plain form post is sent back. */
    via: v.optional(v.picklist(['fetcher', 'form']), 'form'),
  },
  'errors.generic.message',
);

export type FavouriteResult =
  { ok: true; nodeId: string; favourite: boolean } | { ok: false; nodeId: string; favourite: boolean; reason: 'refused' | 'unavailable' };

/**
 * Adds or removes a favourite game. Same-origin only, login needed
 * (a guest goes to log in and back), the player's own token. A refusal leaves the state as it was.
 */
export async function favouriteAction({ request, context }: ActionFunctionArgs) {
  const parsed = v.safeParse(ToggleSchema, await readForm(request));
  invariantResponse(parsed.success, 'Bad Request');
  const { nodeId, vendor, gameType, intent, via } = parsed.output;
  const back = safeRedirectPath(parsed.output.redirectTo, '/rng');
  if (!(await context.signIn())) throw redirect(loginHref(back));
  const client = await context.platform();
  const body = { nodeId: Number(nodeId), vendor, gameType };
  let result: FavouriteResult;
  try {
    await signOutIfSessionEnded(context, back, () => client.call(intent === 'add' ? 'favouriteAdd' : 'favouriteRemove', v.unknown(), { body }));
    result = { ok: true, nodeId, favourite: intent === 'add' };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    result = { ok: false, nodeId, favourite: intent !== 'add', reason: error.kind === 'rejected' ? 'refused' : 'unavailable' };
  }
  if (via === 'form') throw redirect(back);
  return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
}

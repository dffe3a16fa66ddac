import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { isOutage, isPlatformError } from '~/platform-client/errors';
import {
  PromotionCategoriesSchema,
  PromotionClaimedSchema,
  PromotionJoinedSchema,
  PromotionsSchema,
  type Promotion,
} from '~/platform-client/schemas/promotions';
import type { Site } from '~/request/site.server';
import { loginHref } from '~/lib/login-href';
import { notOfferedByPlatform } from '~/lib/responses';
import { requireRealAccount, signOutIfSessionEnded } from '~/request/guards.server';
import { pageLoader } from '~/features/content/page.server';
import { newRequestId, REQUEST_ID } from '~/lib/request-id';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { promotionFailureOf } from './promotion-errors';
import { categoryPlayable } from './promotion-categories';
import { promotionCard } from './promotion-view.server';

type GuestView = { promotions: Promotion[]; categories: { category: string; count: number }[] };
let guestCache: SwrCache<GuestView> | null = null;

/**
 * What a guest sees is the same for every guest of a brand and language: shared for a few seconds, and
 * during a platform outage the last good copy keeps the page whole (as the home content does).
 */
async function guestPromotions(context: AppLoadContext, site: Site): Promise<GuestView> {
  guestCache ??= new SwrCache<GuestView>({
    ttlMs: contentTtl(10_000),
    maxStaleMs: 24 * 60 * 60_000,
    retryAfterMs: 0,
    onRefreshError: (key, error) =>
      console.error(`[promotions] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`),
  });
  const client = await context.sharedPlatform();
  const load = async () => {
    const [promotions, categories] = await Promise.all([
      client.call('merchantAvailablePromotions', PromotionsSchema),
      client.call('promotionCategories', PromotionCategoriesSchema),
    ]);
    return { promotions, categories };
  };
  return context.withinBudget(guestCache.get(`${site.brand.id}:${site.language}`, load, { signal: context.budget }), 'promotions.guest');
}

/** A promotion as the last good shared list has it (no terms), for a detail page the platform cannot give now. */
export function keptPromotion(site: Site, id: number): Promotion | null {
  return guestCache?.peek(`${site.brand.id}:${site.language}`)?.promotions.find((p) => p.id === id) ?? null;
}

/** Who is looking: a member sees their own statuses and acts; a guest or a trial account sees what a member would get. */
export async function promotionViewer(context: AppLoadContext) {
  const signIn = await context.signIn();
  const member = Boolean(signIn && !signIn.isTrial);
  return { signedIn: Boolean(signIn), trial: Boolean(signIn?.isTrial), member, client: member ? await context.platform() : await context.guestPlatform() };
}

const CATEGORY = /^[a-z_]{1,40}$/;

/** `/promotions`: category tabs (all + the brand's), one card per promotion with the viewer's status and action. */
export async function promotionsLoader({ request, context }: LoaderFunctionArgs) {
  const [site, viewer, page] = await Promise.all([context.site(), promotionViewer(context), pageLoader({ context }, 'promotions')]);
  const asked = new URL(request.url).searchParams.get('category') ?? '';
  let view: GuestView;
  let statusesUnavailable = false;
  if (!viewer.member) view = await guestPromotions(context, site);
  else {
    try {
      view = await signOutIfSessionEnded(context, '/promotions', async () => ({
        promotions: await viewer.client.call('availablePromotions', PromotionsSchema),
        categories: await viewer.client.call('promotionCategories', PromotionCategoriesSchema),
      }));
    } catch (error) {
      // The platform cannot answer for this player now: the shared list still shows, actions wait.
      if (!isOutage(error)) throw error;
      view = await guestPromotions(context, site);
      statusesUnavailable = true;
    }
  }
  const offered = new Set(site.catalogue.categories.map((c) => c.key));
  const categories = view.categories.filter((c) => categoryPlayable(c.category, offered));
  const promotions = view.promotions.filter((p) => categoryPlayable(p.category, offered));
  // An unknown tab shows everything rather than an empty page.
  const category = CATEGORY.test(asked) && categories.some((c) => c.category === asked) ? asked : null;
  return {
    ...page,
    signedIn: viewer.signedIn,
    trial: viewer.trial,
    member: viewer.member && !statusesUnavailable,
    statusesUnavailable,
    requestId: newRequestId(),
    loginTo: loginHref('/promotions'),
    categories: categories.map((c) => c.category),
    category,
    total: promotions.length,
    promotions: promotions.filter((p) => !category || p.category === category).map((p) => promotionCard(p, site.brand.timeZone, site.language)),
  };
}

export const ActionForm = formFields(
  {
    intent: v.picklist(['join', 'claim']),
    id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'promotions.errors.form_invalid',
);

/** Join or claim one promotion; the page then shows its new status. Used by the list and the detail page. */
export async function promotionAction(request: Request, context: AppLoadContext, fields?: Record<string, string>) {
  // Joining and claiming are extensions: on a platform without them the buttons are not shown and a sent form calls nothing.
  if (!(await context.site()).config.platform.promotionActions) throw notOfferedByPlatform();
  await requireRealAccount(context, request);
  const form = v.safeParse(ActionForm, fields ?? (await readForm(request)));
  if (!form.success) return formError({ form: 'promotions.errors.form_invalid' }, { id: null });
  const { intent, id, requestId } = form.output;
  const client = await context.platform();
  const here = new URL(request.url);
  try {
    return await signOutIfSessionEnded(context, here.pathname + here.search, async () => {
      if (intent === 'join') {
        await client.call('joinPromotion', PromotionJoinedSchema, { body: { id, requestId } });
        return formOk({ notice: 'promotions.notices.joined', id });
      }
      await client.call('claimPromotion', PromotionClaimedSchema, { body: { id, requestId } });
      return formOk({ notice: 'promotions.notices.claimed', id });
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formRefused(promotionFailureOf(error), { id });
  }
}

export const promotionsAction = ({ request, context }: ActionFunctionArgs) => promotionAction(request, context);

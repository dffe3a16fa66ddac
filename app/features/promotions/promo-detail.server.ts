import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { contentTtl } from '~/lib/content-ttl.server';
import { notFound } from '~/lib/responses';
import { SHARED_UPLOAD_KEYS } from '~/lib/image-upload.server';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { isOutage, isPlatformError } from '~/platform-client/errors';
import { ApplicationImageSchema, PromotionAppliedSchema, PromotionDetailSchema, type PromotionDetail } from '~/platform-client/schemas/promotions';
import type { Site } from '~/request/site.server';
import { loginHref } from '~/lib/login-href';
import { requireRealAccount, signOutIfSessionEnded } from '~/request/guards.server';
import { getFixedT } from '~/i18n/i18n.server';
import { newRequestId, REQUEST_ID } from '~/lib/request-id';
import { commentOk, MAX_COMMENT, readApplication, type ApplicationError } from './application-upload.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { promotionFailureOf } from './promotion-errors';
import { promotionCard } from './promotion-view.server';
import { keptPromotion, promotionAction, promotionViewer } from './promotions.server';
import { sharedUploadRefusal } from '~/platform-client/upload-refusal';

const ID = /^[1-9]\d{0,11}$/;

/** What a guest reads of a promotion is the same for every guest of a brand and language: shared, and its last good copy kept through outages. */
const sharedDetails = new SwrCache<PromotionDetail>({
  ttlMs: contentTtl(10_000),
  maxStaleMs: 24 * 60 * 60_000,
  retryAfterMs: 0,
  maxEntries: 2_000,
  onRefreshError: (key, error) => {
    if (isOutage(error)) console.error(`[promotions] detail ${key}: refresh failed, keeping the last good copy (${error.message})`);
  },
});

function sharedDetail(context: AppLoadContext, site: Site, id: string): Promise<PromotionDetail> {
  const load = async () => (await context.sharedPlatform()).call('promotionDetail', PromotionDetailSchema, { query: { id } });
  return context.withinBudget(sharedDetails.get(`${site.brand.id}:${site.language}:${id}`, load, { signal: context.budget }), 'promotion');
}

const isUnknown = (error: unknown) => isPlatformError(error) && error.kind === 'rejected' && error.details.errorCode === 'promotion.not.found';

/**
 * The promotion for this viewer: a member's own (with their status), a guest's from the shared copy. When the
 * platform cannot answer: the shared copy (a member's own status then waits), else the last good list's entry
 * without its terms; with neither, the kind 503 of the route's error boundary.
 */
async function detailFor(context: AppLoadContext, site: Site, id: string, viewer: Awaited<ReturnType<typeof promotionViewer>>) {
  try {
    if (!viewer.member) return { detail: await sharedDetail(context, site, id), own: false, termsMissing: false };
    const own = await signOutIfSessionEnded(context, `/promoDetail?id=${id}`, () =>
      viewer.client.call('promotionDetail', PromotionDetailSchema, { query: { id } }),
    );
    return { detail: own, own: true, termsMissing: false };
  } catch (error) {
    if (isUnknown(error)) throw notFound();
    if (!isOutage(error)) throw error;
  }
  const shared = viewer.member ? await sharedDetail(context, site, id).catch((error: unknown) => (isOutage(error) ? null : Promise.reject(error))) : null;
  if (shared) return { detail: shared, own: false, termsMissing: false };
  const listed = keptPromotion(site, Number(id));
  // The terms are the page: without them it is for this visitor only.
  context.contentMissing('promotion', 'main');
  if (listed) return { detail: { ...listed, content: '', turnover: null }, own: false, termsMissing: true };
  throw data({ unavailable: true }, { status: 503, headers: { 'Retry-After': '30' } });
}

/** `/promoDetail?id=…`: the terms (cleaned), period, eligibility, the player's progress and the action. Unknown id: 404. */
export async function promoDetailLoader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!ID.test(id)) throw notFound();
  const [site, viewer] = await Promise.all([context.site(), promotionViewer(context)]);
  const { detail, own, termsMissing } = await detailFor(context, site, id, viewer);
  const t = await getFixedT(site.language);
  return {
    title: detail.title || t('routes.promoDetail'),
    brandName: site.brand.name,
    signedIn: viewer.signedIn,
    trial: viewer.trial,
    // A member's own status could not be had: what every player sees, and no actions until it can.
    member: viewer.member && own,
    statusesUnavailable: viewer.member && !own,
    termsMissing,
    requestId: newRequestId(),
    loginTo: loginHref(`/promoDetail?id=${id}`),
    promotion: {
      ...promotionCard(detail, site.brand.timeZone, site.language),
      html: sanitizeOperatorHtml(detail.content),
      turnover: detail.turnover,
    },
  };
}

const ERROR_KEYS: Record<ApplicationError, string> = {
  comment: 'promotions.apply.errors.comment',
  tooMany: 'promotions.apply.errors.tooMany',
  tooLarge: 'promotions.apply.errors.tooLarge',
  invalid: 'promotions.apply.errors.invalid',
  dimensions: SHARED_UPLOAD_KEYS['upload.dimensions']!,
  form: 'promotions.errors.form_invalid',
};

export const ApplyFields = formFields(
  {
    id: v.pipe(v.string(), v.regex(ID), v.transform(Number)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
    comment: v.string(),
  },
  'promotions.errors.form_invalid',
);

/**
 * Join or claim (a plain form), or apply (multipart: a comment and up to three images, checked here and
 * streamed on to the platform). A refusal says why in the player's language and changes nothing.
 */
export async function promoDetailAction({ request, context }: ActionFunctionArgs) {
  if (!/^multipart\//i.test(request.headers.get('Content-Type') ?? '')) return promotionAction(request, context);
  await requireRealAccount(context, request);
  const client = await context.platform();
  const here = new URL(request.url);
  const pageId = ID.test(here.searchParams.get('id') ?? '') ? Number(here.searchParams.get('id')) : null;
  // A refusal gives the comment back as typed (images cannot be put back in a file input).
  const typed: Record<string, string> = {};
  const comment = () => (typed.comment ?? '').slice(0, MAX_COMMENT * 2);
  const fail = (error: string, status: number, id = pageId) => formError({ form: error }, { status, id, values: { comment: comment() } });
  try {
    return await signOutIfSessionEnded(context, here.pathname + here.search, async () => {
      const form = await readApplication(
        request,
        async (image) => (await client.call('uploadApplicationImage', ApplicationImageSchema, { upload: image })).id,
        typed,
      );
      const fields = v.safeParse(ApplyFields, form.fields);
      if (!fields.success) return fail(ERROR_KEYS.form, 400);
      if (form.error) return fail(ERROR_KEYS[form.error], form.error === 'tooLarge' ? 413 : 400, fields.output.id);
      if (!commentOk(fields.output.comment)) return fail(ERROR_KEYS.comment, 400, fields.output.id);
      const { id, requestId, comment } = fields.output;
      await client.call('applyPromotion', PromotionAppliedSchema, { body: { id, requestId, comment: comment.trim(), imageIds: form.imageIds } });
      return formOk({ notice: 'promotions.notices.applied', id });
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return formRefused(sharedUploadRefusal(error) ?? promotionFailureOf(error), { id: pageId, values: { comment: comment() } });
  }
}

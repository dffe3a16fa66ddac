import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { readImageForm, SHARED_UPLOAD_KEYS } from '~/lib/image-upload.server';
import { formError, type FieldErrors } from '~/lib/form-result.server';
import { isPlatformError } from '~/platform-client/errors';
import { FeedbackImageSchema, FeedbackListSchema, FeedbackSentSchema } from '~/platform-client/schemas/feedback';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { readPage } from '~/lib/paging';
import { brandTime } from '~/lib/brand-time.server';
import { feedbackErrors, FeedbackFormSchema } from './feedback-form';

const PAGE_SIZE = 5;

/** `/member/feedback?page=&sent=`: the form, and the player's feedback with the operator's replies, newest first. */
export async function feedbackLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const page = readPage(url.searchParams);
  const list = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    client.call('feedbackList', FeedbackListSchema, { query: { pageNo: page, pageSize: PAGE_SIZE } }),
  );
  return {
    page,
    totalPages: list.totalPages,
    sent: /^[1-9]\d{0,11}$/.test(url.searchParams.get('sent') ?? '') ? Number(url.searchParams.get('sent')) : null,
    items: list.list.map((f) => ({
      id: f.id,
      category: f.category,
      content: f.content,
      status: f.status,
      hasImage: f.hasImage,
      time: brandTime(f.createdAt, zone),
      replies: f.replies.map((r) => ({ body: r.body, time: brandTime(r.createdAt, zone) })),
    })),
  };
}

/** Refusals the platform may answer, as the field they concern and the message key. */
const PLATFORM_REFUSALS: Record<string, [string, string]> = {
  'upload.invalid': ['screenshot', 'feedback.errors.imageInvalid'],
  'upload.too.large': ['screenshot', 'feedback.errors.imageTooLarge'],
  'upload.dimensions': ['screenshot', SHARED_UPLOAD_KEYS['upload.dimensions']!],
  'upload.quota': ['screenshot', SHARED_UPLOAD_KEYS['upload.quota']!],
  'feedback.image.not.found': ['screenshot', 'feedback.errors.imageInvalid'],
  'feedback.invalid': ['content', 'feedback.errors.contentTooLong'],
  'feedback.too.many': ['form', 'feedback.errors.tooMany'],
};

/**
 * A multipart form (category, text, an optional screenshot). The screenshot is read as it streams, capped at
 * 5 MB and kept only when its bytes say PNG or JPEG; with a bad one nothing is sent. Then the image goes up
 * first and the feedback names it, so the platform never holds feedback whose screenshot it refused.
 */
export async function feedbackAction({ request, context }: ActionFunctionArgs) {
  const upload = await readImageForm(request, 'screenshot');
  const values = { category: (upload.fields.category ?? '').slice(0, 20), content: (upload.fields.content ?? '').slice(0, 1200) };
  const fail = (errors: FieldErrors, status = 400) => formError(errors, { status, values });
  if (upload.fields.website) return fail({ form: 'feedback.errors.generic' });
  const parsed = v.safeParse(FeedbackFormSchema, upload.fields);
  if (upload.error === 'upload.invalid') return fail({ ...(parsed.success ? {} : feedbackErrors(parsed.issues)), screenshot: 'feedback.errors.imageInvalid' });
  if (upload.error === 'upload.too.large') return fail({ screenshot: 'feedback.errors.imageTooLarge' }, 413);
  if (upload.error === 'upload.dimensions') return fail({ screenshot: SHARED_UPLOAD_KEYS[upload.error]! });
  if (!parsed.success) return fail(feedbackErrors(parsed.issues));
  const url = new URL(request.url);
  try {
    const client = await context.platform();
    const sent = await signOutIfSessionEnded(context, url.pathname, async () => {
      const image = upload.image ? await client.call('uploadFeedbackImage', FeedbackImageSchema, { upload: upload.image }) : null;
      return client.call('feedback', FeedbackSentSchema, { body: { ...parsed.output, imageId: image?.imageId ?? null } });
    });
    // After the post, a fresh page (a reload does not send it twice), the new feedback on top.
    const back = new URLSearchParams({ sent: String(sent.id) });
    const returnTo = url.searchParams.get('returnTo');
    if (returnTo) back.set('returnTo', returnTo);
    return redirect(`/member/feedback?${back}#feedback-${sent.id}`);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const refusal = error.kind === 'rejected' ? PLATFORM_REFUSALS[error.details.errorCode ?? ''] : undefined;
    if (refusal) return fail({ [refusal[0]]: refusal[1] }, error.details.status && error.details.status >= 400 ? error.details.status : 400);
    return fail({ form: error.messageKey }, error.kind === 'rejected' ? 400 : 503);
  }
}

import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { openPreviewLink } from '~/request/staff/preview-link.server';
import { keepPreviewOverrides, PreviewStoreUnavailable } from '~/request/staff/preview-store.server';
import { auditPreview, overrideKinds } from './preview-panel.server';

/** How each refusal answers: a link altered or for another brand is a bad request, an expired one is gone. */
const STATUS = { invalid: 400, brand: 400, expired: 410, session: 403 } as const;

/**
 * A shared preview link opened: a signed-in staff member takes its overrides into their own session for this
 * brand and lands on the preview's home page. A link altered, expired or made for another brand, or opened
 * without a staff session, is refused in words and changes nothing.
 */
export async function previewLinkLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = await context.site();
  const t = await getFixedT(site.language);
  const brandId = context.host.kind === 'brand' ? context.host.brand.id : site.brand.id;
  const session = context.staff?.via === 'session' ? context.staff.session : null;
  const refuse = async (reason: keyof typeof STATUS, link?: string) => {
    await auditPreview(args, { action: 'preview.link-refused', outcome: 'refused', reason, ...(link ? { detail: { link } } : {}) });
    return data(
      { title: t('staff.preview.link.title'), reason, message: t(`staff.preview.link.${reason}`) },
      { status: STATUS[reason], headers: { 'Cache-Control': 'no-store' } },
    );
  };
  if (!session) return refuse('session');
  const opened = openPreviewLink(new URL(request.url).searchParams.get('link') ?? '', brandId);
  if (!opened.ok) return refuse(opened.reason);
  const { link } = opened;
  try {
    await keepPreviewOverrides(session, brandId, link.overrides);
  } catch (error) {
    if (!(error instanceof PreviewStoreUnavailable)) throw error;
    console.error(`[staff] ${error.message}`);
    // The link stays good for its day: staff open it again once the store answers.
    return data(
      { title: t('staff.preview.link.title'), reason: 'store' as const, message: t('staff.preview.store.failed') },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  await auditPreview(args, { action: 'preview.link-use', detail: { link: link.id, from: link.by, kinds: overrideKinds(link.overrides) } });
  return redirect('/', { status: 303, headers: { 'Cache-Control': 'no-store' } });
}

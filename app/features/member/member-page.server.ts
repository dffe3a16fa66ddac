import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { notFound } from '~/lib/responses';

/** The member centre's pages; their content comes with the member-centre work. */
export const MEMBER_PAGES = ['depositv2', 'withdraw', 'securityCenter', 'transferFund', 'personalHistoryCopy', 'transactionHistory'] as const;

export async function memberPageLoader({ context, params }: LoaderFunctionArgs) {
  const page = MEMBER_PAGES.find((p) => p === params.page);
  if (!page) throw notFound();
  const site = await context.site();
  const t = await getFixedT(site.language);
  return { title: t(`member.pages.${page}`), brandName: site.brand.name };
}

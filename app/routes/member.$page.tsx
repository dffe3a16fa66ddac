import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRealAccount } from '~/accounts/guards.server';
import { getFixedT } from '~/i18n/i18n.server';
import { pageMeta, TitledPage } from '~/site/page-route';
import { loadSite } from '~/site/site.server';

/** Member centre pages (site-spec §2): real accounts only. Their content belongs to later work. */
const PAGES = ['depositv2', 'withdraw', 'securityCenter', 'transferFund', 'personalHistoryCopy', 'transactionHistory'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const page = PAGES.find((p) => p === params.page);
  if (!page) throw new Response('Not Found', { status: 404 });
  await requireRealAccount(site, request);
  const t = await getFixedT(site.language);
  return { title: t(`member.pages.${page}`), brandName: site.brand.name };
}

export const meta = pageMeta;
export default TitledPage;

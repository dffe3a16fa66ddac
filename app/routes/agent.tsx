import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRealAccount } from '~/accounts/guards.server';
import { getFixedT } from '~/i18n/i18n.server';
import { pageMeta, TitledPage } from '~/site/page-route';
import { loadSite } from '~/site/site.server';

/** The agent centre: agents (the brand's agent-type codes) with a real account only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const account = await requireRealAccount(site, request);
  if (!account.isAgent) throw new Response('Forbidden', { status: 403 });
  const t = await getFixedT(site.language);
  return { title: t('header.agentCentre'), brandName: site.brand.name };
}

export const meta = pageMeta;
export default TitledPage;

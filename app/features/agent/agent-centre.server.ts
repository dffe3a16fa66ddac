import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';

/** The agent centre; its pages come with the agent-centre work. */
export async function agentCentreLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  const t = await getFixedT(site.language);
  return { title: t('header.agentCentre'), brandName: site.brand.name };
}

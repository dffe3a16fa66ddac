import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { stagingIndexLoader } from '~/features/staging/brand-list.server';
import { StagingBrandList } from '~/features/staging/staging-brand-list';
import { stagingMeta } from '~/features/staging/staging-meta';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true }, messages: ['staff'] });
export const loader = stagingIndexLoader;
export const meta = stagingMeta;

export default function StagingIndex() {
  const { brands, staff } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <StagingBrandList brands={brands} title={t('staging.title')} staff={staff} />;
}

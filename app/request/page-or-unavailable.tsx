import { useLoaderData, useLocation } from '@remix-run/react';
import type { ComponentType } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { MemberPage } from '~/ui/centre/centre-page';

/** What a centre page's loader answers when the platform could not give the page's own data (`orUnavailable`). */
export type PageUnavailable = { pageUnavailable: true };

const isPageUnavailable = (value: unknown): value is PageUnavailable => typeof value === 'object' && value !== null && 'pageUnavailable' in value;

/** The page, or (its data unavailable) its heading with the section notice, inside the centre's frame. */
export function unlessUnavailable<Props extends object>(Page: ComponentType<Props>) {
  function PageOrUnavailable(props: Props) {
    const data = useLoaderData<unknown>();
    const { pathname } = useLocation();
    const { t } = useTranslation();
    if (!isPageUnavailable(data)) return <Page {...props} />;
    // `/member/withdraw` → member.pages.withdraw; `/agent/agentTeamOverview` → agent.pages.agentTeamOverview.
    const [centre, key] = pathname.split('/').filter(Boolean);
    return (
      <MemberPage title={t(`${centre}.pages.${key}`)}>
        <SectionUnavailable testId="page-unavailable" />
      </MemberPage>
    );
  }
  PageOrUnavailable.displayName = `Unavailable(${Page.displayName ?? Page.name})`;
  return PageOrUnavailable;
}

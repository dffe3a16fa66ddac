import { useLoaderData, useLocation } from '@remix-run/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isOutage } from '~/platform-client/errors';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { MemberPage } from '~/ui/centre/centre-page';

/** What a centre page's loader answers when the platform could not give the page's own data. */
type PageUnavailable = { pageUnavailable: true };

const isPageUnavailable = (value: unknown): value is PageUnavailable => typeof value === 'object' && value !== null && 'pageUnavailable' in value;

/**
 * A centre page's loader whose platform calls could not be answered (down, or slow past the request's
 * time) answers that, not a 503: the site, the centre's frame and its menu still work, and only the
 * page's own section says it is missing. A refusal or an ended session is thrown on as before.
 */
export function orUnavailable<Args extends { request: Request }, Result>(loader: (args: Args) => Promise<Result>) {
  return async (args: Args): Promise<Result | PageUnavailable> => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isOutage(error)) throw error;
      console.error(`[platform] GET ${new URL(args.request.url).pathname}: ${error.message}`);
      return { pageUnavailable: true };
    }
  };
}

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

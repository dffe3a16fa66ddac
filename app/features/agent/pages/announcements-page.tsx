import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from '../agent.css';
import type { announcementsLoader } from './announcements.server';

/** Announcement: the operator's notices for agents, newest first. */
export function AnnouncementsPage() {
  const data = useLoaderData<typeof announcementsLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('agent.pages.agentAnnouncement')} lead={t('agent.announcements.lead')}>
      {data.list.length ? (
        data.list.map((n) => (
          <Card key={n.id} title={n.title} testId="agent-notice">
            <div className={s.notice}>
              <span className={s.noticeMeta}>{n.date}</span>
              {/* Cleaned on the server by the operator-HTML sanitiser. */}
              <div dangerouslySetInnerHTML={{ __html: n.html }} />
            </div>
          </Card>
        ))
      ) : (
        <p className={u.empty}>{t('agent.announcements.empty')}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}

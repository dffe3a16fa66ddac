import { useLoaderData } from '@remix-run/react';
import { PageFrame } from '~/ui/page-frame';
import { AnnouncementBrowser } from './announcement-browser';
import type { noticePageLoader } from './notice-page.server';

export function NoticePage() {
  const { title, notices, page, selectedId } = useLoaderData<typeof noticePageLoader>();
  return (
    <PageFrame title={title}>
      <AnnouncementBrowser
        notices={notices}
        page={page}
        selectedId={selectedId}
        hrefFor={(next) => `/noticePage?page=${next.page}${next.id !== null ? `&id=${next.id}` : ''}`}
      />
    </PageFrame>
  );
}

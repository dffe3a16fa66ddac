import type { LoaderFunctionArgs } from '@remix-run/node';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { AgentAnnouncementsSchema } from '~/platform-client/schemas/agent';
import { readPage } from '~/lib/paging';
import { brandTime } from '~/lib/brand-time.server';

/** `/agent/agentAnnouncement`: the operator's notices for agents, seven a page, their HTML cleaned here. */
export async function announcementsLoader({ request, context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const page = readPage(new URL(request.url).searchParams);
  const notices = await client.call('agentAnnouncements', AgentAnnouncementsSchema, { query: { pageNo: page, pageSize: 7 } });
  return {
    page: notices.pageNo,
    totalPages: notices.totalPages,
    list: notices.list.map((n) => ({
      id: n.id,
      title: n.title,
      html: sanitizeOperatorHtml(n.content),
      date: brandTime(n.createdAt, site.brand.timeZone, 'yyyy-MM-dd'),
    })),
  };
}

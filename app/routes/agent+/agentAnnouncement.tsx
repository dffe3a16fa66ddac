import { AnnouncementsPage } from '~/features/agent/pages/announcements-page';
import { announcementsLoader } from '~/features/agent/pages/announcements.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { needs: { platform: 'agentAnnouncements' }, access: 'agent' }, messages: ['agent', 'records'] });
export const loader = /* @__PURE__ */ orUnavailable(announcementsLoader);
export default unlessUnavailable(AnnouncementsPage);
export const ErrorBoundary = MemberPageError;

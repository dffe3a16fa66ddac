import { InboxPage } from '~/features/member/inbox/inbox-page';
import { inboxAction, inboxLoader } from '~/features/member/inbox/inbox.server';
import { MemberPageError } from '~/features/member/ui/member-page-error';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({ gate: { access: 'realAccount', needs: { feature: 'inbox' } }, messages: ['inbox', 'member', 'records'] });
export const loader = inboxLoader;
export const action = inboxAction;
export default InboxPage;
export const ErrorBoundary = MemberPageError;

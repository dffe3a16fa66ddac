import { InboxPage } from '~/features/member/inbox/inbox-page';
import { inboxAction, inboxLoader } from '~/features/member/inbox/inbox.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { memberCentre: true, access: 'realAccount', needs: [{ feature: 'inbox' }, { platform: 'inbox' }] },
  messages: ['forgot', 'inbox', 'member', 'password', 'records', 'register', 'rg', 'verify'],
});
export const loader = /* @__PURE__ */ orUnavailable(inboxLoader);
export const action = inboxAction;
export default unlessUnavailable(InboxPage);
export const ErrorBoundary = MemberPageError;

import { FeedbackPage } from '~/features/member/feedback/feedback-page';
import { feedbackAction, feedbackLoader } from '~/features/member/feedback/feedback.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

/** Feedback to the operator (FEEDBACK3): real accounts, inside the member centre. */
export const handle = routeHandle({
  gate: { memberCentre: true, access: 'realAccount', needs: [{ feature: 'feedback' }, { platform: 'feedback' }] },
  messages: ['feedback', 'member'],
  upload: { images: 1 },
});
export const loader = /* @__PURE__ */ orUnavailable(feedbackLoader);
export const action = feedbackAction;
export default unlessUnavailable(FeedbackPage);
export const ErrorBoundary = MemberPageError;

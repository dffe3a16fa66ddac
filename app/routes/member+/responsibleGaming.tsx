import { ResponsibleGamingPage } from '~/features/member/responsible-gaming/responsible-gaming-page';
import { responsibleGamingAction, responsibleGamingLoader } from '~/features/member/responsible-gaming/responsible-gaming.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

/** Responsible gaming (decision 023): limits, reality check, breaks and activity; real accounts only. */
export const handle = routeHandle({
  gate: { needs: { platform: 'responsibleGaming' }, memberCentre: true, access: 'realAccount' },
  messages: ['member', 'rg', 'password', 'forgot', 'register', 'verify'],
});
export const loader = /* @__PURE__ */ orUnavailable(responsibleGamingLoader);
export const action = responsibleGamingAction;
export default unlessUnavailable(ResponsibleGamingPage);
export const ErrorBoundary = MemberPageError;

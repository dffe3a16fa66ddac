import { PlayerRankPage } from '~/features/member/rewards/player-rank-page';
import { playerRankLoader } from '~/features/member/rewards/player-rank.server';
import { MemberPageError } from '~/ui/centre/centre-page-error';
import { orUnavailable } from '~/request/page-or-unavailable.server';
import { unlessUnavailable } from '~/request/page-or-unavailable';
import { routeHandle } from '~/request/route-gates';

export const handle = routeHandle({
  gate: { memberCentre: true, access: 'realAccount', needs: [{ feature: 'vip' }, { platform: 'playerRank' }] },
  messages: ['member', 'rank'],
});
export const loader = /* @__PURE__ */ orUnavailable(playerRankLoader);
export default unlessUnavailable(PlayerRankPage);
export const ErrorBoundary = MemberPageError;

import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { formatMinor } from '~/lib/money';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { isPlatformError } from '~/platform-client/errors';
import { TrialLaunchSchema, TrialWalletSchema, type TrialWallet } from '~/platform-client/schemas/games';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { launchFailureOf, playable, type LaunchRequest, type LaunchResult } from './launch-outcome.server';

/**
 * Free play (decision 016): a trial account launches through `GCS_gameTrialLaunch` and plays the
 * platform's trial wallet; real money never moves. The page shows the play money as it stands.
 */

/** The play money as the page shows it: "₱ 1,960.00" in the page's language. */
export type FreePlayState = { balance: string };

export const freePlayStateOf = (wallet: TrialWallet, language: string): FreePlayState => ({
  balance: `${wallet.currencySymbol || wallet.currency} ${formatMinor(wallet.balanceMinor, wallet.currencyExponent, language)}`.trim(),
});

export type FreePlayLaunch = LaunchResult & { freePlay: FreePlayState | null };

async function trialLaunch(context: AppLoadContext, query: Record<string, string | number | undefined>): Promise<FreePlayLaunch> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  try {
    const { url, wallet } = await client.call('gameTrialLaunch', TrialLaunchSchema, { query: { ...query, language: site.language } });
    return { ...playable(site, url), freePlay: freePlayStateOf(wallet, site.language) };
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'session') throw error;
    return { ok: false, failure: launchFailureOf(error, site.brand.timeZone), freePlay: null };
  }
}

/** One game for free: the same query as the real launch, without an account type. */
export const launchFreeGame = (context: AppLoadContext, game: LaunchRequest) =>
  trialLaunch(context, {
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    vassalage: game.vendor,
    nodeId: game.nodeId ?? undefined,
    gameId: game.gameId ?? undefined,
    roomId: game.roomId ?? undefined,
  });

/** The lottery lobby (or one game's betting view) for free, where the lottery vendor offers trial play. */
export const launchFreeLottery = (
  context: AppLoadContext,
  lottery: { vendor: string; gameCode: string | null; playType: string | null; prizeMode: string; backUrl: string },
) =>
  trialLaunch(context, {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    vassalage: lottery.vendor,
    lottoPrizeMode: lottery.prizeMode,
    lottoGameCode: lottery.gameCode ?? undefined,
    lottoPlayType: (lottery.gameCode && lottery.playType) || undefined,
    lottoView: lottery.gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: lottery.backUrl,
  });

export type TrialBalanceResult = { ok: true; balance: string } | { ok: false; reason: 'signed-out' | 'unavailable' };

/** `/resources/trial-balance?returnTo=`: the play money now, for the Free play badge beside the game. */
export async function trialBalanceLoader({ request, context }: LoaderFunctionArgs) {
  const answer = (result: TrialBalanceResult, status = 200) => Response.json(result, { status, headers: { 'Cache-Control': 'private, no-store' } });
  if (!(await context.signIn())) return answer({ ok: false, reason: 'signed-out' }, 401);
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get('returnTo'), '/index');
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  try {
    const wallet = await signOutIfSessionEnded(context, returnTo, () => client.call('trialBalance', TrialWalletSchema));
    return answer({ ok: true, ...freePlayStateOf(wallet, site.language) });
  } catch (error) {
    if (isPlatformError(error)) return answer({ ok: false, reason: 'unavailable' }, 503);
    throw error;
  }
}

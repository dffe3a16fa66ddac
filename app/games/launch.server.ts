import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { isPlatformError } from '~/platform/errors';
import { errorMessageKey } from '~/platform/error-messages';
import { LaunchSchema, MaintenanceWindowSchema } from '~/platform/schemas/games';
import { platformForSite } from '~/platform/site-client.server';
import type { Site } from '~/site/site.server';

export type LaunchRequest = { vendor: string; nodeId: number | null; gameId: string | null };

/** Why a launch failed, in the words the page shows (site-spec §8, platform-api.md §4). */
export type LaunchFailure =
  | { kind: 'busy' }
  | { kind: 'alreadyOpen' }
  | { kind: 'maintenance'; from: string | null; until: string | null }
  | { kind: 'insufficient' }
  | { kind: 'trial' }
  | { kind: 'other'; messageKey: string };

export type LaunchResult = { ok: true; url: string } | { ok: false; failure: LaunchFailure };

/** Platform codes of a refused launch. `727` is "system busy" (no launch mode), `734` a round still open. */
export function launchFailureOf(error: unknown, zone: string): LaunchFailure {
  if (!isPlatformError(error)) throw error;
  const code = error.details.errorCode ?? '';
  if (code === '727' || code === '#727') return { kind: 'busy' };
  if (code === '734' || code === '#734') return { kind: 'alreadyOpen' };
  if (code === 'insufficient.balance') return { kind: 'insufficient' };
  if (code === 'account.trial') return { kind: 'trial' };
  if (code === 'vendor.maintenance') {
    const window = v.safeParse(MaintenanceWindowSchema, error.details.value);
    const at = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm');
    return window.success
      ? { kind: 'maintenance', from: at(window.output.content.data.maintainTime), until: at(window.output.content.data.endTime) }
      : { kind: 'maintenance', from: null, until: null };
  }
  if (error.kind === 'session') throw error;
  return { kind: 'other', messageKey: errorMessageKey(error) };
}

/** Asks the platform for the game's URL (real-money account); the token stays on this server. */
export async function launchGame(site: Site, context: AppLoadContext, token: string, game: LaunchRequest): Promise<LaunchResult> {
  try {
    const url = await platformForSite(site, context, token).call('launchGame', LaunchSchema, {
      query: {
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        vassalage: game.vendor,
        nodeId: game.nodeId ?? undefined,
        gameId: game.gameId ?? undefined,
        accountType: 1,
        language: site.language,
      },
    });
    return { ok: true, url };
  } catch (error) {
    return { ok: false, failure: launchFailureOf(error, site.brand.timeZone) };
  }
}

import { DateTime } from 'luxon';
import * as v from 'valibot';
import { platformUrlFor } from '~/request/brands/registry.server';
import { isPlatformError } from '~/platform-client/errors';
import { errorMessageKey } from '~/platform-client/error-messages';
import { MaintenanceWindowSchema } from '~/platform-client/schemas/games';
import { contentSources, sourceAllows } from '~/request/content-sources.server';
import type { Site } from '~/request/site.server';
import { resolveLaunchUrl } from './launch-target';

/** What a launch asks for and what comes back: a playable URL, or why not in the words the page shows. */

export type LaunchRequest = { vendor: string; nodeId: number | null; gameId: string | null; roomId?: number | null };

/** Why a launch failed, in the words the page shows. */
export type LaunchFailure =
  | { kind: 'busy' }
  | { kind: 'alreadyOpen' }
  | { kind: 'maintenance'; from: string | null; until: string | null }
  | { kind: 'insufficient' }
  | { kind: 'trial' }
  /** A trial account at a vendor without free play (live tables, sportsbooks): the real-account warning. */
  | { kind: 'realMoneyOnly' }
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
  if (code === 'trial.not.supported') return { kind: 'realMoneyOnly' };
  if (code === 'game.not.found' || code === 'room.not.found') return { kind: 'other', messageKey: 'games.launch.unavailable' };
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

/**
 * The platform's URL made playable: a path goes to one of the brand's launch CDNs, picked at random. A game on a
 * host that is none of the brand's content sources would be blocked by the page's policy: it is not opened, and the
 * log names the host so the operator can add it to the brand file.
 */
export function playable(site: Site, raw: string): LaunchResult {
  const url = resolveLaunchUrl(raw, site.config.launchGameCDNs, platformUrlFor(site.brand));
  if (!url) return { ok: false, failure: { kind: 'other', messageKey: 'errors.platform.bad-response' } };
  if (!sourceAllows(contentSources(site).frames, url)) {
    console.warn(`[launch] ${site.brand.id}: a game on ${new URL(url).origin} is not among the brand's content sources (brand.json contentSources.games)`);
    return { ok: false, failure: { kind: 'other', messageKey: 'games.launch.unavailable' } };
  }
  return { ok: true, url };
}

import type { AppLoadContext } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { ConsolidatedSchema } from '~/platform-client/schemas/member';
import { updateViewerProfile } from '~/request/session/viewer-profile.server';

/** The consolidated flags as numbers (the platform may answer strings or booleans). */
export const flagsOf = (raw: Record<string, unknown>) => Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v) || 0]));

/** The contract flags now, or null when the brand has no agent policy or the platform cannot answer (an ended session still throws). */
export async function readContractFlags(context: AppLoadContext): Promise<Record<string, number> | null> {
  const site = await context.site();
  if (!site.config.features.agentPolicy) return null;
  try {
    return flagsOf(await (await context.platform()).call('consolidated', ConsolidatedSchema));
  } catch (error) {
    if (isPlatformError(error) && error.kind !== 'session') return null;
    throw error;
  }
}

/**
 * Reads the contract flags again and keeps them in the sign-in profile, after the member answered a
 * request or opened a contract page, so the popup and the menu follow at once. A platform that cannot
 * answer leaves the flags as they were.
 */
export async function refreshContractFlags(context: AppLoadContext): Promise<Record<string, number> | null> {
  const flags = await readContractFlags(context);
  if (flags) await updateViewerProfile(context, { contracts: flags });
  return flags;
}

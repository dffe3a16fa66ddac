import type { AppLoadContext } from '@remix-run/node';
import { platformUrlFor } from '~/brands/registry.server';
import type { Site } from '~/site/site.server';
import { getEnv } from '~/utils/env.server';
import { createPlatformClient } from './client.server';

/** The platform client for this request's brand, language and visitor (and token, once signed in). */
export function platformForSite(site: Site, context: AppLoadContext, token?: string | null) {
  return createPlatformClient({
    baseUrl: platformUrlFor(site.brand),
    merchant: site.brand.merchantCode,
    language: site.language,
    timeoutMs: getEnv().PLATFORM_TIMEOUT_MS,
    clientIp: context.clientIp,
    timings: context.timings,
    token,
  });
}

import * as v from 'valibot';
import { isOutage } from '~/platform-client/errors';
import type { Brand } from '../brands/load-brands.server';
import { getBrandRegistry } from '../brands/registry.server';
import { platformClientFor } from '../platform.server';
import { getSessionStore, type Revocation } from './store.server';

/** A token the platform still cannot take back after this many tries has long expired there anyway. */
const MAX_ATTEMPTS = 6_000;

async function endOnPlatform(brand: Brand, token: string): Promise<void> {
  await platformClientFor(brand, { language: brand.defaultAppLanguage, token }).call('logout', v.unknown());
}

/**
 * Ends a platform session. When the platform cannot answer, the token is queued and ended as soon as
 * it answers again; the site-side session is over either way. A platform that says the session is
 * already gone (or refuses) is done with it.
 */
export async function revokePlatformToken(brand: Brand, token: string, attempts = 0): Promise<void> {
  try {
    await endOnPlatform(brand, token);
  } catch (error) {
    if (!isOutage(error)) return;
    if (attempts === 0) console.warn(`[sessions] ${brand.id}: platform logout failed (${error.message}); it will be retried`);
    if (attempts < MAX_ATTEMPTS) await (await getSessionStore()).queueRevocation({ brandId: brand.id, token, attempts: attempts + 1 });
  }
}

/** One pass over the queue: each token is tried once more (and queued again if the platform is still away). */
export async function retryRevocations(max = 50): Promise<number> {
  const store = await getSessionStore();
  const due: Revocation[] = await store.takeRevocations(max);
  const { index } = getBrandRegistry();
  await Promise.all(
    due.map(async ({ brandId, token, attempts }) => {
      const brand = index.byId.get(brandId);
      if (brand) await revokePlatformToken(brand, token, attempts);
    }),
  );
  return due.length;
}

/** Retries queued revocations in the background every `everyMs`; stopping is for tests and shutdown. */
export function startRevocationWorker(everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryRevocations()
      .catch((error: unknown) => console.error(`[sessions] revocation retry failed: ${(error as Error).message}`))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

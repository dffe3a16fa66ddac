import { getBrandRegistry } from './brands/registry.server';
import { cachedBrandConfig, getBrandConfig } from './remote-config/remote-config.server';
import { getSessionStore } from './session/store.server';

/** How long one readiness check may take: a probe must answer well within a balancer's own timeout. */
const CHECK_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * Why this instance cannot serve yet, one line a reason (empty when it can): every brand needs its
 * config (a last good one, whatever its age, will do: pages render from it through an outage), and
 * the session store must answer. A brand never loaded is fetched now, so the first probe loads it.
 */
export async function notReadyReasons(): Promise<string[]> {
  const brands = getBrandRegistry().brands;
  const checks = [
    ...brands.map(async (brand) => {
      if (cachedBrandConfig(brand)) return null;
      return within(getBrandConfig(brand), CHECK_MS).then(
        () => null,
        (error: unknown) => `brand ${brand.id}: config not loaded (${reasonOf(error)})`,
      );
    }),
    within(
      getSessionStore().then((store) => store.ping()),
      CHECK_MS,
    ).then(
      () => null,
      (error: unknown) => `session store unreachable (${reasonOf(error)})`,
    ),
  ];
  return (await Promise.all(checks)).filter((reason): reason is string => reason !== null);
}

import { useActionData, type useLoaderData } from '@remix-run/react';
import type { accountAction, accountLoader } from './account.server';

export type AccountData = ReturnType<typeof useLoaderData<typeof accountLoader>>;

/** The last post's result, if it was this card's intent (each card reads only its own). */
export function useAccountResult(intent: string) {
  const result = useActionData<typeof accountAction>();
  return result && result.intent === intent ? result : null;
}

/** A card's field errors and echoed values from its last failed post. */
export function useAccountErrors(intent: string) {
  const result = useAccountResult(intent);
  const failed = result && !result.ok ? result : null;
  return { result, errors: failed?.errors ?? {}, params: failed?.params, values: failed?.values ?? {} };
}

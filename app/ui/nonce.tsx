import { createContext, useContext } from 'react';

/** The page's Content-Security-Policy nonce, for the scripts and styles it writes inline (server render). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * In the browser the page's nonce is read from a script the server wrote (the `nonce` property: the attribute
 * itself is hidden once parsed), so an inline style or script React creates after a client-side navigation (a
 * layout that mounts again) carries it and the policy lets it apply.
 */
const browserNonce = (): string | undefined =>
  typeof document === 'undefined' ? undefined : document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? browserNonce();
}

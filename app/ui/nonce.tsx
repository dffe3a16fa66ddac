import { createContext, useContext } from 'react';

/** The page's Content-Security-Policy nonce, for the scripts and styles it writes inline (server render only). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

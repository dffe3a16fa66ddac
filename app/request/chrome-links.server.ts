import type { AppLoadContext } from '@remix-run/node';
import { CHROME_LINKS, type ChromeLinks } from './chrome-links';

/** Which of the chrome's gated links the brand offers, each asked of its route's gate. */
export async function chromeLinks(context: AppLoadContext): Promise<ChromeLinks> {
  const entries = Object.entries(CHROME_LINKS) as [keyof ChromeLinks, string][];
  const offered = await Promise.all(entries.map(([, path]) => context.offers(path)));
  return Object.fromEntries(entries.map(([name], i) => [name, offered[i]!])) as ChromeLinks;
}

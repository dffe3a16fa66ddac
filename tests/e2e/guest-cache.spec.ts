import { brandUrl, expect, test } from './fixtures';

/**
 * A guest page from the shared cache reaches a real browser as the stored gzip with a nonce of its own:
 * the browser decodes it, and every script runs under the page's Content-Security-Policy (a nonce that
 * did not match would block them: the page would never hydrate, and the console error fails the test).
 */
test('a cached guest page arrives gzipped, with its own nonce, and hydrates', async ({ page }) => {
  const url = brandUrl('demo-a', '/index?guest-cache-spec');
  // A miss is answered from the page just stored, like a hit; only a bypass (a brand's cold start) is not.
  const fromStore = (state: string | undefined) => state === 'hit' || state === 'miss';
  let response = await page.goto(url, { waitUntil: 'commit' });
  for (let i = 0; i < 5 && !fromStore(response?.headers()['x-cache']); i++) response = await page.goto(url, { waitUntil: 'commit' });
  expect(fromStore(response?.headers()['x-cache'])).toBe(true);
  expect(response?.headers()['content-encoding']).toBe('gzip');
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The browser's DOM hides nonce attributes from markup; the property still carries the response's own.
  expect(
    await page
      .locator('script[nonce]')
      .first()
      .evaluate((el) => (el as HTMLScriptElement).nonce),
  ).toBe(nonce);
  await expect(page.getByTestId('header-clock')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
});

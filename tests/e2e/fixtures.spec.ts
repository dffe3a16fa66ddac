import { expect, test } from './fixtures';

/**
 * The fixture's console-error check reaches the pages of contexts a test opens itself (the accessibility spec's
 * sittings, other players' tabs), not only the fixture's own page. No site is needed: a blank page logs the error.
 */
test('a console error or an uncaught error in a context the test opened is caught', async ({ browser, consoleErrors }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.evaluate(() => console.error('logged in a context of the test'));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('thrown in a context of the test');
    }),
  );
  const other = await browser.newPage();
  await other.evaluate(() => console.error('logged in a page of its own'));
  await expect
    .poll(() => [...consoleErrors].sort())
    .toEqual(['logged in a context of the test', 'logged in a page of its own', 'thrown in a context of the test']);
  // Seen: the test itself is not to fail on them.
  consoleErrors.length = 0;
  await other.close();
  await context.close();
});

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

/**
 * The fixture fails the test on them, wherever they are: each of these is expected to fail, and only the fixture's
 * check can fail it (the body waits for the page's own event, which asserts nothing).
 */
test.describe('a console error fails the test', () => {
  test("in the fixture's page", async ({ page }) => {
    test.fail();
    await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('logged in the fixture page'))]);
  });

  test("as an uncaught error in the fixture's page", async ({ page }) => {
    test.fail();
    await Promise.all([
      page.waitForEvent('pageerror'),
      page.evaluate(() =>
        setTimeout(() => {
          throw new Error('thrown in the fixture page');
        }),
      ),
    ]);
  });

  test("in a second page of the fixture's context", async ({ page, context }) => {
    test.fail();
    await page.evaluate(() => 'the first page, untouched');
    const second = await context.newPage();
    await Promise.all([second.waitForEvent('console'), second.evaluate(() => console.error('logged in a second page'))]);
  });

  test('in a context from browser.newContext()', async ({ browser }) => {
    test.fail();
    const opened = await browser.newContext();
    const page = await opened.newPage();
    await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.error('logged in an opened context'))]);
    await opened.close();
  });
});

test("a test that only uses the browser opens no page in the fixture's context", async ({ browser, context }) => {
  const opened = await browser.newContext();
  await opened.close();
  expect(context.pages()).toEqual([]);
});

import { brandUrl, expect, gotoHydrated, test } from './fixtures';

// Nothing here is about motion: the pages behind the pop-up stand still.
test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

test('a vassalage vendor card opens its game list over the page, searchable, and Escape brings focus back', async ({ page }) => {
  await gotoHydrated(page, brandUrl('demo-a', '/pvp'));
  const card = page.getByTestId('vendor-cards').getByRole('link', { name: /Kingmaker/ });
  await card.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Kingmaker games' });
  await expect(dialog).toBeVisible();
  // The page underneath stays where it was: a pop-up, not a navigation.
  await expect(page).toHaveURL(/\/pvp$/);
  const grid = dialog.getByTestId('vendor-games-grid');
  await expect(grid.locator('li').first()).toBeVisible();
  const tiles = grid.locator('li');
  const first = await tiles.count();
  expect(first).toBeGreaterThan(0);
  // Every game in the list is the vendor's, and launches through the game page.
  for (const href of await grid.locator('a').evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/game\?vendor=KM&nodeId=\d+$/);
  }

  // More pages load on demand, one request at a time.
  const more = dialog.getByTestId('vendor-games-more');
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(first);
  }

  // A search narrows the list to matching names.
  const name = (await tiles.first().locator('[title]').getAttribute('title'))!;
  const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
  await dialog.getByRole('searchbox').fill(word);
  await expect
    .poll(async () =>
      (await grid.locator('[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''))).every((t) =>
        t.toLowerCase().includes(word.toLowerCase()),
      ),
    )
    .toBe(true);
  await expect(grid.locator('li').first()).toBeVisible();

  // Escape in a search box with text clears it (the browser's own behaviour); from elsewhere it closes.
  await dialog.getByRole('link', { name: 'Open as a page' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('the header menu opens the same pop-up', async ({ page }) => {
  await gotoHydrated(page, brandUrl('demo-a', '/index'));
  await page.getByRole('button', { name: 'Card Games providers' }).click();
  const panel = page.getByRole('region', { name: 'Card Games providers' });
  await panel.locator('[data-vendor-link]').filter({ hasText: 'Kingmaker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kingmaker games' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('vendor-games-grid').locator('li').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);
});

// Without JavaScript the card is a link to the vendor's list as a page of the lobby: the served pages, asked in
// tests/integration/vassalage-server-answers.test.ts.

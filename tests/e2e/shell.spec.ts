import { brandUrl, expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the header clock shows DD/MM/YYYY HH:mm:ss and ticks every second', async ({ page }) => {
  await page.goto(brandUrl('demo-a'));
  const clock = page.getByTestId('header-clock');
  await expect(clock).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 2_500 });
});

// The footer's social links per brand are server markup: pages-without-browser.test.ts.

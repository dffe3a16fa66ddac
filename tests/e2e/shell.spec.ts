import { brandUrl, expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the header clock shows DD/MM/YYYY HH:mm:ss and ticks every second', async ({ page }) => {
  await page.goto(brandUrl('demo-a'));
  const clock = page.getByTestId('header-clock');
  await expect(clock).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 2_500 });
});

test('the footer shows only the social links the brand has', async ({ page }) => {
  await page.goto(brandUrl('demo-b'));
  const social = page.locator('footer ul li a');
  await expect(social).toHaveText(['Facebook', 'Telegram']);
  await page.goto(brandUrl('demo-a'));
  await expect(page.locator('footer ul li a')).toHaveCount(5);
});

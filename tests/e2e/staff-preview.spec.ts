import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../support/e2e-staff';
import { expect, port, test } from './fixtures';

/** axe-core's WCAG 2.2 AA rules on the panel and the ribbon (the chrome around them is scanned elsewhere). */
async function violations(page: Page): Promise<string[]> {
  // Injected by evaluation, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(
      { include: [['main'], ['[role="note"]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] },
    ),
  );
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test.describe('what-if previews on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('staff set a theme and mode on the panel, the ribbon lists them, and its button clears them', async ({ page }) => {
    const panel = `http://demo-c.staging.localhost:${port}/staff/preview`;
    await page.goto(`http://staging.localhost:${port}/staff/sign-in?to=${encodeURIComponent(panel)}`);
    await page.getByLabel('Staff name').fill(E2E_STAFF.name);
    await page.getByLabel('Password').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'What-if preview' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const before = await page.locator('html').getAttribute('data-theme');

    await page.getByLabel('Theme').selectOption('jade');
    await page.getByLabel('Colour mode').selectOption('dark');
    await page.getByRole('button', { name: 'Apply overrides' }).click();
    await expect(page.getByRole('status')).toHaveText('Overrides applied to your preview.');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'jade');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    const ribbon = page.getByTestId('preview-overrides');
    await expect(ribbon).toContainText('Look: jade, dark');
    // The ribbon fits the phone's width.
    const box = await ribbon.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await violations(page)).toEqual([]);

    await ribbon.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(page.getByTestId('preview-overrides')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', before!);
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
  });
});

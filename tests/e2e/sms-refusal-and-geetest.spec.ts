import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type English from '../../app/locales/en.json';
import { queryPlatformDb } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { admin, brandUrl, expect, gotoHydrated, test } from './fixtures';

/**
 * A refused SMS in the warning dialog (focus kept inside, Escape closes, focus back on the button that sent),
 * inline without JavaScript; the Geetest demo slider passed and refused at phone width. Screenshots of both
 * on the two demo brands at phone and desktop widths land in test-results/sms-and-geetest.
 */
const messages = (lang: string) => JSON.parse(fs.readFileSync(`app/locales/${lang}.json`, 'utf8')) as typeof English;
const en = messages('en');
const vi = messages('vi');
const shots = path.resolve('test-results/sms-and-geetest');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

async function askForCode(page: Page, mobile: string) {
  await page.getByLabel(en.auth.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: en.auth.sendCode }).click();
}

test.describe('an SMS the platform will not send', () => {
  test.beforeAll(() => admin('smssending', 'demoa01', 'off'));
  test.afterAll(() => admin('smssending', 'demoa01', 'on'));

  test('is said in a warning dialog that keeps focus, closes on Escape and hands focus back', async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    await gotoHydrated(page, brandUrl('demo-a', '/login?tab=sms'));
    await askForCode(page, '9171234567');
    const dialog = page.getByRole('dialog', { name: en.auth.refusals.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en.auth.refusals.notAllowed);
    await expect(dialog).not.toContainText('Operation not allowed');
    await page.screenshot({ path: path.join(shots, 'demo-a-sms-refusal-phone.png') });
    // Tab and Shift+Tab go round inside the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: en.auth.sendCode })).toBeFocused();
    // Asking again opens it again; its button closes it.
    await page.getByRole('button', { name: en.auth.sendCode }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.auth.refusals.ok }).click();
    await expect(dialog).toBeHidden();
  });

  // Without JavaScript the refusal stands in the form: the served page a form's POST answers, checked over HTTP
  // for every form that sends a code in tests/integration/sms-refusals-and-geetest.test.ts.
});

test.describe('the demo brands', () => {
  test.beforeAll(() => {
    admin('smsquota', 'demob02', '0');
    admin('smssending', 'demoa01', 'off');
  });
  test.afterAll(() => {
    admin('smsquota', 'demob02', 'unlimited');
    admin('smssending', 'demoa01', 'on');
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`show the SMS dialog in their language at ${size} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, brandUrl('demo-b', '/login?tab=sms'));
      await page.getByLabel(vi.auth.mobile, { exact: true }).fill('912345678');
      await page.getByRole('button', { name: vi.auth.sendCode }).click();
      const dialog = page.getByRole('dialog', { name: vi.auth.refusals.title });
      await expect(dialog).toContainText(vi.auth.refusals.smsQuota);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: path.join(shots, `demo-b-sms-refusal-${size}.png`) });
      if (size === 'desktop') {
        await gotoHydrated(page, brandUrl('demo-a', '/login?tab=sms'));
        await askForCode(page, '9171234567');
        await expect(page.getByRole('dialog', { name: en.auth.refusals.title })).toBeVisible();
        await page.screenshot({ path: path.join(shots, 'demo-a-sms-refusal-desktop.png') });
      }
    });
  }
});

test.describe('Geetest (GEETEST3) on', () => {
  test.beforeAll(() => {
    admin('feature', 'demoa01', 'GEETEST3', 'on');
    admin('feature', 'demob02', 'GEETEST3', 'on');
  });
  test.afterAll(() => {
    admin('feature', 'demoa01', 'GEETEST3', 'off');
    admin('feature', 'demob02', 'GEETEST3', 'off');
  });

  /** Opens a form until the brand's new config shows the challenge; answers where its gap is. */
  async function openWithChallenge(page: Page, url: string) {
    await expect(async () => {
      await gotoHydrated(page, url);
      await expect(page.getByTestId('geetest')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const challenge = await page.locator('input[name="geetest_challenge"]').inputValue();
    const [row] = queryPlatformDb<{ gap: number }>(E2E_PLATFORM_DB, 'SELECT gap FROM geetest_challenges WHERE id = ?', challenge);
    return row!.gap;
  }

  test('a login passes with the piece in the gap and is refused, in words, short of it, at 390 px', async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    const first = await openWithChallenge(page, brandUrl('demo-a', '/login'));
    const slider = page.getByRole('slider', { name: en.auth.geetest.label });
    // The slider and its picture fit the phone's width.
    const box = (await page.getByTestId('geetest').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(SIZES.phone.width);
    await page.screenshot({ path: path.join(shots, 'demo-a-geetest-phone.png'), fullPage: true });
    await page.getByLabel(en.auth.username, { exact: true }).fill('player1');
    await page.getByLabel(en.auth.password, { exact: true }).fill('Player123');
    await slider.fill(String(Math.max(0, first - 40)));
    await page.getByRole('button', { name: en.auth.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.auth.geetest.failed })).toBeVisible();
    // A new challenge comes with the refusal (each is used once).
    const gapNow = async () => {
      const challenge = await page.locator('input[name="geetest_challenge"]').inputValue();
      return queryPlatformDb<{ gap: number }>(E2E_PLATFORM_DB, 'SELECT gap FROM geetest_challenges WHERE id = ?', challenge)[0]?.gap;
    };
    await expect.poll(gapNow, { message: 'a fresh challenge', timeout: 10_000 }).toBeDefined();
    await page.getByLabel(en.auth.password, { exact: true }).fill('Player123');
    await slider.fill(String(await gapNow()));
    await page.getByRole('button', { name: en.auth.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`the challenge on both demo brands at ${size} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWithChallenge(page, brandUrl('demo-b', '/register'));
      await page.getByTestId('geetest').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `demo-b-geetest-register-${size}.png`) });
      if (size === 'desktop') {
        await openWithChallenge(page, brandUrl('demo-a', '/login'));
        await page.screenshot({ path: path.join(shots, 'demo-a-geetest-desktop.png') });
      }
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PHOTO_MS, phonePhotos } from '../support/test-images';
import type { Mode, View } from './client-nav';
import { inEveryView, modeCookie, turnTo } from './client-nav';
import { admin, brandUrl, expect, gotoHydrated, quietPopups, test, signInShared } from './fixtures';

/**
 * Join us as a guest sees it (the commission table, the application reaching the operator, an affiliate's
 * sub-domain), and feedback as a player sends it and reads the operator's reply. Screenshots of both pages
 * land in tests/.artifacts/screens.
 */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;
const players = { 'demo-a': ['player1', 'Player123'], 'demo-b': ['0912345678', 'Jade12345'] } as const;
type Brand = keyof typeof players;

/** By the form's fields, not its labels: demo-b's login page is in Vietnamese. */
/** Signs in (the worker's shared session: feedback neither ends nor changes it) straight onto the feedback page. */
async function logIn(page: Page, brand: Brand) {
  const [username, password] = players[brand];
  await signInShared(page, brand, username, password, '/member/feedback');
}

async function contextFor(browser: Browser, brand: string, mode: Mode, size: Size) {
  const context = await browser.newContext({ viewport: sizes[size] });
  await context.addInitScript(quietPopups);
  await context.addCookies([modeCookie(brand, mode)]);
  return context;
}

test.describe('join us', () => {
  test('a guest reads the commission table, is told about a bad e-mail, and applies; the operator sees the application', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/join'));
    await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
    const table = page.getByTestId('commission-table');
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').nth(1)).toContainText('25%');
    await expect(table.getByRole('row').nth(5)).toContainText('45%');
    await expect(table).toContainText('₱');
    await expect(page.getByTestId('agent-login').getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/login?as=agent');

    const name = `Applicant ${Date.now().toString(36)}`;
    const form = page.getByTestId('affiliate-form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('Social media').check();
    await form.getByLabel(/Your experience/).fill('A Facebook group of 3,000 slot fans.');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('E-mail').fill('applicant@example.com');
    await form.getByRole('button', { name: 'Send application' }).click();
    const applied = page.getByTestId('affiliate-applied');
    await expect(applied.getByText('Application received')).toBeVisible();
    const reference = /#(\d+)/.exec((await applied.textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    expect(admin('affiliate', 'list', 'demoa01')).toContain(name);
    expect(admin('affiliate', 'show', 'demoa01', reference!)).toContain('A Facebook group of 3,000 slot fans.');
  });

  // An affiliate's sub-domain opens registration with its code filled in: the redirect and the served field, asked over
  // HTTP in accounts-server-answers.test.ts.
});

test.describe('feedback', () => {
  // One visit to player1's feedback page: the refused file first (nothing sent), then the real one.
  test('a screenshot that is not an image is refused; player1 sends feedback with a screenshot, the operator replies, and the player reads the reply', async ({
    page,
  }) => {
    // The budget of the two tests this one joins: the slow one (a phone photo goes up and is re-encoded on the
    // platform, three times the default) and the default one.
    test.setTimeout(120_000);
    await logIn(page, 'demo-a');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const centre = page.getByTestId('member-centre');
    await test.step('a screenshot that is not an image is refused with a clear message and nothing is sent', async () => {
      const before = await centre.getByTestId('feedback-item').count();
      const form = centre.getByTestId('feedback-form');
      await form.getByLabel('Games').check();
      await form.getByLabel(/Your message/).fill('The fishing game froze.');
      // Named and typed as a PNG; its first bytes say otherwise, and the page reads them before sending.
      await form.getByLabel(/Screenshot/).setInputFiles({ name: 'froze.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
      await expect(form.getByTestId('image-file-problem')).toHaveText('Only PNG or JPG images can be uploaded.');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect(form.getByLabel(/Your message/)).toHaveValue('The fishing game froze.');
      await expect(centre.getByTestId('feedback-item')).toHaveCount(before);
    });

    await test.step('player1 sends feedback with a screenshot, the operator replies, and the player reads the reply here and in the inbox', async () => {
      await expect(centre.getByRole('heading', { level: 2, name: 'Feedback' })).toBeVisible();
      const form = centre.getByTestId('feedback-form');
      await form.getByLabel('Withdrawal').check();
      const text = `My withdrawal has been pending since this morning (${Date.now().toString(36)}).`;
      await form.getByLabel(/Your message/).fill(text);
      await form.getByLabel(/Screenshot/).setInputFiles(phonePhotos().png);
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect(centre.getByText(/your feedback #\d+ has been sent/)).toBeVisible({ timeout: PHOTO_MS });
      const mine = centre.getByTestId('feedback-item').filter({ hasText: text });
      await expect(mine).toContainText('Open');
      await expect(mine).toContainText('Screenshot');

      const id = (await mine.getAttribute('data-feedback-id'))!;
      expect(admin('feedback', 'list', 'demoa01', 'OPEN')).toMatch(new RegExp(`#${id} .*WITHDRAWAL .*player1 .*screenshot`));
      admin('feedback', 'reply', 'demoa01', id, 'It was paid at 10:05. Please check your bank app.');
      await page.reload();
      await expect(mine).toContainText('Replied');
      await expect(mine.getByTestId('feedback-reply')).toContainText('It was paid at 10:05. Please check your bank app.');

      // The reply's notice is in the inbox; reading it leaves player1's unread count as it was.
      await gotoHydrated(page, brandUrl('demo-a', '/member/messageV2?filter=unread'));
      await centre.getByText(`We replied to your feedback #${id}`).click();
      await expect(centre.getByText('It was paid at 10:05. Please check your bank app.')).toBeVisible();
    });
  });
});

test.describe('screenshots', () => {
  /** The views feedback is shot in on each brand, after join us has been turned through all four. */
  const feedbackViews: Record<Brand, View<Size>[]> = {
    'demo-a': [
      { mode: 'light', size: 'desktop' },
      { mode: 'dark', size: 'phone' },
    ],
    'demo-b': [
      { mode: 'light', size: 'phone' },
      { mode: 'dark', size: 'desktop' },
    ],
  };
  for (const brand of ['demo-a', 'demo-b'] as const) {
    test(`join and feedback ${brand}, light and dark, desktop and phone`, async ({ browser }) => {
      // One sitting per brand: each page turned through its views in place instead of a new context per view.
      test.setTimeout(90_000);
      const at: View<Size> = { mode: 'light', size: 'desktop' };
      const context = await contextFor(browser, brand, at.mode, at.size);
      const page = await context.newPage();
      fs.mkdirSync(dir, { recursive: true });
      await page.goto(brandUrl(brand, '/join'));
      await inEveryView(page, brand, sizes, at, async ({ mode, size }) => {
        await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        await expect(page.getByTestId('commission-table')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(dir, `join-${brand}-${mode}-${size}.png`), fullPage: true, animations: 'disabled' });
      });
      await logIn(page, brand);
      for (const view of feedbackViews[brand]) {
        await turnTo(page, brand, sizes, at, view);
        await expect(page.getByTestId('feedback-form')).toBeVisible();
        await page.screenshot({ path: path.join(dir, `feedback-${brand}-${view.mode}-${view.size}.png`), animations: 'disabled' });
      }
      await context.close();
    });
  }
});

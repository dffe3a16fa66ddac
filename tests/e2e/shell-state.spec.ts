import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addPlatformMember, queryPlatformDb, writePlatformDb } from '../support/platform-db';
import { E2E_SITE_ENV } from '../support/e2e-env';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { noisyPng, paddedPng } from '../support/test-images';
import { openCentrePage } from './client-nav';
import { admin, adminHere, expect, signIn, test } from './fixtures';

/**
 * The signed-in shell in a hydrated browser: a contract offer made while the player is on a page opens
 * its popup at the next poll, the member menu's badge goes with the claim, a promotion application the
 * platform refuses keeps the comment. Screenshots of the badges, the offer and the labels on demo-a and
 * demo-b at phone and desktop width land in tests/.artifacts/screens/shell-state-*.png.
 */
const PASSWORD = 'Shell12345';
const MERCHANT = { 'demo-a': 'demoa01', 'demo-b': 'demob02' } as const;
type Brand = keyof typeof MERCHANT;
const screens = path.resolve('tests/.artifacts/screens');
/** The time the site keeps the shell's state per session (short on the e2e sites). */
const FRESH_MS = Number(E2E_SITE_ENV.SHELL_STATE_FRESH_MS);
let serial = 0;

async function newMember(brand: Brand, extra: { type?: number; upline?: string } = {}) {
  const username = `ss${Date.now().toString(36).slice(-6)}${serial++}`;
  const id = await addPlatformMember(E2E_PLATFORM_DB, { merchant: MERCHANT[brand], username, password: PASSWORD, ...extra });
  return { id, username };
}

/**
 * Signs in straight onto `landing`, as the sign-in form's redirect does, and waits for it to come alive: the
 * sign-in page is not what this file checks (accounts.spec.ts is), so no stop on it or on the home page.
 */
async function logIn(page: Page, brand: Brand, username: string, landing = '/index') {
  await signIn(page, brand, username, PASSWORD, landing);
  // As long as a mode switch is given (client-nav.ts): at load 32 main's run missed 7 s here (the page drawn, not yet alive).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** What the player does to bring a tab forward: the page asks for the shell's state on focus. */
const focusTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/**
 * Brings the tab forward until a poll shows `popup`: a poll within the time the site keeps the state answers what it
 * kept (and refreshes it), a later one what the platform holds now. In place of sleeping past that time first.
 */
async function untilPollShows(page: Page, popup: Locator) {
  await expect(async () => {
    await focusTab(page);
    await expect(popup).toBeVisible({ timeout: FRESH_MS });
  }).toPass({ timeout: 15_000, intervals: [0] });
}

async function offerContract(brand: Brand, agentId: number, downlineId: number) {
  writePlatformDb(
    E2E_PLATFORM_DB,
    `INSERT INTO agent_contracts (merchant, type, agent_id, downline_id, rate_bp, period, status, created_at) VALUES (?, 'DIVIDEND', ?, ?, 1000, 'MONTHLY', 'PENDING', ?)`,
    MERCHANT[brand],
    agentId,
    downlineId,
    Date.now(),
  );
}

// Reduced motion for the checks that read a page (the screenshots below keep the pages as a player sees them):
// none is about motion, and a moving page costs the browser a share of a core while a test reads it.
test.describe('the signed-in shell', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a contract offered while the downline is on a page opens its popup at the next poll, without a new sign-in', async ({ page }) => {
    const agent = await newMember('demo-a', { type: 1 });
    const downline = await newMember('demo-a', { type: 1, upline: agent.username });
    await logIn(page, 'demo-a', downline.username, '/promotions');
    await expect(page.getByTestId('contract-request-banner')).toHaveCount(0);
    await offerContract('demo-a', agent.id, downline.id);
    const popup = page.getByRole('dialog', { name: 'Contract requests' });
    await untilPollShows(page, popup);
    await expect(popup.getByTestId('contract-request')).toContainText(`${agent.username} offers you a Dividend contract`);
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('the member menu drops the reward centre badge with the claim', async ({ page }) => {
    const member = await newMember('demo-a');
    admin('reward', 'grant', 'demoa01', member.username, '7.50', 'Shell thank-you');
    await logIn(page, 'demo-a', member.username, '/member/rewardCenter');
    const entry = page.getByTestId('member-centre').getByRole('link', { name: /Reward centre/ });
    await expect(entry).toContainText('1');
    await page.getByTestId('reward').filter({ hasText: 'Shell thank-you' }).getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByTestId('reward').filter({ hasText: 'Shell thank-you' })).toHaveCount(0);
    await expect(entry).not.toContainText('1');
    await expect(entry.locator('[aria-label]')).toHaveCount(0);
  });

  /**
   * Spends most of the member's hourly image volume on the platform: seven avatars the size of the phone photo below,
   * sent as the account page's form would. The volume counts bytes sent; each is a tiny real PNG padded to that
   * size, so the platform accepts it without decoding and re-encoding a photo's pixels seven times.
   */
  async function useUpUploadVolume(page: Page) {
    const statuses = await page.evaluate(
      async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const answers: number[] = [];
        for (let i = 0; i < 7; i++) {
          const form = new FormData();
          form.append('intent', 'avatarUpload');
          form.append('avatar', new Blob([bytes], { type: 'image/png' }), `avatar${i}.png`);
          answers.push((await fetch('/member/securityCenter', { method: 'POST', body: form, redirect: 'manual' })).status);
        }
        return answers;
      },
      Buffer.from(paddedPng(noisyPng().length)).toString('base64'),
    );
    expect(
      statuses.every((s) => s < 400),
      String(statuses),
    ).toBe(true);
  }

  test('an application the platform refuses keeps the comment the player typed, with the reason', async ({ page }) => {
    test.setTimeout(60_000);
    const member = await newMember('demo-a');
    const [promotion] = queryPlatformDb<{ id: number }>(
      E2E_PLATFORM_DB,
      "SELECT id FROM promotions WHERE merchant = 'demoa01' AND action = 'APPLY' AND closed_at IS NULL ORDER BY id",
    );
    await logIn(page, 'demo-a', member.username, `/promoDetail?id=${promotion!.id}`);
    // From the page the player applies on: the volume is the platform's, counted per member, not per page.
    await useUpUploadVolume(page);
    const form = page.getByTestId('apply-form');
    const comment = 'Hit 120× on the slot last night — screenshot attached';
    await form.getByRole('textbox').fill(comment);
    await form.getByTestId('apply-images').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: noisyPng() });
    await expect(form.getByTestId('apply-preview')).toHaveCount(1);
    await form.getByTestId('apply-submit').click();
    await expect(page.getByTestId('apply-error')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('apply-form').getByRole('textbox')).toHaveValue(comment);
    expect(queryPlatformDb(E2E_PLATFORM_DB, 'SELECT id FROM promotion_applications WHERE member_id = ?', member.id)).toEqual([]);
  });
});

test.describe('screenshots', () => {
  for (const brand of ['demo-a', 'demo-b'] as const) {
    test(`${brand}: the badges, the label list and the contract offer at phone and desktop width`, async ({ page }) => {
      test.setTimeout(120_000);
      fs.mkdirSync(screens, { recursive: true });
      const agent = await newMember(brand, { type: 1 });
      // The test's own tab (popups closed, fixtures.ts), turned to each width as a player resizes the window: each
      // width has a downline of its own (its offer still to come), signed in by the form's post in the same tab.
      for (const [name, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1366, height: 900 }],
      ] as const) {
        await page.setViewportSize(viewport);
        const downline = await newMember(brand, { type: 1, upline: agent.username });
        // The operator's moves done by the console's own function, no process started for each: the console's label
        // command runs end to end in tests/integration/shell-state.test.ts, its reward grant in the badge test above.
        await adminHere('label', 'add', MERCHANT[brand], downline.username, brand === 'demo-b' ? 'Khách thân thiết' : 'Weekend player');
        await adminHere('label', 'add', MERCHANT[brand], downline.username, brand === 'demo-b' ? 'Người chơi slot' : 'Live casino regular');
        await adminHere('reward', 'grant', MERCHANT[brand], downline.username, brand === 'demo-b' ? '50000' : '12.34', 'Thank-you');
        await logIn(page, brand, downline.username);
        // The nav scrolls sideways on a phone: bring Promotions and its count into view.
        await page.getByTestId('nav-promo-count').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screens, `shell-state-${brand}-${name}-home.png`) });
        // To the account page as the header's link takes the player there: no second document to load and hydrate.
        await openCentrePage(page, 'member', '/member/securityCenter');
        await expect(page.getByTestId('member-labels').getByRole('listitem')).toHaveCount(2);
        await page.getByTestId('member-labels').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screens, `shell-state-${brand}-${name}-labels.png`) });
        // The offer arrives while the player is in the member centre: the next poll brings its notice and popup.
        await offerContract(brand, agent.id, downline.id);
        await untilPollShows(page, page.locator('dialog[data-modal="contract-request"]'));
        await expect(page.getByTestId('contract-request')).toBeVisible();
        await page.screenshot({ path: path.join(screens, `shell-state-${brand}-${name}-contract-offer.png`) });
      }
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { type Mode, modeCookie, switchModeInPage } from './client-nav';
import { admin, brandUrl, expect, gotoHydrated, quietPopups, test, signIn } from './fixtures';

/**
 * Lucky draws as a new player meets them: a guest sees the events and a log-in action; a player with
 * tickets spins the wheel and sees the prize, the wallet and the history change; an event that ended
 * refuses the draw and keeps the ticket; the same spin without JavaScript; screenshots on both brands.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const iso = (at: number) => new Date(at).toISOString();

/** Signs in and follows the sign-in to `landing`: the home page, or straight to the page a test reads. */
async function logIn(page: Page, brand: string, username: string, password: string, landing = '/index') {
  await signIn(page, brand, username, password, landing);
}

/** A member the operator just opened with ₱100. */
async function newMember(prefix: string): Promise<string> {
  const username = `${prefix}${Date.now() % 10_000_000}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demoa01', username, password: 'Lucky1234', balanceMinor: 10_000 });
  return username;
}

/** A running event of its own whose only prize is its first bonus (₱5.00 on the wheel), and `tickets` for the member. */
function ownEvent(kind: string, username: string, tickets: number): number {
  const id = Number(/#(\d+)/.exec(admin('event', 'schedule', 'demoa01', kind, iso(Date.now() - 60_000), iso(Date.now() + 86_400_000)))![1]);
  writePlatformDb(
    E2E_PLATFORM_DB,
    "DELETE FROM lucky_prizes WHERE event_id = ? AND id <> (SELECT MIN(id) FROM lucky_prizes WHERE event_id = ? AND kind = 'BONUS')",
    id,
    id,
  );
  expect(admin('event', 'tickets', 'demoa01', username, String(tickets), String(id))).toContain(`${tickets} ticket(s) for #${id}`);
  return id;
}

// A guest sees the running events and is asked to log in: the served page, read over HTTP in
// content-server-answers.test.ts.

test('a new player spins the wheel, sees the prize, and the wallet and history change', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await newMember('wheel');
  const id = ownEvent('PRIZE_WHEEL', username, 2);
  await logIn(page, 'demo-a', username, 'Lucky1234');
  // The user menu leads there.
  await page.locator('summary').filter({ hasText: username }).click();
  await page.getByTestId('menu-lucky-draw').click();
  await expect(page).toHaveURL(/\/lucky-draw$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.locator(`[data-event-id="${id}"]`);
  await expect(card.getByTestId('tickets')).toHaveText('2');
  await expect(page.getByTestId('draw-history')).toHaveCount(0);

  await card.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByTestId('draw-result')).toContainText('You won ₱ 5.00 bonus!', { timeout: 20_000 });
  await expect(card.getByTestId('tickets')).toHaveText('1');
  await expect(page.getByTestId('draw-row')).toHaveCount(1);
  await expect(page.getByTestId('draw-row').first()).toContainText('₱ 5.00 bonus');
  await page.getByTestId('balance').click();
  await expect(page.getByTestId('balance')).toContainText('105.00', { timeout: 20_000 });
});

test('an event that ended refuses the draw and keeps the ticket', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await newMember('late');
  const id = ownEvent('RED_ENVELOPE', username, 1);
  await logIn(page, 'demo-a', username, 'Lucky1234', '/lucky-draw');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.locator(`[data-event-id="${id}"]`);
  await expect(card.getByTestId('tickets')).toHaveText('1');
  // The operator closes the window while the player has the page open.
  writePlatformDb(E2E_PLATFORM_DB, 'UPDATE lucky_events SET ends_at = ? WHERE id = ?', Date.now() - 1000, id);
  await card.getByRole('button', { name: 'Open an envelope' }).click();
  await expect(page.getByTestId('draw-error')).toContainText('This event ended at', { timeout: 20_000 });
  await expect(page.getByTestId('draw-error')).toContainText('no ticket was used');
  await expect(page.locator(`[data-event-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('draw-row')).toHaveCount(0);
  expect(admin('event', 'list', 'demoa01')).toMatch(new RegExp(`#${id} RED_ENVELOPE\\s+ENDED\\s.*draws 0`));
});

test('without JavaScript the form still draws and the result page shows the prize', async ({ browser }) => {
  test.setTimeout(120_000);
  const username = await newMember('nojs');
  const id = ownEvent('GOLDEN_EGG', username, 1);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(quietPopups);
  const page = await context.newPage();
  await logIn(page, 'demo-a', username, 'Lucky1234', '/lucky-draw');
  const card = page.locator(`[data-event-id="${id}"]`);
  await card.getByRole('button', { name: 'Smash an egg' }).click();
  await expect(page.getByTestId('draw-result')).toContainText('You won ₱ 10.00 bonus!');
  await expect(page.locator(`[data-event-id="${id}"]`).getByTestId('tickets')).toHaveText('0');
  await expect(page.getByTestId('draw-row').first()).toContainText('Golden egg');
  await context.close();
});

for (const [brand, username, password] of [
  ['demo-a', 'player1', 'Player123'],
  ['demo-b', '0912345678', 'Jade12345'],
] as const) {
  test(`screenshots of the lucky draws on ${brand}`, async ({ browser }) => {
    // One page turned through the views in place (the viewport, the mode as the theme toggle turns it), in the
    // order the shots were taken; the last view is a fresh load, as it was: the history after the spin, without
    // the result of a spin made in another view.
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: sizes.desktop, reducedMotion: 'reduce' });
    await context.addInitScript(quietPopups);
    await context.addCookies([modeCookie(brand, 'light')]);
    const page = await context.newPage();
    await logIn(page, brand, username, password, '/lucky-draw');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    fs.mkdirSync(dir, { recursive: true });
    const shot = async (mode: Mode, size: keyof typeof sizes) => {
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await expect(page.getByTestId('event-PRIZE_WHEEL').first()).toBeVisible();
      await page.screenshot({ path: path.join(dir, `lucky-draw-${brand}-${mode}-${size}.png`), fullPage: size === 'desktop' });
    };
    await shot('light', 'desktop');
    await page.setViewportSize(sizes.phone);
    await shot('light', 'phone');
    await page.setViewportSize(sizes.desktop);
    expect(await switchModeInPage(page, brand, 'dark'), 'the page turned to dark').toBe(true);
    await expect(page.getByTestId('event-PRIZE_WHEEL').first()).toBeVisible();
    // One spin (the demo players start with tickets), so the result and the history show.
    await page.getByTestId('event-PRIZE_WHEEL').first().getByTestId('play').click();
    await expect(page.getByTestId('draw-row').first()).toBeVisible({ timeout: 20_000 });
    await shot('dark', 'desktop');
    await page.setViewportSize(sizes.phone);
    await gotoHydrated(page, brandUrl(brand, '/lucky-draw'));
    await shot('dark', 'phone');
    await context.close();
  });
}

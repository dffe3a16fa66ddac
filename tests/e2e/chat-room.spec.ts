import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { admin, brandUrl, expect, quietPopups, test, signIn } from './fixtures';

/** The chat room (decision 024) as players use it: live between two browsers, flood-limited, moderated, absent where CBS3 is off. */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function signedIn(
  browser: Browser,
  username: string,
  password: string,
  options: { viewport?: { width: number; height: number }; mode?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? sizes.desktop, javaScriptEnabled: options.javaScriptEnabled ?? true });
  await context.addInitScript(quietPopups);
  if (options.mode)
    await context.addCookies([{ name: 'mode', value: encodeURIComponent(btoa(JSON.stringify(options.mode))), domain: 'demo-a.localhost', path: '/' }]);
  const page = await context.newPage();
  await signIn(page, 'demo-a', username, password, '/chat');
  return { context, page };
}

const messages = (page: Page) => page.getByTestId('chat-messages');
async function send(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}
const live = (page: Page) => expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

test('two players see each other live; hostile HTML stays text; a moderator’s delete disappears live; the unread count shows on the toggle', async ({
  browser,
}) => {
  const a = await signedIn(browser, 'player1', 'Player123');
  const b = await signedIn(browser, 'vipwhale', 'Whale12345');
  // Both open the lobby (the first room) and go live.
  await expect(a.page.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
  await Promise.all([live(a.page), live(b.page)]);

  const hello = `Hello from Lucky ${Date.now()}`;
  await send(a.page, hello);
  await expect(messages(b.page).getByText(hello)).toBeVisible({ timeout: 15_000 });
  // The sender sees it as their own, and the composer is empty again.
  await expect(messages(a.page).locator('[data-mine="true"]').getByText(hello)).toBeVisible({ timeout: 15_000 });
  await expect(a.page.getByTestId('chat-input')).toHaveValue('');

  const reply = `Whale says hi ${Date.now()}`;
  await send(b.page, reply);
  await expect(messages(a.page).getByText(reply)).toBeVisible({ timeout: 15_000 });

  // Markup is shown as the characters typed, never run; a javascript: link is not a link.
  const hostile = `<img src=x onerror=alert(1)><b>bold</b> javascript:alert(2) https://example.com/promo ${Date.now()}`;
  await send(a.page, hostile);
  const shown = messages(b.page).getByText('<img src=x onerror=alert(1)><b>bold</b>', { exact: false });
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect(messages(b.page).locator('img, b')).toHaveCount(0);
  await expect(messages(b.page).getByRole('link', { name: 'https://example.com/promo' })).toHaveAttribute('rel', /noopener/);
  await expect(messages(b.page).locator('a[href^="javascript"]')).toHaveCount(0);

  // The moderator deletes the reply: both rooms drop it without a reload.
  const line = admin('chat', 'list', 'demoa01', 'lobby')
    .split('\n')
    .find((l) => l.includes(reply));
  const id = line?.match(/^#(\d+)/)?.[1];
  expect(id).toBeTruthy();
  admin('chat', 'delete', 'demoa01', id!);
  await expect(messages(a.page).getByText(reply)).toHaveCount(0, { timeout: 15_000 });
  await expect(messages(b.page).getByText(reply)).toHaveCount(0, { timeout: 15_000 });

  // Away from the room, the footer's toggle counts what was said since.
  await b.page.goto(brandUrl('demo-a', '/index'));
  await send(a.page, `Are you still there? ${Date.now()}`);
  await b.page.reload();
  const toggle = b.page.locator('footer').getByTestId('chat-toggle');
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle.getByTestId('chat-unread')).toBeVisible({ timeout: 15_000 });
  await toggle.click();
  await b.page.getByTestId('chat-enter').click();
  await expect(b.page).toHaveURL(/\/chat$/);
  await expect(messages(b.page).getByText('Are you still there?')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('a flood gets the rate-limit message and the extra message is not posted', async ({ browser }) => {
  const { page, context } = await signedIn(browser, 'chatty1', 'Chatty123');
  await page.getByRole('link', { name: 'Slots talk' }).click();
  await expect(page.getByRole('link', { name: 'Slots talk' })).toHaveAttribute('aria-current', 'page');
  const stamp = Date.now();
  // Five messages in ten seconds are allowed; send until the sixth inside a window is refused (a slow machine
  // may need a few more, when the first ones have already left the window).
  const input = page.getByTestId('chat-input');
  const error = page.getByTestId('chat-error');
  let refused = 0;
  for (let i = 1; i <= 12 && !refused; i++) {
    await send(page, `flood ${stamp} #${i}`);
    // Sent (the box empties) or refused (the box keeps the text and the error shows).
    await expect.poll(async () => (await error.isVisible()) || (await input.inputValue()) === '', { timeout: 15_000 }).toBe(true);
    if (await error.isVisible()) refused = i;
  }
  expect(refused, 'a message was refused within twelve quick sends').toBeGreaterThan(5);
  await expect(error).toContainText('You are sending messages too fast');
  // What was typed stays, to send once the wait is over.
  await expect(input).toHaveValue(`flood ${stamp} #${refused}`);
  await page.reload();
  await expect(messages(page).getByText(`flood ${stamp} #${refused - 1}`, { exact: true })).toBeVisible();
  await expect(messages(page).getByText(`flood ${stamp} #${refused}`, { exact: true })).toHaveCount(0);
  await context.close();
});

test('without JavaScript the composer posts and comes back to the room', async ({ browser }) => {
  const { page, context } = await signedIn(browser, 'benchwhale', 'Bench12345', { javaScriptEnabled: false });
  const text = `No script needed ${Date.now()}`;
  await page.getByLabel(/Message to/).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/chat\?room=\d+#chat-composer$/);
  await expect(messages(page).getByText(text)).toBeVisible();
  await context.close();
});

// demo-b, where CBS3 is off, has no chat toggle and no chat page: the served markup and the 404 are checked
// over HTTP (pages-without-browser.test.ts).

for (const mode of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`screenshot: demo-a chat room, ${mode}, ${size}`, async ({ browser }) => {
      const { page, context } = await signedIn(browser, 'vipwhale', 'Whale12345', { viewport, mode });
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await live(page);
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `chat-demo-a-${mode}-${size}.png`) });
      await context.close();
    });
  }
}

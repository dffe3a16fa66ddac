import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import type { View } from './client-nav';
import { modeCookie, openCentrePage, turnTo } from './client-nav';
import { adminHere, brandUrl, expect, quietPopups, signIn, test } from './fixtures';

/**
 * The agent centre as a new agent uses it: signing in at the agent login, opening accounts for the team,
 * moving money to and from a downline, and finding it all in the team view and the reports. Members
 * never reach it. Screenshots of every page on two brands land in tests/.artifacts/screens.
 */
const PASSWORD = 'Agent12345';
let serial = 0;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${serial++}`;
const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Agent' });
// Nothing here is about motion: the site behind the centre stands still.
test.use({ reducedMotion: 'reduce' });

async function newAgent() {
  const username = freshName('ag');
  const id = await addPlatformMember(E2E_PLATFORM_DB, {
    merchant: 'demoa01',
    username,
    password: PASSWORD,
    type: 1,
    balanceMinor: 5_000_00,
    paymentPassword: '246810',
  });
  writePlatformDb(E2E_PLATFORM_DB, 'UPDATE members SET rebate_bp = 150 WHERE id = ?', id);
  return username;
}

async function agentLogIn(page: Page, host: string, username: string) {
  await page.goto(brandUrl(host, '/login?as=agent'));
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="intent"][value="login"]').click();
}

/**
 * Signs an agent in as the agent login's form posts (`as: 'agent'`) straight onto `landing`, for tests whose subject
 * is the centre: the agent login page is drawn where it is the subject (the first test here, accounts.spec.ts).
 */
async function agentSignIn(page: Page, host: string, username: string, landing: string, password = PASSWORD) {
  await signIn(page, host, username, password, landing, 'agent');
  // The centre's links and Escape work once it has come alive, as for a player.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a new agent opens the centre, registers a downline, moves money both ways and finds it in the team and the reports', async ({ page }) => {
  const agent = await newAgent();
  await agentLogIn(page, 'demo-a', agent);
  // The agent login lands in the centre, on its overview.
  await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
  const centre = centreOf(page);
  await expect(centre.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByTestId('agent-team-size')).toContainText('0');
  await expect(centre.getByTestId('agent-balance')).toHaveText(/₱ 5,000\.00/);

  await centre.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/agent\/registerCenter$/);
  const form = centre.getByTestId('agent-register-form');
  const downline = freshName('dl');
  await form.getByLabel('Username').fill(downline);
  await form.getByLabel('Login password').fill('Secret123');
  // A rate above the agent's own is refused with the reason, and nothing is made.
  await form.getByLabel('Rebate rate (%)').fill('2');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.getByText('The rate can be at most your own (1.50%).')).toBeVisible();
  await form.getByLabel('Login password').fill('Secret123');
  await form.getByLabel('Rebate rate (%)').fill('0.5');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(centre.getByText(`Member ${downline} is in your team.`)).toBeVisible();
  // An invitation code with its link and QR code.
  await centre.getByTestId('agent-invite-form').getByLabel('Rebate rate (%)').fill('1');
  await centre.getByTestId('agent-invite-form').getByRole('button', { name: 'Make a new code' }).click();
  await expect(centre.getByTestId('agent-code')).toHaveCount(1);
  await expect(centre.getByTestId('agent-code').getByRole('img')).toBeVisible();
  await expect(centre.getByTestId('agent-code').getByRole('link')).toHaveAttribute('href', /\/register\?affiliateCode=[A-Z2-9]{8}$/);

  await centre.getByRole('link', { name: 'Team management' }).click();
  const row = centre.getByTestId('agent-downline').filter({ hasText: downline });
  await expect(row).toContainText('₱ 0.00');
  await row.getByRole('link', { name: 'Transfer' }).click();
  const transfer = centre.getByTestId('agent-transfer-form');
  await transfer.getByLabel('Amount').fill('1,200');
  await transfer.getByLabel('Payment password').fill('246810');
  await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByText(`₱ 1,200.00 sent to ${downline}.`)).toBeVisible();
  await expect(centre.getByTestId('agent-downline').filter({ hasText: downline })).toContainText('₱ 1,200.00');
  // And back, with a wrong password first: refused, nothing moves.
  await centre.getByTestId('agent-downline').filter({ hasText: downline }).getByRole('link', { name: 'Transfer' }).click();
  await transfer.getByLabel(`Take back from ${downline}`).check();
  await transfer.getByLabel('Amount').fill('200');
  await transfer.getByLabel('Payment password').fill('000000');
  await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(transfer.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
  await transfer.getByLabel('Payment password').fill('246810');
  await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByText(`₱ 200.00 taken back from ${downline}.`)).toBeVisible();
  await expect(centre.getByTestId('agent-downline').filter({ hasText: downline })).toContainText('₱ 1,000.00');
  // The console's check, run in the worker (its own program checks the books in cashier.spec.ts).
  expect(await adminHere('ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);

  await centre.getByRole('link', { name: 'Transaction details' }).click();
  const report = centre.getByTestId('agent-report');
  await expect(report).toContainText(downline);
  await expect(report).toContainText('+₱ 1,200.00');
  await expect(report).toContainText('−₱ 200.00');
  // The CSV holds the same rows, under the page's filters.
  const [download] = await Promise.all([page.waitForEvent('download'), centre.getByTestId('agent-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^team-transactions_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).toContain(`"${downline}","1","TRANSFER","1200.00"`);
  expect(text).toContain(`"${downline}","1","TRANSFER","-200.00"`);

  await centre.getByRole('link', { name: 'Overview' }).click();
  await expect(centre.getByTestId('agent-team-size')).toContainText('1');
  // Closing returns to the site.
  await centre.getByTestId('agent-close').click();
  await expect(page).toHaveURL(/\/index$/);
});

// A signed-in member gets a 404 from every agent page and the export: statuses, checked over HTTP with the
// member's session in pages-without-browser.test.ts. The agent login turns a member away with the reason on the
// sign-in page: the form's answer, posted over HTTP in accounts-server-answers.test.ts.

test('escape closes the centre, and the back button steps back through its pages', async ({ page }) => {
  await agentSignIn(page, 'demo-a', 'agent1', '/agent/agentAnnouncement');
  const centre = centreOf(page);
  // The operator's hostile notice is shown without its script or handlers.
  await expect(centre.getByTestId('agent-notice').first()).toBeVisible();
  expect(await centre.locator('script, [onerror]').count()).toBe(0);
  await centre.getByRole('link', { name: 'Team betting' }).click();
  await expect(page).toHaveURL(/personalHistoryCopy$/);
  await page.goBack();
  await expect(page).toHaveURL(/agentAnnouncement$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/index$/);
});

test('closing the centre while its next page is still loading leaves the console clean', async ({ page }) => {
  // The next page's data arrives half-way and stops: its body errors when the navigation is aborted, as a
  // browser's body does when its fetch is aborted mid-way (the router then decodes a body cut off mid-line).
  await page.addInitScript(() => {
    const fetchOf = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const answer = await fetchOf(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!/personalHistoryCopy\.data/.test(url)) return answer;
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
          init?.signal?.addEventListener('abort', () => {
            controller.error(init.signal!.reason);
            (window as unknown as { __bodyErrored?: boolean }).__bodyErrored = true;
          });
          (window as unknown as { __halfServed?: boolean }).__halfServed = true;
        },
      });
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
  });
  await agentSignIn(page, 'demo-a', 'agent1', '/agent/agentAnnouncement');
  await centreOf(page).getByRole('link', { name: 'Team betting' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __halfServed?: boolean }).__halfServed)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/index$/);
  // The fixture fails the test on any console error or uncaught rejection, the aborted load's included: once its body
  // has errored, the router's reading of it fails within a few tasks. A span after that, not a condition: the check
  // is that no error comes.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __bodyErrored?: boolean }).__bodyErrored)).toBe(true);
  await page.waitForTimeout(300);
  await expect(centreOf(page)).toHaveCount(0);
});

const PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const agents = { 'demo-a': ['agent1', PASSWORD], 'demo-b': ['jadeagent', PASSWORD] } as const;
type Size = keyof typeof sizes;
/** Per brand, one sitting: the pages shot in the first view, then those shot in the second, turned in place. */
const shots = {
  'demo-a': [
    { mode: 'light', size: 'desktop', pages: PAGES },
    { mode: 'dark', size: 'phone', pages: ['agentTeamOverview', 'downlineManagmentView'] },
  ],
  'demo-b': [
    { mode: 'dark', size: 'phone', pages: PAGES },
    { mode: 'light', size: 'desktop', pages: ['agentTeamOverview', 'registerCenter', 'palStatementsAgentCopy'] },
  ],
} as const;

async function signedInContext(browser: Browser, brand: 'demo-a' | 'demo-b', { mode, size }: View<Size>) {
  const context = await browser.newContext({ viewport: sizes[size] });
  await context.addInitScript(quietPopups);
  await context.addCookies([modeCookie(brand, mode)]);
  const page = await context.newPage();
  const [username, password] = agents[brand];
  await agentSignIn(page, brand, username, '/agent/agentTeamOverview', password);
  return { context, page };
}

for (const brand of ['demo-a', 'demo-b'] as const) {
  const [first, second] = shots[brand];
  test(`agent centre ${brand} ${first.mode} ${first.size}: ${first.pages.length} pages; ${second.mode} ${second.size}: ${second.pages.length}`, async ({
    browser,
  }) => {
    const at: View<Size> = { mode: first.mode, size: first.size };
    const { context, page } = await signedInContext(browser, brand, at);
    fs.mkdirSync(dir, { recursive: true });
    for (const { mode, size, pages } of shots[brand]) {
      // The sign-in landed on the centre's first document; the second view is turned in place.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await turnTo(page, brand, sizes, at, { mode, size });
      for (const key of pages) {
        // Each page as the centre's menu opens it.
        await openCentrePage(page, 'agent', `/agent/${key}?range=30d`);
        const centre = page.getByTestId('agent-centre');
        await expect(centre.getByRole('heading', { level: 2 })).toBeVisible();
        await page.screenshot({ path: path.join(dir, `agent-${brand}-${key}-${mode}-${size}.png`), animations: 'disabled' });
      }
    }
    await context.close();
  });
}

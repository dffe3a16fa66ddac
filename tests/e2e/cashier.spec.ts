import type { Page } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { PHOTO_MS, phonePhotos } from '../support/test-images';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { navigateInPage, openCentrePage } from './client-nav';
import { admin, adminHere, brandUrl, expect, holdScripts, openWithScriptsHeld, postSignIn, test, signIn, signInShared, tapAtHandOver } from './fixtures';

/**
 * The cashier as a player uses it, with the operator's side driven through `platform:admin`: each test
 * gets its own fresh member, so balances are exact whatever ran before. The bank deposit and the confirmed
 * payout run the operator's console itself (`admin`); the other tests have its commands done in the worker
 * (`adminHere`), the same function without a process of its own.
 */
const PASSWORD = 'Cash12345';
// Motion is not what this file checks: the page under the centre sits still (an animated page costs a core's share while a test reads it).
test.use({ reducedMotion: 'reduce' });
let serial = 0;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${serial++}`;

async function newMember(merchant: string, prefix: string, extra: Partial<Parameters<typeof addPlatformMember>[1]> = {}) {
  const username = freshName(prefix);
  await addPlatformMember(E2E_PLATFORM_DB, { merchant, username, password: PASSWORD, ...extra });
  return username;
}

/** Signs in straight onto `landing`, as the sign-in form's redirect does, and waits for it to come alive (no stop on the home page). */
async function logInTo(page: Page, host: string, username: string, landing: string) {
  await signIn(page, host, username, PASSWORD, landing);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The id of a member's row in an admin listing (`#12  PENDING  D7K3M9  name …`). */
function idIn(listing: string, username: string): string {
  const line = listing.split('\n').find((l) => l.includes(` ${username} `));
  expect(line, `a row for ${username} in:\n${listing}`).toBeTruthy();
  return /^#(\d+)/.exec(line!)![1]!;
}

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

test.describe('deposit', () => {
  test('a bank deposit shows where to pay, takes the receipt, and is credited when the operator approves it', async ({ page }) => {
    // A phone photo goes up and is re-encoded on the platform.
    test.slow();
    const user = await newMember('demoa01', 'dep', { balanceMinor: 100_00 });
    await logInTo(page, 'demo-a', user, '/member/depositv2');
    const centre = centreOf(page);
    await expect(centre.getByTestId('member-balance')).toHaveText(/₱ 100\.00/);
    await centre.getByRole('link', { name: /BDO Bank Transfer/ }).click();
    await expect(centre.getByTestId('deposit-channel')).toContainText('BDO Bank Transfer');
    const form = centre.getByTestId('deposit-form');
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    // The browser checks first, with the server's words.
    await amount.fill('lots');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByText('Enter the amount in numbers, like 1,000.00.')).toBeVisible();
    await amount.fill('50');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByText('The minimum is ₱ 100.00.')).toBeVisible();
    // A quick amount fills the field.
    await form.getByRole('link', { name: '₱ 1,000.00' }).click();
    await expect(amount).toHaveValue('1000.00');
    await amount.fill('1,500');
    await expect(form.getByTestId('deposit-summary')).toContainText('Credited to your wallet: ₱ 1,500.00');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(centre.getByText(/Deposit request created/)).toBeVisible();

    const pending = admin('deposit', 'list', 'demoa01', 'PENDING');
    const id = idIn(pending, user);
    const reference = /\b(D[2-9A-HJ-NP-Z]{5})\b/.exec(pending.split('\n').find((l) => l.includes(` ${user} `))!)![1]!;
    const item = centre.getByTestId(`deposit-${id}`);
    await expect(item).toContainText('Pending');
    await expect(item).toContainText('006810123456');
    await expect(item).toContainText(`write ${reference} in the transfer's remarks`);

    await item.getByLabel(/Payment receipt/).setInputFiles(phonePhotos().jpeg);
    await item.getByRole('button', { name: 'Upload receipt' }).click();
    await expect(centre.getByText('Thank you: your receipt was uploaded.')).toBeVisible({ timeout: PHOTO_MS });
    await expect(item).toContainText('Receipt received');

    expect(admin('deposit', 'approve', 'demoa01', id)).toContain(`credited ₱1,500.00 to ${user}`);
    await page.reload();
    await expect(item).toContainText('Credited');
    await expect(item.getByRole('button', { name: 'Cancel this deposit' })).toHaveCount(0);
    await expect(centre.getByTestId('member-balance')).toHaveText(/₱ 1,600\.00/);
    expect(admin('ledger', 'check', 'demoa01')).toContain('ledger balanced');
  });

  test('an e-wallet deposit goes to the payment page and comes back credited; a cancelled one charges nothing', async ({ page }) => {
    const user = await newMember('demoa01', 'ewal');
    await logInTo(page, 'demo-a', user, '/member/depositv2');
    const centre = centreOf(page);
    await centre.getByRole('link', { name: /GCash/ }).click();
    await expect(centre.getByTestId('deposit-channel')).toContainText('GCash');
    await centre
      .getByTestId('deposit-form')
      .getByRole('textbox', { name: /^Amount/ })
      .fill('300');
    await centre.getByRole('button', { name: 'Pay with GCash' }).click();
    // The wallet's own page, on the platform's origin.
    await expect(page.getByRole('button', { name: 'Pay ₱300.00' })).toBeVisible();
    expect(new URL(page.url()).hostname).not.toContain('demo-a');
    await page.getByRole('button', { name: 'Pay ₱300.00' }).click();
    await expect(page).toHaveURL(/demo-a\.localhost:\d+\/member\/depositv2/);
    // Back from the wallet is a new document, and the player chooses the next channel at once: the
    // footer's first unread-count request is still in flight then, and must not turn the page into
    // "Page not found" (decision 033).
    await expect(centreOf(page).getByText('Payment received: your wallet has been credited.')).toBeVisible();
    await expect(centreOf(page).getByTestId('member-balance')).toHaveText(/₱ 300\.00/);

    await centreOf(page).getByRole('link', { name: /GCash/ }).click();
    await expect(centreOf(page).getByTestId('deposit-channel')).toContainText('GCash');
    await centreOf(page)
      .getByTestId('deposit-form')
      .getByRole('textbox', { name: /^Amount/ })
      .fill('200');
    await centreOf(page).getByRole('button', { name: 'Pay with GCash' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(centreOf(page).getByText('The payment was cancelled; nothing was charged.')).toBeVisible();
    await expect(centreOf(page).getByTestId('member-balance')).toHaveText(/₱ 300\.00/);
  });
});

test.describe('deposit on a slow phone', () => {
  // One member for both moments a slow phone's page can be paid from (each used to sign a member of its own in).
  test('an amount typed while the page is still loading is the amount paid, once it comes alive and at the moment it does', async ({ page }) => {
    // Two held-script loads of the deposit page and two trips to the wallet's.
    test.slow();
    const user = await newMember('demoa01', 'slow');
    // Signed in without drawing a page: the held-script load of the deposit page is the first one drawn.
    await postSignIn(page, 'demo-a', { username: user, password: PASSWORD, redirectTo: '/index' }, '/index');
    await expect(page, `sign-in as ${user}`).toHaveURL(brandUrl('demo-a', '/index'));
    const typeWhileLoading = async (value: string) => {
      // Before the script: the channel link is a plain link and the field a plain field.
      await centreOf(page).getByRole('link', { name: /GCash/ }).click();
      await expect(centreOf(page).getByTestId('deposit-channel')).toContainText('GCash');
      const amount = centreOf(page)
        .getByTestId('deposit-form')
        .getByRole('textbox', { name: /^Amount/ });
      await amount.fill(value);
      return amount;
    };

    await test.step('paid once the page has come alive', async () => {
      const alive = await openWithScriptsHeld(page, brandUrl('demo-a', '/member/depositv2'));
      const amount = await typeWhileLoading('300');
      await alive();
      await expect(amount).toHaveValue('300');
      await centreOf(page).getByRole('button', { name: 'Pay with GCash' }).click();
      await expect(page.getByRole('button', { name: 'Pay ₱300.00' })).toBeVisible();
    });

    await test.step('paid by a tap at the moment the page comes alive', async () => {
      // The tap on "Pay" lands right after the page's script hands taps over to React, before React has drawn:
      // React hydrates at once to answer it, before the field's state has taken what was typed, and the form
      // must check the amount it sends (it said "Enter an amount." under a filled field).
      await tapAtHandOver(page, '[data-testid="deposit-form"] button[type="submit"]');
      // Not `openWithScriptsHeld`: the page leaves for the wallet's as it comes alive.
      const scripts = await holdScripts(page);
      await page.mainFrame().goto(brandUrl('demo-a', '/member/depositv2'), { waitUntil: 'domcontentloaded' });
      await typeWhileLoading('400');
      scripts.release();
      await expect(page.getByRole('button', { name: 'Pay ₱400.00' })).toBeVisible();
      await scripts.stop();
    });
  });
});

test.describe('withdraw', () => {
  test('set a payment password, add an account, withdraw, and confirm the payout once the operator has paid it', async ({ page }) => {
    const user = await newMember('demoa01', 'wd', { balanceMinor: 2_000_00, payeeName: 'Casey Tester' });
    await logInTo(page, 'demo-a', user, '/member/withdraw');
    const centre = centreOf(page);
    await expect(centre.getByTestId('withdraw-blockers')).toContainText('Set your payment password below first.');
    await expect(centre.getByTestId('withdraw-blockers')).toContainText('Add a receiving account below first.');
    await expect(centre.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();

    const passwordForm = centre.getByTestId('payment-password-form');
    await passwordForm.getByLabel('Login password').fill(PASSWORD);
    await passwordForm.getByLabel('New payment password').fill('246810');
    await passwordForm.getByLabel('Confirm payment password').fill('246811');
    await passwordForm.getByRole('button', { name: 'Set payment password' }).click();
    await expect(centre.getByText('The two payment passwords are not the same.')).toBeVisible();
    await passwordForm.getByLabel('Login password').fill(PASSWORD);
    await passwordForm.getByLabel('New payment password').fill('246810');
    await passwordForm.getByLabel('Confirm payment password').fill('246810');
    await passwordForm.getByRole('button', { name: 'Set payment password' }).click();
    await expect(centre.getByText('Your payment password is set.')).toBeVisible();

    const accountForm = centre.getByTestId('add-account-form');
    await accountForm.getByLabel('Bank or e-wallet').selectOption({ label: 'BDO' });
    await expect(accountForm.getByLabel("Account holder's name")).toHaveValue('Casey Tester');
    await accountForm.getByLabel('Account or mobile number').fill('12');
    await accountForm.getByRole('button', { name: 'Save account' }).click();
    await expect(centre.getByText('Enter the bank account number: 6 to 24 digits.')).toBeVisible();
    await accountForm.getByLabel('Account or mobile number').fill('001234567890');
    await accountForm.getByRole('button', { name: 'Save account' }).click();
    await expect(centre.getByText('Receiving account added.')).toBeVisible();
    await expect(centre.getByTestId('withdraw-accounts')).toContainText('****7890');

    const withdraw = centre.getByTestId('withdraw-form');
    await withdraw.getByRole('textbox', { name: /^Amount/ }).fill('5,000');
    await withdraw.getByLabel('Payment password').fill('246810');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(withdraw.getByText('Your balance is not enough for this.')).toBeVisible();
    await withdraw.getByRole('textbox', { name: /^Amount/ }).fill('500');
    await withdraw.getByLabel('Payment password').fill('135790');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(centre.getByText('Wrong payment password. 4 attempts left.')).toBeVisible();
    await withdraw.getByRole('textbox', { name: /^Amount/ }).fill('500');
    await withdraw.getByLabel('Payment password').fill('246810');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(centre.getByText(/Withdrawal of ₱ 500\.00 requested/)).toBeVisible();
    await expect(centre.getByTestId('member-balance')).toHaveText(/₱ 1,500\.00/);
    await expect(centre.getByTestId('withdraw-list')).toContainText('Pending');

    const id = idIn(admin('withdraw', 'list', 'demoa01', 'PENDING'), user);
    admin('withdraw', 'approve', 'demoa01', id);
    admin('withdraw', 'paid', 'demoa01', id);
    await page.reload();
    const confirm = centre.getByTestId(`confirm-${id}`);
    await expect(confirm).toContainText('₱ 500.00');
    // The menu counts the payouts waiting for an answer.
    // (Scoped to the withdraw entry: the missions entry counts today's log-in mission as waiting too.)
    await expect(
      centre
        .getByRole('navigation', { name: 'Member centre pages' })
        .getByRole('link', { name: /^Withdraw/ })
        .getByLabel('1 waiting'),
    ).toBeVisible();
    await confirm.getByLabel('Yes, all of it').check();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(centre.getByText('Thank you: the payout is confirmed.')).toBeVisible();
    await expect(centre.getByTestId('withdraw-list')).toContainText('Received');
    await expect(centre.getByTestId('withdraw-confirm')).toHaveCount(0);
    expect(await adminHere('ledger', 'check', 'demoa01')).toContain('ledger balanced');
  });

  test('a payout that did not arrive needs a proof', async ({ page }) => {
    // A phone photo goes up and is re-encoded on the platform.
    test.slow();
    const user = await newMember('demoa01', 'nr', { balanceMinor: 1_000_00, payeeName: 'Nora Tester', paymentPassword: '112233' });
    await logInTo(page, 'demo-a', user, '/member/withdraw');
    const centre = centreOf(page);
    const accountForm = centre.getByTestId('add-account-form');
    await accountForm.getByLabel('Account or mobile number').fill('009988776655');
    await accountForm.getByRole('button', { name: 'Save account' }).click();
    await expect(centre.getByText('Receiving account added.')).toBeVisible();
    const withdraw = centre.getByTestId('withdraw-form');
    await withdraw.getByRole('textbox', { name: /^Amount/ }).fill('250');
    await withdraw.getByLabel('Payment password').fill('112233');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(centre.getByText(/Withdrawal of ₱ 250\.00 requested/)).toBeVisible();
    const id = idIn(await adminHere('withdraw', 'list', 'demoa01', 'PENDING'), user);
    await adminHere('withdraw', 'approve', 'demoa01', id);
    await adminHere('withdraw', 'paid', 'demoa01', id);
    await page.reload();
    const confirm = centre.getByTestId(`confirm-${id}`);
    await confirm.getByLabel('No, nothing arrived').check();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(centre.getByTestId(`confirm-${id}`).getByRole('alert')).toBeVisible();
    await centre.getByTestId(`confirm-${id}`).getByLabel('No, nothing arrived').check();
    await centre
      .getByTestId(`confirm-${id}`)
      .getByLabel(/^Proof/)
      .setInputFiles(phonePhotos().png);
    await centre.getByTestId(`confirm-${id}`).getByRole('button', { name: 'Send' }).click();
    await expect(centre.getByText('Thank you: our team will look into it with your proof.')).toBeVisible({ timeout: PHOTO_MS });
    await expect(centre.getByTestId('withdraw-list')).toContainText('Not received');
  });
});

test.describe('wallets and transfers', () => {
  test('on a transfer-wallet brand money moves to a game wallet and back, and the statement shows each move', async ({ page }) => {
    const user = await newMember('democ03', 'tw', { balanceMinor: 100_00 });
    await logInTo(page, 'demo-c', user, '/member/transferFund');
    const centre = centreOf(page);
    await expect(centre.getByTestId('wallet-MAIN')).toContainText('$ 100.00');
    const form = centre.getByTestId('transfer-form');
    const to = await form.getByLabel('To').inputValue();
    await form.getByRole('textbox', { name: /^Amount/ }).fill('130');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(centre.getByText('Your balance is not enough for this.')).toBeVisible();
    await form.getByRole('textbox', { name: /^Amount/ }).fill('30');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(centre.getByText('$ 30.00 transferred.')).toBeVisible();
    await expect(centre.getByTestId('wallet-MAIN')).toContainText('$ 70.00');
    await expect(centre.getByTestId(`wallet-${to}`)).toContainText('$ 30.00');
    // The total stays the same: money only moved between the player's own wallets.
    await expect(centre.getByTestId('member-balance')).toHaveText(/\$ 100\.00/);
    await centre.getByRole('button', { name: 'Bring everything back to the main wallet' }).click();
    await expect(centre.getByText('Everything is back in your main wallet.')).toBeVisible();
    await expect(centre.getByTestId('wallet-MAIN')).toContainText('$ 100.00');

    await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Account record' }).click();
    const rows = centre.getByTestId('transactions').locator('tbody tr');
    await expect(rows.filter({ hasText: 'Transfer' })).toHaveCount(4);
    await expect(rows.filter({ hasText: 'Adjustment' })).toHaveCount(1);
  });

  // One member for both pages of a single-wallet brand's transfers (each used to sign a member of its own in).
  test('a single-wallet brand says there is nothing to transfer; a member sends money to the agent above them with the payment password', async ({ page }) => {
    const user = await newMember('demoa01', 'up', { balanceMinor: 1_000_00, upline: 'agent1', paymentPassword: '246810' });
    await logInTo(page, 'demo-a', user, '/member/transferFund');
    await test.step('a single-wallet brand says there is nothing to transfer', async () => {
      await expect(centreOf(page).getByTestId('single-wallet')).toContainText('₱ 1,000.00');
      await expect(centreOf(page).getByTestId('transfer-form')).toHaveCount(0);
    });
    await test.step('a member sends money to the agent above them with the payment password', async () => {
      // By the centre's menu, as the player goes there (no second document to draw).
      await openCentrePage(page, 'member', '/member/transferUpline');
      const centre = centreOf(page);
      await expect(centre.getByText('Send money to your agent, Agent Ace.')).toBeVisible();
      await centre.getByRole('textbox', { name: /^Amount/ }).fill('150');
      await centre.getByLabel('Payment password').fill('000000');
      await centre.getByRole('button', { name: 'Send to my agent' }).click();
      await expect(centre.getByText('Wrong payment password. 4 attempts left.')).toBeVisible();
      await centre.getByRole('textbox', { name: /^Amount/ }).fill('150');
      await centre.getByLabel('Payment password').fill('246810');
      await centre.getByRole('button', { name: 'Send to my agent' }).click();
      await expect(centre.getByText('₱ 150.00 sent to Agent Ace.')).toBeVisible();
      await expect(centre.getByTestId('member-balance')).toHaveText(/₱ 850\.00/);
    });
  });
});

test.describe('records and the centre itself', () => {
  test('the betting record filters by category and pages; profit and bonuses have the history', async ({ page }) => {
    // Only reads player1's history: this worker's shared session, straight onto the page.
    await signInShared(page, 'demo-a', 'player1', 'Player123', '/member/personalHistoryCopy?range=30d');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const centre = centreOf(page);
    await expect(centre.getByRole('navigation', { name: 'Pages', exact: true })).toContainText(/Page 1 of \d+/);
    await centre.getByLabel('Category').selectOption({ label: 'Slots' });
    await centre.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/category=RNG/);
    const rows = centre.getByTestId('bet-records').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await expect(rows.filter({ hasText: 'Slots' })).toHaveCount(count);

    await centre.getByRole('link', { name: 'Profit' }).click();
    await expect(centre.getByTestId('profit-days').locator('tbody tr').first()).toBeVisible();
    await centre.getByRole('link', { name: 'Bonus details' }).click();
    await expect(centre.getByTestId('bonuses')).toContainText('Completed');
  });

  test('Escape and the close button leave the member centre for the page it was opened on', async ({ page }) => {
    const user = await newMember('demoa01', 'esc', { balanceMinor: 10_00 });
    // Straight onto the centre opened from /promotions, as the sign-in form's redirect lands there.
    await logInTo(page, 'demo-a', user, '/member/depositv2?returnTo=%2Fpromotions');
    const centre = centreOf(page);
    await expect(centre.getByRole('heading', { level: 1, name: 'Member centre' })).toBeFocused();
    // Moving within the centre keeps where closing returns to.
    await centre.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/member\/withdraw\?returnTo=%2Fpromotions$/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(centre).toHaveCount(0);
    // Opened again from /promotions by a link that carries the page to return to (no second document to draw).
    await navigateInPage(page, '/member/bonusDetails?returnTo=%2Fpromotions');
    await centre.getByRole('link', { name: 'Close the member centre' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  });
});

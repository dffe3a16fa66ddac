import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { addPlatformMember, pendingContract, writePlatformDb } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import type { View } from './client-nav';
import { inEveryView, openCentrePage, openSitting } from './client-nav';
import { admin, adminHere, brandUrl, expect, quietPopups, signIn, test } from './fixtures';

/**
 * Agent contracts as a new agent uses them: offering a daily salary to a sub-agent, the sub-agent
 * answering the popup after login, the operator's settlement job, and the income on both sides.
 * Screenshots of the four pages and the popup land in tests/.artifacts/screens/contracts-*.png.
 */
const PASSWORD = 'Agent12345';
let serial = 0;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${serial++}`;
const MERCHANT = { 'demo-a': 'demoa01', 'demo-b': 'demob02' } as const;
const ZONE = { 'demo-a': 'Asia/Manila', 'demo-b': 'Asia/Ho_Chi_Minh' } as const;

async function newTeam(brand: 'demo-a' | 'demo-b') {
  const merchant = MERCHANT[brand];
  const agent = freshName('ca');
  const sub = freshName('cs');
  await addPlatformMember(E2E_PLATFORM_DB, { merchant, username: agent, password: PASSWORD, type: 1 });
  const subId = await addPlatformMember(E2E_PLATFORM_DB, { merchant, username: sub, password: PASSWORD, type: 1, upline: agent });
  const member = freshName('cm');
  const memberId = await addPlatformMember(E2E_PLATFORM_DB, { merchant, username: member, password: PASSWORD, upline: sub });
  return { agent, sub, subId, member, memberId };
}

/**
 * Signs an agent in as the agent login's form posts (`as: 'agent'`) and lands on the centre's overview, where the
 * agent login lands (the login page is drawn where it is the subject: accounts.spec.ts, agent-centre.spec.ts).
 */
async function agentLogIn(page: Page, host: string, username: string) {
  await signIn(page, host, username, PASSWORD, '/agent/agentTeamOverview', 'agent');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Yesterday in the brand's zone, as the settlement job names it. */
const yesterdayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() - 86_400_000));

function betYesterday(memberId: number, merchant: string, zone: string, stakeMinor: number) {
  const day = yesterdayIn(zone);
  const noon = Date.parse(`${day}T12:00:00Z`) - (zone === 'Asia/Manila' ? 8 : 7) * 3_600_000;
  writePlatformDb(
    E2E_PLATFORM_DB,
    `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status)
     VALUES (?, ?, ?, ?, 'RNG', 'DEMO', 'Test slot', ?, 0, ?, 'SETTLED')`,
    merchant,
    memberId,
    noon,
    noon,
    stakeMinor,
    stakeMinor,
  );
  return day;
}

test('an agent offers a daily salary, the sub-agent accepts it in the popup, the operator settles and both see the income', async ({ browser }) => {
  // Two sign-ins, two accounts' pages and three operator commands (two a process of their own): at load 15 the test ran
  // out of 30 s at its last page, on main as well.
  test.setTimeout(60_000);
  const team = await newTeam('demo-a');
  const agentContext = await browser.newContext();
  await agentContext.addInitScript(quietPopups);
  const page = await agentContext.newPage();
  await agentLogIn(page, 'demo-a', team.agent);
  await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
  const centre = page.getByTestId('agent-centre');
  await centre.getByRole('link', { name: 'Daily salary' }).click();
  await expect(page).toHaveURL(/\/agent\/agentDailyWages2/);
  const form = centre.getByTestId('contracts-offer-form');
  await expect(form.getByLabel('Direct downline')).toHaveValue(String(team.subId));
  // Above the agent's own ceiling: refused with the reason, nothing offered.
  await form.getByLabel('Rate of valid bet (%)').fill('9');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText('The rate can be at most your own (5.00%).')).toBeVisible();
  await expect(centre.getByTestId('contracts-offered')).toContainText('No contracts offered yet.');
  await form.getByLabel('Rate of valid bet (%)').fill('1.5');
  await form.getByLabel('Active members at least').fill('1');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(centre.getByText(`Offer sent to ${team.sub}. It starts when they accept.`)).toBeVisible();
  await expect(centre.getByTestId('contracts-offered').getByTestId('contract')).toContainText('Waiting');

  // The sub-agent signs in: the popup shows the terms.
  const subContext = await browser.newContext();
  await subContext.addInitScript(quietPopups);
  const subPage = await subContext.newPage();
  await agentLogIn(subPage, 'demo-a', team.sub);
  const popup = subPage.getByRole('dialog', { name: 'Contract requests' });
  // The dialog opens once the page's script runs: give a loaded machine its time.
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId('contract-request')).toContainText(`${team.agent} offers you a daily salary contract`);
  await expect(popup.getByTestId('contract-terms')).toContainText('1.50%');
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();
  await expect(subPage.getByTestId('contract-request-banner')).toHaveCount(0);

  // The contract started two days ago, and yesterday the team played ₱20,000.00 (sub-agent and its member).
  writePlatformDb(
    E2E_PLATFORM_DB,
    "UPDATE agent_contracts SET accepted_at = accepted_at - 2 * 86400000, created_at = created_at - 2 * 86400000 WHERE downline_id = ? AND type = 'DAILY'",
    team.subId,
  );
  betYesterday(team.subId, 'demoa01', ZONE['demo-a'], 5_000_00);
  const day = betYesterday(team.memberId, 'demoa01', ZONE['demo-a'], 15_000_00);
  // The operator's console itself settles (the screenshots below have the same command done in the worker).
  expect(admin('settle', 'demoa01', 'daily', day)).toContain(`${team.sub} ${day}: paid ₱300.00`);
  // Asked again (in the worker: the program itself just ran): nothing is paid twice.
  expect(await adminHere('settle', 'demoa01', 'daily', day)).toContain('already settled');
  expect(await adminHere('ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);

  // Opened afresh: the balance is kept a few seconds per session, and the operator's settlement is not the sub-agent's
  // own action.
  await subPage.goto(brandUrl('demo-a', '/agent/agentDailyWages2'));
  const subCentre = subPage.getByTestId('agent-centre');
  await expect(subCentre.getByTestId('contracts-mine')).toContainText('Active');
  await expect(subCentre.getByTestId('contracts-records')).toContainText('Paid to me: ₱ 300.00');
  await expect(subCentre.getByTestId('contract-record')).toContainText('+₱ 300.00');
  await expect(subCentre.getByTestId('agent-balance')).toHaveText(/₱ 300\.00/);

  // The agent's open page follows its own menu link again: its loader runs again, no new document.
  await openCentrePage(page, 'agent', '/agent/agentDailyWages2');
  await expect(centre.getByTestId('contract-record')).toContainText(team.sub);
  await expect(centre.getByTestId('contract-record')).toContainText('₱ 300.00');
  await agentContext.close();
  await subContext.close();
});

test('without the script the request is answered on its own page, and an ended request is refused with nothing changed', async ({ browser }) => {
  const team = await newTeam('demo-a');
  const id = pendingContract(E2E_PLATFORM_DB, team.subId, team.memberId);
  // A context of its own: the refused Accept answers 409 on purpose, which the fixture's page would count as an error.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The sign-in form's post lands on the home page, where the banner asks for an answer.
  await signIn(page, 'demo-a', team.member, PASSWORD);
  await page.getByTestId('contract-request-banner').getByRole('link', { name: 'Review it' }).click();
  await expect(page).toHaveURL(/\/contractRequest/);
  const request = page.getByTestId('contract-request');
  await expect(request).toContainText(`${team.sub} offers you a Dividend contract`);
  await expect(request).toContainText('10.00%');
  await expect(request).toContainText('Monthly');
  // Another tab rejects it first; this page's Accept is then refused, and the contract stays rejected.
  writePlatformDb(E2E_PLATFORM_DB, "UPDATE agent_contracts SET status = 'REJECTED', ended_at = ?, end_reason = 'REJECTED' WHERE id = ?", Date.now(), id);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('This request is no longer open: nothing was changed.')).toBeVisible();
  const check = new Database(E2E_PLATFORM_DB, { readonly: true });
  expect(check.prepare('SELECT status FROM agent_contracts WHERE id = ?').pluck().get(id)).toBe('REJECTED');
  check.close();
  await expect(page.getByText('Nothing is waiting for your answer.')).toBeVisible();
  await context.close();
});

const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;
const PAGES = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'] as const;

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`contracts screenshots ${brand}, light and dark, desktop and phone`, async ({ browser }) => {
    // What four sittings of 30 s each did, in one.
    test.setTimeout(120_000);
    const team = await newTeam(brand);
    const merchant = MERCHANT[brand];
    const agentId = (() => {
      const db = new Database(E2E_PLATFORM_DB, { readonly: true });
      try {
        return db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant, team.agent) as number;
      } finally {
        db.close();
      }
    })();
    const now = Date.now();
    const insert = `INSERT INTO agent_contracts (merchant, type, agent_id, downline_id, rate_bp, period, min_valid_bet_minor, min_active_members, status, created_at, accepted_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (const type of ['DAILY', 'HOURLY', 'REALTIME'])
      writePlatformDb(
        E2E_PLATFORM_DB,
        insert,
        merchant,
        type,
        agentId,
        team.subId,
        200,
        'DAILY',
        1_000_000,
        1,
        'ACTIVE',
        now - 3 * 86_400_000,
        now - 3 * 86_400_000,
      );
    writePlatformDb(E2E_PLATFORM_DB, insert, merchant, 'DAILY', team.subId, team.memberId, 100, 'WEEKLY', 0, 0, 'ACTIVE', now - 86_400_000, now - 86_400_000);
    writePlatformDb(E2E_PLATFORM_DB, insert, merchant, 'DIVIDEND', agentId, team.subId, 2500, 'SEMIMONTHLY', 5_000_000, 3, 'PENDING', now, null);
    betYesterday(team.memberId, merchant, ZONE[brand], 2_500_000);
    await adminHere('settle', merchant, 'daily', yesterdayIn(ZONE[brand]));

    const at: View<Size> = { mode: 'light', size: 'desktop' };
    const { context, page } = await openSitting(browser, brand, sizes, at);
    await agentLogIn(page, brand, team.sub);
    fs.mkdirSync(dir, { recursive: true });
    const popup = page.getByRole('dialog', { name: /.+/ }).filter({ has: page.getByTestId('contract-request') });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    // Each sitting turns through its views with one mode switch, from wherever the one before left the page.
    await inEveryView(
      page,
      brand,
      sizes,
      at,
      async ({ mode, size }) => {
        await page.screenshot({ path: path.join(dir, `contracts-${brand}-popup-${mode}-${size}.png`), animations: 'disabled' });
      },
      { oneSwitch: true },
    );
    await expect(popup).toBeVisible();
    await popup.locator('button[value="ACCEPT"]').click();
    await expect(popup).toBeHidden();
    for (const key of PAGES) {
      // The shots are of the pages, not of the way to them: the centre's menu takes the player there.
      await openCentrePage(page, 'agent', `/agent/${key}`);
      await expect(page.getByTestId('agent-centre').getByRole('heading', { level: 2 })).toBeVisible();
      await inEveryView(
        page,
        brand,
        sizes,
        at,
        async ({ mode, size }) => {
          await page.screenshot({
            path: path.join(dir, `contracts-${brand}-${key}-${mode}-${size}.png`),
            animations: 'disabled',
            fullPage: size === 'desktop',
          });
        },
        { oneSwitch: true },
      );
    }
    await context.close();
  });
}

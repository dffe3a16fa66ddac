import { describe, expect, it } from 'vitest';
import { PLATFORM_DIALECTS, type PlatformDialect } from '~/platform-client/dialects';
import { useDialectStack } from '../support/dialect-stack';
import { httpRequest } from '../support/http';
import { addPlatformMember, queryPlatformDb, writePlatformDb } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { loadAdminHere } from '../support/admin';

/** The operator's console run in this process (tests/support/admin.ts). */
const operator = await loadAdminHere();

/**
 * The player's flows through the site's own pages (form posts, as a browser without the script sends
 * them) against a platform of each generation of call names: demo-a's brand.json names the generation,
 * the proxy in front of the platform records what the site asked for, and each flow checks both what the
 * player sees and that the site spoke that generation's names, never the other's.
 */
const HOST = 'demo-a.localhost';
const MERCHANT = 'demoa01';
const PASSWORD = 'Secret123';
const PAY = '246810';

/** Where the generations name a call differently, per flow: each generation's name. */
const NAMES = {
  status: { mcs2: '/wps/system/status', mcsfe: '/wps/v2/system/status' },
  balance: { mcs2: '/wps/wallets/balance', mcsfe: '/wps/v2/wallets/balance' },
  dividend: { mcs2: '/wps/relay/MCS2_processDividendReq', mcsfe: '/wps/relay/MCSFE_processContractDividend' },
  points: { mcs2: '/wps/relay/MCS2_getPointBalance', mcsfe: '/wps/relay/MCSFE_getPointBalance' },
} satisfies Record<string, Record<PlatformDialect, string>>;

const other = (dialect: PlatformDialect): PlatformDialect => (dialect === 'mcs2' ? 'mcsfe' : 'mcs2');
let serial = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${serial++}`;
const requestIdIn = (html: string) => /name="requestId" value="([^"]+)"/.exec(html)?.[1] ?? null;
/** The page's text as a player reads it: no tags, entities of the kinds the site writes decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');

describe.each(PLATFORM_DIALECTS)('demo-a on a platform of the %s generation', (dialect) => {
  const env = useDialectStack(['demo-a', 'demo-c'], dialect);
  const page = async (pathname: string, cookie: string, host = HOST) => {
    const res = await httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, cookie } });
    expect(res.status, `${pathname}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.body;
  };
  const member = async (prefix: string, extra: Partial<Parameters<typeof addPlatformMember>[1]> = {}) => {
    const username = fresh(prefix);
    const id = await addPlatformMember(env.stack.dbPath, { merchant: MERCHANT, username, password: PASSWORD, ...extra });
    return { username, id };
  };
  /** One of the member's wallets as the platform's ledger holds it. */
  const ledgerMinor = (memberId: number, wallet = 'MAIN') =>
    queryPlatformDb<{ balance: number }>(env.stack.dbPath, 'SELECT balance FROM ledger_accounts WHERE member_id = ? AND wallet = ?', memberId, wallet)[0]
      ?.balance ?? 0;
  /** This generation's name was called, the other's never, and the platform knew every call. Answers the paths called. */
  const spoke = (...flows: (keyof typeof NAMES)[]) => {
    const called = env.stack.calledPaths();
    expect(env.stack.unknownOrFailed(), env.stack.answered().join('\n')).toEqual([]);
    for (const flow of flows) {
      expect(called, `${flow} by its ${dialect} name`).toContain(NAMES[flow][dialect]);
      expect(called, `never the ${other(dialect)} name of ${flow}`).not.toContain(NAMES[flow][other(dialect)]);
    }
    return called;
  };

  it('signs in through the login form and shows the wallet read by its own balance call', async () => {
    const player = await member('dsi', { balanceMinor: 1_234_50 });
    env.stack.forget();
    const cookie = await logIn(env.stack.siteUrl, HOST, player.username, PASSWORD);
    const withdraw = textOf(await page('/member/withdraw', cookie));
    expect(withdraw).toContain(player.username);
    expect(withdraw).toContain('₱ 1,234.50');
    expect(spoke('status', 'balance')).toContain('/wps/session/login');
  });

  it('cashier: a deposit request and a withdrawal with the payment password, the balance moved in the ledger', async () => {
    const player = await member('dca', { balanceMinor: 2_000_00, payeeName: 'Casey Tester', paymentPassword: PAY });
    writePlatformDb(
      env.stack.dbPath,
      "INSERT INTO withdraw_accounts (merchant, member_id, type, provider, bank_name, account_name, account_number, is_default, created_at) VALUES (?, ?, 'BANK', 'BDO', 'BDO', 'Casey Tester', '001234567890', 1, ?)",
      MERCHANT,
      player.id,
      Date.now(),
    );
    const [account] = queryPlatformDb<{ id: number }>(env.stack.dbPath, 'SELECT id FROM withdraw_accounts WHERE member_id = ?', player.id);
    const cookie = await logIn(env.stack.siteUrl, HOST, player.username, PASSWORD);
    env.stack.forget();

    const depositPage = await page('/member/depositv2', cookie);
    const channelId = /name="channelId" value="([^"]+)"/.exec(depositPage)?.[1];
    const deposit = { intent: 'deposit', channelId: channelId ?? '', amount: '500', requestId: requestIdIn(depositPage) ?? '' };
    const deposited = await postForm(env.stack.siteUrl, HOST, '/member/depositv2', deposit, cookie);
    expect(deposited.status, deposited.body.slice(0, 300)).toBeLessThan(400);
    expect(
      queryPlatformDb(env.stack.dbPath, "SELECT id FROM deposits WHERE member_id = ? AND amount_minor = 50000 AND status = 'PENDING'", player.id),
    ).toHaveLength(1);
    expect(textOf(await page('/member/depositv2', cookie))).toContain('₱ 500.00');

    const withdrawPage = await page('/member/withdraw', cookie);
    const withdraw = (paymentPassword: string) =>
      postForm(
        env.stack.siteUrl,
        HOST,
        '/member/withdraw',
        { intent: 'withdraw', accountId: String(account!.id), amount: '300', paymentPassword, requestId: requestIdIn(withdrawPage) ?? '' },
        cookie,
      );
    const wrong = await withdraw('135799');
    expect(textOf(wrong.body)).toMatch(/Wrong payment password/);
    expect(ledgerMinor(player.id)).toBe(2_000_00);
    const withdrawn = await withdraw(PAY);
    expect(withdrawn.status, withdrawn.body.slice(0, 300)).toBeLessThan(400);
    expect(ledgerMinor(player.id)).toBe(1_700_00);
    expect(textOf(await page('/member/withdraw', cookie))).toContain('₱ 1,700.00');
    expect(spoke('balance')).toEqual(expect.arrayContaining(['/wps/relay/PAYFE_createDeposit', '/wps/relay/passwordCheck/PAYFE_withdraw']));
  });

  it('cashier on a brand with a wallet per game vendor (demo-c): money to a game wallet and back, each wallet shown', async () => {
    const host = 'demo-c.localhost';
    const username = fresh('dtw');
    const id = await addPlatformMember(env.stack.dbPath, { merchant: 'democ03', username, password: PASSWORD, balanceMinor: 100_00 });
    const cookie = await logIn(env.stack.siteUrl, host, username, PASSWORD);
    env.stack.forget();
    const before = await page('/member/transferFund', cookie, host);
    const vendor = [...before.matchAll(/data-testid="wallet-([A-Za-z0-9_]+)"/g)].map((m) => m[1]!).find((code) => code !== 'MAIN');
    const tile = (html: string) => textOf(/data-testid="wallet-VENDOR"[\s\S]*?<\/li>/.exec(html.replaceAll(`wallet-${vendor}"`, 'wallet-VENDOR"'))?.[0] ?? '');
    const transfer = (from: string, to: string, html: string) =>
      postForm(env.stack.siteUrl, host, '/member/transferFund', { intent: 'transfer', from, to, amount: '30', requestId: requestIdIn(html) ?? '' }, cookie);
    expect((await transfer('MAIN', vendor ?? '', before)).status).toBe(200);
    expect(ledgerMinor(id, vendor)).toBe(30_00);
    const funded = await page('/member/transferFund', cookie, host);
    expect(tile(funded)).toContain('$ 30.00');
    const back = await transfer(vendor ?? '', 'MAIN', funded);
    expect(textOf(back.body)).toContain('$ 30.00');
    expect(ledgerMinor(id)).toBe(100_00);
    expect(tile(await page('/member/transferFund', cookie, host))).toContain('$ 0.00');
    spoke('balance');
  });

  it('inbox: the list, a message read, and the unread count drops', async () => {
    const player = await member('din');
    operator(env.stack.dbPath, 'message', MERCHANT, player.username, 'Dialect check', '<p>Both generations read this.</p>');
    operator(env.stack.dbPath, 'message', MERCHANT, player.username, 'Second notice', '<p>Still unread.</p>');
    const cookie = await logIn(env.stack.siteUrl, HOST, player.username, PASSWORD);
    env.stack.forget();
    const list = await page('/member/messageV2', cookie);
    expect(textOf(list)).toMatch(/Messages 2 unread .*Unread : Second notice .*Unread : Dialect check/);
    const id = /name="id" value="(\d+)"\/><button[^>]*data-testid="inbox-item"[^>]*>(?:(?!<\/button>)[\s\S])*Dialect check/.exec(list)?.[1];
    const opened = await postForm(env.stack.siteUrl, HOST, '/member/messageV2', { intent: 'open', id: id ?? '' }, cookie);
    expect(opened.status, opened.body.slice(0, 300)).toBeGreaterThanOrEqual(300);
    const reader = textOf(await page(opened.headers.location!, cookie));
    expect(reader).toContain('Both generations read this.');
    expect(reader).toMatch(/Messages 1 unread/);
    expect(spoke('balance')).toEqual(expect.arrayContaining(['/wps/relay/CSP_getInbox', '/wps/relay/CSP_readMessage']));
  });

  it('contracts: an agent offers a dividend, the downline accepts it under this generation’s name', async () => {
    const agent = await member('dag', { type: 1 });
    const sub = await member('dsu', { type: 1, upline: agent.username });
    const agentCookie = await logIn(env.stack.siteUrl, HOST, agent.username, PASSWORD, 'agent');
    const offer = { intent: 'offer', downlineId: String(sub.id), rate: '1.5', period: 'WEEKLY', minValidBet: '', minLoss: '', minBet: '', minActive: '1' };
    const offered = await postForm(env.stack.siteUrl, HOST, '/agent/agentDividendRecordCopy2', offer, agentCookie);
    expect(offered.status, offered.body.slice(0, 300)).toBe(200);
    expect(textOf(offered.body)).toContain(sub.username);
    const subCookie = await logIn(env.stack.siteUrl, HOST, sub.username, PASSWORD, 'agent');
    env.stack.forget();
    const requests = await page('/contractRequest?returnTo=%2Findex', subCookie);
    expect(textOf(requests)).toContain('1.50%');
    const contractId = /name="contractId" value="(\d+)"/.exec(requests)?.[1];
    const answer = { contractId: contractId ?? '', type: 'DIVIDEND', action: 'ACCEPT', returnTo: '/index' };
    const answered = await postForm(env.stack.siteUrl, HOST, '/contractRequest', answer, subCookie);
    expect(answered.status, answered.body.slice(0, 300)).toBe(200);
    expect(queryPlatformDb(env.stack.dbPath, "SELECT id FROM agent_contracts WHERE downline_id = ? AND status = 'ACTIVE'", sub.id)).toHaveLength(1);
    spoke('dividend');
  });

  it('point mall: an item redeemed with the payment password, the points drop', async () => {
    const player = await member('dpm', { paymentPassword: PAY });
    operator(env.stack.dbPath, 'points', 'grant', MERCHANT, player.username, '5000');
    const cookie = await logIn(env.stack.siteUrl, HOST, player.username, PASSWORD);
    env.stack.forget();
    expect(textOf(await page('/pointMall', cookie))).toContain('Your points 5,000 points');
    const confirm = await page('/pointMall?tab=redeem&redeem=2', cookie);
    expect(textOf(confirm)).toContain('Lucky Gold Chip');
    const redeem = { intent: 'redeem', itemId: '2', paymentPassword: PAY, requestId: requestIdIn(confirm) ?? '' };
    const redeemed = await postForm(env.stack.siteUrl, HOST, '/pointMall?tab=redeem', redeem, cookie);
    expect(redeemed.status, redeemed.body.slice(0, 300)).toBe(200);
    expect(textOf(redeemed.body)).toContain('Redeemed for 2,500 points');
    expect(textOf(await page('/pointMall', cookie))).toContain('Your points 2,500 points');
    expect(queryPlatformDb<{ points: number }>(env.stack.dbPath, 'SELECT points FROM point_balances WHERE member_id = ?', player.id)[0]?.points).toBe(2_500);
    expect(spoke('points')).toContain('/wps/relay/passwordCheck/MCS2_redeemPointReward');
  });
});

import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { freePlayEncryption } from '~/platform-client/crypto/envelope.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { TrialLaunchSchema, TrialWalletSchema, VendorLanesSchema } from '~/platform-client/schemas/games';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Free play (decision 016) on the reference platform: the trial launch, its play money, and every money call still closed to trial accounts. */
const temp = useTempPlatform('platform-free-play-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });

/** "Try for free": a fresh trial account's token. */
async function tryForFree(merchant = 'demoa01'): Promise<string> {
  const c = clientOf(merchant);
  return (await c.call('freePlay', LoginValueSchema, { body: { os: 'web', platform: 'W' }, headers: { Encryption: freePlayEncryption(await c.rsaModulus()) } }))
    .token;
}
const login = async (merchant: string, username: string, password: string) =>
  (await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } })).token;

async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}

const read = <T>(sql: string, ...params: unknown[]): T => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};
/** A game of the merchant's vendor with the given minimum bet (the demo stake is ten times it, at least 1.00). */
const gameOf = (merchant: string, vendor: string) =>
  read<{ nodeId: number; minBet: number }>(
    'SELECT g.node_id AS nodeId, g.min_bet AS minBet FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ? WHERE g.vendor_code = ? ORDER BY g.sort LIMIT 1',
    merchant,
    vendor,
  );
const launchQuery = (vendor: string, nodeId?: number) => ({
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  vassalage: vendor,
  nodeId,
  language: 'EN',
});
const trialLaunch = (token: string, vendor: string, nodeId?: number) =>
  clientOf('demoa01', token).call('gameTrialLaunch', TrialLaunchSchema, { query: launchQuery(vendor, nodeId) });
const onPlatform = (url: string) => (url.startsWith('/') ? `${temp.platform.url}${url}` : url);
async function spin(gameUrl: string) {
  const res = await fetch(`${gameUrl}/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return { status: res.status, body: (await res.json()) as { balance: number; bet: number; win: number; freePlay: boolean; errorCode?: string } };
}
const counts = () => read<{ tx: number; bets: number }>('SELECT (SELECT COUNT(*) FROM ledger_transactions) AS tx, (SELECT COUNT(*) FROM bet_records) AS bets');
const expectBalancedBooks = () => expect(adminCommand(temp.dbPath, 'ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);

describe('the trial launch', () => {
  it('plays a slot with ₱2,000.00 of play money: the spins move the trial wallet, never the ledger or the bet records', async () => {
    const token = await tryForFree();
    const client = clientOf('demoa01', token);
    const realBefore = (await client.call('balance', WalletBalanceSchema)).sumBalanceMinor;
    const before = counts();
    const game = gameOf('demoa01', 'PG');

    const launched = await trialLaunch(token, 'PG', game.nodeId);
    expect(launched.wallet).toEqual({ balanceMinor: 200_000, creditMinor: 200_000, currency: 'PHP', currencyExponent: 2, currencySymbol: '₱' });
    const url = onPlatform(launched.url);
    const html = await (await fetch(url)).text();
    expect(html).toContain('data-free-play>FREE PLAY<');
    expect(html).toContain('Trial credit');
    expect(html).toContain('₱2,000.00');

    let trial = 200_000;
    let staked = 0;
    for (let i = 0; i < 4; i++) {
      const { status, body } = await spin(url);
      expect(status).toBe(200);
      expect(body.freePlay).toBe(true);
      staked += Math.round(body.bet * 100);
      trial = trial - Math.round(body.bet * 100) + Math.round(body.win * 100);
      expect(Math.round(body.balance * 100)).toBe(trial);
    }
    expect((await client.call('trialBalance', TrialWalletSchema)).balanceMinor).toBe(trial);
    // Every spin staked play money (the wins may happen to give it all back: the balance checks above hold either way).
    expect(staked).toBeGreaterThan(0);
    // The account's own wallet, the ledger and the bet records did not move.
    expect((await client.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(realBefore);
    expect(counts()).toEqual(before);
    expect(
      read<{ n: number }>(
        'SELECT COUNT(*) AS n FROM game_rounds r JOIN launch_tokens t ON t.token = r.launch_token WHERE r.real_money = 0 AND t.real_money = 0 AND r.member_id = (SELECT member_id FROM sessions WHERE token = ?)',
        token,
      ).n,
    ).toBe(4);
    expectBalancedBooks();

    // A second game plays from the same trial wallet.
    const second = await trialLaunch(token, 'JL');
    expect(second.wallet.balanceMinor).toBe(trial);
  });

  it('refills the play money when it can no longer cover a stake, and opens the lottery for free where the vendor offers it', async () => {
    const token = await tryForFree();
    await trialLaunch(token, 'PG');
    writePlatformDb(temp.dbPath, 'UPDATE trial_wallets SET balance_minor = 50 WHERE member_id = (SELECT member_id FROM sessions WHERE token = ?)', token);
    expect((await clientOf('demoa01', token).call('trialBalance', TrialWalletSchema)).balanceMinor).toBe(50);
    const refilled = await trialLaunch(token, 'JL');
    expect(refilled.wallet.balanceMinor).toBe(200_000);

    const lottery = await clientOf('demoa01', token).call('gameTrialLaunch', TrialLaunchSchema, {
      query: { launchMode: 'LOTT', lottoArea: 'VN', vassalage: 'TCG_LOTTO_VN', lottoPrizeMode: 'ELOTT', lottoView: 'lobby', device: 'WEB', language: 'EN' },
    });
    expect(await (await fetch(onPlatform(lottery.url))).text()).toContain('FREE PLAY');
  });

  it('refuses vendors without trial play, guests, and the real launch for trial accounts', async () => {
    const token = await tryForFree();
    const lanes = await clientOf('demoa01').call('vendorLanes', VendorLanesSchema, { query: { platform: 'html5-desktop' } });
    const trialOf = new Map(lanes.data.lanes.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.supportTrial])));
    expect([trialOf.get('PG'), trialOf.get('KM'), trialOf.get('TCG_LOTTO_VN')]).toEqual([1, 1, 1]);
    expect([trialOf.get('EVO'), trialOf.get('SA'), trialOf.get('SABA'), trialOf.get('FB')]).toEqual([0, 0, 0, 0]);

    for (const vendor of ['EVO', 'SABA']) {
      expect(await refusal(trialLaunch(token, vendor)), vendor).toMatchObject({ errorCode: 'trial.not.supported', status: 400 });
    }
    expect(await refusal(clientOf('demoa01').call('gameTrialLaunch', TrialLaunchSchema, { query: launchQuery('PG') }))).toMatchObject({ status: 401 });
    // The real launch is for real accounts, with or without real money.
    for (const accountType of [1, 0]) {
      expect(await refusal(clientOf('demoa01', token).call('launchGame', v.unknown(), { query: { ...launchQuery('PG'), accountType } }))).toMatchObject({
        errorCode: 'account.trial',
      });
    }
    // A real account may try a game for free too; its money stays where it was.
    const player = await login('demoa01', 'player1', 'Player123');
    const before = (await clientOf('demoa01', player).call('balance', WalletBalanceSchema)).sumBalanceMinor;
    const url = onPlatform((await trialLaunch(player, 'PP')).url);
    await fetch(url);
    expect((await spin(url)).status).toBe(200);
    expect((await clientOf('demoa01', player).call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(before);
  });
});

describe('bad input: a trial account at every money call', () => {
  it('refuses each with account.trial and moves nothing; the books stay balanced', async () => {
    const token = await tryForFree();
    const trial = clientOf('demoa01', token);
    const rid = () => crypto.randomUUID();
    const wallet = async () => (await trial.call('balance', WalletBalanceSchema)).sumBalanceMinor;
    const [walletBefore, before] = [await wallet(), counts()];
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const calls: [EndpointName, CallOptions][] = [
      ['createDeposit', { body: { channelId: 101, amountMinor: 10_000, requestId: rid() } }],
      ['uploadDepositProof', { query: { id: 1 }, upload: { bytes: png, type: 'image/png' } }],
      ['cancelDeposit', { body: { id: 1 } }],
      ['addWithdrawAccount', { body: { type: 'BANK', provider: 'BDO', bankName: 'BDO', accountName: 'Guest', accountNumber: '1234567890' } }],
      ['setPaymentPassword', { body: { loginPassword: 'whatever1', paymentPassword: '123456' } }],
      ['withdraw', { body: { accountId: 1, amountMinor: 10_000, paymentPassword: '123456', requestId: rid() } }],
      ['processC2CTransaction', { body: { id: 1, result: 'RECEIVED' } }],
      ['walletTransfer', { body: { from: 'MAIN', to: 'PG', amountMinor: 10_000, requestId: rid() } }],
      ['walletTransfer', { body: { recallAll: true, requestId: rid() } }],
      ['transferToUpline', { body: { amountMinor: 10_000, paymentPassword: '123456', requestId: rid() } }],
      ['claimReward', { body: { id: 1, requestId: rid() } }],
      ['claimRaffle', { body: { id: 1, requestId: rid() } }],
      ['claimRebate', { body: { requestId: rid() } }],
      ['claimMission', { body: { id: 1, requestId: rid() } }],
      ['transferToDownline', { body: { downlineId: 1, amountMinor: 10_000, paymentPassword: '123456', requestId: rid() } }],
      ['transferFromDownline', { body: { downlineId: 1, amountMinor: 10_000, paymentPassword: '123456', requestId: rid() } }],
      ['registerDownline', { body: { username: 'trialkid1', password: 'Secret123', accountType: 'MEMBER', rebateBp: 0 } }],
    ];
    for (const [name, options] of calls)
      expect(await refusal(trial.call(name, v.unknown(), options)), name).toMatchObject({ errorCode: 'account.trial', status: 403 });
    // The sportsbook's real-money door and the real game launch answer the same.
    expect(await refusal(trial.call('fbSportsLaunch', v.unknown(), { query: { language: 'EN', clientType: 3, platform: 'html5-desktop' } }))).toMatchObject({
      errorCode: 'account.trial',
    });
    expect(await refusal(trial.call('launchGame', v.unknown(), { query: { ...launchQuery('PG'), accountType: 1 } }))).toMatchObject({
      errorCode: 'account.trial',
    });

    expect(await wallet()).toBe(walletBefore);
    expect(counts()).toEqual(before);
    expectBalancedBooks();
  });
});

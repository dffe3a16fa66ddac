import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PLATFORM_DIALECTS, pathFor, type PlatformDialect } from '~/platform-client/dialects';
import { endpoints, type Endpoint } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { ContractAnswerSchema } from '~/platform-client/schemas/contracts';
import { MessageListSchema, UnreadCountSchema } from '~/platform-client/schemas/inbox';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { PointBalanceSchema } from '~/platform-client/schemas/points';
import { SystemStatusSchema } from '~/platform-client/schemas/system';
import { VendorLanesSchema } from '~/platform-client/schemas/games';
import { startPlatform, type PlatformHandle } from '@whitelabel/reference-platform/server';
import { addPlatformMember } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** Each generation of call names against the reference platform, and the platform narrowed to the known contract. */
const temp = useTempPlatform('platform-dialects-');
let created = 0;

async function signedIn(baseUrl: string, dialect: PlatformDialect, dbPath = temp.dbPath) {
  const callNames = { dialect };
  const username = `dialect${++created}`;
  await addPlatformMember(dbPath, { merchant: 'demoa01', username, password: 'Secret123', balanceMinor: 12_345 });
  const guest = createPlatformClient({ baseUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, callNames });
  const { token } = await guest.call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  return { guest, member: createPlatformClient({ baseUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, token, callNames }) };
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return (error as PlatformError).details;
}

describe.each(PLATFORM_DIALECTS)('the %s generation of call names', (dialect) => {
  it('boots, signs in, reads the wallet, the inbox, the points and answers a contract under its own names', async () => {
    const { guest, member } = await signedIn(temp.platform.url, dialect);
    expect((await guest.call('systemStatus', SystemStatusSchema)).maintenance).toBe(false);
    expect((await guest.call('vendorLanes', VendorLanesSchema, { query: { platform: 'html5-desktop' } })).data.lanes.length).toBeGreaterThan(0);
    // The older generation's balance path answers its older shape; the site reads both as one.
    const wallet = await member.call('balance', WalletBalanceSchema);
    expect(wallet.balance.find((w) => w.wallet === 'MAIN')?.availBalance).toBeCloseTo(123.45, 2);
    expect(wallet.currency).not.toBe('');
    expect(await member.call('unreadCount', UnreadCountSchema)).toBe(0);
    expect((await member.call('messageList', MessageListSchema)).list).toEqual([]);
    expect(v.is(PointBalanceSchema, await member.call('pointBalance', PointBalanceSchema))).toBe(true);
    // A contract the member never had: the platform knows the call by this name and refuses the contract, not the call.
    expect(await refusalOf(member.call('processDividendContract', ContractAnswerSchema, { query: { contractId: 999_999, action: 'ACCEPT' } }))).toMatchObject({
      errorCode: 'contract.not.found',
    });
  });
});

describe('names by generation', () => {
  it('the older generation speaks MCS2_ and the legacy paths, the newer MCSFE_ and v2; a brand override wins', () => {
    expect(pathFor('processDividendContract', { dialect: 'mcs2' })).toBe('/wps/relay/MCS2_processDividendReq');
    expect(pathFor('processDividendContract', { dialect: 'mcsfe' })).toBe('/wps/relay/MCSFE_processContractDividend');
    expect(pathFor('claimRaffle', { dialect: 'mcs2' })).toBe('/wps/relay/MCS2_claimRafflePromotion');
    expect(pathFor('balance', { dialect: 'mcs2' })).toBe('/wps/wallets/balance');
    expect(pathFor('systemStatus', { dialect: 'mcsfe' })).toBe('/wps/v2/system/status');
    expect(pathFor('announcements', { dialect: 'mcsfe', overrides: { announcements: '/wps/relay/CCSFE_getListAnnouncements' } })).toBe(
      '/wps/relay/CCSFE_getListAnnouncements',
    );
  });
});

describe('PLATFORM_CONTRACT=strict', () => {
  let dir = '';
  let strict: PlatformHandle;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-strict-'));
    fs.copyFileSync(temp.dbPath, path.join(dir, 'platform.db'));
    strict = await startPlatform({ port: 0, dbPath: path.join(dir, 'platform.db'), contract: 'strict' });
  });
  afterAll(async () => {
    await strict?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the contract calls and refuses every extension as an unknown call', async () => {
    const { member } = await signedIn(strict.url, 'mcsfe', path.join(dir, 'platform.db'));
    expect(await member.call('unreadCount', UnreadCountSchema)).toBe(0);
    expect((await member.call('balance', WalletBalanceSchema)).sumBalance).toBeCloseTo(123.45, 2);
    for (const name of ['publicState', 'depositChannels', 'chatMessages', 'blogList'] as const) {
      expect((endpoints[name] as Endpoint).extension, name).toBe(true);
      expect(await refusalOf(member.call(name, v.unknown())), name).toMatchObject({ status: 404, errorCode: 'not.found' });
    }
  });
});

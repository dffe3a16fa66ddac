import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { MoneyMoveSchema, TransferResultSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** A money move looked up by its requestId (decision 036), and one key booking once however many sends race. */
const temp = useTempPlatform('platform-money-moves-');

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
let created = 0;
async function newPlayer(merchant: string, balanceMinor: number) {
  const username = `moves${++created}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', balanceMinor });
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  return clientOf(merchant, token);
}
const lookUp = (client: ReturnType<typeof clientOf>, requestId: string) => client.call('moneyMoveByRequestId', MoneyMoveSchema, { query: { requestId } });

describe('a money move by its requestId', () => {
  it('twelve racing sends of one key book one transfer, which the lookup shows to its member only', async () => {
    const owner = await newPlayer('democ03', 100_00);
    const stranger = await newPlayer('democ03', 100_00);
    const key = crypto.randomUUID();
    expect(await lookUp(owner, key)).toEqual({ found: false });

    const body = { from: 'MAIN', to: 'PG', amountMinor: 30_00, requestId: key };
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => owner.call('walletTransfer', TransferResultSchema, { body })));
    const booked = answers.filter((a) => a.status === 'fulfilled');
    expect(booked).toHaveLength(1);
    for (const a of answers) if (a.status === 'rejected') expect((a.reason as PlatformError).details.errorCode).toBe('request.duplicate');

    expect(await lookUp(owner, key)).toMatchObject({ found: true, kind: 'TRANSFER', amountMinor: 30_00, status: 'DONE' });
    // Another member's key is nothing to them.
    expect(await lookUp(stranger, key)).toEqual({ found: false });
    expect(adminCommand(temp.dbPath, 'ledger', 'check', 'democ03')).toMatch(/^democ03: ledger balanced/);
  }, 60_000);

  it('refuses a malformed key and a request without a session', async () => {
    const owner = await newPlayer('demoa01', 0);
    await expect(lookUp(owner, 'x')).rejects.toMatchObject({ details: { status: 400 } });
    await expect(lookUp(clientOf('demoa01'), crypto.randomUUID())).rejects.toBeInstanceOf(PlatformError);
  });
});

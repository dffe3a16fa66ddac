import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import {
  ApplicationImageSchema,
  PromotionAppliedSchema,
  PromotionCategoriesSchema,
  PromotionClaimedSchema,
  PromotionDetailSchema,
  PromotionJoinedSchema,
  PromotionsSchema,
  type Promotion,
} from '~/platform-client/schemas/promotions';
import { ClaimHistorySchema } from '~/platform-client/schemas/rewards';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, messagesOf, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';
import { noisyJpeg, noisyPng } from '../support/test-images';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Promotions and activity applications of decision 017 on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-promotions-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  username: string;
  id: number;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
let created = 0;
async function newPlayer(merchant = 'demoa01', extra: { createdDaysAgo?: number; vip?: number } = {}): Promise<Player> {
  const username = `promo${++created}`;
  const id = await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123' });
  if (extra.createdDaysAgo) writePlatformDb(temp.dbPath, 'UPDATE members SET created_at = ? WHERE id = ?', Date.now() - extra.createdDaysAgo * 86_400_000, id);
  if (extra.vip) writePlatformDb(temp.dbPath, 'UPDATE members SET vip_level = ? WHERE id = ?', extra.vip, id);
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  const client = clientOf(merchant, token);
  return { username, id, call: (name, schema, options) => client.call(name, schema, options) };
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; status: number; value: unknown }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, status, value } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', status: status ?? 0, value };
  }
  throw new Error('expected a refusal');
}
const rid = () => crypto.randomUUID();
const read = <T>(sql: string, ...params: unknown[]): T => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};
const balanceOf = async (p: Player) => (await p.call('balance', WalletBalanceSchema)).sumBalanceMinor ?? 0;
const list = (p: Player) => p.call('availablePromotions', PromotionsSchema);
const titled = (promotions: Promotion[], title: string) => {
  const found = promotions.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion "${title}" in ${promotions.map((p) => p.title).join(', ')}`);
  return found;
};
const statusOf = async (p: Player, title: string) => titled(await list(p), title).status;
const promotionTransactions = (memberId: number) =>
  read<{ n: number }>("SELECT COUNT(*) AS n FROM ledger_transactions WHERE member_id = ? AND kind = 'PROMOTION'", memberId).n;
const expectBalancedBooks = () => expect(adminCommand(temp.dbPath, 'ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);

const PNG = noisyPng(16, 16);
const JPEG = noisyJpeg(16, 16);
const upload = (p: Player, bytes: Buffer, type: 'image/png' | 'image/jpeg' = 'image/png') =>
  p.call('uploadApplicationImage', ApplicationImageSchema, { upload: { bytes: new Uint8Array(bytes), type } });
/** The operator's console; a refusal exits 1 and comes back as its output. */
function admin(...args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: adminCommand(temp.dbPath, ...args) };
  } catch (error) {
    const e = error as { status: number; stderr: string; stdout: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

describe('promotions on the reference platform', () => {
  it('shows guests every promotion with the first step of its kind, coming soon before the start and closed after the end', async () => {
    const guest = await clientOf('demoa01').call('merchantAvailablePromotions', PromotionsSchema);
    const byTitle = (t: string) => titled(guest, t);
    expect(byTitle('New Player Welcome Pack')).toMatchObject({
      action: 'CLAIM',
      status: 'CLAIM',
      eligible: null,
      bonusMinor: 88_00,
      currency: 'PHP',
      currencyExponent: 2,
    });
    expect(byTitle('Wager Challenge ₱50')).toMatchObject({ action: 'JOIN', status: 'JOIN', targetValidBetMinor: 1_000_00 });
    expect(byTitle('Share Your Big Win')).toMatchObject({ action: 'APPLY', status: 'APPLY', nextAction: 'APPLY' });
    expect(byTitle('Lucky Fishing Week')).toMatchObject({ status: 'COMING_SOON', nextAction: null });
    expect(byTitle('Mid-Autumn Lottery Festival')).toMatchObject({ status: 'CLOSE', nextAction: null });
    // The card image is the announcement's image of sequence 1.
    expect(byTitle('Deposit ₱500, Claim ₱100').imageUrl).toMatch(/\/cdn\/promo\/\d+\.svg$/);

    const categories = await clientOf('demoa01').call('promotionCategories', PromotionCategoriesSchema);
    expect(categories.map((c) => c.category)).toEqual([
      'rng_promo',
      'live_promo',
      'fish_promo',
      'lotto_promo',
      'rebate_promo',
      'deposit_promo',
      'new_player',
      'other_promo',
    ]);
    expect(categories.find((c) => c.category === 'rng_promo')?.count).toBe(2);

    // Jade Dragon's own promotions, in Vietnamese and in dong.
    const jade = await createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demob02', language: 'VI', timeoutMs: 15_000 }).call(
      'merchantAvailablePromotions',
      PromotionsSchema,
    );
    expect(jade.map((p) => p.title)).toContain('Khoe chiến thắng – nhận ₫100.000');
    expect(new Set(jade.map((p) => p.currency))).toEqual(new Set(['VND']));
    expect(new Set(jade.map((p) => p.status))).toEqual(new Set(['CLAIM', 'APPLY', 'JOIN', 'COMING_SOON', 'CLOSE']));
  });

  it('pays a CLAIM promotion once with its turnover requirement: a replay and a second claim move nothing', async () => {
    const p = await newPlayer();
    const promo = titled(await list(p), 'New Player Welcome Pack');
    expect(promo).toMatchObject({ status: 'CLAIM', eligible: true });
    const before = await balanceOf(p);
    const requestId = rid();
    const paid = await p.call('claimPromotion', PromotionClaimedSchema, { body: { id: promo.id, requestId } });
    expect(paid).toMatchObject({ status: 'CLAIMED', amountMinor: 88_00, turnoverRequiredMinor: 264_00 });
    expect(await balanceOf(p)).toBe(before + 88_00);
    expect((await refusal(p.call('claimPromotion', PromotionClaimedSchema, { body: { id: promo.id, requestId } }))).errorCode).toBe('request.duplicate');
    expect((await refusal(p.call('claimPromotion', PromotionClaimedSchema, { body: { id: promo.id, requestId: rid() } }))).errorCode).toBe('promotion.claimed');
    expect(await balanceOf(p)).toBe(before + 88_00);
    expect(promotionTransactions(p.id)).toBe(1);

    // The detail shows the bonus's wagering, and the claim list (source PROMOTION) the payment.
    const detail = await p.call('promotionDetail', PromotionDetailSchema, { query: { id: promo.id } });
    expect(detail).toMatchObject({ status: 'CLAIMED', turnover: { requiredMinor: 264_00, doneMinor: 0, status: 'ACTIVE' } });
    const history = await p.call(
      'promotionClaimList',
      v.object({ list: v.array(v.object({ kind: v.string(), amountMinor: v.number(), title: v.string() })) }),
      { query: { source: 'PROMOTION' } },
    );
    expect(history.list).toEqual([{ kind: 'PROMOTION', amountMinor: 88_00, title: 'New Player Welcome Pack' }]);
    // The reward centre's own list is as it was: promotions are not among its kinds.
    expect((await p.call('promotionClaimList', ClaimHistorySchema)).list).toEqual([]);
    expectBalancedBooks();
  });

  it('pays once when five claims race', async () => {
    const p = await newPlayer();
    const promo = titled(await list(p), 'New Player Welcome Pack');
    const before = await balanceOf(p);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => p.call('claimPromotion', PromotionClaimedSchema, { body: { id: promo.id, requestId: rid() } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as PlatformError).details.errorCode] : []));
    expect(codes).toEqual(['promotion.claimed', 'promotion.claimed', 'promotion.claimed', 'promotion.claimed']);
    expect(await balanceOf(p)).toBe(before + 88_00);
    expect(promotionTransactions(p.id)).toBe(1);
    expectBalancedBooks();
  });

  it('walks a JOIN promotion: JOIN → PROCESS while wagering → CLAIM at the target → CLAIMED; joining alone ends at JOINED', async () => {
    const p = await newPlayer();
    const tournament = titled(await list(p), 'Wager Challenge ₱50');
    const joined = await p.call('joinPromotion', PromotionJoinedSchema, { body: { id: tournament.id, requestId: rid() } });
    expect(joined.status).toBe('PROCESS');
    expect((await refusal(p.call('joinPromotion', PromotionJoinedSchema, { body: { id: tournament.id, requestId: rid() } }))).errorCode).toBe(
      'promotion.joined',
    );
    expect((await refusal(p.call('claimPromotion', PromotionClaimedSchema, { body: { id: tournament.id, requestId: rid() } }))).errorCode).toBe(
      'promotion.target.not.met',
    );

    const bet = (minor: number) =>
      writePlatformDb(
        temp.dbPath,
        "INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, valid_bet_minor, status) VALUES ('demoa01', ?, ?, ?, 'RNG', 'PG', 'Demo', ?, ?, 'SETTLED')",
        p.id,
        Date.now(),
        Date.now(),
        minor,
        minor,
      );
    bet(400_00);
    let now = titled(await list(p), 'Wager Challenge ₱50');
    expect(now).toMatchObject({ status: 'PROCESS', progress: { doneMinor: 400_00, requiredMinor: 1_000_00 } });
    bet(700_00);
    now = titled(await list(p), 'Wager Challenge ₱50');
    expect(now).toMatchObject({ status: 'CLAIM', nextAction: 'CLAIM', progress: { doneMinor: 1_000_00, requiredMinor: 1_000_00 } });
    const before = await balanceOf(p);
    await p.call('claimPromotion', PromotionClaimedSchema, { body: { id: tournament.id, requestId: rid() } });
    expect(await balanceOf(p)).toBe(before + 50_00);
    expect(await statusOf(p, 'Wager Challenge ₱50')).toBe('CLAIMED');

    const cashback = titled(await list(p), 'Live Casino Club');
    expect((await p.call('joinPromotion', PromotionJoinedSchema, { body: { id: cashback.id, requestId: rid() } })).status).toBe('JOINED');
    expect(await statusOf(p, 'Live Casino Club')).toBe('JOINED');
    expectBalancedBooks();
  });

  it('refuses what the rules do not allow, changing nothing: not eligible, coming soon, closed, another kind, unknown', async () => {
    const veteran = await newPlayer('demoa01', { createdDaysAgo: 60 });
    const promotions = await list(veteran);
    const before = await balanceOf(veteran);
    const welcome = titled(promotions, 'New Player Welcome Pack');
    expect(welcome.eligible).toBe(false);
    expect(welcome.eligibility).toEqual([{ rule: 'NEW_MEMBER', days: 30, met: false }]);
    const refused = await refusal(veteran.call('claimPromotion', PromotionClaimedSchema, { body: { id: welcome.id, requestId: rid() } }));
    expect(refused).toMatchObject({ errorCode: 'promotion.not.eligible', value: { rules: ['NEW_MEMBER'] } });
    const vip = titled(promotions, 'VIP Season Reload');
    expect(vip.eligibility).toEqual([{ rule: 'VIP_LEVEL', required: 5, current: 0, met: false }]);
    expect((await refusal(veteran.call('claimPromotion', PromotionClaimedSchema, { body: { id: vip.id, requestId: rid() } }))).errorCode).toBe(
      'promotion.not.eligible',
    );
    expect(
      (await refusal(veteran.call('joinPromotion', PromotionJoinedSchema, { body: { id: titled(promotions, 'Lucky Fishing Week').id, requestId: rid() } })))
        .errorCode,
    ).toBe('promotion.not.started');
    expect(
      (
        await refusal(
          veteran.call('claimPromotion', PromotionClaimedSchema, { body: { id: titled(promotions, 'Mid-Autumn Lottery Festival').id, requestId: rid() } }),
        )
      ).errorCode,
    ).toBe('promotion.closed');
    expect((await refusal(veteran.call('joinPromotion', PromotionJoinedSchema, { body: { id: vip.id, requestId: rid() } }))).errorCode).toBe(
      'promotion.action.invalid',
    );
    expect(await refusal(veteran.call('promotionDetail', PromotionDetailSchema, { query: { id: 999_999 } }))).toMatchObject({
      errorCode: 'promotion.not.found',
      status: 404,
    });
    expect(await refusal(veteran.call('claimPromotion', PromotionClaimedSchema, { body: { id: 'x', requestId: rid() } }))).toMatchObject({
      errorCode: 'promotion.not.found',
    });
    expect(await balanceOf(veteran)).toBe(before);
    expect(promotionTransactions(veteran.id)).toBe(0);

    // A VIP 6 member may claim the VIP reload.
    const whale = await newPlayer('demoa01', { vip: 6 });
    await whale.call('claimPromotion', PromotionClaimedSchema, { body: { id: vip.id, requestId: rid() } });
    expect(await statusOf(whale, 'VIP Season Reload')).toBe('CLAIMED');
  });

  it('checks application images: PNG or JPEG by their bytes, at most 5 MB, stored under generated names outside any web root', async () => {
    const p = await newPlayer();
    const png = await upload(p, PNG);
    const jpg = await upload(p, JPEG, 'image/jpeg');
    expect(png.contentType).toBe('image/png');
    expect(png.size).toBeGreaterThan(0);
    expect(jpg.contentType).toBe('image/jpeg');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await refusal(upload(p, html))).errorCode).toBe('upload.invalid');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await refusal(upload(p, svg))).errorCode).toBe('upload.invalid');
    expect(await refusal(upload(p, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])))).toMatchObject({ errorCode: 'upload.too.large', status: 413 });
    const rows = new Database(temp.dbPath, { readonly: true });
    const files = rows.prepare('SELECT file_name FROM promotion_uploads WHERE member_id = ?').pluck().all(p.id) as string[];
    rows.close();
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/);
      expect(fs.existsSync(path.join(temp.dir, 'promotion-uploads', name))).toBe(true);
    }
  });

  it('takes an application (comment ≤ 140, ≤ 3 images), shows Applying, and the operator approves: paid once, inbox notice, ISSUED', async () => {
    const p = await newPlayer();
    const promo = titled(await list(p), 'Share Your Big Win');
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(p, PNG)).id);
    const apply = (body: Record<string, unknown>) => p.call('applyPromotion', PromotionAppliedSchema, { body: { id: promo.id, requestId: rid(), ...body } });
    expect((await refusal(apply({ comment: 'Four screenshots', imageIds: ids }))).errorCode).toBe('application.images.too.many');
    expect((await refusal(apply({ comment: 'x'.repeat(141), imageIds: ids.slice(0, 2) }))).errorCode).toBe('application.comment.too.long');
    expect((await refusal(apply({ comment: '   ', imageIds: ids.slice(0, 2) }))).errorCode).toBe('application.comment.required');
    const stranger = await newPlayer();
    const theirs = (await upload(stranger, PNG)).id;
    expect((await refusal(apply({ comment: 'Not mine', imageIds: [theirs] }))).errorCode).toBe('application.image.not.found');
    expect(await statusOf(p, 'Share Your Big Win')).toBe('APPLY');

    const requestId = rid();
    const applied = await p.call('applyPromotion', PromotionAppliedSchema, {
      body: { id: promo.id, requestId, comment: 'x'.repeat(140), imageIds: ids.slice(0, 2) },
    });
    expect(applied).toMatchObject({ status: 'APPLYING', images: 2 });
    expect(
      (await refusal(p.call('applyPromotion', PromotionAppliedSchema, { body: { id: promo.id, requestId, comment: 'again', imageIds: [] } }))).errorCode,
    ).toBe('request.duplicate');
    expect((await refusal(apply({ comment: 'once more', imageIds: [ids[2]] }))).errorCode).toBe('promotion.applied');
    const applying = titled(await list(p), 'Share Your Big Win');
    expect(applying).toMatchObject({ status: 'APPLYING', nextAction: null, application: { status: 'PENDING', images: 2 } });

    const queue = admin('promo', 'list', 'demoa01');
    expect(queue.code).toBe(0);
    expect(queue.out).toContain(`${applied.applicationId}  PENDING  ${p.username}`);
    expect(queue.out.match(/image: .*promotion-uploads\/[0-9a-f-]{36}\.png/g)).toHaveLength(2);

    const before = await balanceOf(p);
    const approved = admin('promo', 'approve', 'demoa01', String(applied.applicationId));
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.out).toContain('approved, 188.00 PHP paid');
    expect(await balanceOf(p)).toBe(before + 188_00);
    expect(admin('promo', 'approve', 'demoa01', String(applied.applicationId))).toMatchObject({ code: 1, out: expect.stringContaining('application.decided') });
    expect(admin('promo', 'reject', 'demoa01', String(applied.applicationId), 'late')).toMatchObject({ code: 1 });
    expect(await balanceOf(p)).toBe(before + 188_00);
    expect(promotionTransactions(p.id)).toBe(1);
    expect(await statusOf(p, 'Share Your Big Win')).toBe('ISSUED');
    expect(messagesOf(temp.dbPath, 'demoa01', p.username)).toEqual([
      { type: 'info_promotion_result', params: { promotionTitle: 'Share Your Big Win', status: 'APPROVED', bonusMinor: 188_00, currency: 'PHP' } },
    ]);
    expectBalancedBooks();
  });

  it('rejects with a reason and a notice; the player may apply again', async () => {
    const p = await newPlayer();
    const promo = titled(await list(p), 'Refer a Friend');
    const first = await p.call('applyPromotion', PromotionAppliedSchema, {
      body: { id: promo.id, requestId: rid(), comment: 'My friend deposited', imageIds: [] },
    });
    const rejected = admin('promo', 'reject', 'demoa01', String(first.applicationId), 'No', 'deposit', 'found');
    expect(rejected).toMatchObject({ code: 0 });
    const now = titled(await list(p), 'Refer a Friend');
    expect(now).toMatchObject({ status: 'REJECTED', nextAction: 'APPLY', application: { status: 'REJECTED', reason: 'No deposit found' } });
    expect(messagesOf(temp.dbPath, 'demoa01', p.username)).toEqual([
      { type: 'info_promotion_result', params: { promotionTitle: 'Refer a Friend', status: 'REJECTED', currency: 'PHP', reason: 'No deposit found' } },
    ]);
    expect(promotionTransactions(p.id)).toBe(0);
    const second = await p.call('applyPromotion', PromotionAppliedSchema, {
      body: { id: promo.id, requestId: rid(), comment: 'Here is the slip', imageIds: [(await upload(p, JPEG, 'image/jpeg')).id] },
    });
    expect(second.applicationId).not.toBe(first.applicationId);
    expect(await statusOf(p, 'Refer a Friend')).toBe('APPLYING');
    expect(admin('promo', 'approve', 'demoa01', '999999')).toMatchObject({ code: 1, out: expect.stringContaining('application.not.found') });
  });
});

import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { MessageListSchema, MessageSchema, UnreadCountSchema } from '~/platform-client/schemas/inbox';
import { FeedbackImageSchema, FeedbackListSchema, FeedbackSentSchema } from '~/platform-client/schemas/feedback';
import { AffiliateApplicationSchema, AffiliateProgrammeSchema } from '~/platform-client/schemas/join';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';
import { noisyPng, paddedPng } from '../support/test-images';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Join us and feedback (decision 021) on the reference platform, through the site's typed client and the operator's console. */
const temp = useTempPlatform('platform-joinfb-');

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
const adminFails = (...args: string[]) => {
  try {
    admin(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error('expected the command to fail');
};
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', value, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const count = (sql: string, ...params: unknown[]) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
};
let made = 0;
async function newPlayer(merchant = 'demoa01', type = 0) {
  const username = `fb${++made}${type ? 'trial' : ''}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', type });
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  return { username, client: clientOf(merchant, token) };
}
const png = (size?: number) => (size === undefined ? new Uint8Array(noisyPng(8, 8)) : paddedPng(size));
const application = (extra: Record<string, unknown> = {}) => ({
  name: 'Maria Santos',
  email: 'maria@example.com',
  mobile: '',
  messengerId: '@maria_plays',
  channel: 'SOCIAL',
  experience: 'I run a slots community of 4,000 members on Facebook.',
  requestId: crypto.randomUUID(),
  ...extra,
});

describe('the affiliate programme', () => {
  it('answers each brand its own commission tiers to guests, rates in basis points and bars in minor units', async () => {
    const a = await clientOf('demoa01').call('affiliateProgramme', AffiliateProgrammeSchema);
    expect(a.currency).toBe('PHP');
    expect(a.tiers.length).toBeGreaterThanOrEqual(3);
    expect(a.tiers[0]).toMatchObject({ level: 1, commissionBp: 2500 });
    // Higher tiers ask more and pay more.
    for (let i = 1; i < a.tiers.length; i++) {
      expect(a.tiers[i]!.minActivePlayers).toBeGreaterThan(a.tiers[i - 1]!.minActivePlayers);
      expect(a.tiers[i]!.commissionBp).toBeGreaterThan(a.tiers[i - 1]!.commissionBp);
    }
    const b = await clientOf('demob02').call('affiliateProgramme', AffiliateProgrammeSchema);
    expect(b.currency).toBe('VND');
    expect(b.tiers).not.toEqual(a.tiers);
  });

  it('is not offered where AFFMAN3 is off', async () => {
    expect((await refusal(clientOf('democ03').call('affiliateProgramme', AffiliateProgrammeSchema))).errorCode).toBe('function.not.available');
  });
});

describe('affiliate applications', () => {
  it('reach the operator: stored once per request id, listed and shown by the console', async () => {
    const form = application();
    const first = await clientOf('demoa01').call('applyAffiliate', AffiliateApplicationSchema, { body: form });
    const again = await clientOf('demoa01').call('applyAffiliate', AffiliateApplicationSchema, { body: form });
    expect(again.id).toBe(first.id);
    expect(count('SELECT COUNT(*) FROM affiliate_applications WHERE request_id = ?', form.requestId)).toBe(1);
    expect(admin('affiliate', 'list', 'demoa01')).toMatch(new RegExp(`#${first.id} .*SOCIAL .*Maria Santos .*maria@example.com`));
    const shown = admin('affiliate', 'show', 'demoa01', String(first.id));
    expect(shown).toContain('@maria_plays');
    expect(shown).toContain('slots community of 4,000');
    // Another brand's operator does not see it.
    expect(admin('affiliate', 'list', 'demob02')).not.toContain('Maria Santos');
    expect(adminFails('affiliate', 'show', 'demob02', String(first.id))).toMatch(/no application/);
  });

  it('refuses an application without a way to reach the applicant, or with a bad e-mail or channel, and stores nothing', async () => {
    const before = count('SELECT COUNT(*) FROM affiliate_applications');
    for (const [extra, field] of [
      [{ email: '', mobile: '' }, 'contact'],
      [{ email: 'not-an-email' }, 'email'],
      [{ channel: 'TELEPATHY' }, 'channel'],
      [{ name: '  ' }, 'name'],
    ] as const) {
      const r = await refusal(clientOf('demoa01').call('applyAffiliate', AffiliateApplicationSchema, { body: application(extra) }));
      expect(r).toMatchObject({ errorCode: 'affiliate.application.invalid', value: { field } });
    }
    expect(
      (await refusal(clientOf('demoa01').call('applyAffiliate', AffiliateApplicationSchema, { body: application({ experience: 'x'.repeat(501) }) }))).errorCode,
    ).toBe('request_param_err');
    expect(count('SELECT COUNT(*) FROM affiliate_applications')).toBe(before);
  });
});

describe('feedback', () => {
  it('is sent without a screenshot and listed for its player only, OPEN', async () => {
    const p = await newPlayer();
    const sent = await p.client.call('feedback', FeedbackSentSchema, { body: { category: 'GAMES', content: 'The fishing game froze after the bonus round.' } });
    expect(sent.status).toBe('OPEN');
    const mine = await p.client.call('feedbackList', FeedbackListSchema);
    expect(mine.list).toEqual([expect.objectContaining({ id: sent.id, category: 'GAMES', status: 'OPEN', hasImage: false, replies: [] })]);
    const other = await newPlayer();
    expect((await other.client.call('feedbackList', FeedbackListSchema)).list).toEqual([]);
  });

  it('carries a checked screenshot that only its uploader can attach, once', async () => {
    const p = await newPlayer();
    const { imageId } = await p.client.call('uploadFeedbackImage', FeedbackImageSchema, { upload: { bytes: png(), type: 'image/png' } });
    const other = await newPlayer();
    expect((await refusal(other.client.call('feedback', FeedbackSentSchema, { body: { category: 'DEPOSIT', content: 'Not mine', imageId } }))).errorCode).toBe(
      'feedback.image.not.found',
    );
    const sent = await p.client.call('feedback', FeedbackSentSchema, { body: { category: 'DEPOSIT', content: 'My GCash deposit is still pending.', imageId } });
    expect(
      (await refusal(p.client.call('feedback', FeedbackSentSchema, { body: { category: 'DEPOSIT', content: 'Same image again', imageId } }))).errorCode,
    ).toBe('feedback.image.not.found');
    expect((await p.client.call('feedbackList', FeedbackListSchema)).list[0]).toMatchObject({ id: sent.id, hasImage: true });
    expect(admin('feedback', 'list', 'demoa01')).toMatch(new RegExp(`#${sent.id} .*OPEN .*DEPOSIT .*${p.username} .*screenshot`));
  });

  it('refuses a file that is not a PNG or JPEG by its bytes, a huge image and bad text, storing nothing', async () => {
    const p = await newPlayer();
    const images = count('SELECT COUNT(*) FROM feedback_images');
    const feedback = count('SELECT COUNT(*) FROM feedback');
    const fake = new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>;
    expect((await refusal(p.client.call('uploadFeedbackImage', FeedbackImageSchema, { upload: { bytes: fake, type: 'image/png' } }))).errorCode).toBe(
      'upload.invalid',
    );
    const big = await refusal(p.client.call('uploadFeedbackImage', FeedbackImageSchema, { upload: { bytes: png(5 * 1024 * 1024 + 1), type: 'image/png' } }));
    expect(big).toMatchObject({ errorCode: 'upload.too.large', status: 413 });
    expect((await refusal(p.client.call('feedback', FeedbackSentSchema, { body: { category: 'GAMES', content: 'x'.repeat(10_000) } }))).errorCode).toBe(
      'feedback.invalid',
    );
    expect(
      (await refusal(p.client.call('feedback', FeedbackSentSchema, { body: { category: 'LOTTERY', content: 'A category that does not exist' } }))).errorCode,
    ).toBe('feedback.invalid');
    expect(count('SELECT COUNT(*) FROM feedback_images')).toBe(images);
    expect(count('SELECT COUNT(*) FROM feedback')).toBe(feedback);
  });

  it('is refused to trial accounts and where FEEDBACK3 is off', async () => {
    const trial = await newPlayer('demoa01', 4);
    expect(await refusal(trial.client.call('feedback', FeedbackSentSchema, { body: { category: 'OTHER', content: 'Hello' } }))).toMatchObject({
      errorCode: 'account.trial',
      status: 403,
    });
    await addPlatformMember(temp.dbPath, { merchant: 'democ03', username: 'fbember', password: 'Secret123' });
    const { token } = await clientOf('democ03').call('login', LoginValueSchema, { body: { username: 'fbember', password: 'Secret123', type: 'username' } });
    expect((await refusal(clientOf('democ03', token).call('feedback', FeedbackSentSchema, { body: { category: 'OTHER', content: 'Hello' } }))).errorCode).toBe(
      'function.not.available',
    );
  });

  it('gets the operator’s reply in the list and as an unread inbox notice; closed feedback takes no more replies', async () => {
    const p = await newPlayer();
    const sent = await p.client.call('feedback', FeedbackSentSchema, { body: { category: 'WITHDRAWAL', content: 'When will my withdrawal arrive?' } });
    const unreadBefore = await p.client.call('unreadCount', UnreadCountSchema);
    expect(admin('feedback', 'reply', 'demoa01', String(sent.id), 'It was paid this morning. <b>Thanks</b> for waiting!')).toMatch(
      `replied to feedback #${sent.id}`,
    );
    const item = (await p.client.call('feedbackList', FeedbackListSchema)).list[0]!;
    expect(item).toMatchObject({ status: 'REPLIED', replies: [{ body: 'It was paid this morning. <b>Thanks</b> for waiting!' }] });
    expect(await p.client.call('unreadCount', UnreadCountSchema)).toBe(unreadBefore + 1);
    const inbox = await p.client.call('messageList', MessageListSchema, { query: { filter: 'unread' } });
    const notice = inbox.list.find((m) => m.title === `We replied to your feedback #${sent.id}`);
    expect(notice).toBeDefined();
    const message = await p.client.call('message', MessageSchema, { query: { id: notice!.id } });
    // The operator's text arrives escaped: their markup is shown, never run.
    expect(message.bodyHtml).toContain('&#60;b&#62;Thanks&#60;/b&#62;');
    expect(admin('feedback', 'close', 'demoa01', String(sent.id))).toMatch('closed');
    expect(adminFails('feedback', 'reply', 'demoa01', String(sent.id), 'One more')).toMatch(/is closed/);
    expect((await p.client.call('feedbackList', FeedbackListSchema)).list[0]).toMatchObject({ status: 'CLOSED', replies: [expect.anything()] });
    expect(adminFails('feedback', 'reply', 'demob02', String(sent.id), 'Wrong brand')).toMatch(/no feedback/);
  });
});

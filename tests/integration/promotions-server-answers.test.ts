import { describe, expect, it } from 'vitest';
import { multipart, postMultipart, type FilePart } from '../support/multipart';
import { addPlatformMember, queryPlatformDb } from '../support/platform-db';
import { elementOf, getPage, inputValue, testIdText, textOf } from '../support/served-markup';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';
import { noisyPng } from '../support/test-images';

/**
 * A promotion's application form as a browser without the script sends it (a multipart post of whatever files
 * were picked, no check on the page first): the site refuses too many images and a file that is not one in the
 * spec's words, and nothing reaches the platform. The hydrated form's own checks are driven in promotions.spec.ts.
 */
const env = useStack('promotions-nojs-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'Promo12345';

const get = (pathname: string, cookie: string) => getPage(env.stack.siteUrl, HOST, pathname, cookie);
/** A card's heading text (its title may be a link). */
const headingOf = (card: string) => textOf(elementOf(card, 'h\\d', ''));
/** The promotion id on the list's card whose heading is `title`. */
const idOf = (list: string, title: string) =>
  list
    .split(/(?=<[a-z]+\b[^>]*\sdata-testid="promotion-card")/)
    .find((card) => card.includes('data-testid="promotion-card"') && headingOf(card) === title)
    ?.match(/data-promotion-id="(\d+)"/)?.[1];

describe('applying without the script', () => {
  it('a fourth image and a foreign file are refused with the spec’s words, nothing is sent', async () => {
    const username = `prmnojs${process.pid % 10_000}`;
    const memberId = await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD });
    const cookie = await logIn(env.stack.siteUrl, HOST, username, PASSWORD);
    const list = await get('/promotions', cookie);
    expect(list.status).toBe(200);
    const id = idOf(list.body, 'Refer a Friend');
    expect(id, 'the Refer a Friend card').toBeTruthy();
    const detail = await get(`/promoDetail?id=${id}`, cookie);
    expect(detail.status).toBe(200);
    const form = elementOf(detail.body, 'form', 'data-testid="apply-form"');
    expect(form, 'the apply form').toContain('name="images"');
    const apply = (comment: string, files: FilePart[]) =>
      postMultipart(
        env.stack.siteUrl,
        HOST,
        `/promoDetail?id=${id}`,
        cookie,
        multipart({ id: inputValue(form, 'id')!, requestId: inputValue(form, 'requestId')!, comment }, files),
      );

    const four = [1, 2, 3, 4].map((n) => ({ name: 'images', filename: `slip-${n}.png`, type: 'image/png', bytes: noisyPng(48, 48, n) }));
    const tooMany = await apply('My friend deposited', four);
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(testIdText(tooMany.body, 'apply-error')).toBe('Cannot upload more than 3 images.');
    expect(testIdText(tooMany.body, 'promotion-status')).toBe('Apply');

    const page = { name: 'images', filename: 'slip.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') };
    const foreign = await apply('A page, not a picture', [page]);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(testIdText(foreign.body, 'apply-error')).toBe('Only PNG or JPG images can be uploaded.');
    expect(testIdText(foreign.body, 'promotion-status')).toBe('Apply');

    expect(queryPlatformDb(env.stack.dbPath, 'SELECT id FROM promotion_applications WHERE member_id = ?', memberId)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminHere, type AdminHere } from '../support/admin';
import { addPlatformMember } from '../support/platform-db';
import { attributeOf, elementOf, getPage, inputValue, testIdText, textOf } from '../support/served-markup';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * The point mall as a browser without JavaScript uses it: the redeem button is a link to the same page with a
 * confirmation panel, whose plain form redeems. What such a browser shows is the served markup; the dialog a
 * hydrated page opens instead is driven in point-mall.spec.ts.
 */
const env = useStack('point-mall-nojs-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'Points123';
let adminHere: AdminHere;
beforeAll(async () => {
  adminHere = await loadAdminHere();
});

const get = (pathname: string, cookie: string) => getPage(env.stack.siteUrl, HOST, pathname, cookie);

describe('the point mall without JavaScript', () => {
  it('the redeem button opens a confirmation on the page, and the form still works', async () => {
    const username = `mallnojs${process.pid % 10_000}`;
    await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: PASSWORD, balanceMinor: 10_000, paymentPassword: '135790' });
    expect(adminHere(env.stack.dbPath, 'points', 'grant', 'demoa01', username, '1000')).toContain(`${username} +1000 points`);
    const cookie = await logIn(env.stack.siteUrl, HOST, username, PASSWORD);

    const mall = await get('/pointMall', cookie);
    expect(mall.status).toBe(200);
    const redeem = elementOf(mall.body, 'a', 'aria-label="Redeem Mystery Gift Box"');
    const href = attributeOf(redeem, 'href') ?? '';
    expect(href, 'the item’s redeem link').toMatch(/^\/pointMall\?tab=redeem&redeem=\d+#redeem-confirm$/);

    // The link as the browser follows it: the same page, with the confirmation panel for that item.
    const confirm = await get(href.split('#')[0]!, cookie);
    expect(confirm.status).toBe(200);
    const panel = elementOf(confirm.body, 'section', 'data-testid="redeem-panel"');
    expect(textOf(panel)).toContain('Mystery Gift Box');
    const form = elementOf(panel, 'form', 'data-testid="redeem-form"');
    expect(attributeOf(form, 'action')).toBe('/pointMall?tab=redeem');

    const sent = await postForm(
      env.stack.siteUrl,
      HOST,
      '/pointMall?tab=redeem',
      { intent: 'redeem', itemId: inputValue(form, 'itemId')!, requestId: inputValue(form, 'requestId')!, paymentPassword: '135790' },
      cookie,
    );
    expect(sent.status, sent.body.slice(0, 300)).toBe(200);
    const statuses = [...sent.body.matchAll(/<(\w+)\b[^>]*role="status"[^>]*>[\s\S]*?<\/\1>/g)].map(([markup]) => textOf(markup));
    expect(
      statuses.some((text) => text.includes('Redeemed for 500 points')),
      statuses.join(' | '),
    ).toBe(true);
    expect(testIdText(sent.body, 'points-balance')).toContain('500');
  });
});

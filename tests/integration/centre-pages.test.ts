import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { addPlatformMember } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { steadyParts } from '../support/page-data';
import { useStack } from '../support/stack';

const env = useStack('centre-pages-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-a.localhost:3000';
const PAGE = '/member/depositv2';
const get = (pathname: string, cookie?: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

let serial = 0;
/** A new member of demo-a with its own name and balance, signed in as a browser keeps it (the image CDN cookie of its first page). */
async function player(balanceMinor: number) {
  const username = `cp${Date.now().toString(36).slice(-5)}${serial++}`;
  await addPlatformMember(env.stack.dbPath, { merchant: 'demoa01', username, password: 'Secret123', balanceMinor });
  const session = await logIn(env.stack.siteUrl, HOST, username, 'Secret123');
  const first = await get(PAGE, session);
  const cdn = [first.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('img_cdn='));
  return { username, cookie: cdn ? `${session}; ${cdn}` : session, first };
}

/** One deposit of `amount` on the brand's first channel, as a player without the script posts it; its reference and id as the list shows them. */
async function deposit(who: { cookie: string; first: { body: string } }, amount: string) {
  const channelId = /name="channelId" value="([^"]+)"/.exec(who.first.body)![1]!;
  const requestId = /name="requestId" value="([^"]+)"/.exec(who.first.body)![1]!;
  const posted = await postForm(env.stack.siteUrl, HOST, PAGE, { intent: 'deposit', channelId, amount, requestId }, who.cookie);
  expect(posted.status).toBe(302);
  const id = /deposit=(\d+)/.exec(String(posted.headers.location))![1]!;
  return { id };
}

/** The page once it is spliced: a session's first page restarts its idle clock (a whole render), and the first of a shape waits for its render. */
async function spliced(cookie: string) {
  for (let tries = 0; ; tries++) {
    const res = await get(PAGE, cookie);
    if (res.headers['x-cache'] === 'splice' || tries === 20) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The idempotency key of the page's form. */
const keyOf = (body: string) => /name="requestId" value="([^"]+)"/.exec(body)?.[1] ?? null;
/** A page with a player's own texts taken out of its markup and its data: two players of one shape then read the same. */
async function withoutTexts(body: string, texts: string[]) {
  const parts = await steadyParts(body);
  const out = (text: string) => texts.reduce((page, own) => page.split(own).join('‹text›'), text).replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?/g, '‹time›');
  return { markup: out(parts.markup), data: out(parts.data) };
}

describe('whole member-centre pages from a shared render', () => {
  it('never shows one player what is another’s, interleaved, from one page of their shape', { timeout: 120_000 }, async () => {
    const a = await player(1_234_56);
    const b = await player(7_890_12);
    // The same image CDN for both (it is part of a page's key; each first page picks one).
    const cdn = /img_cdn=[^;]*/.exec(a.cookie)?.[0];
    if (cdn) b.cookie = b.cookie.replace(/img_cdn=[^;]*/, cdn);
    const [da, db] = [await deposit(a, '512'), await deposit(b, '734')];
    const own = {
      a: { who: a, name: a.username, balance: '₱ 1,234.56', amount: '₱ 512.00', id: da.id },
      b: { who: b, name: b.username, balance: '₱ 7,890.12', amount: '₱ 734.00', id: db.id },
    };
    await spliced(a.cookie);
    await spliced(b.cookie);
    const pages: Record<'a' | 'b', string[]> = { a: [], b: [] };
    for (let round = 0; round < 3; round++) {
      const [pa, pb] = await Promise.all([get(PAGE, a.cookie), get(PAGE, b.cookie)]);
      pages.a.push(pa.body);
      pages.b.push(pb.body);
      for (const [res, mine, other] of [
        [pa, own.a, own.b],
        [pb, own.b, own.a],
      ] as const) {
        expect(res.status).toBe(200);
        expect(res.headers['x-cache']).toBe('splice');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toContain(mine.balance);
        expect(res.body).toContain(mine.amount);
        expect(res.body).toContain(`data-testid="deposit-${mine.id}"`);
        expect(res.body).toContain(`>${mine.name}<`);
        for (const text of [other.name, other.balance, other.amount, `data-testid="deposit-${other.id}"`]) expect(res.body).not.toContain(text);
        expect(res.body).not.toContain('zSpl1ce0');
      }
    }
    // Every answer its own idempotency key: never another answer's, never the other player's.
    const keys = [...pages.a, ...pages.b].map(keyOf);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // The two players' pages differ in their own texts only: one page of their shape, their texts written in.
    const references = (body: string) => [...body.matchAll(/Reference(?:<!-- -->| |: <strong>)+([\w-]{4,})/g)].map((m) => m[1]!);
    // The deposit's id where the page writes it (its digits alone also stand in the data's references to its entries).
    const idIn = (id: string) => [`deposit-${id}"`, `value="${id}"`, `"${id}"`];
    const textsOf = (mine: typeof own.a, body: string) => [mine.balance, mine.amount, ...idIn(mine.id), mine.name, ...references(body)];
    expect(references(pages.a[0]!).length).toBeGreaterThan(0);
    expect(await withoutTexts(pages.a[2]!, textsOf(own.a, pages.a[2]!))).toEqual(await withoutTexts(pages.b[2]!, textsOf(own.b, pages.b[2]!)));
  });

  it('writes the markup a whole render does', { timeout: 90_000 }, async () => {
    const a = await player(2_000_00);
    await deposit(a, '321');
    const page = await spliced(a.cookie);
    expect(page.headers['x-cache']).toBe('splice');
    // A cookie the guest-page key does not know: the page renders whole, the same markup outside the data script.
    const whole = await get(PAGE, `${a.cookie}; unknown=1`);
    expect(whole.headers['x-cache']).toBe('bypass');
    const markup = async (body: string) => (await steadyParts(body)).markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script/>');
    expect(await markup(page.body)).toBe(await markup(whole.body));
  });
});

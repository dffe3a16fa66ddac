import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { multipart, postMultipart } from '../support/multipart';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';
import { noisyPng } from '../support/test-images';

/**
 * Words a player reads: counts in the right plural, banner and promotion words in the page's language over
 * art that carries none, and the platform's support title in the page's language.
 */
const env = useStack('words-');
const PASSWORD = 'Words12345';

const get = (host: string, pathname: string, cookie?: string) =>
  httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The part of a page inside the element that carries `data-testid="<id>"`, up to the next section. */
const section = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  expect(at, `${testId} on the page`).toBeGreaterThan(0);
  return html.slice(at, html.indexOf('</section>', at));
};
const imageSources = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function newMember(merchant: string) {
  const username = `wd${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
  const id = await addPlatformMember(env.stack.dbPath, { merchant, username, password: PASSWORD });
  return { id, username };
}

/** A guest's page in `language`: the preference form sets it as the language switcher does. */
async function guestIn(host: string, language: string) {
  const res = await postForm(env.stack.siteUrl, host, '/resources/preferences', { language, redirectTo: '/index' });
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((l) => l.split(';')[0]!)
    .join('; ');
  expect(cookie, 'the preference cookie').not.toBe('');
  return cookie;
}

describe('counts read in the right plural', () => {
  it('one image and one bet are singular in English', async () => {
    const host = 'demo-a.localhost';
    const { id, username } = await newMember('demoa01');
    const cookie = await logIn(env.stack.siteUrl, host, username, PASSWORD);

    const list = (await get(host, '/promotions', cookie)).body;
    const card = /data-promotion-id="(\d+)"[^>]*data-status="APPLY"/.exec(list);
    expect(card, 'a promotion taking applications').toBeTruthy();
    const page = `/promoDetail?id=${card![1]}`;
    const form = multipart({ id: card![1]!, requestId: crypto.randomUUID(), comment: 'One screenshot' }, [
      { name: 'images', filename: 'win.png', type: 'image/png', bytes: noisyPng(400, 300) },
    ]);
    const sent = await postMultipart(env.stack.siteUrl, host, page, cookie, form);
    expect(sent.status, sent.body.slice(0, 300)).toBeLessThan(400);
    const state = visibleText((await get(host, page, cookie)).body);
    expect(state).toContain('Your application (1 image) is being reviewed.');
    expect(state).not.toContain('1 images');

    const now = Date.now();
    writePlatformDb(
      env.stack.dbPath,
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
       VALUES ('demoa01', ?, ?, ?, 'RNG', 'PG', 'Fortune Tiger', NULL, 1000, 0, 1000, 'SETTLED', NULL)`,
      id,
      now - 60_000,
      now - 30_000,
    );
    const records = visibleText((await get(host, '/member/personalHistoryCopy', cookie)).body);
    expect(records).toContain('Total (1 bet)');
    expect(records).not.toContain('1 bets');
  });
});

describe('every offered language reads its own words', () => {
  it('a Brazilian Portuguese page shows its texts, not their keys', async () => {
    const host = 'demo-a.localhost';
    const page = (await get(host, '/index', await guestIn(host, 'PT-BR'))).body;
    expect(page).toContain('lang="pt-BR"');
    const words = visibleText(page);
    expect(words).toContain('Entrar');
    expect(words).not.toMatch(/\b(header|nav|auth|home|footer)\.[a-zA-Z]+\b/);
  });
});

describe('banner and promotion words follow the language', () => {
  const ENGLISH_ART_WORDS = /Welcome Bonus|PLAY NOW|JOIN NOW|LEARN MORE|Play now|Join now/i;

  it('demo-b in Vietnamese writes its banner and promotion titles in Vietnamese, over art without words', async () => {
    const host = 'demo-b.localhost';
    const home = (await get(host, '/index')).body;
    expect(home).toContain('lang="vi"');
    const banners = section(home, 'banner-carousel');
    const words = visibleText(banners);
    expect(words).toContain('Thưởng Chào Mừng 150%');
    expect(words).toContain('Tìm hiểu thêm');
    expect(words).not.toMatch(ENGLISH_ART_WORDS);

    const promotions = (await get(host, '/promotions')).body;
    const cards = promotions.slice(promotions.indexOf('data-testid="promotion-card"'));
    expect(visibleText(cards)).toContain('Thưởng chào mừng ₫50.000');
    expect(visibleText(cards)).not.toMatch(ENGLISH_ART_WORDS);

    const art = [...imageSources(banners), ...imageSources(cards)].filter((src) => /\/(banner|promo)\//.test(src));
    expect(art.length, 'banner and promotion images').toBeGreaterThan(2);
    for (const src of new Set(art)) {
      const svg = await httpRequest(src.startsWith('http') ? src : `${env.stack.siteUrl}${src}`, src.startsWith('http') ? {} : { headers: { host } });
      expect([src, svg.status]).toEqual([src, 200]);
      expect(svg.body, `${src} draws words`).not.toMatch(/<text[\s>]/);
      expect(svg.body, src).not.toMatch(ENGLISH_ART_WORDS);
    }
  });

  it('demo-a in Chinese writes its banners in Chinese too', async () => {
    const cookie = await guestIn('demo-a.localhost', 'CN');
    const words = visibleText(section((await get('demo-a.localhost', '/index', cookie)).body, 'banner-carousel'));
    expect(words).toContain('首存100%奖金');
    expect(words).toContain('了解更多');
    expect(words).not.toMatch(/Welcome Bonus|Find out more/);
  });
});

describe("the platform's titles follow the language", () => {
  it('demo-a in Chinese names its live chat, notices and promotions in Chinese; the live chat is English in English', async () => {
    const host = 'demo-a.localhost';
    const cn = await guestIn(host, 'CN');
    const chinese = visibleText((await get(host, '/index', cn)).body);
    expect(chinese).toContain('在线客服');
    expect(chinese).not.toContain('24/7 Live Chat');
    // The seeded notices and promotions come in Chinese too (the platform answers in the asked language).
    expect(chinese).toContain('本周新游戏');
    expect(chinese).not.toContain('New games this week');
    const promotions = visibleText((await get(host, '/promotions', cn)).body);
    expect(promotions).toContain('投注挑战 ₱50');
    expect(promotions).not.toMatch(/Wager Challenge|Live Casino Club|New Player Welcome Pack|Refer a Friend/);
    const english = visibleText((await get(host, '/index', await guestIn(host, 'EN'))).body);
    expect(english).toContain('Live chat');
    // demo-b's platform names its chat in Vietnamese only; an English reader reads English.
    const jade = visibleText((await get('demo-b.localhost', '/index', await guestIn('demo-b.localhost', 'EN'))).body);
    expect(jade).toContain('Live chat');
    expect(jade).not.toContain('Hỗ trợ trực tuyến');
  });
});

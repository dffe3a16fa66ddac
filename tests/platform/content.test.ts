import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { seedDemoMerchants } from '@whitelabel/reference-platform/db/seed';
import { MERCHANTS, VENDORS } from '@whitelabel/reference-platform/db/seed-data';
import { copySeededTemplate } from '../support/seeded-platform';
import { useTempPlatform } from '../support/temp-platform';
import { loadAdminHere } from '../support/admin';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The reference platform's home-content calls (contract-issue4.md), over HTTP on a temp database. */
const temp = useTempPlatform('platform-content-');

type Envelope<T> = { success: boolean; value: T; message: string | null; errorCode: string | null };
type Banner = {
  bannerId: number;
  groupName: string;
  url: string;
  title: string;
  linkageType: 'ROUTE' | 'URL' | null;
  linkageTarget: string | null;
  sort: number;
};
type Notice = { id: number; title: string; content: string; createTime: number };
type Announcements = {
  banners: Banner[];
  player: Notice[];
  popup: (Notice & { execution: 'A' | 'B' | 'F' })[];
  help: Notice[];
  promotion: {
    id: number;
    title: string;
    category: string;
    content: string;
    announcementImages: { sequence: number; url: string }[];
    startDate: number;
    endDate: number;
  }[];
};
type Game = {
  nodeId: number;
  gameId: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  nodeName: string;
  showIcon: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  gameClassify: string | null;
  minBet: number;
};
type Winner = {
  vo: {
    customerName: string;
    winAmount: number;
    gameName: string;
    gameType: string;
    vassalage: string;
    nodeId: number;
    gameId: string;
    gameCode: string;
    iconUrl: string;
    winTime: number;
  };
};
type HelpItem = { title: string; content: string; bgColor: string | null; lang: string; display: boolean; tag: string | null; children: HelpItem[] };

async function raw(pathname: string, options: { merchant?: string; language?: string; token?: string } = {}) {
  const headers: Record<string, string> = { merchant: options.merchant ?? 'demoa01' };
  if (options.language) headers.language = options.language;
  if (options.token) headers.authorization = options.token;
  const res = await fetch(`${temp.platform.url}${pathname}`, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
}
async function value<T>(pathname: string, options: { merchant?: string; language?: string; token?: string } = {}): Promise<T> {
  const { status, body } = await raw(pathname, options);
  expect(status).toBe(200);
  const envelope = body as Envelope<T>;
  expect(envelope.success).toBe(true);
  return envelope.value;
}
const announcements = (query = '', options: { merchant?: string; language?: string; token?: string } = {}) =>
  value<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?platform=W${query}`, options);
const login = async (merchant: string, username: string, password: string) =>
  (
    await createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 5_000 }).call('login', LoginValueSchema, {
      body: { username, password, type: 'username' },
    })
  ).token;
const vendorsOf = (merchant: string) => new Set(MERCHANTS.find((m) => m.code === merchant)!.vendors);
const groupCounts = (banners: Banner[]) => banners.reduce<Record<string, number>>((acc, b) => ({ ...acc, [b.groupName]: (acc[b.groupName] ?? 0) + 1 }), {});
const GAME_KEYS = ['gameClassify', 'gameCode', 'gameId', 'gameName', 'gameType', 'isHot', 'isNew', 'minBet', 'nodeId', 'nodeName', 'showIcon', 'vassalage'];

describe('announcements', () => {
  it('answers every list in the contract shape, newest notices first', async () => {
    const all = await announcements();
    expect(Object.keys(all).sort()).toEqual(['banners', 'help', 'player', 'popup', 'promotion']);
    for (const b of all.banners) {
      expect(Object.keys(b).sort()).toEqual(['bannerId', 'groupName', 'linkageTarget', 'linkageType', 'sort', 'title', 'url']);
      expect(b.url).toBe(`${temp.platform.url}/cdn/banner/${b.bannerId}.svg`);
      if (b.linkageType === 'ROUTE') expect(b.linkageTarget).toMatch(/^\//);
      if (b.linkageType === 'URL') expect(b.linkageTarget).toMatch(/^https:\/\//);
      if (b.linkageType === null) expect(b.linkageTarget).toBeNull();
    }
    expect(new Set(all.banners.map((b) => b.linkageType))).toEqual(new Set(['ROUTE', 'URL', null]));
    expect(all.player.length).toBeGreaterThanOrEqual(11);
    for (const n of all.player) expect(Object.keys(n).sort()).toEqual(['content', 'createTime', 'id', 'title']);
    const times = all.player.map((n) => n.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The platform hands operator HTML over as typed; sanitising is the site's job.
    const html = all.player.map((n) => n.content).join('\n');
    expect(html).toContain('<script>window.__xss=1</script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('javascript:');
    expect(html).toContain('<iframe');
    expect(html).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/cdn\/banner\/\d+\.svg"/);
    expect(all.promotion.length).toBeGreaterThanOrEqual(3);
    for (const p of all.promotion) {
      expect(p.category).toMatch(/^(rng|live|pvp|sport|fish|lotto|rebate|deposit|other)_promo$|^(player_rank_rules|point_mall|app_download|new_player)$/);
      expect(p.announcementImages.find((i) => i.sequence === 1)?.url).toBe(`${temp.platform.url}/cdn/promo/${p.id}.svg`);
      expect(p.endDate).toBeGreaterThan(p.startDate);
    }
    expect(all.help).toHaveLength(1);
  });

  it('returns [] for the lists whose type was not asked for', async () => {
    const onlyNotices = await announcements('&types=PL');
    expect(onlyNotices.player.length).toBeGreaterThan(0);
    expect([onlyNotices.banners, onlyNotices.popup, onlyNotices.promotion, onlyNotices.help]).toEqual([[], [], [], []]);
    const bannersOnly = await announcements('&types=B');
    expect(bannersOnly.banners.length).toBeGreaterThan(0);
    expect(bannersOnly.player).toEqual([]);
  });

  it('groups banners per brand: one live banner for demo-a, bet20 but no deposit20 for demo-b', async () => {
    const a = groupCounts((await announcements('&types=B')).banners);
    expect(a).toMatchObject({
      w_home: 3,
      w_live: 1,
      w_rng: 2,
      w_fish: 2,
      w_pvp: 2,
      w_sports: 2,
      w_esports: 2,
      w_elott: 2,
      w_down: 2,
      w_promotion: 2,
      w_pointMall: 2,
      w_help: 2,
      w_deposit20: 2,
    });
    expect(a.w_bet20).toBeUndefined();
    const b = groupCounts((await announcements('&types=B', { merchant: 'demob02' })).banners);
    expect(b).toEqual({ w_home: 2, w_rng: 1, w_bet20: 2 });
    expect(groupCounts((await announcements('&types=B', { merchant: 'democ03' })).banners)).toEqual({ w_home: 1 });
  });

  it('keeps brands apart: demo-b never sees demo-a content', async () => {
    const a = await announcements();
    const b = await announcements('', { merchant: 'demob02' });
    expect(b.player).toHaveLength(4);
    const ids = (x: Announcements) => [...x.player, ...x.popup, ...x.promotion, ...x.help].map((n) => n.id).concat(x.banners.map((n) => -n.bannerId));
    const aIds = new Set(ids(a));
    expect(ids(b).filter((id) => aIds.has(id))).toEqual([]);
  });

  it('shows pop-ups A and F only with a valid token', async () => {
    const guest = await announcements('&types=PU');
    expect(guest.popup.map((p) => p.execution)).toEqual(['B']);
    expect((await announcements('&types=PU', { token: 'not-a-session' })).popup.map((p) => p.execution)).toEqual(['B']);
    const token = await login('demoa01', 'player1', 'Player123');
    const member = await announcements('&types=PU', { token });
    expect(member.popup.map((p) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    expect((await announcements('&types=PU&execution=B', { token })).popup.map((p) => p.execution)).toEqual(['B']);
    expect((await announcements('&types=PU&execution=A')).popup).toEqual([]);
    // A demo-a token is nobody on demo-b.
    expect((await announcements('&types=PU', { merchant: 'demob02', token })).popup.map((p) => p.execution)).toEqual(['B']);
  });

  it('localises titles by the Language header, falling back to the brand default then EN', async () => {
    const en = await announcements('', { language: 'EN' });
    const cn = await announcements('', { language: 'CN' });
    expect(en.player[0]!.title).toBe('Welcome to Aurora Casino');
    expect(cn.player[0]!.title).toBe('欢迎来到极光娱乐场');
    expect(cn.banners.find((b) => b.groupName === 'w_home')!.title).toMatch(/[\u4e00-\u9fff]/);
    // Untranslated notices stay in English rather than disappearing.
    expect(cn.player.length).toBe(en.player.length);
    expect((await announcements('', { language: 'KO' })).player[0]!.title).toBe('Welcome to Aurora Casino');
    expect((await announcements('', { merchant: 'demob02' })).player[0]!.title).toBe('Chào mừng đến Jade Dragon');
    expect((await announcements('', { merchant: 'demob02', language: 'EN' })).player[0]!.title).toBe('Welcome to Jade Dragon');
  });
});

describe('winner board and jackpot', () => {
  it('lists masked recent wins on the brand’s own vendors, newest first', async () => {
    const { list } = await value<{ list: Winner[] }>('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN');
    expect(list).toHaveLength(20);
    for (const { vo } of list) {
      expect(Object.keys(vo).sort()).toEqual([
        'customerName',
        'gameCode',
        'gameId',
        'gameName',
        'gameType',
        'iconUrl',
        'nodeId',
        'vassalage',
        'winAmount',
        'winTime',
      ]);
      expect(vo.customerName).toMatch(/^[a-z0-9]{2}\*\*\*[a-z0-9]$/);
      expect(vo.winAmount).toBeGreaterThanOrEqual(50);
      expect(vo.winAmount).toBeLessThanOrEqual(250_000);
      expect(vo.iconUrl).toBe(`/game/${vo.nodeId}.webp`);
    }
    const times = list.map((w) => w.vo.winTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const jade = await value<{ list: Winner[] }>('/wps/relay/ODSFE2_getWinnerBoard?limitNum=50', { merchant: 'demob02' });
    expect(jade.list).toHaveLength(40);
    const own = vendorsOf('demob02');
    expect(jade.list.every((w) => own.has(w.vo.vassalage))).toBe(true);
    const live = await value<{ list: Winner[] }>('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=50');
    expect(live.list.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
  });

  it('gives each brand its own jackpot in its own currency', async () => {
    const a = await value<Record<string, unknown>>('/wps/relay/VIS_getJackpot');
    expect(a).toEqual({ amount: 8_888_888.88, asOf: expect.any(Number), currency: 'PHP', currencySymbol: '₱', increment: 165.11, intervalMs: 3000 });
    expect(a.asOf as number).toBeLessThanOrEqual(Date.now());
    expect(await value('/wps/relay/VIS_getJackpot', { merchant: 'demob02' })).toMatchObject({ currency: 'VND', currencySymbol: '₫' });
    expect(await value('/wps/relay/VIS_getJackpot', { merchant: 'democ03' })).toMatchObject({ currency: 'USD', currencySymbol: '$' });
  });
});

describe('popular and hot games', () => {
  it('answers popular games bare, in the Game shape, from the brand’s vendors only', async () => {
    const { status, body } = await raw('/lgw/games/popular?prizeMode=ELOTT&device=WEB');
    expect(status).toBe(200);
    const games = body as Game[];
    expect(games).toHaveLength(20);
    for (const g of games) {
      expect(Object.keys(g).sort()).toEqual(GAME_KEYS);
      expect(g.showIcon).toBe(`/game/${g.nodeId}.webp`);
      expect([0.01, 0.05, 0.1, 0.5, 0.75, 1]).toContain(g.minBet);
    }
    const jade = (await raw('/lgw/games/popular?count=50', { merchant: 'demob02' })).body as Game[];
    expect(jade).toHaveLength(50);
    expect(jade.every((g) => vendorsOf('demob02').has(g.vassalage))).toBe(true);
    // demo-c runs without AGEANNOUNCE3.
    const ember = await raw('/lgw/games/popular', { merchant: 'democ03' });
    expect([ember.status, (ember.body as Envelope<null>).errorCode]).toEqual([400, 'function.not.available']);
  });

  it('localises gameName by the Language header and keeps nodeName English', async () => {
    const en = (await raw('/lgw/games/popular?count=50', { language: 'EN' })).body as Game[];
    const cn = (await raw('/lgw/games/popular?count=50', { language: 'CN' })).body as Game[];
    expect(cn.map((g) => g.nodeId)).toEqual(en.map((g) => g.nodeId));
    expect(en.every((g) => g.gameName === g.nodeName)).toBe(true);
    expect(cn.some((g) => /[\u4e00-\u9fff]/.test(g.gameName))).toBe(true);
    expect(cn.map((g) => g.nodeName)).toEqual(en.map((g) => g.nodeName));
  });

  it('lists hot games of the brand’s vendors, filters by vendor, and is off with GAMELOHOT3', async () => {
    const { list } = await value<{ list: Game[] }>(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demob02&isPlatform=2&vassalage=&platform=flash,html5-desktop&language=VI',
      { merchant: 'demob02' },
    );
    expect(list.length).toBeGreaterThan(10);
    expect(list.length).toBeLessThanOrEqual(60);
    expect(list.every((g) => g.isHot === 1 && vendorsOf('demob02').has(g.vassalage))).toBe(true);
    const pg = await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG', { merchant: 'demob02' });
    expect(pg.list.length).toBeGreaterThan(0);
    expect(pg.list.every((g) => g.vassalage === 'PG')).toBe(true);
    expect((await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?vassalage=NE', { merchant: 'demob02' })).list).toEqual([]);

    adminCommand(temp.dbPath, 'feature', 'demob02', 'GAMELOHOT3', 'off');
    try {
      const off = await raw('/wps/relay/GCSGAME_hotGamesV2?vassalage=', { merchant: 'demob02' });
      expect(off.status).toBe(400);
      expect((off.body as Envelope<null>).errorCode).toBe('function.not.available');
    } finally {
      adminCommand(temp.dbPath, 'feature', 'demob02', 'GAMELOHOT3', 'on');
    }
  });
});

describe('help centre', () => {
  it('serves the tagged pages in the asked language, falling back to the brand default', async () => {
    const vi = await value<HelpItem[]>('/wps/system/helpCenter?lang=VI&device=WEB', { merchant: 'demob02' });
    expect(vi.map((i) => i.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term']);
    expect(vi.every((i) => i.lang === 'VI')).toBe(true);
    expect(Object.keys(vi[0]!).sort()).toEqual(['bgColor', 'children', 'content', 'display', 'lang', 'tag', 'title']);
    expect(vi.find((i) => i.tag === 'faqs')!.children.length).toBeGreaterThan(0);
    const en = await value<HelpItem[]>('/wps/system/helpCenter?lang=TH&device=WEB');
    expect(en[0]).toMatchObject({ lang: 'EN', tag: 'aboutus' });
    expect(en[0]!.content).toContain('Aurora Casino');
    expect(en.some((i) => i.display === false)).toBe(true);
    expect((await value<HelpItem[]>('/wps/system/helpCenter?lang=CN&device=WEB'))[0]!.title).toBe('关于我们');
  });
});

describe('resources', () => {
  it('lists payment and partner logos with absolute CDN urls; demo-c has none', async () => {
    type Resource = { resourceType: string; url: string; labelNameEn: string | null };
    const resources = async (merchant: string) => (await value<{ info: { resources: Resource[] } }>('/wps/system/status', { merchant })).info.resources;
    const a = await resources('demoa01');
    expect(a.filter((r) => r.resourceType === 'PAYMENT').map((r) => r.labelNameEn)).toEqual(['GCash', 'Maya', 'VISA', 'Mastercard', 'USDT', 'Bank Transfer']);
    expect(a.filter((r) => r.resourceType === 'PARTNER')).toHaveLength(5);
    expect(a.find((r) => r.resourceType === 'FACEBOOK')).toBeTruthy();
    for (const r of a.filter((x) => ['PAYMENT', 'PARTNER'].includes(x.resourceType)))
      expect(r.url).toMatch(new RegExp(`^${temp.platform.url}/cdn/logo/(payment|partner)/[a-z]+\\.png$`));
    expect((await resources('demob02')).filter((r) => r.resourceType === 'PAYMENT').map((r) => r.labelNameEn)).toEqual(['MoMo', 'ZaloPay', 'VietQR', 'USDT']);
    expect((await resources('democ03')).filter((r) => ['PAYMENT', 'PARTNER'].includes(r.resourceType))).toEqual([]);
  });
});

describe('bad query parameters', () => {
  it('are clamped or refused with a 4xx, never a 500', async () => {
    const cases: [string, number][] = [
      ['/wps/relay/ODSFE2_getWinnerBoard?limitNum=abc', 400],
      ['/wps/relay/ODSFE2_getWinnerBoard?limitNum=20;DROP%20TABLE%20winners', 400],
      ['/wps/relay/ODSFE2_getWinnerBoard?limitNum=-5', 200],
      ['/wps/relay/ODSFE2_getWinnerBoard?limitNum=999999999999999999999999', 200],
      ['/wps/relay/ODSFE2_getWinnerBoard?limitNum=1e9', 400],
      ['/wps/relay/ODSFE2_getWinnerBoard?gameCategory=%27%20OR%201=1', 400],
      ['/lgw/games/popular?count=1%20OR%201=1', 400],
      ['/lgw/games/popular?count=-1', 200],
      ['/lgw/games/popular?count=100000', 200],
      ['/lgw/games/popular?prizeMode=%3Cscript%3E', 400],
      ['/wps/relay/GCSGAME_hotGamesV2?vassalage=%27;DROP%20TABLE%20games;--', 400],
      ['/wps/relay/GCSGAME_hotGamesV2?vassalage=' + 'A'.repeat(500), 400],
      ['/wps/relay/MCSFE_getListAnnouncements?types=%3Cscript%3E', 200],
      ['/wps/relay/MCSFE_getListAnnouncements?execution=Z', 400],
      ['/wps/relay/MCSFE_getListAnnouncements?platform=W%27', 400],
      ['/wps/relay/MCSFE_getListAnnouncements?types=PL&types=B&language=%00', 200],
      ['/wps/system/helpCenter?lang=../../etc/passwd&device=WEB', 200],
      ['/wps/system/helpCenter?device=%3Csvg%3E', 400],
    ];
    for (const [url, expected] of cases) expect([url, (await raw(url)).status]).toEqual([url, expected]);
    expect((await value<{ list: Winner[] }>('/wps/relay/ODSFE2_getWinnerBoard?limitNum=-5')).list).toHaveLength(1);
    expect((await value<{ list: Winner[] }>('/wps/relay/ODSFE2_getWinnerBoard?limitNum=999999999999999999999999')).list).toHaveLength(40);
    expect((await raw('/lgw/games/popular?count=100000')).body).toHaveLength(50);
    expect(await announcements('&types=%3Cscript%3E')).toEqual({ banners: [], player: [], popup: [], promotion: [], help: [] });
  });
});

describe('CDN art', () => {
  const fetchSvg = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  const fetchImage = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** A raster image's format and pixel size, as its own bytes say (sharp reads the header it finds, not the address). */
  const pixelSize = async (bytes: Buffer) => {
    const { format, width, height } = await sharp(bytes).metadata();
    return { format: format === 'jpeg' ? 'jpg' : format, width, height };
  };

  /** The raster form each kind of art is drawn in; the platform's answers point at it, or at the drawing (banners and promotion art). */
  const RASTER_OF: Record<string, 'jpg' | 'png' | 'webp'> = { game: 'webp', banner: 'jpg', promo: 'jpg', vendor: 'png', logo: 'png', avatar: 'png' };

  it('draws every image the content calls point at, as an SVG and as a PNG or JPEG at the same stem', async () => {
    const a = await announcements();
    const b = await announcements('', { merchant: 'demob02' });
    const popular = (await raw('/lgw/games/popular?count=50')).body as Game[];
    const status = await value<{ info: { resources: { url: string }[] } }>('/wps/system/status');
    const urls = [
      ...[...a.banners, ...b.banners].map((x) => x.url),
      ...[...a.promotion, ...b.promotion].flatMap((p) => p.announcementImages.map((i) => i.url)),
      // Game art is a path on the image CDNs of the status call; both of them serve it.
      ...popular.map((g) => `${temp.platform.url}/cdn${g.showIcon}`),
      ...popular.slice(0, 5).map((g) => `${temp.platform.url}/img${g.showIcon}`),
      ...status.info.resources.map((r) => r.url).filter((u) => u.includes('/cdn/')),
      `${temp.platform.url}/cdn/game/default.webp`,
      `${temp.platform.url}/cdn/avatar/default.png`,
      `${temp.platform.url}/cdn/vendor/PG.png`,
    ];
    expect(urls.length).toBeGreaterThan(90);
    const sizes = new Map<string, { format: string | undefined; width: number | undefined; height: number | undefined }>();
    for (const url of urls) {
      const [, stem, kind] = /^(.*\/(?:cdn|img)\/([a-z]+)\/.*)\.(?:svg|jpg|png|webp)$/.exec(url) ?? [];
      const format = RASTER_OF[kind ?? ''];
      expect([url, format]).toEqual([url, expect.any(String)]);
      // Game art, logos and avatars are answered as their raster form; banners and promotion art as the drawing.
      expect([url, url.endsWith('.svg')]).toEqual([url, kind === 'banner' || kind === 'promo']);
      const image = await fetchImage(`${stem}.${format}`);
      expect([url, image.status, image.type]).toEqual([url, 200, { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[format!]]);
      const size = await pixelSize(image.bytes);
      expect([url, size.format]).toEqual([url, format]);
      sizes.set(stem!, size);
      const drawing = await fetchSvg(`${stem}.svg`);
      expect([url, drawing.status, drawing.type]).toEqual([url, 200, 'image/svg+xml']);
      expect(drawing.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
    }
    // Banners at 1440 wide (the drawing's 1920×560 scaled), game tiles at the drawing's 300×300.
    expect(sizes.get(a.banners[0]!.url.replace(/\.svg$/, ''))).toEqual({ format: 'jpg', width: 1440, height: 420 });
    expect(sizes.get(`${temp.platform.url}/cdn${popular[0]!.showIcon.replace(/\.webp$/, '')}`)).toEqual({ format: 'webp', width: 300, height: 300 });
    expect(sizes.get(`${temp.platform.url}/cdn/vendor/PG`)).toEqual({ format: 'png', width: 160, height: 80 });
    expect((await fetchSvg(a.banners[0]!.url)).body).toContain('viewBox="0 0 1920 560"');
  });

  it('answers unknown ids, and a kind of art asked for in a format it is not drawn in, with a 404', async () => {
    for (const p of [
      'banner/999999.svg',
      'banner/999999.jpg',
      'game/1.webp',
      'game/1.jpg',
      'game/abc.svg',
      'promo/1.jpg',
      'logo/payment/nope.png',
      'logo/partner/constructor.png',
      'avatar/someone.png',
      'vendor/NOPE.png',
      'nothing/here.svg',
      'qr/104.png',
      'vendor/PG.jpg',
      'avatar/default.jpg',
      'game/default.png',
      'game/default.gif',
      '../server.ts',
    ]) {
      expect([p, (await fetchSvg(`${temp.platform.url}/cdn/${p}`)).status]).toEqual([p, 404]);
    }
  });

  it('draws a renamed game anew: the drawn image follows the catalogue, never a copy kept from before', async () => {
    const popular = (await raw('/lgw/games/popular?count=1')).body as Game[];
    const url = `${temp.platform.url}/cdn${popular[0]!.showIcon}`;
    const before = (await fetchImage(url)).bytes;
    expect((await fetchImage(url)).bytes.equals(before)).toBe(true);
    const db = new Database(temp.dbPath);
    try {
      const old = db.prepare<[number], string>('SELECT name_en FROM games WHERE node_id = ?').pluck().get(popular[0]!.nodeId)!;
      db.prepare('UPDATE games SET name_en = ? WHERE node_id = ?').run('Quite Another Name', popular[0]!.nodeId);
      try {
        expect((await fetchImage(url)).bytes.equals(before)).toBe(false);
      } finally {
        db.prepare('UPDATE games SET name_en = ? WHERE node_id = ?').run(old, popular[0]!.nodeId);
      }
    } finally {
      db.close();
    }
  });

  it("draws banner art without words: the site writes the title, in the reader's language, over it", async () => {
    const db = new Database(temp.dbPath);
    try {
      const id = db.prepare("INSERT INTO banners (merchant, group_name, hue, sort) VALUES ('democ03', 'w_home', 10, 9)").run().lastInsertRowid;
      db.prepare("INSERT INTO banner_titles (banner_id, lang, title) VALUES (?, 'EN', ?)").run(id, '<script>alert(1)</script> Welcome Bonus');
      const svg = await fetchSvg(`${temp.platform.url}/cdn/banner/${id}.svg`);
      expect(svg.status).toBe(200);
      expect(svg.body).not.toMatch(/<text[\s>]|<script|alert|Welcome Bonus/);
      db.prepare('DELETE FROM banners WHERE id = ?').run(id);
    } finally {
      db.close();
    }
  });
});

describe('catalogue and seeding', () => {
  it('holds about 10,000 games across the vendors, with names in other scripts', () => {
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      const { n, vendors } = db.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT vendor_code) AS vendors FROM games').get() as { n: number; vendors: number };
      expect(n).toBeGreaterThan(9_000);
      expect(n).toBeLessThan(11_000);
      expect(vendors).toBeGreaterThanOrEqual(30);
      expect(vendors).toBe(VENDORS.length);
      const sample = (lang: string) => db.prepare('SELECT name FROM game_names WHERE lang = ? LIMIT 200').pluck().all(lang) as string[];
      expect(sample('CN').some((s) => /[\u4e00-\u9fff]/.test(s))).toBe(true);
      expect(sample('TH').some((s) => /[\u0e00-\u0e7f]/.test(s))).toBe(true);
      expect(sample('JA').some((s) => /[\u30a0-\u30ff]/.test(s))).toBe(true);
      expect(sample('VI').some((s) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(s))).toBe(true);
      const hot = db.prepare('SELECT AVG(is_hot) FROM games').pluck().get() as number;
      expect(hot).toBeGreaterThan(0.01);
      expect(hot).toBeLessThan(0.08);
      expect(db.prepare("SELECT COUNT(DISTINCT classify) FROM games WHERE game_type = 'RNG'").pluck().get()).toBe(6);
    } finally {
      db.close();
    }
  });

  it('seeds content once, keeps operator edits, and fills a brand that has none yet', () => {
    const file = path.join(temp.dir, 'reseed.db');
    // The run's seeded template when there is one (the same rows a seed from nothing writes, which the template was).
    copySeededTemplate(file);
    let db = openDatabase(file);
    seedDemoMerchants(db);
    const counts = () =>
      db
        .prepare(
          "SELECT (SELECT COUNT(*) FROM banners) || '/' || (SELECT COUNT(*) FROM announcements) || '/' || (SELECT COUNT(*) FROM winners) || '/' || (SELECT COUNT(*) FROM help_items) || '/' || (SELECT COUNT(*) FROM games)",
        )
        .pluck()
        .get() as string;
    const before = counts();
    db.prepare(
      "UPDATE banner_titles SET title = 'Edited by the operator' WHERE lang = 'EN' AND banner_id = (SELECT MIN(id) FROM banners WHERE merchant = 'demoa01')",
    ).run();
    // What a database from before this content existed looks like for one brand.
    for (const table of ['banners', 'announcements', 'winners', 'help_items', 'jackpots']) db.prepare(`DELETE FROM ${table} WHERE merchant = 'demob02'`).run();
    db.close();
    db = openDatabase(file);
    seedDemoMerchants(db);
    try {
      expect(counts()).toBe(before);
      expect(db.prepare("SELECT COUNT(*) FROM banner_titles WHERE title = 'Edited by the operator'").pluck().get()).toBe(1);
      expect(db.prepare("SELECT COUNT(*) FROM jackpots WHERE merchant = 'demob02'").pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { freePlayEncryption } from '~/platform-client/crypto/envelope.server';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { expectedReturn, spinOutcome, winChance } from '@whitelabel/reference-platform/db/demo-slot';
import { generateCatalogue, type GameSeed } from '@whitelabel/reference-platform/db/seed-games';
import { fixturesOfDay, matchById, upcomingMatches } from '@whitelabel/reference-platform/db/sports';
import { MERCHANTS, VENDORS } from '@whitelabel/reference-platform/db/seed-data';
import { startPlatform } from '@whitelabel/reference-platform/server';
import { useTempPlatform } from '../support/temp-platform';
import { loadAdminHere } from '../support/admin';
import { writePlatformDb } from '../support/platform-db';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The reference platform's lobby, favourites, recent, launch, demo game and lottery calls (contract-issue5.md), over HTTP. */
const temp = useTempPlatform('platform-games-');

type Envelope<T> = { success: boolean; value: T; message: string | null; errorCode: string | null };
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
type GameList = { games: Game[]; totalPages: number; totalCount: number; pageNum: number };
type Options = { merchant?: string; language?: string; token?: string; method?: string; body?: unknown };
type MenuItem = { gameCode: string; gameName: string; vendor: string; drawTime?: string };
type Menus = Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: MenuItem[] }>;
type OpenedDraw = { gameCode: string; gameName: string; numero: string; openTime: number; winningNumbers: string[] };
type Spin = { balance: number; win: number; bet: number; symbols: string[] };

async function request(pathname: string, options: Options = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const headers: Record<string, string> = { merchant: options.merchant ?? 'demoa01' };
  if (options.language) headers.language = options.language;
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${temp.platform.url}${pathname}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
}
async function value<T>(pathname: string, options: Options = {}): Promise<T> {
  const { status, body } = await request(pathname, options);
  expect(status, JSON.stringify(body)).toBe(200);
  expect((body as Envelope<T>).success).toBe(true);
  return (body as Envelope<T>).value;
}
async function failure(pathname: string, options: Options = {}): Promise<{ status: number; body: Envelope<unknown> }> {
  const { status, body } = await request(pathname, options);
  expect(status).toBeGreaterThanOrEqual(400);
  return { status, body: body as Envelope<unknown> };
}
async function bare<T>(pathname: string, options: Options = {}): Promise<T> {
  const { status, body } = await request(pathname, options);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}
const list = (query: string, options: Options = {}) =>
  value<GameList>(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&${query}`, options);
const client = (merchant: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 5_000 });
const login = async (merchant: string, username: string, password: string) =>
  (await client(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } })).token;
const balanceOf = async (token: string, merchant = 'demoa01') =>
  (await value<{ sumBalance: number }>('/wps/v2/wallets/balance?typeId=0', { token, merchant })).sumBalance;

/** The catalogue the platform seeded, recomputed here: the lists must agree with it exactly. */
const catalogue = generateCatalogue();
const vendorRank = new Map(VENDORS.map((v, i) => [v.code, i]));
const vendorsOf = (merchant: string) => new Set(MERCHANTS.find((m) => m.code === merchant)!.vendors);
function expected(merchant: string, gameType: string, keep: (g: GameSeed) => boolean = () => true): GameSeed[] {
  const vendors = vendorsOf(merchant);
  return catalogue
    .filter((g) => vendors.has(g.vendorCode) && g.gameType === gameType && keep(g))
    .sort((a, b) => vendorRank.get(a.vendorCode)! - vendorRank.get(b.vendorCode)! || a.sort - b.sort);
}
const allNames = (g: GameSeed) => [g.nameEn, ...Object.values(g.names)].map((n) => n.normalize('NFKC').toLowerCase());
const hasName = (needle: string) => (g: GameSeed) => allNames(g).some((n) => n.includes(needle.normalize('NFKC').toLowerCase()));
const ids = (games: { nodeId: number }[]) => games.map((g) => g.nodeId);
const launchQuery = (game: { nodeId: number; vendorCode?: string; vassalage?: string }, extra = '') =>
  `/wps/game/launchGame?launchMode=GLS&platform=html5-desktop&clientType=3&nodeId=${game.nodeId}&vassalage=${game.vendorCode ?? game.vassalage}&accountType=1&language=EN${extra}`;
async function launch(
  token: string,
  game: { nodeId: number; vendorCode?: string; vassalage?: string },
  options: Options & { extra?: string } = {},
): Promise<string> {
  const v = await value<{ content: { game_url: string } }>(launchQuery(game, options.extra), { ...options, token });
  return onCdn(v.content.game_url);
}
/** A game launch answers a path (decision 008): served from the platform's own origin, the first launch CDN. */
const onCdn = (url: string) => (url.startsWith('/') ? `${temp.platform.url}${url}` : url);
async function spin(gameUrl: string): Promise<{ status: number; body: Spin & { errorCode?: string; message?: string } }> {
  const res = await fetch(`${gameUrl}/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return { status: res.status, body: (await res.json()) as Spin & { errorCode?: string; message?: string } };
}
const gameOf = (merchant: string, keep: (g: GameSeed) => boolean) => catalogue.find((g) => vendorsOf(merchant).has(g.vendorCode) && keep(g))!;

describe('game list', () => {
  it('pages RNG in operator order: 30 a page, right totals, a short last page, nothing past the end', async () => {
    const all = expected('demoa01', 'RNG');
    const first = await list('gameType=RNG');
    expect(first).toMatchObject({ totalCount: all.length, totalPages: Math.ceil(all.length / 30), pageNum: 1 });
    expect(ids(first.games)).toEqual(ids(all.slice(0, 30)));
    for (const g of first.games) {
      expect(Object.keys(g).sort()).toEqual([
        'gameClassify',
        'gameCode',
        'gameId',
        'gameName',
        'gameType',
        'isHot',
        'isNew',
        'minBet',
        'nodeId',
        'nodeName',
        'showIcon',
        'vassalage',
      ]);
      expect(g.showIcon).toBe(`/game/${g.nodeId}.webp`);
    }
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(all.length % 30 || 30);
    expect(last.games.length).toBeLessThan(30);
    expect(ids(last.games)).toEqual(ids(all.slice((first.totalPages - 1) * 30)));
    const past = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(past).toMatchObject({ games: [], totalPages: first.totalPages, totalCount: all.length });
    expect((await list('gameType=RNG&pageSize=100&pageNo=3')).games.map((g) => g.nodeId)).toEqual(ids(all.slice(200, 300)));
  });

  it('walks a whole type page by page without gaps or repeats', async () => {
    const all = expected('demoa01', 'FISH');
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const { games, totalPages } = await list(`gameType=FISH&pageSize=24&pageNo=${page}`);
      seen.push(...ids(games));
      if (page >= totalPages) break;
    }
    expect(seen).toEqual(ids(all));
  });

  it('filters by vendor, classify, min bet and new, alone and combined', async () => {
    const pp = await list('gameType=RNG&vassalage=PP&pageSize=100');
    expect(pp.totalCount).toBe(expected('demoa01', 'RNG', (g) => g.vendorCode === 'PP').length);
    expect(new Set(pp.games.map((g) => g.vassalage))).toEqual(new Set(['PP']));
    const jp = await list('gameType=RNG&gameClassify=JP&pageSize=100');
    expect(jp.totalCount).toBe(expected('demoa01', 'RNG', (g) => g.classify === 'JP').length);
    expect(new Set(jp.games.map((g) => g.gameClassify))).toEqual(new Set(['JP']));
    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.totalCount).toBe(expected('demoa01', 'RNG', (g) => g.minBet === 0.05).length);
    expect(new Set(cheap.games.map((g) => g.minBet))).toEqual(new Set([0.05]));
    const fresh = await list('gameType=LIVE&isNew=1&pageSize=100');
    expect(ids(fresh.games)).toEqual(ids(expected('demoa01', 'LIVE', (g) => g.isNew === 1)));
    const combined = expected('demoa01', 'RNG', (g) => g.vendorCode === 'PG' && g.classify === null && g.minBet === 0.01 && hasName('wild')(g));
    expect(combined.length).toBeGreaterThan(0);
    const got = await list('gameType=RNG&vassalage=pg&minBet=0.01&gameName=Wild&pageSize=100');
    expect(ids(got.games.filter((g) => g.gameClassify === null))).toEqual(ids(combined));
    const sc = await list('gameType=RNG&vassalage=JL&gameClassify=SC&minBet=0.1&pageSize=100');
    expect(ids(sc.games)).toEqual(ids(expected('demoa01', 'RNG', (g) => g.vendorCode === 'JL' && g.classify === 'SC' && g.minBet === 0.1)));
  });

  it('searches every language’s names, case-insensitively, in Latin, CJK and Thai', async () => {
    const latin = await list('gameType=RNG&gameName=DrAgOn&pageSize=100');
    const dragons = expected('demoa01', 'RNG', hasName('dragon'));
    expect(latin.totalCount).toBe(dragons.length);
    expect(ids(latin.games)).toEqual(ids(dragons.slice(0, 100)));
    // One and two CJK characters (the LIKE scan) and a longer Thai needle (the trigram index).
    const cnName = catalogue.find((g) => g.gameType === 'RNG' && g.names.CN && !g.names.CN.includes(' '))!.names.CN!;
    for (const needle of [[...cnName].slice(0, 1).join(''), [...cnName].slice(0, 2).join('')]) {
      const found = await list(`gameType=RNG&gameName=${encodeURIComponent(needle)}&pageSize=100`, { language: 'CN' });
      const want = expected('demoa01', 'RNG', hasName(needle));
      expect(found.totalCount, needle).toBe(want.length);
      expect(ids(found.games)).toEqual(ids(want.slice(0, 100)));
    }
    const thName = catalogue.find((g) => g.gameType === 'RNG' && (g.names.TH?.length ?? 0) > 6)!.names.TH!;
    const thNeedle = thName.slice(0, 5);
    const th = await list(`gameType=RNG&gameName=${encodeURIComponent(thNeedle)}&pageSize=100`);
    expect(th.totalCount).toBe(expected('demoa01', 'RNG', hasName(thNeedle)).length);
    expect(th.totalCount).toBeGreaterThan(0);
    // A game found by its Chinese name is named in the reader's language.
    const cn = await list(`gameType=RNG&gameName=${encodeURIComponent(cnName)}`, { language: 'CN' });
    expect(cn.games.map((g) => g.gameName)).toContain(cnName);
  });

  it('finds Vietnamese names with or without their accents', async () => {
    const withAccents = expected('demoa01', 'RNG', (g) => (g.names.VI ?? '').toLowerCase().includes('thẻ cào'));
    expect(withAccents.length).toBeGreaterThan(0);
    for (const needle of ['Thẻ Cào', 'the cao']) {
      const found = await list(`gameType=RNG&gameName=${encodeURIComponent(needle)}&pageSize=100`, { language: 'VI' });
      expect(ids(found.games)).toEqual(expect.arrayContaining(ids(withAccents.slice(0, 100))));
    }
  });

  it('keeps merchants apart: demo-b lists only its own vendors', async () => {
    const b = await list('gameType=RNG&pageSize=100', { merchant: 'demob02' });
    expect(b.totalCount).toBe(expected('demob02', 'RNG').length);
    const own = vendorsOf('demob02');
    for (let page = 1; page <= b.totalPages; page++) {
      const { games } = await list(`gameType=RNG&pageSize=100&pageNo=${page}`, { merchant: 'demob02' });
      expect(games.filter((g) => !own.has(g.vassalage))).toEqual([]);
    }
    expect((await list('gameType=RNG&vassalage=NE', { merchant: 'demob02' })).games).toEqual([]);
    expect((await list('gameType=RNG&vassalage=NE')).totalCount).toBe(expected('demoa01', 'RNG', (g) => g.vendorCode === 'NE').length);
    const dragonsB = await list('gameType=RNG&gameName=dragon&pageSize=100', { merchant: 'demob02' });
    expect(dragonsB.totalCount).toBe(expected('demob02', 'RNG', hasName('dragon')).length);
  });

  it('answers bad input with a 4xx or an empty list, never a 5xx', async () => {
    const bad = [
      'gameType=RNG&pageNo=-1',
      'gameType=RNG&pageNo=0',
      'gameType=RNG&pageSize=100000',
      'gameType=RNG&pageSize=0',
      'gameType=RNG&pageNo=abc',
      'gameType=RNG&pageSize=abc',
      'gameType=RNG&pageNo=1e3',
      'gameType=RNG&pageNo=99999999999999999999',
      '',
      'gameType=abc',
      `gameType=RNG&vassalage=${encodeURIComponent("%' OR 1=1 --")}`,
      `gameType=${encodeURIComponent("RNG' OR 1=1 --")}`,
      'gameType=RNG&gameClassify=XX',
      'gameType=RNG&minBet=abc',
      'gameType=RNG&minBet=-1',
      'gameType=RNG&isNew=2',
      `gameType=RNG&gameName=${'x'.repeat(500)}`,
    ];
    for (const query of bad) {
      const { status, body } = await request(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(status, query).toBeLessThan(500);
      if (status === 200) expect((body as Envelope<GameList>).value.games, query).toEqual([]);
      else expect((body as Envelope<unknown>).errorCode, query).toBe('request_param_err');
    }
    // Injected text and wildcards are matched literally: no game has them in its name.
    for (const needle of ["%' OR 1=1 --", '%', '_', '\\', '"dragon" OR *', 'a%b', "'; DROP TABLE games; --"]) {
      const got = await list(`gameType=RNG&gameName=${encodeURIComponent(needle)}`);
      expect(got, needle).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    }
    expect((await list('gameType=RNG&vassalage=ZZZ')).games).toEqual([]);
    expect((await list('gameType=RNG')).totalCount).toBe(expected('demoa01', 'RNG').length);
  });

  it('maps game types to vendors and their classify keys', async () => {
    const { content } = await value<{ content: Record<string, Record<string, string[]>> }>('/wps/relay/GCSGAME_getVassGameType?typeId=1', {
      merchant: 'demob02',
    });
    const own = MERCHANTS.find((m) => m.code === 'demob02')!.vendors;
    expect(
      Object.values(content)
        .flatMap((v) => Object.keys(v))
        .sort(),
    ).toEqual([...own].sort());
    expect(Object.keys(content.RNG!)).toEqual(['PG', 'JL', 'PP', 'CQ9', 'FC']);
    for (const [vendor, keys] of Object.entries(content.RNG!)) {
      const want = new Set(catalogue.filter((g) => g.vendorCode === vendor && g.classify).map((g) => g.classify));
      expect(new Set(keys)).toEqual(want);
    }
    expect(content.LIVE).toEqual({ EVO: [], SA: [], DG: [] });
  });
});

describe('favourites', () => {
  const fav = (name: string) => `/wps/relay/MCSFE_${name}`;
  it('needs a session', async () => {
    for (const [method, name] of [
      ['GET', 'getFavoriteGames'],
      ['GET', 'getFavoriteGamesList'],
      ['POST', 'addFavoriteGameV2'],
      ['DELETE', 'removeFavoriteGameV2'],
    ] as const) {
      const { status, body } = await failure(fav(name), {
        method,
        body: method === 'GET' ? undefined : { nodeId: catalogue[0]!.nodeId, vendor: 'PG', gameType: 'RNG' },
      });
      expect([status, body.errorCode]).toEqual([401, 'login.not.session']);
    }
  });

  it('adds idempotently, lists newest first, filters by type, removes idempotently, and persists', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const slot = gameOf('demoa01', (g) => g.gameType === 'RNG');
    const live = gameOf('demoa01', (g) => g.gameType === 'LIVE');
    for (const g of [slot, slot, live]) {
      expect(await value(fav('addFavoriteGameV2'), { method: 'POST', token, body: { nodeId: g.nodeId, vendor: g.vendorCode, gameType: g.gameType } })).toBe(
        true,
      );
    }
    expect(await value<string[]>(fav('getFavoriteGames'), { token })).toEqual([String(live.nodeId), String(slot.nodeId)]);
    const page = await value<{ content: Game[]; pageNum: number; totalPages: number }>(fav('getFavoriteGamesList?pageNo=1&pageSize=30&language=EN'), { token });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(ids(page.content)).toEqual([live.nodeId, slot.nodeId]);
    const onlyLive = await value<{ content: Game[] }>(fav('getFavoriteGamesList?pageNo=1&pageSize=30&gameType=LIVE'), { token });
    expect(ids(onlyLive.content)).toEqual([live.nodeId]);
    // Another session of the same member (and a restarted platform) sees the same list.
    const other = await startPlatform({ port: 0, dbPath: temp.dbPath });
    try {
      const again = await login('demoa01', 'player1', 'Player123');
      const res = await fetch(`${other.url}${fav('getFavoriteGames')}`, { headers: { merchant: 'demoa01', authorization: again } });
      expect(((await res.json()) as Envelope<string[]>).value).toEqual([String(live.nodeId), String(slot.nodeId)]);
    } finally {
      await other.close();
    }
    for (let i = 0; i < 2; i++)
      expect(
        await value(fav('removeFavoriteGameV2'), { method: 'DELETE', token, body: { nodeId: slot.nodeId, vendor: slot.vendorCode, gameType: 'RNG' } }),
      ).toBe(true);
    expect(await value<string[]>(fav('getFavoriteGames'), { token })).toEqual([String(live.nodeId)]);
    expect(
      await value(fav('removeFavoriteGameV2'), { method: 'DELETE', token, body: { nodeId: String(live.nodeId), vendor: live.vendorCode, gameType: 'LIVE' } }),
    ).toBe(true);
    expect(await value<string[]>(fav('getFavoriteGames'), { token })).toEqual([]);
  });

  it("refuses unknown games and another merchant's games", async () => {
    const token = await login('demob02', '0912345678', 'Jade12345');
    const foreign = gameOf('demoa01', (g) => !vendorsOf('demob02').has(g.vendorCode));
    const own = gameOf('demob02', () => true);
    const cases: [unknown, string][] = [
      [{ nodeId: foreign.nodeId, vendor: foreign.vendorCode, gameType: foreign.gameType }, 'game.not.found'],
      [{ nodeId: 999_999, vendor: 'PG', gameType: 'RNG' }, 'game.not.found'],
      [{ nodeId: own.nodeId, vendor: 'EVO', gameType: own.gameType }, 'game.not.found'],
      [{ nodeId: '1 OR 1=1', vendor: 'PG', gameType: 'RNG' }, 'request_param_err'],
      [{}, 'request_param_err'],
    ];
    for (const [body, code] of cases) {
      const { status, body: reply } = await failure(fav('addFavoriteGameV2'), { merchant: 'demob02', method: 'POST', token, body });
      expect([status, reply.errorCode], JSON.stringify(body)).toEqual([400, code]);
    }
    expect(await value<string[]>(fav('getFavoriteGames'), { merchant: 'demob02', token })).toEqual([]);
    // demo-c has no favourites module at all.
    const c = await login('democ03', 'player3', 'Ember12345');
    expect((await failure(fav('getFavoriteGames'), { merchant: 'democ03', token: c })).body.errorCode).toBe('function.not.available');
  });
});

describe('launching games', () => {
  it('answers 727 without launchMode, and needs a session', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const game = gameOf('demoa01', (g) => g.gameType === 'RNG');
    const { status, body } = await failure(`/wps/game/launchGame?nodeId=${game.nodeId}&vassalage=${game.vendorCode}&accountType=1`, { token });
    expect([status, body.errorCode, body.message]).toEqual([500, '727', '#727 system busy']);
    expect((await failure(launchQuery(game))).status).toBe(401);
    expect((await failure(launchQuery({ nodeId: 999_999, vendorCode: 'PG' }), { token })).body.errorCode).toBe('game.not.found');
    const foreign = gameOf('demoa01', (g) => !vendorsOf('democ03').has(g.vendorCode));
    const c = await login('democ03', 'player3', 'Ember12345');
    expect((await failure(launchQuery(foreign), { merchant: 'democ03', token: c })).body.errorCode).toBe('game.not.found');
  });

  it('records recent games: newest launch first, each game once', async () => {
    const token = await login('demoa01', 'agent1', 'Agent12345');
    const recent = (query = '') =>
      value<{ list: Game[]; totalPages: number }>(`/wps/relay/GCS_recentGame?clientType=3&language=EN&pageNo=1&pageSize=30${query}`, { token });
    expect(await recent()).toMatchObject({ list: [], totalPages: 0 });
    const [a, b] = [gameOf('demoa01', (g) => g.vendorCode === 'PP' && g.minBet <= 1), gameOf('demoa01', (g) => g.gameType === 'FISH')];
    await launch(token, a);
    await launch(token, b);
    await launch(token, a);
    const all = await recent();
    expect(ids(all.list)).toEqual([a.nodeId, b.nodeId]);
    expect(all.totalPages).toBe(1);
    expect(ids((await recent('&gameType=FISH')).list)).toEqual([b.nodeId]);
    expect(ids((await recent('&vassalage=PP')).list)).toEqual([a.nodeId]);
    expect((await failure('/wps/relay/GCS_recentGame')).status).toBe(401);
  });

  it('serves the demo game page once, and a spin moves the wallet the site reads', async () => {
    const token = await login('demoa01', 'vipwhale', 'Whale12345');
    const game = gameOf('demoa01', (g) => g.vendorCode === 'PG' && g.minBet === 0.5);
    const url = await launch(token, game);
    expect(url).toMatch(new RegExp(`^${temp.platform.url}/demo-game/[A-Za-z0-9_-]{20,}$`));
    const before = await balanceOf(token);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200); // a HEAD does not spend the link
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('frame-ancestors');
    const html = await page.text();
    expect(html).toContain(`src="/cdn/game/${game.nodeId}.webp"`);
    expect(html).toContain(game.nameEn.replace(/&/g, '&#38;').replace(/'/g, '&#39;'));
    expect(html).toContain('Whale');
    expect(html).toContain(`₱${before.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    expect(html).toContain('>Spin</button>');
    expect(html).toContain('₱5.00'); // the bet: 10 × the 0.50 minimum
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
    // One-time: the same link does not open the game a second time.
    expect((await fetch(url)).status).toBe(410);

    let balance = before;
    for (let i = 0; i < 5; i++) {
      const { status, body } = await spin(url);
      expect(status).toBe(200);
      expect(body.bet).toBe(5);
      expect(body.symbols).toHaveLength(3);
      expect(body.balance).toBeCloseTo(balance - body.bet + body.win, 2);
      balance = body.balance;
    }
    expect(await balanceOf(token)).toBeCloseTo(balance, 2);

    // A spin a moment ago leaves the round open: launching the same game again is #734; another game is fine.
    const again = await failure(launchQuery(game), { token });
    expect([again.status, again.body.errorCode, again.body.message]).toEqual([400, '734', '#734 game already open']);
    await launch(
      token,
      gameOf('demoa01', (g) => g.vendorCode === 'PP' && g.minBet <= 1),
    );
    // The token dies with the session.
    await value('/wps/session/logout', { method: 'DELETE', token });
    expect((await spin(url)).status).toBe(410);
  });

  it('renders the page in the launch language and plays trial credit without touching the wallet', async () => {
    const c = client('demoa01');
    const { token } = await c.call('freePlay', LoginValueSchema, {
      body: { os: 'web', platform: 'W' },
      headers: { Encryption: freePlayEncryption(await c.rsaModulus()) },
    });
    const game = gameOf('demoa01', (g) => g.gameType === 'RNG' && g.minBet === 0.1);
    // A trial account's door is the trial launch (decision 016), never the real one.
    for (const accountType of ['1', '0']) {
      const trial = await failure(launchQuery(game).replace('accountType=1', `accountType=${accountType}`), { token });
      expect([trial.status, trial.body.errorCode]).toEqual([400, 'account.trial']);
    }
    const trialQuery = launchQuery(game)
      .replace('/wps/game/launchGame', '/wps/relay/GCS_gameTrialLaunch')
      .replace('&accountType=1', '')
      .replace('language=EN', 'language=CN');
    const url = onCdn((await value<{ content: { game_url: string } }>(trialQuery, { token })).content.game_url);
    const wallet = await balanceOf(token);
    const html = await (await fetch(url)).text();
    expect(html).toContain('试玩额度');
    expect(html).toContain('免费试玩');
    expect(html).toContain('₱2,000.00');
    const { status, body } = await spin(url);
    expect(status).toBe(200);
    expect(body.balance).toBeCloseTo(2000 - body.bet + body.win, 2);
    expect(await balanceOf(token)).toBe(wallet);
  });

  it('refuses a launch or a spin the balance cannot cover', async () => {
    const empty = await login('demob02', 'jadeexpired', 'Expired123');
    const game = gameOf('demob02', (g) => g.gameType === 'RNG');
    const low = await failure(launchQuery(game), { merchant: 'demob02', token: empty });
    expect([low.status, low.body.errorCode, low.body.message]).toEqual([400, 'insufficient.balance', 'Your balance is too low for this game. Please deposit.']);
    // 5.00 covers the 1.00 minimum bet but not the page's 10.00 stake.
    const poor = await login('democ03', 'emberexpired', 'Expired123');
    const table = gameOf('democ03', (g) => g.minBet === 1);
    const url = await launch(poor, table, { merchant: 'democ03' });
    const refused = await spin(url);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'insufficient.balance']);
    expect(await balanceOf(poor, 'democ03')).toBe(5);
  });

  it('reports a vendor in maintenance with its window, set and ended with the admin CLI', async () => {
    const token = await login('demoa01', 'forgetful', 'Forgot123');
    const game = gameOf('demoa01', (g) => g.vendorCode === 'JL' && g.minBet <= 0.1);
    const url = await launch(token, game);
    const start = Date.now();
    expect(adminCommand(temp.dbPath, 'vendor', 'demoa01', 'jl', 'maintenance', '30')).toMatch(/JL in maintenance/);
    const { status, body } = await failure(launchQuery(game), { token, language: 'VI' });
    expect([status, body.errorCode, body.message]).toEqual([400, 'vendor.maintenance', 'Nhà cung cấp trò chơi đang bảo trì.']);
    const window = (body.value as { content: { data: { maintainTime: number; endTime: number } } }).content.data;
    expect(window.maintainTime).toBeGreaterThanOrEqual(start - 1_000);
    expect(window.maintainTime).toBeLessThanOrEqual(Date.now());
    expect(window.endTime - window.maintainTime).toBe(30 * 60_000);
    expect((await spin(url)).body.errorCode).toBe('vendor.maintenance');
    // Only that merchant's vendor: demo-b still launches JL.
    const b = await login('demob02', '0912345678', 'Jade12345');
    await launch(
      b,
      gameOf('demob02', (g) => g.vendorCode === 'JL'),
      { merchant: 'demob02' },
    );
    expect(() => adminCommand(temp.dbPath, 'vendor', 'demoa01', 'NOPE', 'maintenance')).toThrow();
    expect(adminCommand(temp.dbPath, 'vendor', 'demoa01', 'JL', 'normal')).toMatch(/back to normal/);
    expect((await spin(url)).status).toBe(200);
  });
});

describe('demo slot', () => {
  it('wins about 40% of spins and returns less than the bet on average', () => {
    expect(winChance()).toBeCloseTo(0.4, 5);
    expect(expectedReturn()).toBeLessThan(0.95);
    let wins = 0;
    let paid = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const { symbols, multiplier } = spinOutcome(`token-${i % 97}`, i);
      const distinct = new Set(symbols).size;
      expect(multiplier === 0 ? distinct === 3 : multiplier === 0.5 ? distinct === 2 : distinct === 1).toBe(true);
      if (multiplier > 0) wins++;
      paid += multiplier;
    }
    expect(wins / n).toBeGreaterThan(0.37);
    expect(wins / n).toBeLessThan(0.43);
    expect(paid / n).toBeLessThan(1);
    expect(spinOutcome('same', 3)).toEqual(spinOutcome('same', 3));
  });
});

describe('lottery', () => {
  it('lists VN menus per prize mode for merchants with lottery vendors', async () => {
    const elott = await bare<Menus>('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB');
    expect(Object.keys(elott)).toEqual(['MB', 'MT', 'MN', 'ST']);
    for (const [code, group] of Object.entries(elott)) {
      expect(group.gameGroupCode).toBe(code);
      expect(group.gameMenus.length).toBeGreaterThan(0);
      for (const item of group.gameMenus) {
        expect(item.vendor).toBe('TCG_LOTTO_VN');
        if (code === 'ST') expect(item.drawTime).toBeUndefined();
        else expect(item.drawTime).toMatch(/^\d{2}:\d{2}$/);
      }
    }
    expect(elott.MB!.gameMenus.map((m) => m.gameCode)).toEqual(['MB_HN']);
    expect(Object.keys(await bare<Menus>('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB'))).toEqual(['MB', 'MT', 'MN']);
    const vi = await bare<Menus>('/lgw/vn/games/game_menu?prizeMode=Elott&device=WEB', { merchant: 'demob02', language: 'VI' });
    expect(vi.MB!.gameGroupName).toBe('Miền Bắc');
    expect(vi.MN!.gameMenus.map((m) => m.gameName)).toContain('TP. Hồ Chí Minh');
    expect(await bare<Menus>('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB', { merchant: 'democ03' })).toEqual({});
    expect((await request('/lgw/vn/games/game_menu?prizeMode=%27%20OR%201')).status).toBe(400);
  });

  it('remembers the lottery games a member launched', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const recent = () => bare<{ gameMenus: MenuItem[] }>('/lgw/vn/games/game_menu/recent', { token });
    expect((await recent()).gameMenus).toEqual([]);
    const lott = (code: string) =>
      `/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=ELOTT&lottoView=${code ? 'betting' : 'lobby'}&lottoGameCode=${code}&device=WEB&backUrl=${encodeURIComponent('http://demo-a.localhost/vnLottery')}&language=EN`;
    for (const code of ['MN_HCM', 'MB_HN', '']) {
      const { content } = await value<{ content: { game_url: string } }>(lott(code), { token });
      expect(content.game_url).toMatch(/\/demo-game\//);
    }
    const page = await (await fetch(onCdn((await value<{ content: { game_url: string } }>(lott('ST_5P'), { token })).content.game_url))).text();
    expect(page).toContain('5-minute Express');
    expect((await recent()).gameMenus.map((m) => m.gameCode)).toEqual(['ST_5P', 'MB_HN', 'MN_HCM']);
    expect((await failure(lott('NOPE'), { token })).body.errorCode).toBe('game.not.found');
    expect((await request('/lgw/vn/games/game_menu/recent')).status).toBe(401);
  });

  it('serves opened draws with VN-shaped winning numbers, newest first, the same every time', async () => {
    const now = Date.now();
    const { list } = await bare<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game?gameCode=MB_HN');
    expect(list).toHaveLength(100);
    expect(new Set(list.map((d) => d.numero)).size).toBe(100);
    for (const [i, d] of list.entries()) {
      expect(d).toMatchObject({ gameCode: 'MB_HN', gameName: 'Hanoi' });
      expect(d.numero).toMatch(/^\d{8}$/);
      expect(d.openTime).toBeLessThanOrEqual(now);
      if (i) expect(d.openTime).toBe(list[i - 1]!.openTime - 86_400_000);
      expect(d.winningNumbers).toHaveLength(27);
      expect(d.winningNumbers[0]).toMatch(/^\d{5}$/);
      for (const n of d.winningNumbers) expect(n).toMatch(/^\d{2,5}$/);
    }
    expect(list[0]!.openTime).toBeGreaterThan(now - 86_400_000);
    const south = await bare<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game?gameCode=MN_HCM&count=3');
    expect(south.list.map((d) => d.winningNumbers.length)).toEqual([18, 18, 18]);
    expect((await bare<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game?gameCode=MB_HN&count=5')).list).toEqual(list.slice(0, 5));
    expect((await bare<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game?gameCode=MB_HN&count=1000')).list).toHaveLength(100);
    const mixed = await bare<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game?count=20');
    expect(mixed.list).toHaveLength(20);
    expect(mixed.list.map((d) => d.openTime)).toEqual([...mixed.list.map((d) => d.openTime)].sort((a, b) => b - a));
    const latest = await bare<{ gameCode: string; numero: string; openTime: number; winningNumbers: string[] }>('/lgw/games/opened/numero?gameCode=MB_HN');
    expect(latest).toEqual({ gameCode: 'MB_HN', numero: list[0]!.numero, openTime: list[0]!.openTime, winningNumbers: list[0]!.winningNumbers });
  });

  it('computes the current draw from the clock', async () => {
    const now = Date.now();
    const fast = await bare<{ gameCode: string; currentNumero: string; closeTime: number; nextOpenTime: number }>('/lgw/draw?gameCode=ST_1P');
    expect(fast.nextOpenTime).toBeGreaterThan(now - 1_000);
    expect(fast.nextOpenTime - now).toBeLessThanOrEqual(60_000);
    expect(fast.closeTime).toBe(fast.nextOpenTime - 5_000);
    expect(fast.currentNumero).toMatch(/^\d{12}$/);
    const latest = await bare<{ numero: string; openTime: number }>('/lgw/games/opened/numero?gameCode=ST_1P');
    expect(fast.nextOpenTime - latest.openTime).toBe(60_000);
    expect(Number(fast.currentNumero) === Number(latest.numero) + 1 || fast.currentNumero.endsWith('0001')).toBe(true);
    const daily = await bare<{ currentNumero: string; closeTime: number; nextOpenTime: number }>('/lgw/draw?gameCode=MN_HCM');
    expect(daily.nextOpenTime - now).toBeLessThanOrEqual(86_400_000);
    expect(daily.nextOpenTime - daily.closeTime).toBe(15 * 60_000);
    expect(new Date(daily.nextOpenTime).getUTCHours() * 60 + new Date(daily.nextOpenTime).getUTCMinutes()).toBe(9 * 60 + 15); // 16:15 in Vietnam
    for (const bad of ['/lgw/draw', '/lgw/draw?gameCode=NOPE', '/lgw/games/opened/numero?gameCode=%27--', '/lgw/vn/numeros/opened/game?count=abc']) {
      const { status } = await request(bad);
      expect(status, bad).toBe(400);
    }
    expect((await request('/lgw/draw?gameCode=MB_HN', { merchant: 'democ03' })).status).toBe(400);
  });
});

describe('recent games by vendor', () => {
  it('GCS_recentGame honours vassalage: one vendor, any case; empty is every vendor; unknown is an empty list', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const recent = async (vassalage: string) =>
      value<{ list: Game[]; totalPages: number }>(
        `/wps/relay/GCS_recentGame?clientType=3&language=EN&pageNo=1&pageSize=30&gameType=RNG&vassalage=${vassalage}`,
        { token },
      );
    const pg = gameOf('demoa01', (g) => g.vendorCode === 'PG' && g.gameType === 'RNG' && g.minBet <= 1);
    const jl = gameOf('demoa01', (g) => g.vendorCode === 'JL' && g.gameType === 'RNG' && g.minBet <= 1);
    await launch(token, pg);
    await launch(token, jl);

    const all = await recent('');
    expect(ids(all.list).slice(0, 2)).toEqual([jl.nodeId, pg.nodeId]);
    for (const [code, game] of [
      ['PG', pg],
      ['pg', pg],
      ['JL', jl],
    ] as const) {
      const only = await recent(code);
      expect(only.list[0]?.nodeId, code).toBe(game.nodeId);
      expect(new Set(only.list.map((g) => g.vassalage)), code).toEqual(new Set([game.vendorCode]));
    }
    // A vendor code nobody has: no games, not an error.
    for (const code of ['NOPE', 'zz_9']) expect(await recent(code), code).toEqual({ list: [], totalPages: 0, totalCount: 0, pageNum: 1 });
    // Not a code at all: a parameter error, never a 500.
    const { status, body } = await failure(`/wps/relay/GCS_recentGame?vassalage=${encodeURIComponent("' OR 1=1--")}`, { token });
    expect([status, body.errorCode]).toEqual([400, 'request_param_err']);
  });
});

describe('launch CDNs and FB Sports (decision 008)', () => {
  type Status = { info: { launchGameCDNs: string[] } };
  type Lanes = { data: { lanes: { title: string; cards: { vassalage: string; isGame: string | null }[] }[] } };
  type Bet = { balance: number; bet: { matchId: string; pick: string; odds: number; stake: number; home: string; away: string } };
  const fbLaunch = (options: Options = {}, query = 'language=EN&clientType=3&platform=html5-desktop') =>
    request(`/wps/relay/GCS_gameLaunchFB?${query}`, options);
  const fbPath = async (options: Options = {}, query?: string) => {
    const { status, body } = await fbLaunch(options, query);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body as Envelope<{ url: string }>).value.url;
  };
  const placeBet = async (pageUrl: string, body: unknown) => {
    const res = await fetch(`${pageUrl}/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Bet & { errorCode?: string; message?: string } };
  };

  it('answers a game launch as a path that both launch CDNs serve, once', async () => {
    const { info } = await value<Status>('/wps/system/status');
    expect(info.launchGameCDNs).toEqual([temp.platform.url, `${temp.platform.url}/play`]);
    const token = await login('demoa01', 'agent1', 'Agent12345');
    // A spin leaves its game's round open for a moment (#734): each CDN gets a game of its own.
    const games = ['PP', 'PG'].map((vendor) => gameOf('demoa01', (g) => g.vendorCode === vendor && g.minBet <= 1));
    for (const [i, cdn] of info.launchGameCDNs.entries()) {
      const path = (await value<{ content: { game_url: string } }>(launchQuery(games[i]!), { token })).content.game_url;
      expect(path).toMatch(/^\/demo-game\/[A-Za-z0-9_-]{20,}$/);
      const page = await fetch(`${cdn}${path}`);
      expect(page.status, cdn).toBe(200);
      const html = await page.text();
      // The page calls back under the prefix it was served from.
      expect(html).toContain(`"spinUrl":"${cdn.slice(temp.platform.url.length)}${path}/spin"`);
      // One-time across CDNs: the link is spent whichever host opened it.
      for (const other of info.launchGameCDNs) expect((await fetch(`${other}${path}`)).status, other).toBe(410);
      const spun = await spin(`${cdn}${path}`);
      expect(spun.status).toBe(200);
    }
    expect((await fetch(`${temp.platform.url}/play/demo-game/not-a-token`)).status).toBe(404);
  });

  it('lists FB as a plain sports vendor, EVO as seamless and KM as vassalage', async () => {
    const { data } = await value<Lanes>('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=demoa01');
    const card = (code: string) => data.lanes.flatMap((l) => l.cards).find((c) => c.vassalage === code);
    expect(card('FB')?.isGame).toBeNull();
    expect(card('EVO')?.isGame).toBe('SEAMLESS');
    expect(card('KM')?.isGame).toBe('VASSALAGE');
  });

  it('generates the same fixtures all day, with 1X2 odds for football and two-way odds otherwise', () => {
    const day = Date.UTC(2026, 0, 15);
    const fixtures = fixturesOfDay(day);
    expect(fixturesOfDay(day)).toEqual(fixtures);
    expect(fixturesOfDay(day + 86_400_000).map((f) => f.home)).not.toEqual(fixtures.map((f) => f.home));
    expect(fixtures).toHaveLength(6);
    for (const f of fixtures) {
      expect(f.id).toMatch(/^20260115-\d$/);
      expect(f.home).not.toBe(f.away);
      expect(f.kickoffAt).toBeGreaterThanOrEqual(day + 10 * 3_600_000);
      expect(f.kickoffAt).toBeLessThan(day + 86_400_000);
      expect(f.odds['1']).toBeGreaterThan(1);
      expect(f.odds['2']).toBeGreaterThan(1);
      if (f.sport === 'FOOTBALL') {
        expect(f.odds.X).toBeGreaterThan(1);
        // The book keeps a margin: the implied chances add up to a little over 100%.
        const implied = 1 / f.odds['1'] + 1 / f.odds.X! + 1 / f.odds['2'];
        expect(implied).toBeGreaterThan(1.02);
        expect(implied).toBeLessThan(1.1);
      } else expect(f.odds.X).toBeNull();
    }
    expect(matchById(fixtures[2]!.id)).toEqual(fixtures[2]);
    expect(matchById('20260115-9')).toBeUndefined();
    const now = Date.now();
    const upcoming = upcomingMatches(now);
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    expect(upcoming.every((m) => m.kickoffAt > now)).toBe(true);
  });

  it('opens the book for a guest in guest mode: odds visible, betting refused', async () => {
    const path = await fbPath();
    expect(path).toMatch(/^\/fb-sports\/[A-Za-z0-9_-]{20,}$/);
    const url = `${temp.platform.url}/play${path}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain('Guest mode');
    expect(html).toContain('Log in on the site to bet');
    expect(html).not.toContain('id="balance"');
    const first = upcomingMatches()[0]!;
    expect(html).toContain(first.home.replace(/'/g, '&#39;'));
    expect(html).toContain(`>${first.odds['1'].toFixed(2)}</b>`);
    expect((await fetch(url)).status).toBe(410);
    const refused = await placeBet(url, { matchId: first.id, pick: '1', stake: 10 });
    expect([refused.status, refused.body.errorCode, refused.body.message]).toEqual([403, 'sports.login.required', 'Log in on the site to bet']);
    const cn = await (await fetch(`${temp.platform.url}${await fbPath({}, 'language=CN')}`)).text();
    expect(cn).toContain('游客模式');
  });

  it('lets a member bet a stake from the book: the wallet the site reads pays it, and "My bets" keeps it', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const before = await balanceOf(token);
    const url = `${temp.platform.url}${await fbPath({ token })}`;
    const html = await (await fetch(url)).text();
    expect(html).toContain('Lucky Lin');
    expect(html).toContain(`₱${before.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    expect(html).toContain('My bets');
    expect(html).not.toContain('<span class="pill">');

    const football = upcomingMatches().find((m) => m.sport === 'FOOTBALL')!;
    const placed = await placeBet(url, { matchId: football.id, pick: 'X', stake: 50, odds: 99 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.bet).toMatchObject({ matchId: football.id, pick: 'X', odds: football.odds.X, stake: 50, home: football.home, away: football.away });
    expect(placed.body.balance).toBeCloseTo(before - 50, 2);
    expect(await balanceOf(token)).toBeCloseTo(before - 50, 2);

    const twoWay = upcomingMatches().find((m) => m.sport !== 'FOOTBALL')!;
    for (const [ask, code] of [
      [{ matchId: football.id, pick: '1', stake: 7 }, 'request_param_err'],
      [{ matchId: twoWay.id, pick: 'X', stake: 10 }, 'request_param_err'],
      [{ matchId: '20200101-1', pick: '1', stake: 10 }, 'sports.match.closed'],
      [{ matchId: 'nope', pick: '1', stake: 10 }, 'request_param_err'],
      ['not json', 'request_param_err'],
    ] as const) {
      const { status, body } = await placeBet(url, ask);
      expect([status, body.errorCode], JSON.stringify(ask)).toEqual([400, code]);
    }
    expect(await balanceOf(token)).toBeCloseTo(before - 50, 2);

    // A new launch shows the bet in "My bets".
    const again = await (await fetch(`${temp.platform.url}${await fbPath({ token })}`)).text();
    expect(again).toContain(`"matchId":"${football.id}","sport":"FOOTBALL"`);

    // The bet link dies with the session.
    await value('/wps/session/logout', { method: 'DELETE', token });
    expect((await placeBet(url, { matchId: football.id, pick: '1', stake: 10 })).status).toBe(410);
    expect((await fbLaunch({ token })).status).toBe(401);
  });

  it('refuses a stake the balance cannot cover, trial accounts, brands without FB, and FB in maintenance', async () => {
    const poor = await login('demoa01', 'expired1', 'Expired123'); // ₱10.00
    const url = `${temp.platform.url}${await fbPath({ token: poor })}`;
    await fetch(url);
    const match = upcomingMatches()[0]!;
    const low = await placeBet(url, { matchId: match.id, pick: '1', stake: 50 });
    expect([low.status, low.body.errorCode]).toEqual([400, 'insufficient.balance']);
    expect(await balanceOf(poor)).toBe(10);

    const c = client('demoa01');
    const { token: trial } = await c.call('freePlay', LoginValueSchema, {
      body: { os: 'web', platform: 'W' },
      headers: { Encryption: freePlayEncryption(await c.rsaModulus()) },
    });
    expect((await fbLaunch({ token: trial })).body).toMatchObject({ success: false, errorCode: 'account.trial' });
    expect((await fbLaunch({ merchant: 'demob02' })).body).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await fbLaunch({}, 'clientType=%27--')).status).toBe(400);

    expect(adminCommand(temp.dbPath, 'vendor', 'demoa01', 'FB', 'maintenance', '45')).toMatch(/FB in maintenance/);
    try {
      const { status, body } = await fbLaunch();
      expect([status, (body as Envelope<unknown>).errorCode]).toEqual([400, 'vendor.maintenance']);
      const window = (body as Envelope<{ content: { data: { maintainTime: number; endTime: number } } }>).value.content.data;
      expect(window.endTime - window.maintainTime).toBe(45 * 60_000);
      const during = await placeBet(url, { matchId: match.id, pick: '1', stake: 10 });
      expect([during.status, during.body.errorCode]).toEqual([400, 'vendor.maintenance']);
    } finally {
      expect(adminCommand(temp.dbPath, 'vendor', 'demoa01', 'FB', 'normal')).toMatch(/back to normal/);
    }
    expect((await fbLaunch()).status).toBe(200);
  });
});

type Room = {
  roomId: number;
  vassalage: string;
  nodeId: number;
  gameName: string;
  tier: string;
  roomName: string;
  betMinor: number;
  entryMinor: number;
  currency: string;
  players: number;
};

describe('PVP rooms (GLS2_roomList)', () => {
  it("lists the tables of the merchant's room vendors in the member's currency and language, for members only", async () => {
    expect((await failure('/wps/relay/GLS2_roomList')).status).toBe(401);
    const token = await login('demoa01', 'player1', 'Player123');
    const rooms = await value<Room[]>('/wps/relay/GLS2_roomList', { token });
    expect(new Set(rooms.map((r) => r.vassalage))).toEqual(new Set(['KM', 'V8']));
    const km = rooms.filter((r) => r.vassalage === 'KM');
    expect(km.map((r) => r.tier).slice(0, 3)).toEqual(['BEGINNER', 'STANDARD', 'HIGH']);
    // Bigger tables ask more, in whole minor units of the member's currency.
    expect(km[0]!.betMinor).toBeLessThan(km[1]!.betMinor);
    expect(km[0]!.entryMinor).toBe(km[0]!.betMinor * 20);
    expect(km[0]!.currency).toBe('PHP');
    expect((await value<Room[]>('/wps/relay/GLS2_roomList?vassalage=V8', { token })).every((r) => r.vassalage === 'V8')).toBe(true);
    const cn = await value<Room[]>('/wps/relay/GLS2_roomList?vassalage=KM', { token, language: 'CN' });
    expect(cn[0]!.roomName).toBe('新手场');
    // demo-c offers no room vendor: no tables.
    const player3 = await login('democ03', 'player3', 'Ember12345');
    expect(await value<Room[]>('/wps/relay/GLS2_roomList', { token: player3, merchant: 'democ03' })).toEqual([]);
  });

  it('a launch into a room names the table, counts the player as seated and asks for the sit-down balance', async () => {
    const token = await login('demoa01', 'player1', 'Player123');
    const [room] = await value<Room[]>('/wps/relay/GLS2_roomList?vassalage=KM', { token });
    const page = await (await fetch(await launch(token, { nodeId: room!.nodeId, vassalage: 'KM' }, { extra: `&roomId=${room!.roomId}` }))).text();
    expect(page).toContain(`${room!.gameName} · ${room!.roomName}`);
    const after = await value<Room[]>('/wps/relay/GLS2_roomList?vassalage=KM', { token });
    expect(after.find((r) => r.roomId === room!.roomId)!.players).toBe(1);

    // A room of another game, or a malformed id, is refused.
    const other = after.find((r) => r.nodeId !== room!.nodeId)!;
    expect((await failure(launchQuery({ nodeId: room!.nodeId, vassalage: 'KM' }, `&roomId=${other.roomId}`), { token })).body.errorCode).toBe('room.not.found');
    expect((await failure(launchQuery({ nodeId: room!.nodeId, vassalage: 'KM' }, '&roomId=x1'), { token })).status).toBe(400);

    // A table whose sit-down balance is above what the player holds refuses them, though the game itself opens.
    const high = after.find((r) => r.nodeId === room!.nodeId && r.tier === 'HIGH')!;
    writePlatformDb(temp.dbPath, 'UPDATE pvp_rooms SET entry_bets = 100000000 WHERE id = ?', high.roomId);
    expect((await failure(launchQuery({ nodeId: high.nodeId, vassalage: 'KM' }, `&roomId=${high.roomId}`), { token })).body.errorCode).toBe(
      'insufficient.balance',
    );
    expect(await launch(token, { nodeId: high.nodeId, vassalage: 'KM' })).toMatch(/demo-game/);
  });
});

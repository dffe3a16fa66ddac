import { describe, expect, it } from 'vitest';
import { loadAdminHere } from '../support/admin';
import { httpRequest } from '../support/http';
import { elementOf, textOf } from '../support/served-markup';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * What the brands' pages answer before any script runs: statuses, redirects, and the markup of the served
 * document (what a search engine, a link preview or a browser without JavaScript reads). The same pages are
 * drawn and hydrated in the e2e specs where a browser is the subject.
 */
const s = useStack('pages-nojs-');
/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();
const admin = (...args: string[]) => adminCommand(s.stack.dbPath, ...args);

const HOST = { a: 'demo-a.localhost:3000', b: 'demo-b.localhost:3000', c: 'demo-c.localhost:3000' } as const;
const get = (host: string, pathname: string, cookie?: string) =>
  httpRequest(`${s.stack.siteUrl}${pathname}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
const cookieValue = (value: string) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));

/** The served footer's markup (from `<footer` to its end). */
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>') + '</footer>'.length);
/** The texts of the links inside the footer's lists (its social links: the footer's only list of links). */
const footerListLinks = (html: string) =>
  [...footerOf(html).matchAll(/<ul\b[^>]*>([\s\S]*?)<\/ul>/g)].flatMap(([, list]) => [...list!.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map(([, text]) => text));
/** An attribute of the first tag in `html` that matches `tag` (a regular expression source for the whole tag). */
const attributeOf = (html: string, tag: string, name: string) => {
  const found = new RegExp(tag).exec(html)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(found)?.[1];
};

describe('pages a brand does not offer are 404s', () => {
  it('Jade Dragon has no cockfight page, no hot matches (no sportsbook) and no chat room (CBS3 off); its home page shows neither', async () => {
    expect((await get(HOST.b, '/cockfight')).status).toBe(404);
    expect((await get(HOST.b, '/hot-matches')).status).toBe(404);
    expect((await get(HOST.b, '/chat')).status).toBe(404);
    const home = await get(HOST.b, '/index');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('data-testid="home-hot-matches"');
    const footer = footerOf(home.body);
    expect(footer).toContain('<footer');
    expect(footer).not.toContain('data-testid="chat-toggle"');
    expect(footer).not.toMatch(/<a\b[^>]*>[^<]*(Chat|Phòng chat)[^<]*<\/a>/);
  });

  it('an unknown blog article and a draft are 404s; an unknown promotion is a kind 404 with the way back', async () => {
    expect((await get(HOST.a, '/blog/no-such-article')).status).toBe(404);
    expect((await get(HOST.a, '/blog/vip-gala-announcement')).status).toBe(404);
    const promo = await get(HOST.a, '/promoDetail?id=987654');
    expect(promo.status).toBe(404);
    expect(promo.body).toMatch(/data-testid="promo-not-found"[\s\S]*This promotion has ended or was never here\./);
    expect(promo.body).toMatch(/<a\b[^>]*href="\/promotions"[^>]*>See all promotions<\/a>/);
  });

  it('a member (not an agent) gets a 404 from every agent page and the agent export', async () => {
    const cookie = await logIn(s.stack.siteUrl, HOST.a, 'player1', 'Player123');
    for (const pathname of ['/agent', '/agent/agentTeamOverview', '/agent/downlineManagmentView', '/agent/export?report=bets']) {
      expect((await get(HOST.a, pathname, cookie)).status, pathname).toBe(404);
    }
  });
});

describe('the served document', () => {
  it('a blog article carries its title, canonical address, description, Open Graph tags and structured data with a nonce', async () => {
    const res = await get(HOST.a, '/blog/asia-premier-league-weekend-preview');
    expect(res.status).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Asia Premier League: the weekend preview | Aurora Casino</title>');
    expect(attributeOf(head, '<link[^>]*rel="canonical"[^>]*>', 'href')).toMatch(
      /^http:\/\/demo-a\.localhost(:\d+)?\/blog\/asia-premier-league-weekend-preview$/,
    );
    expect(attributeOf(head, '<meta[^>]*name="description"[^>]*>', 'content')).toMatch(/Manila Eagles host Cebu Sharks/);
    expect(attributeOf(head, '<meta[^>]*property="og:type"[^>]*>', 'content')).toBe('article');
    expect(attributeOf(head, '<meta[^>]*property="og:title"[^>]*>', 'content')).toBe('Asia Premier League: the weekend preview');
    expect(attributeOf(head, '<meta[^>]*property="og:image"[^>]*>', 'content')).toMatch(/^https?:\/\/.+\/blog\/\d+\.jpg$/);
    const ld = /<script\b([^>]*data-testid="blog-jsonld"[^>]*)>([\s\S]*?)<\/script>/.exec(res.body);
    expect(ld, 'the article’s structured data').toBeTruthy();
    expect(JSON.parse(ld![2]!)).toMatchObject({ '@type': 'BlogPosting', headline: 'Asia Premier League: the weekend preview', inLanguage: 'en' });
    expect(/\snonce="([^"]+)"/.exec(ld![1]!)?.[1], 'the structured data runs under the page’s nonce').toBeTruthy();
  });

  it('the footer shows only the social links the brand has', async () => {
    expect(footerListLinks((await get(HOST.b, '/index')).body)).toEqual(['Facebook', 'Telegram']);
    expect(footerListLinks((await get(HOST.a, '/index')).body)).toHaveLength(5);
  });

  it('a language the brand does not offer is refused: the page stays in the brand language', async () => {
    const res = await get(HOST.b, '/index', `lang=${cookieValue('KO')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<html\b[^>]*\slang="vi"/);
  });

  it('on a brand that requires login the help stays open, and everything else asks to log in first', async () => {
    const help = await get(HOST.c, '/help');
    expect(help.status).toBe(200);
    const lobby = await get(HOST.c, '/rng');
    expect(lobby.status).toBe(302);
    expect(lobby.headers.location).toMatch(/^\/login\?redirectTo=%2Frng$/);
  });

  it('a sportsbook game tile leads to the sportsbook page', async () => {
    const tile = await get(HOST.a, '/game?vendor=FB&nodeId=1');
    expect(tile.status).toBe(302);
    expect(tile.headers.location).toMatch(/^\/fbsports$/);
  });

  // The book itself, its guest mode and a bet are driven in a browser in sports-and-seamless.spec.ts.
  it('FB Sports under maintenance says so with its window and the way back to the games, and comes back', async () => {
    admin('vendor', 'demoa01', 'FB', 'maintenance', '30');
    try {
      const res = await get(HOST.a, '/fbsports');
      expect(res.status).toBe(200);
      const main = elementOf(res.body, 'main', '\\sid="main"');
      expect(main).toMatch(/\srole="alert"/);
      expect(textOf(main)).toContain("The game couldn't open");
      expect(textOf(main)).toMatch(/under maintenance from \d{4}-\d{2}-\d{2} \d{2}:\d{2} to \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(main).not.toContain('data-testid="sports-frame"');
      expect(/<a\b[^>]*href="([^"]*)"[^>]*>Back to games<\/a>/.exec(main)?.[1]).toBe('/sports');
    } finally {
      admin('vendor', 'demoa01', 'FB', 'normal');
    }
    const back = await get(HOST.a, '/fbsports');
    expect(back.status).toBe(200);
    expect(elementOf(back.body, 'main', '\\sid="main"')).toMatch(/<iframe\b[^>]*data-testid="sports-frame"/);
  });

  it('keeps no guest launch page: each guest gets a sportsbook link of their own, never stored', async () => {
    const frameSrc = (body: string) => attributeOf(elementOf(body, 'main', '\\sid="main"'), '<iframe[^>]*data-testid="sports-frame"[^>]*>', 'src');
    const first = await get(HOST.a, '/fbsports');
    const second = await get(HOST.a, '/fbsports');
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
    expect(frameSrc(first.body)).toMatch(/\/fb-sports\//);
    // A kept page would hand the second guest the first one's one-time link.
    expect(frameSrc(second.body)).not.toBe(frameSrc(first.body));
  });

  it('a lobby’s first banner is preloaded in the served page', async () => {
    expect((await get(HOST.a, '/rng')).body).toMatch(/<link[^>]+rel="preload"[^>]+as="image"/);
  });
});

// The VIP page and the boards are drawn and read in a browser in vip-and-rankings.spec.ts; what a status alone
// says (which brand offers which page, what an odd query answers) is asked here.
describe('the VIP page and the boards, by brand', () => {
  it('Ember Play has no VIP page nor VIP rank page: a guest is asked to log in first, a player gets a 404', async () => {
    const guest = await get(HOST.c, '/vip');
    expect(guest.status === 404 || (guest.status === 302 && /^\/login\b/.test(String(guest.headers.location))), `${guest.status}`).toBe(true);
    const cookie = await logIn(s.stack.siteUrl, HOST.c, 'player3', 'Ember12345');
    expect((await get(HOST.c, '/vip', cookie)).status).toBe(404);
    // The member centre's rank page (its menu has no entry for it: member-rewards.spec.ts).
    expect((await get(HOST.c, '/member/playerRank', cookie)).status).toBe(404);
  });

  it('each board exists only where the brand publishes it, with its table', async () => {
    const deposit = await get(HOST.a, '/deposit-rank');
    expect(deposit.status).toBe(200);
    expect(deposit.body).toContain('data-testid="rank-table"');
    expect((await get(HOST.a, '/bet-rank')).status).toBe(404);
    expect((await get(HOST.b, '/deposit-rank')).status).toBe(404);
    const bet = await get(HOST.b, '/bet-rank');
    expect(bet.status).toBe(200);
    expect(bet.body).toContain('data-testid="rank-table"');
  });

  it('a nonsense winners page is the first page and an unknown leaderboard game the whole board, not an error', async () => {
    expect((await get(HOST.a, '/winners?page=%3Cscript%3E')).status).toBe(200);
    expect((await get(HOST.a, '/leaderboard?game=POKER')).status).toBe(200);
  });
});

/** The served banner carousel's markup (it holds no section of its own, so it ends at the first `</section>`). */
const carouselOf = (html: string) => {
  const start = html.indexOf('data-testid="banner-carousel"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

// Moved from home.spec.ts: what a route's banner group is, is in the served page; the carousel's motion and its
// clicks are drawn and tried in a browser there.
describe('banner groups, by route', () => {
  it('each route shows its own banner group, and a linked banner goes to a page of the site', async () => {
    expect(carouselOf((await get(HOST.a, '/rng')).body).match(/<img\b/g)).toHaveLength(2);
    expect(carouselOf((await get(HOST.b, '/live')).body)).toBe('');
    const home = carouselOf((await get(HOST.a, '/index')).body);
    expect(home.match(/<img\b/g)).toHaveLength(3);
    expect(attributeOf(home, '<a\\b[^>]*\\shref="/[^"]*"[^>]*>', 'href')).toMatch(/^\//);
  });
});

// Moved from lobby.spec.ts: odd queries are answered with the lobby, asked over HTTP; one such page is still
// drawn and hydrated in the browser there.
describe('the lobby with odd input', () => {
  it('bad input gives the lobby, never a server error, and the list endpoint its first page', async () => {
    for (const search of [
      '?page=NOPE',
      '?pageNo=-1',
      '?minBet=abc',
      '?q=%27%20OR%201%3D1--',
      `?q=${'x'.repeat(5000)}`,
      '?games=NOPE&classify=%3Cscript%3E&type=zzz',
    ]) {
      const res = await get(HOST.a, `/rng${search}`);
      expect(res.status, search.slice(0, 40)).toBe(200);
      expect(res.body, search.slice(0, 40)).toContain('data-testid="lobby-grid"');
    }
    const list = await get(HOST.a, '/resources/games?pageNo=abc&minBet=-5&q=%00%00');
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { pageNo: number }).pageNo).toBe(1);
  });
});

// Moved from help-and-download.spec.ts: the download page's old address, a brand without an iOS app and the web app
// manifest are what the server answers (statuses, served markup, a JSON file); the page is drawn in a browser there.
describe('the app download page and the web app manifest', () => {
  it('/download is the old address of /down, with its query', async () => {
    const res = await get(HOST.a, '/download?from=sms');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/down?from=sms');
  });

  it('a brand without an iOS app points iPhone players to the lite app', async () => {
    const res = await get(HOST.b, '/down');
    expect(res.status).toBe(200);
    expect(res.body.match(/data-testid="app-qr"/g)).toHaveLength(1);
    const ios = /<section\b[^>]*data-testid="app-ios"[^>]*>[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
    expect(attributeOf(ios, '<a\\b[^>]*>', 'href')).toBe('#lite-app');
  });

  type Manifest = { name: string; theme_color: string; display: string; start_url: string; icons: { src: string; purpose: string }[] };
  /** The manifest as the brand's home page links it, and the status of each icon it names. */
  const manifestOf = async (host: string) => {
    const page = await get(host, '/index');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const href = attributeOf(head, '<link[^>]*rel="manifest"[^>]*>', 'href');
    expect(href, `${host}'s manifest link`).toBeTruthy();
    const res = await get(host, href!);
    const body = JSON.parse(res.body) as Manifest;
    const icons = await Promise.all(body.icons.map(async (icon) => (await get(host, icon.src)).status));
    return { head, href, status: res.status, type: String(res.headers['content-type'] ?? ''), body, icons };
  };

  it('each brand installs under its own name, colours and icons; an unknown host has none', async () => {
    expect((await get('nobody.localhost:3000', '/manifest.webmanifest')).status).toBe(404);
    const [a, b] = [await manifestOf(HOST.a), await manifestOf(HOST.b)];
    for (const fetched of [a, b]) {
      expect(fetched.status).toBe(200);
      expect(fetched.type).toContain('application/manifest+json');
      expect(fetched.icons.every((status) => status === 200)).toBe(true);
    }
    expect(a.body.name).toBe('Aurora Casino');
    expect(b.body.name).toBe('Jade Dragon');
    expect(a.body.theme_color).not.toBe(b.body.theme_color);
    expect(a.body.display).toBe('standalone');
    expect(a.body.start_url.startsWith('/')).toBe(true);
    expect(a.body.icons.map((i) => i.purpose)).toContain('maskable');
    expect(b.body.icons.every((i) => i.src.startsWith('/brand-assets/demo-b/'))).toBe(true);
    // demo-b's home page links them in its head.
    expect(b.href).toBe('/manifest.webmanifest');
    expect(attributeOf(b.head, '<link[^>]*rel="apple-touch-icon"[^>]*>', 'href')).toBe('/brand-assets/demo-b/apple-touch-icon.png');
    expect(attributeOf(b.head, '<meta[^>]*name="theme-color"[^>]*>', 'content')).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

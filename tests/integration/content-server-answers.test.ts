import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { attributeOf, textOf, unescapeHtml } from '../support/served-html';
import { useStack } from '../support/stack';

/**
 * Content pages as the server answers a browser without JavaScript: the help search, the blog's list with its
 * tabs and pages, the footer's addresses and the lucky draws a guest is shown. What the pages' scripts do
 * with them is driven in a browser in help-and-download.spec.ts, hot-matches-and-blog.spec.ts, chrome.spec.ts and
 * lucky-draws.spec.ts.
 */
const s = useStack('content-answers-');
const get = (host: string, pathname: string) => httpRequest(`${s.stack.siteUrl}${pathname}`, { headers: { host, accept: 'text/html' } });

/** The markup of the first element with `data-testid="<id>"`, to its closing tag (`tag`: its element name). */
const elementOf = (html: string, id: string, tag: string) => new RegExp(`<${tag}\\b[^>]*data-testid="${id}"[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
/** The blog cards of a served list page, as text. */
const blogCards = (html: string) => [...html.matchAll(/<a\b[^>]*data-testid="blog-card"[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) => textOf(inner!));
/** The links of a served nav (by its test id): text, address and `aria-current`. */
const navLinks = (html: string, id: string) =>
  [...elementOf(html, id, 'nav').matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    text: textOf(inner!),
    href: attributeOf(`<a${attrs}>`, 'href')!,
    label: attributeOf(`<a${attrs}>`, 'aria-label'),
    current: attributeOf(`<a${attrs}>`, 'aria-current'),
  }));

describe('without JavaScript', () => {
  it('the help search works, in the brand language', async () => {
    const res = await get('demo-b.localhost', '/help?q=nap+tien');
    expect(res.status).toBe(200);
    const results = elementOf(res.body, 'help-results', 'section');
    const list = /<ul\b[\s\S]*?<\/ul>/.exec(results)?.[0] ?? '';
    expect(attributeOf(/<li\b[^>]*>\s*<a\b[^>]*>/.exec(list)?.[0] ?? '', 'href')).toBe('#deposit');
    expect(unescapeHtml(/<mark\b[^>]*>([^<]*)<\/mark>/.exec(list)?.[1] ?? '')).toBe('Nạp');
  });

  it('the blog lists articles with category tabs and pages', async () => {
    const first = await get('demo-a.localhost', '/blog');
    expect(first.status).toBe(200);
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(first.body)?.[1] ?? '')).toBe('Blog');
    const cards = blogCards(first.body);
    expect(cards).toHaveLength(6);
    expect(cards[0]).toContain('Welcome to the Aurora Casino blog');
    expect(textOf(first.body)).not.toContain('Draft: the VIP gala');

    const pageTwo = navLinks(first.body, 'blog-pager').find((link) => link.label === 'Page 2');
    expect(pageTwo?.href).toBe('/blog?page=2');
    const second = blogCards((await get('demo-a.localhost', pageTwo!.href)).body);
    expect(second).toHaveLength(1);
    expect(second[0]).toContain('Safer sign-ins');

    const guides = navLinks(first.body, 'blog-categories').find((link) => /Guides/.test(link.text));
    expect(guides?.href).toBe('/blog?category=guides');
    const guidesPage = (await get('demo-a.localhost', guides!.href)).body;
    const guideCards = blogCards(guidesPage);
    expect(guideCards).toHaveLength(3);
    expect(navLinks(guidesPage, 'blog-categories').find((link) => /Guides/.test(link.text))?.current).toBe('page');
    for (const text of guideCards) expect(text.toUpperCase()).toContain('GUIDES');
  });
});

describe('the footer', () => {
  it("lists the brand's other official addresses from the platform (demo-b)", async () => {
    const res = await get('demo-b.localhost', '/index');
    const mirrors = new RegExp('<[a-z]+\\b[^>]*data-testid="mirror-links"[\\s\\S]*?</(ul|div|p|nav)>').exec(res.body)?.[0] ?? '';
    expect([...mirrors.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) => textOf(inner!))).toEqual(['jade.localhost']);
  });
});

describe('the lucky draws', () => {
  it('a guest sees the running events and is asked to log in', async () => {
    const res = await get('demo-a.localhost', '/lucky-draw');
    expect(res.status).toBe(200);
    for (const kind of ['RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL']) expect(res.body, kind).toContain(`data-testid="event-${kind}"`);
    // The card's own markup, to its prize list's heading (the list's items are <li>s too).
    const wheel = /<li\b[^>]*data-testid="event-PRIZE_WHEEL"[\s\S]*?<\/h3>/.exec(res.body)?.[0] ?? '';
    expect(textOf(wheel)).toContain('Prizes and chances');
    expect(res.body).not.toContain('data-testid="play"');
    // The page's own log-in action (the header's comes first), as the player reads it.
    const logIn = [...res.body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
      .filter(([, , inner]) => textOf(inner!) === 'Log in')
      .map(([, attrs]) => attributeOf(`<a${attrs}>`, 'href'));
    expect(logIn.at(-1)).toMatch(/^\/login\?redirectTo=%2Flucky-draw/);
  });
});

import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * Every page the site serves is clean UTF-8: no NUL byte and no replacement character, whatever the
 * language's script (the renderer once padded a 2 KB chunk with NULs where a multi-byte character did not fit),
 * for every route, brand and offered language, guest and signed in, from the cache and fresh, gzipped and not.
 */
const env = useStack('clean-bytes-', { env: { GUEST_PAGE_TTL_MS: '60000' } });

const BRANDS = [
  { host: 'demo-a.localhost', member: ['player1', 'Player123'], agent: ['agent1', 'Agent12345'] },
  { host: 'demo-b.localhost', member: ['0912345678', 'Jade12345'], agent: ['jadeagent', 'Agent12345'] },
  { host: 'demo-c.localhost', member: ['player3', 'Ember12345'], agent: ['emberagent', 'Agent12345'] },
] as const;

/** Every page route of the build, as a path: its own segments under its parents'. */
async function pagePaths(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild;
  const routes = build.routes;
  const full = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId && route.parentId !== 'root' ? full(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent || '/';
  };
  const paths = Object.values(routes)
    .filter((route) => route.id !== 'root' && 'default' in route.module && route.module.default)
    .map((route) => full(route.id).replace('/*', '/no-such-page').replace('/:slug', '/no-such-article'));
  // Signing out is a page too, but crawling it would end the session under test.
  return [...new Set(paths)].filter((p) => p !== '/logout').sort();
}

type Answer = { status: number; bytes: Buffer; encoding: string | undefined };
function get(host: string, pathname: string, cookie: string, gzip: boolean): Promise<Answer> {
  const url = new URL(env.stack.siteUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: pathname, headers: { host, cookie, 'accept-encoding': gzip ? 'gzip' : 'identity', accept: 'text/html' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const strict = new TextDecoder('utf-8', { fatal: true });
/** What is wrong with a page's bytes, if anything. */
function flaw(answer: Answer): string | null {
  const bytes = answer.encoding === 'gzip' ? gunzipSync(answer.bytes) : answer.bytes;
  const nul = bytes.indexOf(0);
  if (nul >= 0) return `a NUL byte at ${nul}: …${bytes.subarray(Math.max(0, nul - 24), nul + 8).toString('latin1')}…`;
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    return 'bytes that are not UTF-8';
  }
  const bad = text.indexOf('\uFFFD');
  return bad >= 0 ? `a replacement character: …${text.slice(Math.max(0, bad - 24), bad + 8)}…` : null;
}

async function languageCookie(host: string, language: string, cookie: string): Promise<string> {
  const res = await postForm(env.stack.siteUrl, host, '/resources/preferences', { language, redirectTo: '/index' }, cookie || undefined);
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('lang='));
  if (!set) throw new Error(`${host}: no language cookie for ${language}`);
  return set.split(';')[0]!;
}

/** The brand's languages as its language menu offers them. */
async function offeredLanguages(host: string, cookie: string): Promise<string[]> {
  // Read signed in: a brand may send guests to the sign-in page, which has no menu.
  const page = (await get(host, '/index', cookie, false)).bytes.toString('utf8');
  const codes = [...page.matchAll(/name="language" value="([A-Z-]+)"/g)].map((m) => m[1]!);
  return [...new Set(codes)];
}

type Visit = { pathname: string; language: string; gzip: boolean };

/** Visits the pages four at a time (the renderer's chunks differ with every page and language, not with the order). */
async function crawl(host: string, visits: Visit[], session: string): Promise<{ flaws: string[]; pages: number }> {
  const cookies = new Map<string, string>();
  for (const language of new Set(visits.map((v) => v.language)))
    cookies.set(language, [session, await languageCookie(host, language, session)].filter(Boolean).join('; '));
  const flaws: string[] = [];
  let pages = 0;
  const queue = [...visits];
  const worker = async () => {
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      const answer = await get(host, visit.pathname, cookies.get(visit.language)!, visit.gzip);
      if (answer.status >= 300 && answer.status < 400) continue;
      pages += 1;
      const found = flaw(answer);
      if (found) flaws.push(`${host}${visit.pathname} in ${visit.language}${session ? ' signed in' : ''}${visit.gzip ? ' (gzip)' : ''}: ${found}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { flaws, pages };
}

/** Every page in every language once, gzipped or not by turns; then a guest's second look (a cache hit) in both encodings. */
function visitsOf(paths: string[], languages: string[], again: boolean): Visit[] {
  const once = languages.flatMap((language, l) => paths.map((pathname, p) => ({ pathname, language, gzip: (l + p) % 2 === 1 })));
  const hits = again
    ? languages.slice(0, 2).flatMap((language) => paths.flatMap((pathname) => [true, false].map((gzip) => ({ pathname, language, gzip }))))
    : [];
  return [...once, ...hits];
}

describe('every served page is clean UTF-8', () => {
  for (const brand of BRANDS) {
    it(`${brand.host}: every page in every offered language, guest and signed in`, { timeout: 240_000 }, async () => {
      const paths = await pagePaths();
      expect(paths.length).toBeGreaterThan(60);
      const memberSession = await logIn(env.stack.siteUrl, brand.host, brand.member[0], brand.member[1]);
      const languages = await offeredLanguages(brand.host, memberSession);
      expect(languages.length).toBeGreaterThan(1);
      const guestPaths = paths.filter((p) => !p.startsWith('/member') && !p.startsWith('/agent'));
      const guest = await crawl(brand.host, visitsOf(guestPaths, languages, true), '');
      const member = await crawl(
        brand.host,
        visitsOf(
          paths.filter((p) => p.startsWith('/member')),
          languages,
          false,
        ),
        memberSession,
      );
      const agent = await crawl(
        brand.host,
        visitsOf(
          paths.filter((p) => p.startsWith('/agent')),
          languages,
          false,
        ),
        await logIn(env.stack.siteUrl, brand.host, brand.agent[0], brand.agent[1]),
      );
      expect(guest.pages + member.pages + agent.pages).toBeGreaterThan(paths.length * languages.length * 0.8);
      expect([...guest.flaws, ...member.flaws, ...agent.flaws]).toEqual([]);
    });
  }
});

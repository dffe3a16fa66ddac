import type { ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import type { Lane } from '~/platform-client/schemas/games';
import { buildCategories } from '~/request/remote-config/categories';
import { deriveFeatures } from '~/request/remote-config/features';
import { chromeOf, siteOffers, type Capability, type Needs, type RouteHandle } from '~/request/route-gates';
import { withRouteGates } from '~/request/route-gates.server';
import { routeNeeds } from '~/request/route-needs.server';
import { platformOffers } from '~/request/platform-features';
import { readRouteTree } from '../support/route-tree';
import { AGENT_PAGES } from '~/features/agent/pages';

/** Every route's handle by its address (`/member/depositv2`, `/member (index)`), wherever its file lives. */
const handles = new Map<string, RouteHandle | undefined>();
for (const route of await readRouteTree()) {
  const module = (await import(/* @vite-ignore */ route.module)) as { handle?: RouteHandle };
  handles.set(route.key, module.handle);
}
const root = (await import('~/root')) as { handle?: RouteHandle };

/**
 * Routes anyone may see on a brand's host without the brand switching anything on. A new route lands
 * here only on purpose: every other route names the capability it needs or who may use it.
 */
const PUBLIC_ROUTES = [
  '/ (index)',
  '/*',
  '/agentHome',
  '/bet-rank',
  '/deposit-rank',
  '/down',
  '/download',
  '/forgotPassword',
  '/help',
  '/helpmc',
  '/index',
  '/index.html',
  '/leaderboard',
  '/login',
  '/logout',
  '/manifest.webmanifest',
  '/noticePage',
  '/register.html',
  '/resources/balance',
  '/resources/captcha',
  '/resources/consent',
  '/resources/customer-service',
  '/resources/favourite',
  '/resources/help-terms',
  '/resources/keep-alive',
  '/resources/load-report',
  '/resources/member-popups',
  '/resources/play-session',
  '/resources/preferences',
  '/resources/public-state',
  '/resources/trial-balance',
  '/resources/vendors',
  '/winners',
];

/** The needs of a route other than its platform feature's. */
const brandNeeds = (needs: Needs | undefined) => (needs === undefined ? [] : ([] as Capability[]).concat(needs)).filter((n) => !('platform' in n)).length > 0;

describe('route gates', () => {
  it('every route module declares its gate', () => {
    const missing = [...handles].filter(([, handle]) => !handle?.gate).map(([id]) => id);
    expect(missing).toEqual([]);
    expect(root.handle?.gate).toBeTruthy();
  });

  it('the routes open to everyone are exactly the listed ones', () => {
    const open = [...handles]
      // What the brand's platform serves is not the brand switching something on.
      .filter(([, handle]) => handle?.gate && !handle.gate.open && handle.gate.access === 'public' && !brandNeeds(handle.gate.needs))
      .map(([id]) => id);
    // Staff pages answer only on staging's hosts (its own, or a brand's preview), never on a brand's own.
    const staffOnly = (flag: 'stagingOnly' | 'previewOnly') =>
      open.filter((id) => {
        const gate = handles.get(id)?.gate;
        return gate !== undefined && !gate.open && gate[flag] === true;
      });
    const stagingOnly = staffOnly('stagingOnly');
    const previewOnly = staffOnly('previewOnly');
    expect(open.filter((id) => !stagingOnly.includes(id) && !previewOnly.includes(id)).sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(stagingOnly.sort()).toEqual(['/staff/audit', '/staff/sheets/:brand/:file', '/staff/sign-in', '/staff/sign-out']);
    expect(previewOnly.sort()).toEqual(['/staff/preview', '/staff/preview/link']);
  });

  it('member and agent pages need a real account; the lottery a signed-in one (trial accounts play it for free)', () => {
    const access = (id: string) => {
      const gate = handles.get(id)?.gate;
      return gate && !gate.open ? gate.access : 'open';
    };
    expect(access('/member')).toBe('realAccount');
    expect(access('/member/depositv2')).toBe('realAccount');
    expect(access('/agent')).toBe('agent');
    expect(access('/lottery')).toBe('signIn');
    expect(access('/changePassword')).toBe('signIn');
    expect(access('/health')).toBe('open');
  });

  it('a build with a route that declares no gate does not start', () => {
    const build = {
      routes: {
        root: { id: 'root', path: '', module: { handle: { gate: { access: 'public' } }, loader: () => null } },
        'routes/secret': { id: 'routes/secret', parentId: 'root', path: 'secret', module: { loader: () => 'secret' } },
      },
    } as unknown as ServerBuild;
    expect(() => withRouteGates(build)).toThrow(/routes\/secret/);
  });
});

describe('what a route needs of the brand', () => {
  it('is read from the build by address, for the menus, from the gate the route declares', () => {
    const build = {
      routes: {
        root: { id: 'root', path: '', module: { handle: { gate: { access: 'public' } } } },
        centre: { id: 'centre', parentId: 'root', path: 'member', module: { handle: { gate: { access: 'realAccount' } } } },
        page: { id: 'page', parentId: 'centre', path: 'feedback', module: { handle: { gate: { access: 'realAccount', needs: { feature: 'feedback' } } } } },
      },
    } as unknown as ServerBuild;
    const needsOf = routeNeeds(build);
    expect(needsOf('/member/feedback')).toEqual({ feature: 'feedback' });
    expect(needsOf('/Member/Feedback')).toEqual({ feature: 'feedback' });
    expect(needsOf('/member')).toBeNull();
    expect(needsOf('/member/nope')).toBeNull();
  });

  it('names the module of every contract page the agent menu lists behind a flag', () => {
    for (const page of AGENT_PAGES.filter((p) => 'flag' in p))
      expect(handles.get(`/agent/${page.key}`)?.gate, page.key).toMatchObject({ needs: expect.arrayContaining([{ feature: expect.any(String) }]) });
  });

  const card = (vassalage: string, gameType: string) => ({ vassalage, displayName: vassalage, gameType });
  const lanes: Lane[] = [
    { title: 'SPORTS', cards: [card('SABA', 'SPORTS'), card('IMES', 'SPORTS')] },
    { title: 'LIVE', cards: [card('EVO', 'LIVE')] },
    { title: 'FISH', cards: [] },
  ];
  const lists = { esportProviders: ['IMES'], cockfightProviders: ['DS88'] };
  const features = deriveFeatures(
    { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'PTSYS3', enabled: '0', childrenNodes: [] }] },
    { loginedToHomePage: false, directRegistration: true },
  );
  const site = { features, categories: buildCategories(lanes, lists), lotteryVendors: [] as string[], platform: platformOffers('all') };
  const offered = (id: string, brand = site) => {
    const gate = handles.get(id)?.gate;
    return !gate || gate.open || !gate.needs || siteOffers(brand, gate.needs);
  };

  it('answers by category, feature, registration and lottery vendors', () => {
    expect(offered('/live')).toBe(true);
    expect(offered('/esports')).toBe(true);
    expect(offered('/fish')).toBe(false);
    expect(offered('/pointMall')).toBe(false);
    expect(offered('/lottery')).toBe(false);
    expect(offered('/lottery', { ...site, lotteryVendors: ['LOTT'] })).toBe(true);
    expect(offered('/vnlottery', { ...site, lotteryVendors: ['LOTT'] })).toBe(false);
    expect(offered('/register')).toBe(false);
    // The VIP page exists only where the brand runs a VIP programme (VIP3, the public state's hasVip).
    expect(offered('/vip')).toBe(false);
    expect(offered('/vip', { ...site, features: { ...features, vip: true } })).toBe(true);
  });

  it('opens the FB sportsbook only where the brand has FB Sports', () => {
    expect(offered('/sports')).toBe(true);
    expect(offered('/fbsports')).toBe(false);
    const withFb = buildCategories([...lanes, { title: 'SPORTS', cards: [card('FB', 'SPORTS')] }], lists);
    expect(offered('/fbsports', { ...site, categories: withFb })).toBe(true);
  });

  it('game pages drop the side rail and sign-in pages the whole chrome, as their handles say', () => {
    const chrome = (id: string) => chromeOf([{ handle: root.handle }, { handle: handles.get(id) }]);
    expect(chrome('/game')).toBe('game');
    expect(chrome('/lottery')).toBe('game');
    expect(chrome('/login')).toBe('bare');
    expect(chrome('/seamless')).toBe('bare');
    expect(chrome('/index')).toBe('full');
  });
});

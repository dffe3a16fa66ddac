import { httpRequest } from '../../tests/support/http';
import { playerCookies } from './player-cookies';
import { alternateRounds, startAbSites, type AbSite } from './ab-sites';

/**
 * `npm run bench -- --centre-ab <other worktree> [path] [requests] [rounds]`: this tree's site and another's side
 * by side, one signed-in player (vipwhale) asking for one page `requests` times one after another in each round;
 * each site's CPU milliseconds per request per round and the medians. CPU, not req/s: on a shared machine the
 * request rate says more about the neighbours than about the site. `AB_ACCEPT_ENCODING` asks as a browser
 * does (say `gzip, deflate, br`): the page's compression is then part of what each request costs.
 */
const [other, target = '/member/depositv2', requests = '200', rounds = '4'] = process.argv.slice(process.argv.indexOf('--centre-ab') + 1);
if (!other) throw new Error('usage: npm run bench -- --centre-ab <other worktree> [path] [requests] [rounds]');
const host = 'demo-a.localhost';
const encoding: Record<string, string> = process.env.AB_ACCEPT_ENCODING ? { 'accept-encoding': process.env.AB_ACCEPT_ENCODING } : {};
const sites = await startAbSites(other, (stack) => playerCookies(stack.siteUrl, host, 'vipwhale', 'Whale12345'));
const ask = async (site: AbSite<string>) => {
  const response = await httpRequest(`${site.stack.siteUrl}${target}`, { headers: { host, cookie: site.extra, ...encoding } });
  if (response.status !== 200) throw new Error(`${site.name}: ${target} answered ${response.status}`);
};
for (const site of sites) for (let i = 0; i < 50; i++) await ask(site);
await alternateRounds(sites, target, Number(rounds), async (site) => {
  for (let i = 0; i < Number(requests); i++) await ask(site);
  return Number(requests);
});

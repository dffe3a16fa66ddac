import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpRequest } from '../tests/support/http';
import { startBenchSite } from './bench/bench-site';
import { topSelfTime } from './bench/cpu-profile';
import { playerCookies } from './bench/player-cookies';

/**
 * `npm run bench:profile -- [path] [user password]`: the bench's site under `wrk` (8 connections, 8 s) on one
 * path (default the floor, /health), signed in when a user is named, with `--cpu-prof`; prints the
 * site process's functions by self time and where the profile was written.
 */
const [target = '/health', user, password] = process.argv.slice(2);
const host = 'demo-a.localhost';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
const profiles = path.join(dir, 'profiles');
const stack = await startBenchSite(dir, ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
try {
  // The bench's cookies (session and image CDN pick): with the session alone every request would be a first visit.
  const headers = user && password ? ['-H', `Cookie: ${await playerCookies(stack.siteUrl, host, user, password)}`] : [];
  const cookie = headers[1]?.slice('Cookie: '.length);
  // node:http: fetch drops the Host header, and the warm-up would have warmed the unknown host's 404.
  for (let i = 0; i < 30; i++) await httpRequest(`${stack.siteUrl}${target}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
  // Not execFileSync: the platform answers from this process, and a signed-in page's background reads need it during the run.
  console.log((await promisify(execFile)('wrk', ['-t1', '-c8', '-d8s', '--latency', '-H', `Host: ${host}`, ...headers, `${stack.siteUrl}${target}`])).stdout);
} finally {
  await stack.close();
}
const file = fs.readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('the site wrote no profile');
console.log(topSelfTime(JSON.parse(fs.readFileSync(path.join(profiles, file), 'utf8')), 40));
console.log(`\nProfile: ${path.join(profiles, file)} (open in Chrome DevTools)`);

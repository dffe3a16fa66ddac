import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { httpRequest } from '../support/http';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';
const env = useStack('scratch-', {});
const HOST = 'demo-a.localhost:3000';
it('dumps', async () => {
  const lin = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
  for (const p of ['/index', '/index', '/rng']) {
    const r = await httpRequest(`${env.stack.siteUrl}${p}`, { headers: { host: HOST, cookie: lin } });
    console.log(p, r.status, r.headers['x-cache'], r.headers['server-timing']);
    writeFileSync(`/tmp/splice-new${p.replace('/', '-')}.html`, r.body);
  }
}, 60000);

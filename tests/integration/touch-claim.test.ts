import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';

// Guest pages and shared renders kept far longer than the test: only the idle clock decides how a page renders.
const env = useStack('touch-claim-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-a.localhost:3000';
const get = (cookie: string) => httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: HOST, cookie } });

/** The player's idle clock as last restarted `agoMs` before now, in the stack's session store (a minute passing, without the wait). */
function lastSeen(account: string, agoMs: number) {
  const db = new Database(path.join(path.dirname(env.stack.dbPath), 'sessions.db'));
  try {
    db.prepare("UPDATE sign_ins SET record = json_set(record, '$.lastSeenAt', ?) WHERE account = ?").run(Date.now() - agoMs, account);
  } finally {
    db.close();
  }
}

describe('the idle clock restarted by one page of a burst', () => {
  it('renders one page of the session whole when its idle clock is due; the others beside it are its own spliced pages', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    // The sign-in restarted the clock: pages now are spliced.
    for (let i = 0; i < 3; i++) expect((await get(cookie)).headers['x-cache']).toBe('splice');
    // A page restarts the clocks once a minute.
    lastSeen('vipwhale', 61_000);
    // Eight pages at once (the bench's connections), all finding the clock due: one restarts it (whole), the rest are spliced.
    const burst = await Promise.all(Array.from({ length: 8 }, () => get(cookie)));
    expect(burst.map((page) => page.status)).toEqual(Array(8).fill(200));
    expect(burst.filter((page) => page.headers['x-cache'] !== 'splice')).toHaveLength(1);
    for (const page of burst) expect(page.body).toContain('\\"nickname\\",\\"Whale\\"');
    // The whole page restarted it: the next is spliced.
    const next = await get(cookie);
    expect(next.headers['x-cache']).toBe('splice');
    expect(next.body).toContain('\\"nickname\\",\\"Whale\\"');
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/** A signed-in player's language choice reaches the platform (`PUT /wps/member/language`), so its own texts follow. */
const env = useStack('language-report-');
const HOST = 'demo-a.localhost';

const storedLanguage = (username: string) => {
  const db = new Database(env.stack.dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT language FROM members WHERE username = ?').pluck().get(username) as string | null;
  } finally {
    db.close();
  }
};

describe('language reported to the platform', () => {
  it("stores a signed-in player's new language; a guest's change stays on the site", async () => {
    expect(storedLanguage('player1')).toBeNull();
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const res = await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language: 'JA', redirectTo: '/index' }, cookie);
    expect(res.status).toBe(302);
    expect(String(res.headers['set-cookie'])).toContain('lang=');
    expect(storedLanguage('player1')).toBe('JA');

    // The newer codes too, with their platform spelling.
    await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language: 'PT-BR', redirectTo: '/index' }, cookie);
    expect(storedLanguage('player1')).toBe('PT-BR');
    await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language: 'UR', redirectTo: '/index' }, cookie);
    expect(storedLanguage('player1')).toBe('UR');

    // A code no language has is refused outright.
    const unknown = await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language: 'XX', redirectTo: '/index' }, cookie);
    expect(unknown.status).toBe(400);
    expect(storedLanguage('player1')).toBe('UR');

    const guest = await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language: 'CN', redirectTo: '/index' });
    expect(guest.status).toBe(302);
    expect(storedLanguage('player1')).toBe('UR');
  });

  it('ignores a language the brand does not offer: no cookie, the page stays in the brand language', async () => {
    const res = await postForm(env.stack.siteUrl, 'demo-b.localhost', '/resources/preferences', { language: 'KO', redirectTo: '/index' });
    expect(res.status).toBe(302);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('lang=');
  });
});

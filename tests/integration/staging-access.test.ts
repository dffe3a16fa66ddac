import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { startSecondInstance } from '../support/second-instance';
import { useStack } from '../support/stack';

/** Staging lists every brand, so it is on only where configured, and then behind support staff's password. */
const env = useStack('staging-access-', { env: { STAGING_AUTH: 'support:correct-horse-battery' } });
const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });

describe('staging behind a password', () => {
  it('asks support staff to sign in, on the brand list and on previews', async () => {
    for (const host of ['staging.localhost', 'demo-a.staging.localhost']) {
      const anonymous = await httpRequest(`${env.stack.siteUrl}/`, { headers: { host } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
      expect(anonymous.body).not.toContain('demoa01');
      const wrong = await httpRequest(`${env.stack.siteUrl}/`, { headers: { host, ...basic('support:nope') } });
      expect(wrong.status).toBe(401);
    }
    const list = await httpRequest(`${env.stack.siteUrl}/`, { headers: { host: 'staging.localhost', ...basic('support:correct-horse-battery') } });
    expect(list.status).toBe(200);
    expect(list.body).toContain('Aurora Casino');
  });

  it("leaves the brands' own hosts open to players", async () => {
    const res = await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: 'demo-a.localhost' } });
    expect(res.status).toBe(200);
  });
});

describe('staging unguarded in production', () => {
  it('stops the start-up naming the variables that would guard it, rather than list every brand to anyone', async () => {
    const unguarded = startSecondInstance({
      PLATFORM_URL: env.stack.platformUrl,
      STAGING_DOMAIN: 'staging.localhost',
      STAGING_AUTH: undefined,
      STAFF_FILE: undefined,
      STAFF_ACCOUNTS: undefined,
      STAGING_OPEN: undefined,
    });
    await expect(unguarded).rejects.toThrow(
      /exited \(1\)[\s\S]*STAGING_DOMAIN: staging would be open to anyone\. Set STAFF_FILE or STAFF_ACCOUNTS .* or STAGING_AUTH/,
    );
  }, 60_000);
});

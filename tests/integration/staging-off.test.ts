import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

/** A deployment that names no staging domain has no staging: its default host is just another unknown host. */
const env = useStack('staging-off-', { staging: false });

describe('staging off', () => {
  it('answers staging hosts with the bare 404 and lists nothing', async () => {
    for (const host of ['staging.localhost', 'demo-a.staging.localhost']) {
      const res = await httpRequest(`${env.stack.siteUrl}/`, { headers: { host } });
      expect(res.status).toBe(404);
      expect(res.body).not.toMatch(/Aurora|Jade|Ember|demoa01/);
    }
    expect((await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: 'demo-a.localhost' } })).status).toBe(200);
  });
});

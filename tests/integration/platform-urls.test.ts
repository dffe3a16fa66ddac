import { describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../support/http';
import { writePlatformDb } from '../support/platform-db';
import { useStack } from '../support/stack';

/** The operator's back office (or an attacker in it) stores hostile URLs: none reaches a page. */
const env = useStack('platform-urls-');
const HOSTILE = /javascript:|vbscript:|data:text/i;

describe('URLs from the platform', () => {
  it('only web URLs (and CDN paths) reach the markup; the rest are dropped with a log line', async () => {
    const { dbPath, siteUrl } = env.stack;
    const resources: [string, string][] = [
      ['FACEBOOK', 'javascript:alert(1)'],
      ['INSTAGRAM', 'JaVaScRiPt:alert(2)'],
      ['TELEGRAM', ' java\tscript:alert(3)'],
      ['ANDROID', 'data:text/html,<script>alert(4)</script>'],
      ['IOS', 'vbscript:msgbox(5)'],
      ['YOUTUBE', 'https://youtube.example/aurora'],
    ];
    for (const [type, url] of resources) {
      writePlatformDb(dbPath, 'DELETE FROM resources WHERE merchant = ? AND resource_type = ?', 'demoa01', type);
      writePlatformDb(dbPath, 'INSERT INTO resources (merchant, resource_type, url, sort) VALUES (?, ?, ?, 0)', 'demoa01', type, url);
    }
    writePlatformDb(
      dbPath,
      "INSERT INTO resources (merchant, resource_type, url, label, sort) VALUES ('demoa01', 'PAYMENT', 'javascript:alert(6)', 'Evil Pay', 99)",
    );
    writePlatformDb(
      dbPath,
      "UPDATE banners SET linkage_type = 'URL', linkage_target = 'javascript:alert(7)' WHERE merchant = 'demoa01' AND group_name = 'w_home'",
    );

    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of ['/index', '/down', '/live']) {
      const res = await httpRequest(`${siteUrl}${path}`, { headers: { host: 'demo-a.localhost' } });
      expect(res.status).toBe(200);
      expect(res.body, path).not.toMatch(HOSTILE);
      // The data the browser gets for client navigation carries none either.
      const data = await httpRequest(`${siteUrl}${path}.data`, { headers: { host: 'demo-a.localhost' } });
      expect(data.body, `${path}.data`).not.toMatch(HOSTILE);
    }
    const home = await httpRequest(`${siteUrl}/index`, { headers: { host: 'demo-a.localhost' } });
    expect(home.body).toContain('https://youtube.example/aurora');
    const log = warned.mock.calls.flat().join('\n');
    expect(log).toMatch(/\[url\] dropped resources\.FACEBOOK\.url/);
    expect(log).toMatch(/\[url\] dropped resources\.ANDROID\.url/);
    expect(log).toMatch(/\[url\] dropped banner\.linkageTarget/);
    warned.mockRestore();
  });
});

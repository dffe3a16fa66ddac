import { describe, expect, it } from 'vitest';
import { mirrorHosts, mirrorLinks } from '~/request/remote-config/mirrors';

describe('official addresses from the platform domain list', () => {
  it('orders by speed, keeps host names only, drops duplicates and caps the list', () => {
    const hosts = mirrorHosts([
      { domainName: 'slow.example.com', speed: 90 },
      { domainName: 'FAST.example.com ', speed: 10 },
      { domainName: 'javascript:alert(1)', speed: 1 },
      { domainName: 'evil.com/path', speed: 2 },
      { domainName: 'user@evil.com', speed: 3 },
      { domainName: 'fast.example.com', speed: 50 },
      'plain.example.net',
      42,
      null,
      { domainName: 'a.example.com', speed: 60 },
      { domainName: 'b.example.com', speed: 61 },
      { domainName: 'c.example.com', speed: 62 },
    ]);
    expect(hosts).toEqual(['fast.example.com', 'a.example.com', 'b.example.com', 'c.example.com', 'slow.example.com']);
  });

  it('links the other addresses with the scheme and port the visitor used, never the current one', () => {
    const links = mirrorLinks(['demo-a.localhost', 'aurora.localhost'], { host: 'demo-a.localhost', origin: 'http://demo-a.localhost:3000' });
    expect(links).toEqual([{ host: 'aurora.localhost', href: 'http://aurora.localhost:3000/' }]);
    expect(mirrorLinks(['b.example.com'], { host: 'a.example.com', origin: 'https://a.example.com' })[0]!.href).toBe('https://b.example.com/');
  });
});

import { describe, expect, it } from 'vitest';
import type { Brand } from '~/request/brands/load-brands.server';
import { affiliateCodeOfHost, indexBrands, resolveHost } from '~/request/brands/resolve-host';

/** Affiliate sub-domains (decision 021): `<code>.<brand host>` works like `?affiliateCode=<code>`, and nothing else new resolves. */
const brand = (id: string, hosts: string[], affiliateSubdomains: boolean) => ({ id, hosts, canonicalHost: hosts[0]!, affiliateSubdomains }) as unknown as Brand;
const index = indexBrands([
  brand('demo-a', ['demo-a.localhost', 'www.demo-a.localhost'], true),
  brand('demo-b', ['demo-b.localhost'], true),
  brand('demo-c', ['demo-c.localhost'], false),
]);
const options: Parameters<typeof resolveHost>[1] = { index, trustProxy: false, stagingDomain: 'staging.localhost' };
const resolve = (host: string, pathAndQuery = '/register') => resolveHost({ host, pathAndQuery }, options);

describe('affiliate sub-domains', () => {
  it('send <code>.<brand host> to the brand’s own host with the code in the link, temporarily, path and query kept', () => {
    expect(resolve('ag123.demo-a.localhost:3000', '/register?mode=username')).toMatchObject({
      kind: 'redirect',
      temporary: true,
      location: '//demo-a.localhost/register?mode=username&affiliateCode=AG123',
    });
    const b = resolve('JADE88.Demo-B.localhost', '/');
    expect(b).toMatchObject({ kind: 'redirect', location: '//demo-b.localhost/?affiliateCode=JADE88' });
    expect(b.kind === 'redirect' && b.brand.id).toBe('demo-b');
  });

  it('keep a code the link already names', () => {
    expect(resolve('ag123.demo-a.localhost', '/register?affiliateCode=OTHER1')).toMatchObject({ location: '//demo-a.localhost/register?affiliateCode=OTHER1' });
  });

  it('never send the visitor off the brand, whatever the path looks like', () => {
    expect(resolve('ag123.demo-a.localhost', '//evil.example/x')).toMatchObject({ location: '//demo-a.localhost/x?affiliateCode=AG123' });
  });

  it('read only strict codes: 4 to 20 letters and digits with a digit; words and odd labels stay unknown hosts', () => {
    for (const host of [
      'shop.demo-a.localhost',
      'help.demo-a.localhost',
      'ab1.demo-a.localhost',
      'a'.repeat(20) + '1.demo-a.localhost',
      'ag-123.demo-a.localhost',
      'ag_123.demo-a.localhost',
      'x.ag123.demo-a.localhost',
    ]) {
      expect(resolve(host), host).toMatchObject({ kind: 'unknown' });
    }
  });

  it('apply only under a brand’s canonical host, and only for brands that allow them', () => {
    expect(resolve('ag123.www.demo-a.localhost')).toMatchObject({ kind: 'unknown' });
    expect(resolve('ag123.demo-c.localhost')).toMatchObject({ kind: 'unknown' });
    expect(resolve('ag123.localhost')).toMatchObject({ kind: 'unknown' });
    expect(affiliateCodeOfHost('ag123.demo-c.localhost', index)).toBeNull();
  });

  it('leave the brand’s own hosts and staging as they were', () => {
    expect(resolve('demo-a.localhost')).toMatchObject({ kind: 'brand', preview: false });
    expect(resolve('www.demo-a.localhost', '/index')).toMatchObject({ kind: 'redirect', location: '//demo-a.localhost/index' });
    expect(resolve('www.demo-a.localhost')).not.toHaveProperty('temporary');
    expect(resolve('demo-a.staging.localhost')).toMatchObject({ kind: 'brand', preview: true });
    // A code in front of a staging preview is not a preview, nor an affiliate link.
    expect(resolve('ag123.demo-a.staging.localhost')).toMatchObject({ kind: 'unknown' });
    expect(resolve('staging.localhost')).toMatchObject({ kind: 'staging-index' });
  });
});

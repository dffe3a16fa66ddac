import { describe, expect, it } from 'vitest';
import type { Brand } from '~/request/brands/load-brands.server';
import { indexBrands, normaliseHost, resolveHost } from '~/request/brands/resolve-host';

const brand = (id: string, hosts: string[]) => ({ id, hosts, canonicalHost: hosts[0]! }) as unknown as Brand;
const index = indexBrands([brand('demo-a', ['demo-a.localhost', 'www.demo-a.localhost']), brand('demo-b', ['demo-b.localhost'])]);
const options: Parameters<typeof resolveHost>[1] = { index, trustProxy: false, stagingDomain: 'staging.localhost' };
const resolve = (host: string | null, extra: Partial<Parameters<typeof resolveHost>[0]> = {}, opts = options) =>
  resolveHost({ host, pathAndQuery: '/index?x=1', ...extra }, opts);

describe('normaliseHost', () => {
  it('drops the port, the case and a trailing dot', () => {
    expect(normaliseHost('Demo-A.LocalHost:3000')).toBe('demo-a.localhost');
    expect(normaliseHost('demo-a.localhost.')).toBe('demo-a.localhost');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
  });
  it('rejects missing and malformed hosts', () => {
    expect(normaliseHost(null)).toBe('');
    expect(normaliseHost('evil host/<x>')).toBe('');
  });
});

describe('resolveHost', () => {
  it('serves the brand that owns the canonical host, with any port and case', () => {
    const site = resolve('DEMO-A.localhost:3000');
    expect(site).toMatchObject({ kind: 'brand', preview: false });
    expect(site.kind === 'brand' && site.brand.id).toBe('demo-a');
  });
  it('redirects a secondary host to the canonical host, keeping the path', () => {
    expect(resolve('www.demo-a.localhost:3000')).toMatchObject({ kind: 'redirect', location: '//demo-a.localhost/index?x=1' });
  });
  it('never falls back to a default brand for an unknown host', () => {
    expect(resolve('other.localhost')).toEqual({ kind: 'unknown', host: 'other.localhost' });
    expect(resolve('localhost:3000')).toMatchObject({ kind: 'unknown' });
    expect(resolve(null)).toMatchObject({ kind: 'unknown' });
  });
  it('ignores X-Forwarded-Host unless the proxy is trusted', () => {
    expect(resolve('other.localhost', { forwardedHost: 'demo-b.localhost' })).toMatchObject({ kind: 'unknown' });
    const trusted = resolve('other.localhost', { forwardedHost: 'demo-b.localhost' }, { ...options, trustProxy: true });
    expect(trusted.kind === 'brand' && trusted.brand.id).toBe('demo-b');
  });
  it('serves staging previews by brand id and the staging root as the brand list', () => {
    const preview = resolve('demo-b.staging.localhost:3000');
    expect(preview).toMatchObject({ kind: 'brand', preview: true });
    expect(preview.kind === 'brand' && preview.brand.id).toBe('demo-b');
    expect(resolve('staging.localhost:3000')).toMatchObject({ kind: 'staging-index' });
    expect(resolve('nope.staging.localhost')).toMatchObject({ kind: 'unknown' });
  });
  it('knows no staging at all where no staging domain is set', () => {
    const off = { ...options, stagingDomain: null };
    expect(resolve('staging.localhost', {}, off).kind).toBe('unknown');
    expect(resolve('demo-a.staging.localhost', {}, off).kind).toBe('unknown');
    expect(resolve('demo-a.localhost', {}, off).kind).toBe('brand');
  });
});

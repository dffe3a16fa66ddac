import { describe, expect, it } from 'vitest';
import { opensAfresh } from '~/request/session/session-reads.server';

const request = (headers: Record<string, string>) => new Request('http://demo-a.localhost/member/withdraw', { headers });

describe('a page opened afresh reads live data', () => {
  it('a reload, a typed address and a return from another site are fresh starts', () => {
    expect(opensAfresh(request({ 'cache-control': 'max-age=0', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(opensAfresh(request({ pragma: 'no-cache' }))).toBe(true);
    expect(opensAfresh(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' }))).toBe(true);
    expect(opensAfresh(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('a click within the site and its data requests may use what is kept', () => {
    expect(opensAfresh(request({ 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(opensAfresh(request({ 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(opensAfresh(request({}))).toBe(false);
  });
});

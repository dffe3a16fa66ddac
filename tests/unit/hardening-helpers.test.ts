import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyLimit, QueueFull } from '~/lib/concurrency-limit.server';
import { beforeAbort } from '~/lib/deadline';
import { echoValues, readForm } from '~/lib/form.server';
import { CONTACT, safeUrl } from '~/lib/safe-url';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { SwrCache } from '~/lib/swr-cache.server';

describe('safeUrl', () => {
  it('keeps web URLs and, where meant, paths and contact links', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl(' http://example.com ')).toBe('http://example.com');
    expect(safeUrl('/game/1.png', { paths: true })).toBe('/game/1.png');
    expect(safeUrl('tel:+639171234567', { schemes: CONTACT })).toBe('tel:+639171234567');
    expect(safeUrl('mailto:help@example.com', { schemes: CONTACT })).toBe('mailto:help@example.com');
  });

  it('drops scripts, data, tricks and nonsense, saying which field carried them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'tel:123',
      'not a url',
      '/path',
    ]) {
      expect(safeUrl(bad), bad).toBeNull();
    }
    expect(safeUrl('javascript:alert(1)', { field: 'resources.FACEBOOK.url' })).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).toMatch(/dropped resources\.FACEBOOK\.url/);
    warn.mockRestore();
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl('')).toBeNull();
  });
});

describe('safeRedirectPath', () => {
  it('allows short same-site paths only', () => {
    expect(safeRedirectPath('/rng?games=RNG')).toBe('/rng?games=RNG');
    expect(safeRedirectPath('//evil.example')).toBe('/index');
    expect(safeRedirectPath(`/${'a'.repeat(2000)}`)).toBe('/index');
  });
});

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` at once, queues `queue` more in order, refuses the rest at once', async () => {
    const limit = new ConcurrencyLimit(2, 2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        most = Math.max(most, running);
        gates.push(() => {
          running--;
          order.push(n);
          resolve(n);
        });
      });
    const runs = [1, 2, 3, 4].map((n) => limit.run(task(n)));
    await expect(limit.run(task(5))).rejects.toBeInstanceOf(QueueFull);
    expect(limit.active).toBe(2);
    expect(limit.queued).toBe(2);
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('lets a waiter whose time is up leave the queue', async () => {
    const limit = new ConcurrencyLimit(1, 5);
    let release!: () => void;
    const first = limit.run(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    const waiting = limit.run(async () => 'never', controller.signal);
    controller.abort(new DOMException('late', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(limit.queued).toBe(0);
    release();
    await first;
    expect(limit.active).toBe(0);
  });
});

describe('beforeAbort', () => {
  it('stops waiting when the signal aborts, while the work goes on', async () => {
    const controller = new AbortController();
    let finished = false;
    const work = new Promise<string>((r) => setTimeout(() => ((finished = true), r('done')), 30));
    const waited = beforeAbort(work, controller.signal, () => new Error('budget'));
    controller.abort();
    await expect(waited).rejects.toThrow('budget');
    expect(await work).toBe('done');
    expect(finished).toBe(true);
    expect(await beforeAbort(Promise.resolve(1), new AbortController().signal, () => new Error('x'))).toBe(1);
  });
});

describe('SwrCache, beyond the basics', () => {
  it('past maxStale waits for the refresh, but a request out of time gets the stale value', async () => {
    let now = 0;
    const cache = new SwrCache<number>({ ttlMs: 10, maxStaleMs: 100, now: () => now, onRefreshError: () => undefined });
    await cache.get('k', async () => 1);
    now = 1_000;
    const controller = new AbortController();
    const slow = new Promise<number>((r) => setTimeout(() => r(2), 50));
    const pending = cache.get('k', () => slow, { signal: controller.signal });
    controller.abort();
    expect(await pending).toBe(1);
    await slow;
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek('k')).toBe(2);
  });

  it('keeps at most maxEntries keys, the oldest stored going first', async () => {
    const cache = new SwrCache<number>({ ttlMs: 1_000, maxStaleMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(3);
  });

  it('reports a failing key once when it starts failing, not on every attempt', async () => {
    let now = 0;
    const report = vi.fn();
    const cache = new SwrCache<number>({ ttlMs: 10, maxStaleMs: 100_000, retryAfterMs: 0, now: () => now, onRefreshError: report });
    await cache.get('k', async () => 1);
    for (let i = 0; i < 5; i++) {
      now += 20;
      expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe(1);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('readForm', () => {
  const post = (body: string, type: string | null) => new Request('http://x/login', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });
  it('reads form fields and cuts absurd ones', async () => {
    const fields = await readForm(post(`a=1&b=${'x'.repeat(10_000)}`, 'application/x-www-form-urlencoded'));
    expect(fields.a).toBe('1');
    expect(fields.b!.length).toBe(4096);
    expect(echoValues({ a: 'y'.repeat(500), password: 'secret' }, (n) => n !== 'password')).toEqual({ a: 'y'.repeat(200) });
  });
  it('answers what is not a form with 415, a broken one with 400', async () => {
    await expect(readForm(post('{}', 'application/json'))).rejects.toMatchObject({ status: 415 });
    await expect(readForm(post('x', null))).rejects.toMatchObject({ status: 415 });
    await expect(readForm(post('--x\r\nnope', 'multipart/form-data; boundary=x'))).rejects.toMatchObject({ status: 400 });
  });
});

describe('the environment in production', () => {
  const saved = { ...process.env };
  const tryEnv = async (vars: Record<string, string | undefined>) => {
    const { getEnv, resetEnvForTests } = await import('~/lib/env.server');
    Object.assign(process.env, vars);
    for (const [key, value] of Object.entries(vars)) if (value === undefined) delete process.env[key];
    resetEnvForTests();
    try {
      return getEnv();
    } finally {
      process.env = { ...saved };
      resetEnvForTests();
    }
  };

  it('refuses to start without a session secret, or with the development one', async () => {
    await expect(tryEnv({ NODE_ENV: 'production', SESSION_SECRET: undefined })).rejects.toThrow(/SESSION_SECRET: must be set in production/);
    await expect(tryEnv({ NODE_ENV: 'production', SESSION_SECRET: 'dev-only-secret-change-me-please' })).rejects.toThrow(/development secret/);
    expect((await tryEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-secret-of-some-length' })).SESSION_SECRETS).toEqual([
      'a-real-secret-of-some-length',
    ]);
  });

  it('names a bad staging password or session store', async () => {
    await expect(tryEnv({ STAGING_AUTH: 'support:short' })).rejects.toThrow(/STAGING_AUTH/);
    await expect(tryEnv({ SESSION_STORE: 'memcached://x' })).rejects.toThrow(/SESSION_STORE/);
  });
});

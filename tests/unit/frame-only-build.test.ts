import type { ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { frameOnlyBuild } from '~/request/frame-only-build.server';

const route = (id: string, parentId: string | undefined, module: Record<string, unknown>) => ({ id, parentId, path: id, module });

describe('the build a shared frame renders with', () => {
  it('keeps the root whole and runs no page route’s loader or action', () => {
    const calls: string[] = [];
    const handle = { gate: { access: 'realAccount', memberCentre: true }, messages: ['cashier'] };
    const build = {
      routes: {
        root: route('root', undefined, { loader: () => calls.push('root'), default: () => 'root', handle: { gate: { access: 'public' } } }),
        'routes/member+/depositv2': route('routes/member+/depositv2', 'root', {
          loader: () => calls.push('deposit'),
          action: () => calls.push('deposit action'),
          meta: () => [],
          default: () => 'the deposit page',
          handle,
        }),
        'routes/resources+/ping': route('routes/resources+/ping', 'root', { loader: () => 'pong', handle: { gate: { open: true } } }),
      },
    } as unknown as ServerBuild;
    const cut = frameOnlyBuild(build);
    expect(cut.routes.root).toBe(build.routes.root);
    const page = cut.routes['routes/member+/depositv2']!.module;
    expect(Object.keys(page).sort()).toEqual(['default', 'handle']);
    expect(page.handle).toBe(handle);
    expect((page.default as () => unknown)()).toBeNull();
    expect(cut.routes['routes/resources+/ping']).toBe(build.routes['routes/resources+/ping']);
    expect(calls).toEqual([]);
  });
});

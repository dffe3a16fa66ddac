import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * The V8 samples of a trace, each mapped back to the site's source through the client build's source maps
 * (build with `remix build --sourcemapClient hidden`: the served files stay byte for byte the same), so a
 * long task can be named by what ran in it: the site's own module nearest the top of the stack, and the file
 * at the top (React, keen-slider, i18next…).
 */
export type Sample = { ts: number; top: string; app: string };

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; parent?: number; callFrame: Frame };
export type ProfileData = { startTime?: number; cpuProfile?: { nodes?: Node[]; samples?: number[] }; timeDeltas?: number[] };
type Ev = { name: string; ph: string; pid: number; tid: number; id?: string; ts: number; args?: { data?: ProfileData } };

const BUILD_DIR = process.env.LONG_TASK_MAPS ?? path.join(process.cwd(), 'public');
const maps = new Map<string, TraceMap | null>();

function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(BUILD_DIR, new URL(url).pathname + '.map');
    maps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}

/** Where a frame's code came from: `app/…` with the function when known, or the package under node_modules. */
function source(frame: Frame): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const map = /\/build\//.test(frame.url) ? mapFor(frame.url) : null;
  if (!map) return new URL(frame.url).pathname;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return new URL(frame.url).pathname;
  const file = pos.source.replace(/^.*?(app\/|node_modules\/)/, '$1');
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  return pkg ?? `${file}${pos.name ? ` ${pos.name}` : ''}`;
}

export function samplesOf(events: Ev[], pid: number, tid: number): Sample[] {
  const nodes = new Map<number, Node>();
  const out: Sample[] = [];
  const profiles = events.filter((e) => e.pid === pid && e.name === 'Profile');
  for (const profile of profiles) {
    let ts = Number(profile.args?.data?.startTime ?? profile.ts);
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid);
    if (profile.tid !== tid && chunks.every((c) => c.tid !== tid)) continue;
    for (const chunk of chunks) {
      const cpu = chunk.args?.data?.cpuProfile ?? {};
      for (const n of (cpu.nodes ?? []) as Node[]) nodes.set(n.id, n);
      const deltas: number[] = chunk.args?.data?.timeDeltas ?? [];
      ((cpu.samples ?? []) as number[]).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const stack: Frame[] = [];
        for (let n = nodes.get(id); n; n = n.parent ? nodes.get(n.parent) : undefined) stack.push(n.callFrame);
        const top = stack[0];
        if (!top || top.functionName === '(idle)' || top.functionName === '(program)') return;
        const named = stack.map(source);
        out.push({ ts, top: named[0]!, app: named.find((s) => s.startsWith('app/')) ?? '-' });
      });
    }
  }
  return out;
}

/** The heaviest sources in a task's samples: the site's module on the stack, and the code at the top. */
export function whoRan(samples: Sample[]): string[] {
  if (!samples.length) return [];
  const count = (key: (s: Sample) => string) => {
    const m = new Map<string, number>();
    for (const s of samples) m.set(key(s), (m.get(key(s)) ?? 0) + 1);
    return [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, n]) => `${k} ${Math.round((100 * n) / samples.length)}%`);
  };
  return [`app: ${count((s) => s.app).join(', ')}`, `top: ${count((s) => s.top).join(', ')}`];
}

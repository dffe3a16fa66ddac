// CPU-seconds of everything a command starts, read by sampling /proc: `/usr/bin/time` misses processes that are
// killed rather than waited for (a test's stack, Chromium), which is most of an e2e run's CPU.
//   node scripts/bench/tree-cpu.mjs [--every 100] [--verbose] -- <command> [args…]
// The command runs in its own session; every process of that session (and any descendant that left it) is
// sampled, and a process's last sample counts when it is gone. Prints the total and a split by kind of process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (dash < 0 || dash === args.length - 1) {
  console.error('usage: node scripts/bench/tree-cpu.mjs [--every ms] -- <command> [args…]');
  process.exit(2);
}
const everyAt = args.indexOf('--every');
const every = everyAt >= 0 && everyAt < dash ? Number(args[everyAt + 1]) : 100;
const verbose = args.slice(0, dash).includes('--verbose');
const ticks = 100; // USER_HZ on Linux

/** pid → { ppid, sid, cpu seconds, kind } for every readable process. */
function snapshot() {
  const out = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const cmdline = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      out.set(Number(name), {
        ppid: Number(fields[1]),
        sid: Number(fields[3]),
        cpu: (Number(fields[11]) + Number(fields[12])) / ticks,
        kind: kindOf(cmdline),
        cmdline,
      });
    } catch {
      // gone between readdir and read
    }
  }
  return out;
}

/**
 * The kind of process a command line is: Chromium's by its --type (the network service apart from the other
 * utilities), the e2e stack (site, its render worker and the reference platform: one process), Playwright's runner
 * and its workers, the operator console's bundle, the launchers around them (npm, npx, tsx's cli, sh).
 */
function kindOf(cmdline) {
  if (/chrom(e|ium)/i.test(cmdline)) {
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    if (type === 'utility' && /NetworkService/.test(cmdline)) return 'chromium network';
    return `chromium ${type ?? 'browser'}`;
  }
  if (/e2e-server\.ts/.test(cmdline)) return /tsx\/dist\/cli|^\/bin\/sh /.test(cmdline) ? 'launcher (sh, tsx cli)' : 'node e2e stack';
  if (/script-bundles\/admin-/.test(cmdline)) return 'node operator console';
  if (/script-bundler|esbuild/.test(cmdline)) return 'esbuild';
  if (/platform\/(server|main)|reference-platform|platform\.ts/.test(cmdline)) return 'node platform';
  if (/render-worker/.test(cmdline)) return 'node render worker';
  if (/server\/(main|index|entry)|build\/server|site-process|remix-serve/.test(cmdline)) return 'node site';
  if (/^(\S*\/)?np[mx]\b|npm-cli|npx-cli/.test(cmdline)) return 'launcher (npm, npx)';
  if (/playwright/.test(cmdline)) return /\btest\b/.test(cmdline) ? 'node playwright runner' : 'node playwright worker';
  if (/vitest/.test(cmdline)) return 'node vitest';
  if (/node|tsx/.test(cmdline)) return 'node other';
  return cmdline.split(' ')[0].split('/').pop() || 'other';
}

const started = Date.now();
const child = spawn(args[dash + 1], args.slice(dash + 2), { stdio: 'inherit', detached: true });
const sid = child.pid;
const seen = new Map(); // pid → { cpu, kind }
const ours = new Set([sid]);

function sample() {
  const now = snapshot();
  for (const [pid, p] of now) {
    if (p.sid === sid || ours.has(p.ppid)) ours.add(pid);
  }
  for (const pid of ours) {
    const p = now.get(pid);
    // A zombie's cmdline is empty: keep what the process was called while it ran.
    const before = seen.get(pid);
    if (p) seen.set(pid, p.cmdline || !before ? { cpu: p.cpu, kind: p.kind, cmdline: p.cmdline } : { ...before, cpu: p.cpu });
  }
}
const timer = setInterval(sample, every);
child.on('exit', (code, signal) => {
  sample();
  clearInterval(timer);
  const byKind = new Map();
  let total = 0;
  for (const { cpu, kind } of seen.values()) {
    total += cpu;
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
  }
  const wall = (Date.now() - started) / 1000;
  console.error(`\ntree-cpu: ${total.toFixed(1)} CPU-s in ${wall.toFixed(1)} s wall, ${seen.size} processes`);
  for (const [kind, cpu] of [...byKind].sort((a, b) => b[1] - a[1])) {
    console.error(`  ${cpu.toFixed(1).padStart(8)} CPU-s  ${kind}`);
  }
  if (verbose) {
    console.error('  busiest processes:');
    for (const { cpu, cmdline } of [...seen.values()].sort((a, b) => b.cpu - a.cpu).slice(0, 12)) {
      console.error(`  ${cpu.toFixed(1).padStart(8)} CPU-s  ${cmdline.slice(0, 160)}`);
    }
  }
  process.exit(code ?? (signal ? 1 : 0));
});

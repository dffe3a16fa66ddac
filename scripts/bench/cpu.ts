import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process and its direct children (nginx's workers), in CPU seconds. */
export function cpuSecondsWithChildren(pid: number): number {
  let children: number[];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    children = [];
  }
  return cpuSecondsOf(pid) + children.reduce((sum, child) => sum + cpuSecondsOf(child), 0);
}

/** The whole machine's busy CPU seconds (all processes, ours and everyone else's), from /proc/stat. */
export function machineBusySeconds(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

export const cores = () => os.cpus().length;

// A command wrapped to run only on CPU that nothing else wants: Linux's idle scheduling class (`chrt --idle 0`),
// inherited by every process it starts. Where chrt cannot set it, the lowest nice value does nearly as much.
import { spawnSync } from 'node:child_process';

let idleClass;

/**
 * `[command, args]` to spawn so that `command args` runs at the idle scheduling class (else at nice 19).
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function atIdlePriority(command, args) {
  idleClass ??= spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;
  return idleClass ? ['chrt', ['--idle', '0', command, ...args]] : ['nice', ['-n', '19', command, ...args]];
}

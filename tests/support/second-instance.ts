import { spawn } from 'node:child_process';
import { bundled, SITE_SOURCES } from './script-bundle';

/**
 * Starts tests/support/site-instance.ts with `env` (a key set to undefined is left out of what it inherits)
 * and answers its URL once it listens; an instance that exits first rejects with the end of what it wrote.
 */
export async function startSecondInstance(env: Record<string, string | undefined>) {
  // Staging without staff accounts is open in tests, as in the first instance (see stack.ts).
  const childEnv: NodeJS.ProcessEnv = { STAGING_OPEN: '1', ...process.env, ...env, PORT: '0' };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, bundled('tests/support/site-instance.ts', SITE_SOURCES), { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the second instance did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the second instance exited (${code}): ${errors}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import seedTemplate, { KEPT_TEMPLATE_ENV } from '../support/seeded-platform';

const env = { ...process.env };
afterEach(() => {
  for (const key of [KEPT_TEMPLATE_ENV, 'PLATFORM_TEMPLATE_DB']) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
});

it("npm test's second vitest run takes the template the first seeded, as it is, and leaves it for the runner to remove", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-template-'));
  try {
    const kept = path.join(dir, 'platform.db');
    // What the first run left: any change to it would show.
    fs.writeFileSync(kept, 'seeded by the first run');
    process.env[KEPT_TEMPLATE_ENV] = kept;
    const teardown = await seedTemplate();
    expect(process.env.PLATFORM_TEMPLATE_DB).toBe(kept);
    expect(fs.readFileSync(kept, 'utf8')).toBe('seeded by the first run');
    teardown();
    expect(process.env.PLATFORM_TEMPLATE_DB).toBeUndefined();
    expect(fs.existsSync(kept)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('a run that finds the template being seeded by another process (an e2e stack) waits for it instead of seeding its own', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-template-'));
  try {
    const kept = path.join(dir, 'platform.db');
    // Another live process holds the lock (this one's parent stands for it) and is still seeding.
    fs.writeFileSync(`${kept}.seeding`, String(process.ppid));
    process.env[KEPT_TEMPLATE_ENV] = kept;
    const setup = seedTemplate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(kept)).toBe(false);
    fs.writeFileSync(kept, 'seeded by the other process');
    fs.rmSync(`${kept}.seeding`);
    const teardown = await setup;
    expect(process.env.PLATFORM_TEMPLATE_DB).toBe(kept);
    expect(fs.readFileSync(kept, 'utf8')).toBe('seeded by the other process');
    teardown();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

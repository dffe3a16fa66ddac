import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { seedDemoMerchants } from '@whitelabel/reference-platform/db/seed';
import { TEST_MEMBER_COST } from './platform-db';

/**
 * Seeding the reference platform's demo data is the slowest part of starting a stack (keys, password
 * hashes, histories: seconds on a quiet machine, far more on a busy one), and every test file starts at
 * least one. So a test run seeds once, into a template database (vitest's globalSetup below), and each
 * temporary platform starts from a copy of it: the same rows a fresh seed writes, as of the run's start
 * (the e2e stack's platform is likewise seeded once when its run starts). Tests that measure seeding
 * itself open their own database and are unaffected.
 */
const TEMPLATE_ENV = 'PLATFORM_TEMPLATE_DB';

/** The run's seeded template (vitest's globalSetup below made it): what start-up's seed writes into a freshly opened database. */
export function seededTemplatePath(): string {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) throw new Error('no seeded template: vitest.config.ts seeds one in its globalSetup');
  return template;
}

/** Puts a copy of the run's seeded template at `dbPath` when there is one and nothing is there yet. */
export function copySeededTemplate(dbPath: string) {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !fs.existsSync(template) || fs.existsSync(dbPath)) return;
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  fs.copyFileSync(template, dbPath);
}

/**
 * Where `npm test` keeps the template for its vitest runs (shared, then alone) and its e2e lanes' stacks
 * (scripts/test-halves.mjs), so it is seeded once a run; the runner that sets it deletes it.
 */
export const KEPT_TEMPLATE_ENV = 'PLATFORM_TEMPLATE_KEPT';

function seed(template: string) {
  // Closing checkpoints the write-ahead log into the file, so the one file is the whole database.
  const db = openDatabase(template);
  // Demo members' passwords at a test member's cost (tests/support/platform-db.ts): each of the run's hundreds of
  // demo sign-ins then checks a hash in a few milliseconds, not tens. Fresh seeds (seeding-budgets, e2e) keep the platform's.
  seedDemoMerchants(db, { passwordCost: TEST_MEMBER_COST });
  db.close();
}

const readOr = (file: string, otherwise: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Seeds the kept template unless it is there. vitest's first run and the first e2e stack start at the same
 * moment, so the first to take the lock file seeds and the others wait for the template; a lock whose process
 * died is taken over. Seeded aside and renamed into place, so nobody takes a half-written template for a whole one.
 */
export async function seedKeptTemplate(kept: string) {
  const lock = `${kept}.seeding`;
  while (!fs.existsSync(kept)) {
    let fd: number;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      const owner = Number(readOr(lock, ''));
      if (owner && !alive(owner)) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
      const partial = path.join(path.dirname(kept), `seeding-${process.pid}`, path.basename(kept));
      fs.mkdirSync(path.dirname(partial), { recursive: true });
      seed(partial);
      fs.renameSync(partial, kept);
      fs.rmSync(path.dirname(partial), { recursive: true, force: true });
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** vitest globalSetup: seeds the template once per run (workers inherit its path) and deletes it after. */
export default async function seedTemplate() {
  const kept = process.env[KEPT_TEMPLATE_ENV];
  if (kept) {
    await seedKeptTemplate(kept);
    process.env[TEMPLATE_ENV] = kept;
    return () => void delete process.env[TEMPLATE_ENV];
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-template-'));
  const template = path.join(dir, 'platform.db');
  seed(template);
  process.env[TEMPLATE_ENV] = template;
  return () => {
    delete process.env[TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '../tests/support/stack';
import { budgetTable, checkJsBudgets, failOverBudget, partsTable, type Get } from './bench/js-budget';

/**
 * `npm run bench:js`: only the first-visit JavaScript budgets, in seconds (the full bench takes minutes).
 * `npm run bench:js -- --files` also lists each page's files and inline scripts, biggest first.
 */
const get: Get = (url, host, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-js-'));
const stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 60_000 });
try {
  const results = await checkJsBudgets(get, stack.siteUrl, 'demo-a.localhost');
  if (process.argv.includes('--files')) for (const r of results) console.log(`${partsTable(r.pathname, r.js)}\n`);
  console.log(budgetTable(results));
  failOverBudget(results);
} finally {
  await stack.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergePlaywrightReports, secondsPerSpec, specQueue, takeBatch } from '../../scripts/e2e-lanes.mjs';

type Item = { file: string; seconds: number };

describe('the e2e lanes scheduler', () => {
  it('hands out the longest files first, a file with no record as the median one', () => {
    const queue: Item[] = specQueue(['tests/e2e/a.spec.ts', 'tests/e2e/new.spec.ts', 'tests/e2e/b.spec.ts', 'tests/e2e/c.spec.ts'], {
      'tests/e2e/a.spec.ts': 5,
      'tests/e2e/b.spec.ts': 90,
      'tests/e2e/c.spec.ts': 20,
    });
    expect(queue.map((item) => item.file)).toEqual(['tests/e2e/b.spec.ts', 'tests/e2e/c.spec.ts', 'tests/e2e/new.spec.ts', 'tests/e2e/a.spec.ts']);
  });

  it('runs every file exactly once, several files a run while much is left, and a short run at the end', () => {
    const recorded = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`tests/e2e/s${index}.spec.ts`, 100 - index * 3]));
    const queue: Item[] = specQueue(Object.keys(recorded), recorded);
    const batches: string[][] = [];
    while (queue.length) batches.push(takeBatch(queue, 2));
    expect(batches.flat().sort()).toEqual(Object.keys(recorded).sort());
    expect(batches[0]![0]).toBe('tests/e2e/s0.spec.ts');
    const seconds = batches.map((batch) => batch.reduce((sum, file) => sum + recorded[file]!, 0));
    // Every run starts a runner, a worker and a browser: 30 files of 13 to 100 s take at most 12 runs of at most 5 minutes.
    expect(batches.length).toBeLessThanOrEqual(12);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(300);
    // The last run is short, so lanes end close together.
    expect(seconds.at(-1)).toBeLessThanOrEqual(60);
  });

  it('reads seconds per file from a Playwright report, retries included', () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ file: 'home.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 2500 }] }] }],
          suites: [{ specs: [{ file: 'home.spec.ts', tests: [{ results: [{ duration: 1000 }] }] }] }],
        },
      ],
    };
    expect(secondsPerSpec(report)).toEqual({ 'tests/e2e/home.spec.ts': 5 });
  });

  it('merges the runs into one report for the CI summary, and a run with no report counts as an error', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanes-'));
    const one = path.join(dir, 'one.json');
    fs.writeFileSync(one, JSON.stringify({ suites: [{ title: 'a' }], errors: [], stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0, duration: 10 } }));
    const two = path.join(dir, 'two.json');
    fs.writeFileSync(two, JSON.stringify({ suites: [{ title: 'b' }], errors: [], stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 1, duration: 5 } }));
    const merged = mergePlaywrightReports([one, two, path.join(dir, 'missing.json')]);
    expect(merged.stats).toEqual({ expected: 5, unexpected: 1, flaky: 1, skipped: 1, duration: 15 });
    expect(merged.suites).toHaveLength(2);
    expect(merged.errors).toHaveLength(1);
    fs.rmSync(dir, { recursive: true });
  });
});

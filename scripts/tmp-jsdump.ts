import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStack } from '../tests/support/stack';
import { scriptUrls } from './bench/js-budget';
const get = (url: string, host: string, headers: Record<string,string> = {}) =>
  new Promise<{status:number;body:Buffer}>((resolve, reject) => {
    http.get(url, { headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
const gz = (b: Buffer|string) => zlib.gzipSync(b, { level: 6 }).length;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-js-'));
const stack = await startStack({ dbPath: path.join(dir, 'platform.db'), configTtlMs: 60_000 });
try {
  for (const p of (process.argv[2] ?? '/index').split(',')) {
    const html = (await get(`${stack.siteUrl}${p}`, 'demo-a.localhost')).body.toString('utf8');
    fs.writeFileSync(`/tmp/page${p.replace(/\//g,'_')}.html`, html);
    let tot = 0;
    const rows: [number, number, string][] = [];
    for (const u of scriptUrls(html)) {
      const b = (await get(`${stack.siteUrl}${u}`, 'demo-a.localhost', {'accept-encoding':'identity'})).body;
      rows.push([gz(b), b.length, u]); tot += gz(b);
    }
    rows.sort((a,b)=>b[0]-a[0]);
    console.log(`== ${p} total files gz ${tot}`);
    for (const r of rows) console.log(r[0], r[1], r[2]);
    for (const m of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) console.log('inline', gz(m[2]!), m[2]!.length, m[1], m[2]!.slice(0,80));
  }
} finally { await stack.close(); fs.rmSync(dir, { recursive: true, force: true }); }

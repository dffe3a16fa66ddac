// Builds the operator console into one ES module for tests/support/admin.ts: `node admin-bundle.mjs <entry> <out>`.
// Packages stay external (resolved from the project's node_modules as under tsx); each source file keeps its own
// `import.meta.url` (the migrations are read from beside db/migrate.ts), so the bundle behaves as the sources do.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, out] = process.argv.slice(2);
const ownUrls = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};
const tmp = `${out}.${process.pid}.tmp`;
fs.mkdirSync(path.dirname(out), { recursive: true });
await build({
  entryPoints: [entry],
  outfile: tmp,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [ownUrls],
  logLevel: 'error',
});
// Renamed into place whole, so a test beside this one never runs half a file.
fs.renameSync(tmp, out);
// Bundles of earlier sources are not run again (a caller whose bundle went builds the current one).
for (const name of fs.readdirSync(path.dirname(out))) {
  if (/^admin-[0-9a-f]+\.mjs$/.test(name) && name !== path.basename(out)) fs.rmSync(path.join(path.dirname(out), name), { force: true });
}

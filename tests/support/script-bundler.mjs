// Builds a TypeScript entry (the operator console, a CLI script, the platform's process) into one ES module for
// tests/support/script-bundle.ts: `node script-bundler.mjs <entry> <out>`. Packages stay external (resolved from the project's node_modules as under tsx); each source file keeps its own
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
// The project's own sources under other names are bundled too: tsconfig's `~/` and `#themes/` aliases (tsx reads
// them from tsconfig.json) and the workspace's reference platform (a package of TypeScript sources).
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const OWN = { '~': 'app', '#themes': 'themes', '@whitelabel/reference-platform': 'platform' };
const aliases = {
  name: 'project-aliases',
  setup(b) {
    b.onResolve({ filter: /^(~|#themes|@whitelabel\/reference-platform)\// }, (args) => {
      const alias = Object.keys(OWN).find((name) => args.path.startsWith(`${name}/`));
      return b.resolve(`./${OWN[alias]}${args.path.slice(alias.length)}`, { resolveDir: root, kind: args.kind });
    });
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
  plugins: [aliases, ownUrls],
  logLevel: 'error',
});
// Renamed into place whole, so a test beside this one never runs half a file.
fs.renameSync(tmp, out);
// Bundles of the same entry from earlier sources are not run again (a caller whose bundle went builds the current one).
const stem = /^(.*)-[0-9a-f]+\.mjs$/.exec(path.basename(out))?.[1];
for (const name of fs.readdirSync(path.dirname(out))) {
  if (stem && name !== path.basename(out) && new RegExp(`^${stem}-[0-9a-f]+\\.mjs$`).test(name)) fs.rmSync(path.join(path.dirname(out), name), { force: true });
}

import fs from 'node:fs';
import path from 'node:path';

/** esbuild's metafile of the browser build: which source files ended up in which output, and the outputs' imports. */
export type ClientMetafile = {
  inputs: Record<string, { imports: { path: string }[] }>;
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>;
};
/** The part of Remix's browser manifest that names what a page loads up front. */
export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
};
export type ClientBuild = { meta: ClientMetafile; manifest: ClientManifest };

/** Reads the production browser build (`npm run build`): `build/metafile.js.json` and `public/build/manifest-*.js`. */
export function readClientBuild(root = process.cwd()): ClientBuild {
  const meta = JSON.parse(fs.readFileSync(path.join(root, 'build/metafile.js.json'), 'utf8')) as ClientMetafile;
  const dir = path.join(root, 'public/build');
  const file = fs.readdirSync(dir).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${dir}: run npm run build`);
  const source = fs.readFileSync(path.join(dir, file), 'utf8');
  const manifest = JSON.parse(source.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, '')) as ClientManifest;
  return { meta, manifest };
}

/** A route's id with its layouts' ids, root first: the route modules a visit to that route's page loads. */
export function routeChain(manifest: ClientManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(id);
  return chain;
}

/**
 * The source files whose code a first visit to a page made of `routeIds` downloads: the entry, each route's
 * module and the chunks they import statically (what Remix preloads), followed through the chunks' own
 * static imports. Code behind `import()` is left out: it loads only when a part opens.
 */
export function firstVisitSources({ meta, manifest }: ClientBuild, routeIds: readonly string[]): Set<string> {
  const outputs = new Set<string>();
  const add = (url: string) => outputs.add(`public${url}`);
  add(manifest.entry.module);
  for (const url of manifest.entry.imports ?? []) add(url);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the browser manifest`);
    add(route.module);
    for (const url of route.imports ?? []) add(url);
  }
  const queue = [...outputs];
  while (queue.length) {
    const output = meta.outputs[queue.pop()!];
    for (const imported of output?.imports ?? []) {
      if (imported.kind !== 'import-statement' || outputs.has(imported.path)) continue;
      outputs.add(imported.path);
      queue.push(imported.path);
    }
  }
  const sources = new Set<string>();
  for (const name of outputs) {
    const output = meta.outputs[name];
    if (!output) throw new Error(`${name} is named by the manifest but not in the build's metafile`);
    for (const [source, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) sources.add(source);
  }
  return sources;
}

/**
 * Code that has no business in a page's download: the validation library and the schemas built on it (the
 * server parses the platform's answers and the forms' posts; the browser checks a form with a small check of
 * its own), the platform client, and server modules. The client's `vocabulary/` holds the contract's plain
 * words (a select's options) and no code: a vocabulary module that imported valibot would count as a schema.
 */
export const SERVER_ONLY_SOURCES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'valibot', pattern: /(^|\/)node_modules\/valibot\// },
  { name: 'the platform client', pattern: /(^|\/)app\/platform-client\/(?!vocabulary\/[\w-]+\.ts$)/ },
  { name: 'a server module', pattern: /\.server\.[cm]?[jt]sx?$/ },
];

/**
 * Each source in `sources` that is server-only, with what it is. A schema module is one of the site's
 * own that imports valibot (the metafile's inputs say which): its schema objects come along with it.
 */
export function serverOnlyIn(sources: Iterable<string>, meta: Pick<ClientMetafile, 'inputs'>): string[] {
  const found: string[] = [];
  for (const source of sources) {
    const rule = SERVER_ONLY_SOURCES.find((r) => r.pattern.test(source));
    if (rule) found.push(`${source} (${rule.name})`);
    else if (meta.inputs[source]?.imports.some((i) => SERVER_ONLY_SOURCES[0]!.pattern.test(i.path))) found.push(`${source} (a schema module)`);
  }
  return found.sort();
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * Which message groups (top-level keys of the locale files) a module and everything it imports for the
 * browser may show. Over-approximates on purpose: any string or template literal that starts with
 * `<group>.` counts, so a key passed as a prop (`labelKey: 'nav.home'`) or built from a prefix
 * (`games.${code}`) is seen. Server modules count too when `withServer` is set: loaders and actions
 * return message keys (an action's error, a refusal), which the browser then translates.
 */
export function messageGroupsUsedBy(
  entry: string,
  groups: ReadonlySet<string>,
  appDir = path.resolve('app'),
  withServer = false,
  /** The lazy parts being read further up: a part that imports its parent back adds nothing new. */
  parts: ReadonlySet<string> = new Set(),
): Set<string> {
  const used = new Set<string>();
  if (parts.has(path.resolve(entry))) return used;
  const seen = new Set<string>();
  const literal = /(['"`])([A-Za-z]+)\.(?:[A-Za-z0-9_]|\$\{)/g;
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(literal)) if (groups.has(m[2]!)) used.add(m[2]!);
    // A part loaded with its own groups (lazyWithMessages) needs only what those do not cover.
    const lazyParts = new Set<string>();
    for (const m of source.matchAll(/lazyWithMessages\(\s*(?:'[^']*'\s*,\s*)?\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const own = new Set([...m[1]!.matchAll(/['"](\w+)['"]/g)].map((g) => g[1]!));
      const resolved = resolveImport(m[2]!, file, appDir);
      if (!resolved) continue;
      lazyParts.add(m[2]!);
      for (const group of messageGroupsUsedBy(resolved, groups, appDir, withServer, new Set([...parts, path.resolve(entry)])))
        if (!own.has(group)) used.add(group);
    }
    for (const spec of importsOf(source)) {
      if (lazyParts.has(spec)) continue;
      const resolved = resolveImport(spec, file, appDir);
      if (resolved && (withServer || !/\.server\.tsx?$/.test(resolved)) && !resolved.endsWith('.css.ts') && !resolved.endsWith('.codes.ts')) visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return used;
}

function importsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs.filter((s) => !/^import\s+type\s/.test(s));
}

function resolveImport(spec: string, from: string, appDir: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = path.join(appDir, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The keys of `groups` that a module and everything it imports for the browser show, as written after
 * `<group>.` (`footerHeading`, `panel.enter`). A key built at run time (`` `chat.${x}` ``) is reported
 * as `${`, so a check can refuse it. Lazy parts count too: what the chrome ships in part must cover them.
 */
export function messageKeysUsedBy(entry: string, groups: readonly string[], appDir = path.resolve('app')): Map<string, Set<string>> {
  const wanted = new Set(groups);
  const keys = new Map<string, Set<string>>(groups.map((g) => [g, new Set<string>()]));
  const seen = new Set<string>();
  const literal = /(['"`])([A-Za-z]+)\.((?:[A-Za-z0-9_.])*(?:\$\{)?)/g;
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(literal)) {
      if (!wanted.has(m[2]!)) continue;
      const key = m[3]!.endsWith('${') ? '${' : m[3]!.replace(/\.$/, '');
      keys.get(m[2]!)!.add(key);
    }
    for (const spec of importsOf(source)) {
      const resolved = resolveImport(spec, file, appDir);
      if (resolved && !/\.server\.tsx?$/.test(resolved) && !resolved.endsWith('.css.ts') && !resolved.endsWith('.codes.ts')) visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return keys;
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a specifier that is not relative points, by prefix: the app's `~/` and the platform package. */
const ALIASES: [prefix: string, folder: string][] = [
  ['~/', 'app/'],
  ['@whitelabel/reference-platform/', 'platform/'],
];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('data'));
}

/** True when an import or export brings in nothing but types (erased at run time, so no circle at load). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/**
 * The groups of modules under `folders` (relative to `root`) that import one another in a circle, counting
 * static and dynamic imports that bring in values; each group is a strongly connected part of the import graph.
 */
export function importCircles(root: string, folders: string[]): string[][] {
  const files = new Set(folders.flatMap((folder) => sourceFiles(path.join(root, folder))));
  const resolve = (from: string, specifier: string): string | undefined => {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    const base = specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : alias
        ? path.join(root, alias[1], specifier.slice(alias[0].length))
        : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => files.has(f));
  };
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const targets = new Set<string>();
    const visit = (node: ts.Node) => {
      let specifier: ts.Expression | undefined;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && !typeOnly(node)) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
      const target = specifier && ts.isStringLiteral(specifier) ? resolve(file, specifier.text) : undefined;
      if (target) targets.add(target);
      ts.forEachChild(node, visit);
    };
    visit(source);
    edges.set(file, [...targets]);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || edges.get(group[0]!)!.includes(group[0]!))
    .map((group) => group.map((file) => path.relative(root, file)).sort());
}

/** Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: [node: string, child: number][] = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, child] = frame;
      if (child === 0) {
        index.set(node, next);
        low.set(node, next++);
        stack.push(node);
        onStack.add(node);
      }
      const targets = edges.get(node)!;
      if (child < targets.length) {
        frame[1]++;
        const target = targets[child]!;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group);
      }
    }
  }
  return groups;
}

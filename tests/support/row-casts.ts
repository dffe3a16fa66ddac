import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A statement read: better-sqlite3's `.get(…)`, `.all(…)` or `.iterate(…)`. */
const READS = new Set(['get', 'all', 'iterate']);

/** The statement read an expression answers as it is: through parentheses, `!`, either branch of `?:`, or the left of `??` / `||`. */
function rowRead(node: ts.Expression): ts.CallExpression | null {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return rowRead(node.expression);
  if (ts.isConditionalExpression(node)) return rowRead(node.whenTrue) ?? rowRead(node.whenFalse);
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken))
    return rowRead(node.left);
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && READS.has(node.expression.name.text) ? node : null;
}

/**
 * The `as` casts (and `<T>` assertions) applied to a statement read in one source text, as `line: text`.
 * A row's type belongs on `prepare<Params, Row>`, where a missed `undefined` is a type error; a cast hides it.
 */
export function rowCastsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const' && rowRead(node.expression)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${fileName}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every row cast in the TypeScript files under `folder`. */
export function rowCasts(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .flatMap((file) => rowCastsIn(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8')));
}

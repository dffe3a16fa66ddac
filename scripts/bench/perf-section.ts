import fs from 'node:fs';

/**
 * Writes `body` under `heading` (a `## ` line) in a Markdown file: replaces that section if it is
 * there (up to the next `## ` heading), else appends it. Other sections, hand-written or from other
 * benches, are left as they are.
 */
export function writeSection(file: string, heading: string, body: string) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) {
    fs.writeFileSync(file, `${text.trimEnd()}${text ? '\n\n' : ''}${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length + 1);
  fs.writeFileSync(file, `${text.slice(0, start + 1)}${section}${next >= 0 ? `\n${text.slice(next + 1)}` : ''}`);
}

// A child process's output line by line, each line prefixed with the part's name, so parts running side by
// side in `npm test` stay readable.

/** Copies `stream` to `out`, each whole line as `[name] line`. */
export function prefixLines(name, stream, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

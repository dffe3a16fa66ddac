/** The parts of a V8 `.cpuprofile` this reading needs. */
type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
};

/** Where a function lives, short: the package or the file under the project, and the line. */
function place(url: string, line: number): string {
  const modules = url.lastIndexOf('node_modules/');
  const short = modules >= 0 ? url.slice(modules + 'node_modules/'.length) : url.replace(/^file:\/\/.*?\/(app|server|build|scripts)\//, '$1/');
  return `${short}:${line + 1}`;
}

/** The functions with the most samples of their own (self time), as a Markdown table of shares. */
export function topSelfTime(profile: CpuProfile, count: number): string {
  const byNode = new Map<number, number>();
  for (const id of profile.samples) byNode.set(id, (byNode.get(id) ?? 0) + 1);
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const samples = byNode.get(node.id) ?? 0;
    if (!samples) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? place(url, lineNumber) : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + samples);
  }
  const total = profile.samples.length;
  const rows = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return ['| self % | function |', '|---|---|', ...rows.map(([name, n]) => `| ${((n / total) * 100).toFixed(1)} | ${name} |`)].join('\n');
}

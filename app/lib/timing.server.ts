/** Collects durations for the `Server-Timing` header, so slow upstream calls show in devtools. */
export class Timings {
  private readonly entries: { name: string; ms: number; desc?: string }[] = [];

  add(name: string, ms: number, desc?: string) {
    this.entries.push({ name, ms, desc });
  }

  async time<T>(name: string, work: () => Promise<T>, desc?: string): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - started, desc);
    }
  }

  toHeader(): string {
    return this.entries
      .map(({ name, ms, desc }) => {
        const token = name.replace(/[^a-zA-Z0-9_.-]/g, '_');
        return `${token};dur=${ms.toFixed(1)}${desc ? `;desc="${desc.replace(/"/g, "'")}"` : ''}`;
      })
      .join(', ');
  }
}

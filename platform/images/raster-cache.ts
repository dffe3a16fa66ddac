/**
 * Drawn images by key, the least recently read given up first once they pass `maxBytes`. A drawing costs
 * milliseconds to tens of them; a page of a lobby asks for dozens, and every test's fresh browser asks again. Requests
 * for an image being drawn share that drawing.
 */
export class RasterCache {
  private readonly entries = new Map<string, { image: Promise<Buffer>; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept) {
      // A Map iterates in insertion order: set again, the entry becomes the newest.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.image;
    }
    const entry = { image: draw(), bytes: 0 };
    this.entries.set(key, entry);
    entry.image.then(
      (drawn) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = drawn.length;
        this.bytes += drawn.length;
        this.trim(key);
      },
      // A drawing that failed is not kept: the next request draws again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.image;
  }

  private trim(keep: string) {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      if (key === keep) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Drawn images by key, the least recently read given up first once they pass `maxBytes`. A drawing costs
 * milliseconds to tens of them; a page of a lobby asks for dozens, and every test's fresh browser asks again. Requests
 * for an image being drawn share that drawing. With `dir`, each drawing is kept as a file named by its key's hash as
 * well, so a restart, or another platform process given the same folder, reads it instead of drawing it again.
 */
export class RasterCache {
  private readonly entries = new Map<string, { image: Promise<Buffer>; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly dir: string | null = null,
  ) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept) {
      // A Map iterates in insertion order: set again, the entry becomes the newest.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.image;
    }
    const entry = { image: this.dir ? fromFolder(this.dir, key, draw) : draw(), bytes: 0 };
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

/** The file kept for `key` in `dir`, or a new drawing written there (under a temporary name, then renamed: a reader never sees half a file). */
async function fromFolder(dir: string, key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(dir, `${crypto.createHash('sha256').update(key).digest('hex').slice(0, 40)}.img`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    // Not kept yet (or unreadable): drawn below.
  }
  const drawn = await draw();
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  // A folder that cannot be written only costs the next process a drawing.
  await fs.promises
    .mkdir(dir, { recursive: true })
    .then(() => fs.promises.writeFile(temporary, drawn))
    .then(() => fs.promises.rename(temporary, file))
    .catch(() => fs.promises.rm(temporary, { force: true }).catch(() => undefined));
  return drawn;
}

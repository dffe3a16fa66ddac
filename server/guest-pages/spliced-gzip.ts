import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { crc32, SplicedCrc32 } from './crc32';

const deflateRaw = promisify(zlib.deflateRaw);

/** ID1 ID2, deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with BFINAL set: ends the deflate stream from a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * A gzip body for fixed segments with the same short piece (a nonce) between each two, compressed once:
 * each segment is its own deflate stream ended with a sync flush (non-final blocks, byte-aligned, no
 * reference to anything before it), so the segments chain with the piece between them as a stored block
 * and one empty final block. Per response only the stored piece and the CRC-32 trailer are new bytes.
 */
export class SplicedGzip {
  /** The gzip body's length, the same whatever the piece. */
  readonly length: number;

  private constructor(
    private readonly deflated: Buffer[],
    private readonly crc: SplicedCrc32,
    private readonly rawLength: number,
  ) {
    const pieces = deflated.length - 1;
    this.length = GZIP_HEADER.length + deflated.reduce((n, d) => n + d.length, 0) + pieces * (5 + crc.pieceLength) + FINAL_BLOCK.length + 8;
  }

  /** Compresses `segments` (off the event loop) for pieces of `pieceLength` bytes (at most 65,535: one stored block). */
  static async of(segments: readonly Buffer[], pieceLength: number): Promise<SplicedGzip> {
    if (pieceLength > 0xffff) throw new Error('a piece longer than one stored block');
    const deflated = await Promise.all(
      segments.map((segment) =>
        segment.length ? deflateRaw(segment, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
      ),
    );
    const rawLength = segments.reduce((n, s) => n + s.length, 0) + (segments.length - 1) * pieceLength;
    return new SplicedGzip(deflated, new SplicedCrc32(segments, pieceLength), rawLength);
  }

  /** The gzip body with `piece` in every place, as chunks to write in order (the segments are shared, not copied). */
  chunks(piece: Buffer): Buffer[] {
    const stored = storedBlock(piece);
    return gzipChunks(this.deflated, () => stored, this.crc.with(piece), this.rawLength);
  }
}

/** A stored (uncompressed, non-final) deflate block holding `piece` (at most 65,535 bytes). */
function storedBlock(piece: Buffer): Buffer {
  const stored = Buffer.allocUnsafe(5 + piece.length);
  stored[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  stored.writeUInt16LE(piece.length, 1);
  stored.writeUInt16LE(~piece.length & 0xffff, 3);
  piece.copy(stored, 5);
  return stored;
}

/** Header, the deflated segments with the stored block for each place between them, the final block and the trailer. */
function gzipChunks(deflated: readonly Buffer[], storedAt: (place: number) => Buffer, crc: number, rawLength: number): Buffer[] {
  const out: Buffer[] = [GZIP_HEADER];
  deflated.forEach((segment, i) => {
    if (i > 0) out.push(storedAt(i - 1));
    if (segment.length) out.push(segment);
  });
  out.push(FINAL_BLOCK, gzipTrailer(crc, rawLength));
  return out;
}

/** The gzip trailer: the CRC-32 of the uncompressed bytes and their length (mod 2^32). */
function gzipTrailer(crc: number, rawLength: number): Buffer {
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(rawLength % 2 ** 32, 4);
  return trailer;
}

/** Deflate's window: a segment can refer back this far at most. */
const WINDOW = 32 * 1024;

/**
 * A gzip body for fixed segments with a different piece in each place between them (a signed-in player's
 * own text), compressed once like SplicedGzip. Pieces vary in length, so the CRC-32 runs over the whole
 * body per response (zlib's, a few microseconds for a page); only the pieces are compressed never.
 * A segment may be compressed against the bytes just before it when those are one of a few known texts
 * (`contexts[i]`, one variant each): its references then reach back into them, and a response sends the
 * variant whose bytes stand before it.
 */
export class PiecewiseGzip {
  private constructor(
    private readonly segments: readonly Buffer[],
    private readonly deflated: Buffer[][],
  ) {}

  /**
   * `previous`: the gzip of the page this one replaces, with its contexts: a segment whose bytes and contexts are
   * the same as there keeps its deflate streams (a stream depends on nothing else), so a re-render that changed a
   * number and a time compresses those segments only, not the whole page on the thread pool again.
   */
  static async of(
    segments: readonly Buffer[],
    contexts: readonly (readonly Buffer[])[] = [],
    previous?: { gzip: PiecewiseGzip; contexts: readonly (readonly Buffer[])[] },
  ): Promise<PiecewiseGzip> {
    const options = { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    const deflated = await Promise.all(
      segments.map(async (segment, i) => {
        if (!segment.length) return [Buffer.alloc(0)];
        const before = contexts[i] ?? [];
        const kept = previous?.gzip.keptStreams(i, segment, before, previous.contexts[i] ?? []);
        if (kept) return kept;
        if (!before.length) return [await deflateRaw(segment, options)];
        return Promise.all(before.map((bytes) => deflateRaw(segment, { ...options, dictionary: bytes.subarray(Math.max(0, bytes.length - WINDOW)) })));
      }),
    );
    return new PiecewiseGzip(segments, deflated);
  }

  /** Segment i's deflate streams when it held `segment`, compressed against `before` (its contexts then: `had`). */
  private keptStreams(i: number, segment: Buffer, before: readonly Buffer[], had: readonly Buffer[]): Buffer[] | null {
    const same = this.segments[i]?.equals(segment) && had.length === before.length && had.every((bytes, j) => bytes.equals(before[j]!));
    return same ? this.deflated[i]! : null;
  }

  /**
   * The gzip body with `pieces[i]` in place i (each at most 65,535 bytes), as chunks, and its length;
   * `variants[i]`: which of segment i's contexts its preceding bytes are (when it has any).
   */
  chunks(pieces: readonly Buffer[], variants: readonly number[] = []): { chunks: Buffer[]; length: number } {
    let crc = 0;
    let rawLength = 0;
    this.segments.forEach((segment, i) => {
      if (i > 0) {
        crc = crc32(pieces[i - 1]!, crc);
        rawLength += pieces[i - 1]!.length;
      }
      crc = crc32(segment, crc);
      rawLength += segment.length;
    });
    const stored = pieces.map(storedBlock);
    const deflated = this.deflated.map((options, i) => options[options.length > 1 ? (variants[i] ?? 0) : 0]!);
    const chunks = gzipChunks(deflated, (place) => stored[place]!, crc, rawLength);
    return { chunks, length: chunks.reduce((n, chunk) => n + chunk.length, 0) };
  }
}

/** One run of a page's bytes, with its deflate stream made once beforehand when it is a kept part's. */
export type GzipRun = { bytes: Buffer; deflated: Buffer | null };

/** Shorter than this, a run goes as a stored block: a deflate stream of its own would cost more than it saves. */
const STORED_UP_TO = 256;

/** A kept part's bytes deflated once (off the event loop, best compression), to stand in a gzip body of many answers. */
export const deflatedOnce = (bytes: Buffer): Promise<Buffer> =>
  bytes.length ? deflateRaw(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Promise.resolve(Buffer.alloc(0));

/**
 * A gzip body for runs of which some were deflated beforehand (a kept frame's parts) and the rest are this
 * answer's own (its render, its player's text, its nonce): only those are compressed now, each run of them
 * together and fast, so an answer compresses its own few tens of kilobytes, not the whole page. The CRC-32
 * runs over every byte (zlib's: microseconds for a page).
 */
export function gzipOfRuns(runs: readonly GzipRun[]): { chunks: Buffer[]; length: number } {
  let crc = 0;
  let rawLength = 0;
  const deflated: Buffer[] = [];
  let own: Buffer[] = [];
  const flushOwn = () => {
    const bytes = own.length === 1 ? own[0]! : Buffer.concat(own);
    own = [];
    if (!bytes.length) return;
    deflated.push(
      bytes.length <= STORED_UP_TO
        ? storedBlock(bytes)
        : zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_SPEED, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    );
  };
  for (const run of runs) {
    crc = crc32(run.bytes, crc);
    rawLength += run.bytes.length;
    if (!run.deflated) {
      own.push(run.bytes);
      continue;
    }
    flushOwn();
    if (run.deflated.length) deflated.push(run.deflated);
  }
  flushOwn();
  const chunks = [GZIP_HEADER, ...deflated, FINAL_BLOCK, gzipTrailer(crc, rawLength)];
  return { chunks, length: chunks.reduce((n, chunk) => n + chunk.length, 0) };
}

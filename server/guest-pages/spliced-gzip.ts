import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SplicedCrc32 } from './crc32';

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
    const stored = Buffer.allocUnsafe(5 + piece.length);
    stored[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
    stored.writeUInt16LE(piece.length, 1);
    stored.writeUInt16LE(~piece.length & 0xffff, 3);
    piece.copy(stored, 5);
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(this.crc.with(piece), 0);
    trailer.writeUInt32LE(this.rawLength % 2 ** 32, 4);
    const out: Buffer[] = [GZIP_HEADER];
    this.deflated.forEach((segment, i) => {
      if (i > 0) out.push(stored);
      if (segment.length) out.push(segment);
    });
    out.push(FINAL_BLOCK, trailer);
    return out;
  }
}

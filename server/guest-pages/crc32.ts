import zlib from 'node:zlib';

/**
 * CRC-32 as gzip uses it (IEEE, reflected, polynomial 0xEDB88320): zlib's own where Node has it (20.15
 * on), else in plain JavaScript, since the engines range starts before it. The splicing below needs the
 * register arithmetic in JavaScript either way.
 */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The register after `bytes`, from `register`, with no initial or final inversion: linear in both. */
function advance(register: number, bytes: Uint8Array): number {
  let c = register;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c >>> 0;
}

/** The CRC-32 of `bytes`, or of the bytes before them and then `bytes` when given that CRC as `previous`. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  return nativeCrc32 ? nativeCrc32(bytes, previous) >>> 0 : ~advance(~previous >>> 0, bytes) >>> 0;
}

/** A 32×32 matrix over GF(2) as its 32 columns: column j is the image of bit j. */
type Gf2Matrix = Uint32Array;

function apply(matrix: Gf2Matrix, vector: number): number {
  let out = 0;
  for (let j = 0; vector !== 0; j++, vector >>>= 1) if (vector & 1) out ^= matrix[j]!;
  return out >>> 0;
}

function compose(outer: Gf2Matrix, inner: Gf2Matrix): Gf2Matrix {
  const out = new Uint32Array(32);
  for (let j = 0; j < 32; j++) out[j] = apply(outer, inner[j]!);
  return out;
}

/** What 2^k zero bytes do to the register, k = 0…31, squared once at start: a length then costs one product per set bit. */
const POWERS_OF_ZERO_BYTES: Gf2Matrix[] = (() => {
  const one = new Uint32Array(32);
  for (let j = 0; j < 32; j++) one[j] = advance(2 ** j, new Uint8Array(1));
  const powers: Gf2Matrix[] = [one];
  for (let k = 1; k < 32; k++) powers.push(compose(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** What `count` zero bytes do to the register. */
function zeroBytes(count: number): Gf2Matrix {
  let result: Gf2Matrix = new Uint32Array(32).map((_, j) => 2 ** j);
  for (let k = 0, n = count; n > 0; k++, n = Math.floor(n / 2)) if (n % 2) result = compose(POWERS_OF_ZERO_BYTES[k]!, result);
  return result;
}

/**
 * The CRC-32 of a message whose bytes are fixed except for one same-length piece written at several
 * places (a nonce), computed per piece in constant time: `base` is the CRC with zeros in those places;
 * changing bytes at a place followed by `t` bytes moves the CRC by the changed bytes' register pushed
 * through `t` zero bytes (CRC is affine over GF(2)), so all places together are one fixed matrix.
 */
export class SplicedCrc32 {
  private readonly base: number;
  private readonly spread: Gf2Matrix;

  /** `segments` are the fixed bytes around the places; `pieceLength` is the length of what goes in each place. */
  constructor(
    segments: readonly Uint8Array[],
    readonly pieceLength: number,
  ) {
    const zeros = new Uint8Array(pieceLength);
    let crc = 0;
    segments.forEach((segment, i) => {
      if (i > 0) crc = crc32(zeros, crc);
      crc = crc32(segment, crc);
    });
    this.base = crc;
    this.spread = new Uint32Array(32);
    let after = 0;
    for (let i = segments.length - 1; i > 0; i--) {
      after += segments[i]!.length;
      const shift = zeroBytes(after);
      for (let j = 0; j < 32; j++) this.spread[j] = this.spread[j]! ^ shift[j]!;
      after += pieceLength;
    }
  }

  /** The CRC-32 of the whole message with `piece` in every place. */
  with(piece: Uint8Array): number {
    if (piece.length !== this.pieceLength) throw new Error(`a piece of ${piece.length} bytes where ${this.pieceLength} go`);
    return (this.base ^ apply(this.spread, advance(0, piece))) >>> 0;
  }
}

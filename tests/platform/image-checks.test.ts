import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { Refusal } from '@whitelabel/reference-platform/db/refusal';
import { checkedImageHeader } from '@whitelabel/reference-platform/images/image-header';
import { reencodeImage } from '@whitelabel/reference-platform/images/reencode';
import { checkUploadQuota, recordUpload, UPLOAD_QUOTA } from '@whitelabel/reference-platform/images/upload-quota';
import { noisyPng, pngClaiming } from '../support/test-images';

/** The platform's image checks on their own: the header before any decode, the re-encode, the volume cap. */
const refusalOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(Refusal);
    return { code: (error as Refusal).errorCode, status: (error as Refusal).status };
  }
  throw new Error('expected a refusal');
};

/** A JPEG with an EXIF-sized segment before its frame header, as a phone writes it. */
function jpegWithExif(width: number, height: number): Buffer {
  const plain = Buffer.from(jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 128) }, 80).data);
  const app1 = Buffer.alloc(4 + 30_000);
  app1.set([0xff, 0xe1]);
  app1.writeUInt16BE(2 + 30_000, 2);
  return Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
}

describe('image header', () => {
  it('reads the size of a PNG and of a JPEG behind its metadata', () => {
    expect(checkedImageHeader(noisyPng(40, 30))).toMatchObject({ type: 'image/png', width: 40, height: 30 });
    expect(checkedImageHeader(jpegWithExif(64, 48))).toMatchObject({ type: 'image/jpeg', width: 64, height: 48 });
  });

  it('refuses a header over 4096 × 4096 at once, whatever the file weighs', () => {
    const started = performance.now();
    expect(refusalOf(() => reencodeImage(pngClaiming(50_000, 50_000)))).toEqual({ code: 'upload.dimensions', status: 400 });
    expect(refusalOf(() => reencodeImage(pngClaiming(4097, 10)))).toEqual({ code: 'upload.dimensions', status: 400 });
    // Decoding 2.5 gigapixels would take minutes and gigabytes; the header answers in a blink.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('re-encoding', () => {
  it('keeps the picture and drops whatever rode behind it', () => {
    const small = noisyPng(16, 16);
    const kept = reencodeImage(Buffer.concat([small, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(kept.contentType).toBe('image/png');
    expect(kept.bytes.includes('<script')).toBe(false);
    expect(PNG.sync.read(kept.bytes).data).toEqual(PNG.sync.read(small).data);
  });

  it('scales a large photo down to 2048 on its longest side', () => {
    const wide = Buffer.from(jpeg.encode({ width: 3000, height: 1000, data: Buffer.alloc(3000 * 1000 * 4, 200) }, 80).data);
    const kept = reencodeImage(wide);
    expect(checkedImageHeader(kept.bytes)).toMatchObject({ type: 'image/jpeg', width: 2048, height: 683 });
  });
});

describe('upload volume', () => {
  it('refuses past the hourly volume, then past the daily one, and forgets what is a day old', () => {
    const db = { name: `quota-${Math.random()}` };
    const mb = 1024 * 1024;
    const t0 = Date.UTC(2026, 0, 1);
    recordUpload(db, 1, UPLOAD_QUOTA.hourBytes - 2 * mb, t0);
    expect(() => checkUploadQuota(db, 1, mb, t0)).not.toThrow();
    expect(refusalOf(() => checkUploadQuota(db, 1, 3 * mb, t0))).toEqual({ code: 'upload.quota', status: 429 });
    // Another member is not held back by this one.
    expect(() => checkUploadQuota(db, 2, 3 * mb, t0)).not.toThrow();
    // An hour later the hour is free again, until the day is full.
    let at = t0;
    while (at < t0 + 20 * 3_600_000) {
      at += 3_600_000;
      try {
        checkUploadQuota(db, 1, UPLOAD_QUOTA.hourBytes - mb, at);
      } catch {
        break;
      }
      recordUpload(db, 1, UPLOAD_QUOTA.hourBytes - mb, at);
    }
    expect(refusalOf(() => checkUploadQuota(db, 1, UPLOAD_QUOTA.hourBytes - mb, at))).toEqual({ code: 'upload.quota', status: 429 });
    expect(() => checkUploadQuota(db, 1, UPLOAD_QUOTA.hourBytes - mb, at + 25 * 3_600_000)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { readApplication, type SendImage } from '~/features/promotions/application-upload.server';
import { MAX_IMAGE_BYTES } from '~/lib/image-upload.server';
import { paddedPng } from '../support/test-images';

/** The site's half of an activity application: what it lets through to the platform, as the form streams in. */
const png = (size: number) => new Blob([paddedPng(size)], { type: 'image/png' });

function request(comment: string, files: Blob[]) {
  const form = new FormData();
  form.set('id', '12');
  form.set('requestId', 'req-12345678');
  form.set('comment', comment);
  files.forEach((f, i) => form.append('images', f, `shot-${i}.png`));
  return new Request('http://demo-a.localhost/promoDetail?id=12', { method: 'POST', body: form });
}

/** A stand-in platform: reads each image to its end, refuses one over 5 MB as the real one does, answers ids. */
function platform() {
  const received: number[] = [];
  const send: SendImage = async ({ stream }) => {
    let size = 0;
    const reader = stream.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) size += part.value.length;
    received.push(size);
    if (size > MAX_IMAGE_BYTES) throw new Error('413 upload.too.large');
    return received.length;
  };
  return { received, send };
}

describe('reading an activity application', () => {
  it('passes a valid comment and two images on, one call each, and keeps the text fields', async () => {
    const { received, send } = platform();
    const form = await readApplication(request('Big win!', [png(2048), png(4096)]), send);
    expect(form).toEqual({ fields: { id: '12', requestId: 'req-12345678', comment: 'Big win!' }, imageIds: [1, 2], error: null });
    expect(received).toEqual([2048, 4096]);
  });

  it('sends nothing when the comment is empty or longer than 140 characters', async () => {
    for (const comment of ['   ', 'x'.repeat(141)]) {
      const { received, send } = platform();
      const form = await readApplication(request(comment, [png(300)]), send);
      expect(form.error).toBe('comment');
      expect(received).toEqual([]);
    }
  });

  it('stops at a fourth image: three went up, the fourth never leaves', async () => {
    const { received, send } = platform();
    const form = await readApplication(request('Four', [png(300), png(300), png(300), png(300)]), send);
    expect(form.error).toBe('tooMany');
    expect(received).toEqual([300, 300, 300]);
  });

  it('refuses a file whose bytes are not PNG or JPEG, whatever it is called', async () => {
    const { received, send } = platform();
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    const form = await readApplication(request('Sneaky', [html]), send);
    expect(form.error).toBe('invalid');
    expect(received).toEqual([]);
  });

  it('cuts an image past 5 MB after one byte too many, so the platform refuses it without the rest', async () => {
    const { received, send } = platform();
    const form = await readApplication(request('Huge', [png(MAX_IMAGE_BYTES + 200_000)]), send);
    expect(form.error).toBe('tooLarge');
    expect(received).toEqual([MAX_IMAGE_BYTES + 1]);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const plain = new Request('http://demo-a.localhost/promoDetail?id=12', {
      method: 'POST',
      body: 'comment=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await expect(readApplication(plain, platform().send)).rejects.toMatchObject({ status: 415 });
  });
});

import { decode } from 'turbo-stream';

/**
 * A served page split into its markup and the loader data it streams inline, decoded. Two answers that carry the same
 * data can still differ in the stream's bytes: the stream names each value once and refers to it after, so a value that
 * differs per answer (the idle clock's milliseconds) moves every index after it whenever it happens to equal a later
 * value (15 ms and a contact's order of 15). Tests that compare two answers compare these parts instead.
 */
export async function pageParts(body: string) {
  const chunks: string[] = [];
  const markup = body.replace(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g, (_, literal: string) => {
    chunks.push(JSON.parse(literal) as string);
    return 'streamController.enqueue(…)';
  });
  if (!chunks.length) throw new Error('the page streams no loader data');
  const { value, done } = await decode(new Response(chunks.join('')).body!);
  await done;
  return { markup, data: JSON.stringify(value) };
}

/** Each form's idempotency key, different in every answer. */
export const FORM_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A page's parts with what differs per answer of one player taken out: nonces, the idle clock's milliseconds, each form's key. */
export async function steadyParts(body: string) {
  const { markup, data } = await pageParts(body);
  return {
    markup: markup.replace(/nonce="[^"]*"/g, 'nonce=""').replace(FORM_ID, 'a form’s own id'),
    data: data.replace(/("sinceTouchMs":)\d+/g, '$10').replace(FORM_ID, 'a form’s own id'),
  };
}

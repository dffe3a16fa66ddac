import { describe, expect, it } from 'vitest';
import { heartRuns, plainChunks } from '../../server/guest-pages/heart-runs';

const b = (text: string) => Buffer.from(text, 'utf8');
const heart = (nodeId: string) => ({ kind: 'heart' as const, nodeId, off: b(`(${nodeId} off)`), on: b(`(${nodeId} ON)`) });

// A page cut at a nonce, three hearts in a row, a text, then two more hearts: segment i follows place i - 1.
const places = [{ kind: 'nonce' as const }, heart('1'), heart('2'), heart('3'), { kind: 'text' as const }, heart('4'), heart('5')];
const segments = ['<head>', '<tiles>', '<t2>', '<t3>', '<name>', '<more>', '<t5>', '</html>'].map(b);
const piecesFor = (favourites: ReadonlySet<string> | null) =>
  places.map((place) => (place.kind === 'nonce' ? b('NONCE') : place.kind === 'text' ? b('Ann') : favourites?.has(place.nodeId) ? place.on : place.off));
/** The page as each piece written in turn between the segments. */
const eachPiece = (pieces: Buffer[]) => Buffer.concat(segments.flatMap((segment, i) => (i > 0 ? [pieces[i - 1]!, segment] : [segment]))).toString();

describe('a signed-in page sent as it is, its runs of hearts joined', () => {
  const runs = heartRuns(segments, places);

  it('finds each run of two or more hearts', () => {
    expect(runs.map(({ from, to }) => [from, to])).toEqual([
      [1, 3],
      [5, 6],
    ]);
  });

  it.each([
    ['no favourites read', null],
    ['none favoured', new Set<string>()],
    ['a game outside every run', new Set(['9'])],
    ['one game of the first run', new Set(['2'])],
    ['a game in each run', new Set(['3', '4'])],
    ['every game', new Set(['1', '2', '3', '4', '5'])],
  ])('writes the same bytes as every piece in turn: %s', (_, favourites) => {
    const pieces = piecesFor(favourites);
    const { chunks, length } = plainChunks(segments, pieces, runs, favourites);
    expect(Buffer.concat(chunks).toString()).toBe(eachPiece(pieces));
    expect(length).toBe(Buffer.concat(chunks).length);
  });

  it('writes a run as one chunk, cut only around the hearts the player favours', () => {
    const favourites = new Set(['4']);
    const { chunks } = plainChunks(segments, piecesFor(favourites), runs, favourites);
    expect(chunks.map(String)).toEqual([
      '<head>',
      'NONCE',
      '<tiles>',
      '(1 off)<t2>(2 off)<t3>(3 off)',
      '<name>',
      'Ann',
      '<more>',
      '(4 ON)',
      '<t5>(5 off)',
      '</html>',
    ]);
  });
});

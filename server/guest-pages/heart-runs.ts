/** One heart's place in a stored page: its game's node id and the bytes it shows unfavoured. */
type HeartPlace = { kind: 'heart'; nodeId: string; off: Buffer };

/**
 * Places `from`…`to` (indices into the page's places, all hearts) with the segments between them, joined once
 * with every heart unfavoured (`off`); heart k's bytes are `off[starts[k]…ends[k]]`, its game `nodeIds[k]`.
 */
export type HeartRun = { from: number; to: number; nodeIds: string[]; starts: number[]; ends: number[]; off: Buffer };

/**
 * The page's runs of two or more hearts next to each other (a lobby's tiles, 120 hearts in one run on `/rng`): a
 * page sent as it is took two writes a heart, a few hundred bytes each. Joined, a run goes out as one write of
 * bytes already kept, cut only around the hearts the player favours.
 */
export function heartRuns(segments: readonly Buffer[], places: readonly { kind: string }[]): HeartRun[] {
  const runs: HeartRun[] = [];
  for (let from = 0; from < places.length; from++) {
    if (places[from]!.kind !== 'heart') continue;
    let to = from;
    while (places[to + 1]?.kind === 'heart') to++;
    if (to > from) {
      const run: HeartRun = { from, to, nodeIds: [], starts: [], ends: [], off: Buffer.alloc(0) };
      const parts: Buffer[] = [];
      let at = 0;
      for (let i = from; i <= to; i++) {
        const heart = places[i] as HeartPlace;
        run.nodeIds.push(heart.nodeId);
        run.starts.push(at);
        run.ends.push((at += heart.off.length));
        parts.push(heart.off);
        if (i < to) {
          parts.push(segments[i + 1]!);
          at += segments[i + 1]!.length;
        }
      }
      run.off = Buffer.concat(parts);
      runs.push(run);
    }
    from = to;
  }
  return runs;
}

/**
 * The page as it is: its segments with each place's bytes between them (`pieces[i]` follows `segments[i]`), a run
 * of hearts taken from `runs` (the favoured hearts' pieces written in), and the bytes' length. The bytes are the
 * same as every piece written in turn.
 */
export function plainChunks(
  segments: readonly Buffer[],
  pieces: readonly Buffer[],
  runs: readonly HeartRun[],
  favourites: ReadonlySet<string> | null,
): { chunks: Buffer[]; length: number } {
  const chunks: Buffer[] = [segments[0]!];
  let length = segments[0]!.length;
  let next = 0;
  for (let i = 0; i < pieces.length; i++) {
    const run = runs[next];
    if (run?.from === i) {
      next++;
      let from = 0;
      if (favourites?.size)
        for (let k = 0; k < run.nodeIds.length; k++) {
          if (!favourites.has(run.nodeIds[k]!)) continue;
          const piece = pieces[run.from + k]!;
          if (run.starts[k]! > from) chunks.push(run.off.subarray(from, run.starts[k]));
          chunks.push(piece);
          length += piece.length - (run.ends[k]! - run.starts[k]!);
          from = run.ends[k]!;
        }
      if (from < run.off.length) chunks.push(from ? run.off.subarray(from) : run.off);
      length += run.off.length;
      i = run.to;
    } else {
      chunks.push(pieces[i]!);
      length += pieces[i]!.length;
    }
    chunks.push(segments[i + 1]!);
    length += segments[i + 1]!.length;
  }
  return { chunks, length };
}

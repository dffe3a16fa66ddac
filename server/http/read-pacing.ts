import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export type ReadPacing = {
  /** Kept connections paused since the start and paused now, and the most requests read in one turn of the event loop. */
  readonly stats: () => { paused: number; waiting: number; mostReadInATurn: number };
};

/**
 * Paces how many requests one turn of the event loop reads from kept-alive connections, so that new connections
 * are taken up while the instance is saturated.
 *
 * Node 20's libuv takes up one new connection per turn of the loop, and a turn reads every kept connection that
 * has a request ready. With a few hundred busy kept connections a turn lasts 100–200 ms, so a player opening a
 * connection then waited seconds before the instance read a byte of it (not even the busy page), measured at
 * 5–9 connections taken up a second under 200 signed-in connections. Past `perTurn` requests read in a turn, a
 * connection whose response has ended is paused (its next request stays in the kernel) and read again in the
 * order it ended, `perTurn` of them at the end of each turn. Turns stay short, so a new connection waits a short
 * turn, not a long one. Below `perTurn` requests a turn (any load this instance serves in time) nothing is paused.
 * A connection is never paused longer than `maxWaitMs` (admission's own wait): past it, its request meets admission.
 */
export function paceReads(server: Server, { perTurn, maxWaitMs }: { perTurn: number; maxWaitMs: number }): ReadPacing {
  let readThisTurn = 0;
  let mostReadInATurn = 0;
  let paused = 0;
  const waiting: { socket: Socket; since: number }[] = [];
  let scheduled = false;

  // The check phase ends a turn: what was read is counted from zero again, and the longest-paused go on: `perTurn`
  // of them, and every one paused `maxWaitMs` or longer, whose request then meets admission (a place, or the busy
  // page at once) instead of waiting on in the kernel.
  const endOfTurn = () => {
    scheduled = false;
    readThisTurn = 0;
    const overdue = performance.now() - maxWaitMs;
    let resumed = 0;
    while (waiting.length > 0 && (resumed < perTurn || waiting[0]!.since <= overdue)) {
      const { socket } = waiting.shift()!;
      if (socket.destroyed) continue;
      socket.resume();
      resumed++;
    }
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(endOfTurn);
  };

  server.on('request', (req, res) => {
    readThisTurn++;
    if (readThisTurn > mostReadInATurn) mostReadInATurn = readThisTurn;
    schedule();
    const socket = req.socket;
    res.once('finish', () => {
      if (socket.destroyed || (readThisTurn < perTurn && waiting.length === 0)) return;
      socket.pause();
      paused++;
      waiting.push({ socket, since: performance.now() });
      schedule();
    });
  });

  return { stats: () => ({ paused, waiting: waiting.length, mostReadInATurn }) };
}

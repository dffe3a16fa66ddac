import { jackpotAt, msToNextStep, type JackpotBase } from './jackpot';

/** The counter never rewrites its text more often than this, whatever the platform's step. */
export const JACKPOT_MIN_UPDATE_MS = 1000;

/**
 * Steps the jackpot's text in time with the formula while started: one text write per step (and only
 * when the figure changed), no per-frame work. Stopping drops the timer; starting again catches up at once.
 */
export function jackpotTicker(base: JackpotBase, write: (amount: number) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: number | undefined;
  const tick = () => {
    const now = Date.now();
    const amount = jackpotAt(base, now);
    if (amount !== shown) {
      shown = amount;
      write(amount);
    }
    timer = setTimeout(tick, Math.max(JACKPOT_MIN_UPDATE_MS, msToNextStep(base, now) + 5));
  };
  return {
    start() {
      if (timer === undefined) tick();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

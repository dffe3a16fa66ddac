import { fnv1a } from './hash';
import { prng } from './seed-games';

/**
 * The demo game's reels: a pure function of launch token and spin number, so a round can be replayed
 * from the log. About 40% of spins win something; the return is ~86.5% of the bet on average.
 */
export const SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export type SpinOutcome = { symbols: [SlotSymbol, SlotSymbol, SlotSymbol]; multiplier: number };

/** [chance, outcome]: three of a kind by symbol, any pair, else a loss (three different symbols). */
const PAYTABLE: readonly (readonly [number, SlotSymbol | 'PAIR', number])[] = [
  [0.005, 'DIAMOND', 20],
  [0.01, 'SEVEN', 10],
  [0.025, 'STAR', 5],
  [0.06, 'BELL', 3],
  [0.07, 'LEMON', 2],
  [0.07, 'CHERRY', 2],
  [0.16, 'PAIR', 0.5],
];

export const expectedReturn = () => PAYTABLE.reduce((sum, [p, , m]) => sum + p * m, 0);
export const winChance = () => PAYTABLE.reduce((sum, [p]) => sum + p, 0);

export function spinOutcome(token: string, spin: number): SpinOutcome {
  const rng = prng(fnv1a(`${token}:${spin}`));
  const pick = (from: readonly SlotSymbol[]) => from[Math.floor(rng() * from.length)]!;
  let r = rng();
  for (const [chance, kind, multiplier] of PAYTABLE) {
    if ((r -= chance) >= 0) continue;
    if (kind !== 'PAIR') return { symbols: [kind, kind, kind], multiplier };
    const pair = pick(SYMBOLS);
    const odd = pick(SYMBOLS.filter((s) => s !== pair));
    const at = Math.floor(rng() * 3);
    const symbols: SpinOutcome['symbols'] = [pair, pair, pair];
    symbols[at] = odd;
    return { symbols, multiplier };
  }
  const first = pick(SYMBOLS);
  const second = pick(SYMBOLS.filter((s) => s !== first));
  return { symbols: [first, second, pick(SYMBOLS.filter((s) => s !== first && s !== second))], multiplier: 0 };
}

/** The demo's stake: ten times the game's minimum bet, at least 1.00. */
export const betCents = (minBet: number) => Math.max(100, Math.round(minBet * 1000));

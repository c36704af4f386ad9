/**
 * A small seeded generator (mulberry32) so the demo data is the same on every machine and every run: tests and
 * screenshots can rely on it, and a bug report about "the member's checking balance" means the same number for all.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits (may start with 0). */
  digits(length: number): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[int(0, items.length - 1)] as T;
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}

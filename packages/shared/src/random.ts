import { itemAt, present, type Defined } from './checks';

/**
 * A small seeded generator (mulberry32): the same seed gives the same data, for the demo seed,
 * the benchmarks and the property tests (a failure replays).
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T extends Defined>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => itemAt(items, Math.floor(next() * items.length)),
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return present(items.at(-1), 'a weighted item to pick')[0];
    },
  };
}

/** The engine's only source of randomness, injected so that games replay from a seed. */
export interface Rng {
  /** A uniformly random integer in 0..n-1. */
  int(n: number): number;
}

/** A small deterministic generator (mulberry32) for tests and benchmarks. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (n) => Math.floor(next() * n) };
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

/** One of `items`, each as likely as its share of the tickets. */
export function weightedPick<T>(rng: Rng, items: readonly T[], tickets: (item: T) => number): T {
  let ticket = rng.int(items.reduce((sum, item) => sum + tickets(item), 0));
  for (const item of items) {
    ticket -= tickets(item);
    if (ticket < 0) return item;
  }
  return items[items.length - 1];
}

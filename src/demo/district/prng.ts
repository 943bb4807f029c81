/**
 * Seeded pseudo-random numbers for the demo city.
 *
 * Nothing here reads the clock or `Math.random`. Every stream is derived from
 * {@link DEMO_SEED} plus a list of "parts" (e.g. `['loans', libraryId]`), so the
 * numbers of one school depend only on the seed and that school's id: generating
 * one school never shifts the numbers of another.
 */

/** The seed of the whole synthetic city. Changing it changes every number. */
const DEMO_SEED = 'binjiang-city-2026';

/** 32-bit string hash (FNV-1a followed by the murmur3 finaliser). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** murmur3 finaliser: a good avalanche for 32-bit integers. */
export function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines two 32-bit integers into one hash (order matters). */
export function mix2(a: number, b: number): number {
  return fmix32(Math.imul(a | 0, 0x9e3779b1) ^ (b | 0));
}

/** Small, fast generator (mulberry32). Period 2^32, plenty for a demo. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(items.length * this.next())];
  }

  /** Standard normal (Box–Muller, no caching so the stream stays simple). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Multiplicative noise around 1: `1 + spread * N(0,1)`, clamped to [1-2s, 1+2s]. */
  noise(spread: number): number {
    const n = Math.max(-2, Math.min(2, this.normal()));
    return 1 + spread * n;
  }

  /** Stochastic rounding: floor(x) or ceil(x) with the right odds, so sums stay unbiased. */
  round(x: number): number {
    if (x <= 0) return 0;
    const f = Math.floor(x);
    return f + (this.next() < x - f ? 1 : 0);
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor((i + 1) * this.next());
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
}

/** A generator for one named stream, e.g. `rngFor('loans', 101)`. */
export function rngFor(...parts: (string | number)[]): Rng {
  return new Rng(hashString(`${DEMO_SEED}|${parts.join('|')}`));
}

/**
 * Streams of one named family keyed by integer ids, e.g. `const cards = idStreams('cards'); cards(classId, yearId)`:
 * the name is hashed once and the ids are mixed in as integers, for the tens of thousands of small streams of the
 * roll (a string hash per stream would cost more than the draws).
 */
export function idStreams(name: string): (...ids: number[]) => Rng {
  const salt = hashString(`${DEMO_SEED}|${name}`);
  return (...ids) => {
    let h = salt;
    for (const id of ids) h = mix2(h, id);
    return new Rng(h);
  };
}

/** A stateless deterministic number in [0, 1) for a list of parts. */
export function hash01(...parts: (string | number)[]): number {
  return hashString(`${DEMO_SEED}|${parts.join('|')}`) / 4294967296;
}

/** Tiny deterministic randomness helpers. Never use Math.random or Date in demo content. */

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string, used to derive per-item seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded from a string label, so independent streams stay independent. */
export function rngFor(label: string): Rng {
  return mulberry32(hashString(label));
}

/** Integer in [min, max] (inclusive). */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Element at index, throwing instead of returning undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`demo-content: index ${index} out of range (${items.length})`);
  return item;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return at(items, Math.floor(rng() * items.length));
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = at(out, i);
    out[i] = at(out, j);
    out[j] = tmp;
  }
  return out;
}

/** `count` distinct elements in random order. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, Math.max(0, count));
}

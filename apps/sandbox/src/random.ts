// Deterministic numbers for seed data, art and lottery draws: the same seed always gives the same sequence, so every
// fresh database holds the same data and a draw's result never changes.
import { createHash } from 'node:crypto';

/** A generator of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bits: a stable number from a string (colours and shapes derived from a code). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded from a text key (sha256, so nearby keys such as consecutive numeros are unrelated). */
export function randomFor(key: string): Random {
  return seededRandom(createHash('sha256').update(key).digest().readUInt32BE(0));
}

/** An integer in [min, max]. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** True with probability `p`. */
export function chance(random: Random, p: number): boolean {
  return random() < p;
}

/** `length` random decimal digits. */
export function digits(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(random() * 10);
  return out;
}

/**
 * mulberry32, the small seeded generator of the demo data (the year's generator, the dashboard's dev aid) and the
 * benches: 32 bits of state, fast, the same sequence for the same seed. Not for secrets (lib/crypto.ts is).
 */

/** One step: the next state and its value in [0, 1). */
export function mulberry32Step(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

/** A generator of values in [0, 1) from a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const step = mulberry32Step(state);
    state = step.state;
    return step.value;
  };
}

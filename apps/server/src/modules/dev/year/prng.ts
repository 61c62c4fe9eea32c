import { mulberry32Step } from "../../../lib/prng.ts";
/**
 * The year's generator draws every value from one seeded generator (mulberry32: 32 bits of state, fast, and the same
 * sequence for the same seed on every machine), so the same seed writes the same rows: identifiers included.
 */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** a float in [0, 1) */
  next(): number {
    const step = mulberry32Step(this.state);
    this.state = step.state;
    return step.value;
  }
  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** one of the keys, each as likely as its weight */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>;
    let r = this.next() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [k, w] of entries) if ((r -= w) < 0) return k;
    return entries[entries.length - 1][0];
  }
  /** a version-4 UUID made of this generator's bits */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = "4";
    hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    const s = hex.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  /** n characters of the alphabet */
  chars(alphabet: string, n: number): string {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
  /** a child generator: its own sequence, so one area's draws never shift another's */
  fork(label: string): Prng {
    let h = this.state ^ 0x9e3779b9;
    for (const c of label) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    return new Prng(h);
  }
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const IST = 330 * MINUTE;
/** the calendar date (Asia/Kolkata) of an instant, YYYY-MM-DD */
export const istDate = (t: number) => new Date(t + IST).toISOString().slice(0, 10);
/** an instant from an IST date and a minute of that day */
export const atIst = (date: string, minuteOfDay: number) => Date.parse(`${date}T00:00:00+05:30`) + minuteOfDay * MINUTE;

/**
 * My Bookings pages already answered, per instance, so a rider who reloads the list (or whose app refetches it)
 * costs one session lookup instead of the list query. Exact, not time-based: an entry is keyed by the rider's
 * booking version (bumped by database triggers on every change to the rider's bookings, payments, refunds and
 * invoices, from any instance or job) read in the same snapshot as the list, and the session lookup reads the
 * current version at the start of each request; an entry also ends at the first instant the answer would change by
 * time alone (a pickup passing, a payment window closing). Bounded: least recently used entries go first.
 */
export interface CachedList {
  version: string;
  /** the answer was computed at this instant (a clock moved backwards never sees it) */
  computedAt: number;
  /** first instant (ms) at which the answer could differ by time alone; Infinity when none */
  validUntil: number;
  body: string;
}

export class ListCache {
  private readonly entries = new Map<string, CachedList>();
  constructor(private readonly maxEntries: number) {}

  private key(userId: string, page: number, limit: number) {
    return `${userId}:${page}:${limit}`;
  }

  get(userId: string, page: number, limit: number, version: string, now: number): string | undefined {
    if (this.maxEntries === 0) return undefined;
    const k = this.key(userId, page, limit);
    const e = this.entries.get(k);
    if (!e) return undefined;
    if (e.version !== version || now >= e.validUntil || now < e.computedAt) {
      this.entries.delete(k);
      return undefined;
    }
    // most recently used last
    this.entries.delete(k);
    this.entries.set(k, e);
    return e.body;
  }

  set(userId: string, page: number, limit: number, entry: CachedList) {
    if (this.maxEntries === 0) return;
    const k = this.key(userId, page, limit);
    this.entries.delete(k);
    this.entries.set(k, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size() {
    return this.entries.size;
  }
}

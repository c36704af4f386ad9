/**
 * A bounded in-process cache of answers by key, least recently used dropped first, each answer kept with the version
 * it was computed at: an answer is served only while the caller's current version is the same, so the caller's
 * version check decides freshness and the bound only decides memory.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(readonly maxEntries: number) {
    if (!Number.isSafeInteger(maxEntries) || maxEntries <= 0) throw new Error(`maxEntries must be a positive whole number, found ${maxEntries}`);
  }

  /** The answer kept for `key` at `version`, or undefined (none kept, or kept at another version). */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

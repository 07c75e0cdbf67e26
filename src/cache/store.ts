/**
 * The memory behind the page cache: entries bounded by their total size in bytes, the least recently used
 * dropped first (a Map keeps insertion order; a hit moves its entry to the end).
 *
 * The generation says "nothing changed since": it moves on every clear, and a render that captured it
 * before loading its data stores its result only if it has not moved, so a page rendered from data read
 * before a change can never be kept after it.
 */
export class ByteLru<V> {
  #entries = new Map<string, { value: V; size: number }>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly maxBytes: number) {}

  get generation(): number {
    return this.#generation;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless the cache was cleared since `generation` was read. Says whether it was kept. */
  set(key: string, value: V, size: number, generation: number): boolean {
    if (generation !== this.#generation || size > this.maxBytes) return false;
    this.delete(key);
    while (this.#bytes + size > this.maxBytes) {
      const oldest = this.#entries.keys().next().value!;
      this.delete(oldest);
    }
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation++;
  }

  /** Every value (tests: nothing personal is kept). */
  values(): V[] {
    return [...this.#entries.values()].map((entry) => entry.value);
  }
}

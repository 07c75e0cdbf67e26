/**
 * The memory behind the page cache: entries bounded by their total size in bytes, the least recently used
 * dropped first (a Map keeps insertion order; a hit moves its entry to the end).
 *
 * Each entry carries the products whose stock it showed and what it showed of it (dependencies.ts), indexed
 * by product, so that a stock-only change drops just the entries it changed (or, where the cache's owner
 * can give them the new stock, changes them: restock.ts); any other change empties everything.
 *
 * The generation says "nothing changed since": it moves on every invalidation. A render captures it before
 * loading its data, and its result is kept only if no invalidation since then changed what it shows (a
 * full one, or a stock change it would show differently): a page rendered from data read before a change
 * is never kept after it. The recent invalidations are remembered in a bounded ring; a render older than
 * the ring is not kept.
 */
import { type Dependencies, noDependencies, type StockChange, unchangedBy } from "./dependencies.ts";

interface Entry<V> {
  value: V;
  size: number;
  deps: Dependencies;
}

/** How many recent invalidations are remembered: far more than happen while one page renders. */
const RING = 1024;

/**
 * Gives a kept value a stock-only change it shows differently, instead of it being dropped: the bytes the
 * value now adds, or false when it cannot take it (restock.ts).
 */
export type Restocker<V> = (value: V, deps: Dependencies, change: StockChange) => number | false;

export class ByteLru<V> {
  #entries = new Map<string, Entry<V>>();
  #bytes = 0;
  #generation = 0;
  /** Keys of the entries that showed each product's stock. */
  #byProduct = new Map<string, Set<string>>();
  /** Keys of the entries that showed stock of products they cannot name. */
  #anyStock = new Set<string>();
  /** The stock changes of invalidation `generation` (null: everything), for the last RING generations. */
  #recent: (StockChange[] | null)[] = new Array(RING);
  /** When everything was last dropped (Date.now()). */
  #clearedAt = -Infinity;

  constructor(readonly maxBytes: number, private readonly restock?: Restocker<V>) {}

  get generation(): number {
    return this.#generation;
  }

  /** When everything was last dropped: an answer read before then is not kept (another thread's). */
  get clearedAt(): number {
    return this.#clearedAt;
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

  /**
   * Keeps `value` unless an invalidation since `generation` was read changed what it shows (`deps`: by
   * default, no product's stock). Says whether it was kept.
   */
  set(key: string, value: V, size: number, generation: number, deps = noDependencies()): boolean {
    if (size > this.maxBytes || !this.#unchangedSince(generation, deps)) return false;
    this.delete(key);
    while (this.#bytes + size > this.maxBytes) {
      const oldest = this.#entries.keys().next().value!;
      this.delete(oldest);
    }
    this.#entries.set(key, { value, size, deps });
    this.#bytes += size;
    if (deps.allStock) this.#anyStock.add(key);
    else {
      for (const id of deps.shown.keys()) {
        let keys = this.#byProduct.get(id);
        if (!keys) this.#byProduct.set(id, keys = new Set());
        keys.add(key);
      }
    }
    return true;
  }

  #unchangedSince(generation: number, deps: Dependencies): boolean {
    if (generation === this.#generation) return true;
    if (generation < 0 || generation > this.#generation || this.#generation - generation > RING) return false;
    for (let g = generation + 1; g <= this.#generation; g++) {
      const changes = this.#recent[g % RING];
      if (changes === null) return false;
      for (const change of changes) if (!unchangedBy(deps, change)) return false;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    if (entry.deps.allStock) this.#anyStock.delete(key);
    for (const id of entry.deps.shown.keys()) {
      const keys = this.#byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.#byProduct.delete(id);
    }
  }

  /**
   * A stock-only change of these products: the entries that show their stock differently now take the new
   * stock where they can, and are dropped where they cannot.
   */
  invalidate(changes: StockChange[]): void {
    this.#moved(changes);
    if (changes.length === 0) return;
    for (const key of this.#anyStock) this.delete(key);
    for (const change of changes) {
      const keys = this.#byProduct.get(change.id);
      if (!keys) continue;
      for (const key of keys) {
        const entry = this.#entries.get(key)!;
        if (unchangedBy(entry.deps, change)) continue;
        const added = this.restock?.(entry.value, entry.deps, change) ?? false;
        if (added === false) {
          this.delete(key);
          continue;
        }
        // It shows the new stock now: later changes are compared with that.
        entry.deps.shown.set(change.id, change.stock!);
        entry.size += added;
        this.#bytes += added;
      }
    }
    while (this.#bytes > this.maxBytes) this.delete(this.#entries.keys().next().value!);
  }

  /** Anything may have changed: drops everything. */
  clear(): void {
    this.#moved(null);
    this.#clearedAt = Date.now();
    this.#entries.clear();
    this.#byProduct.clear();
    this.#anyStock.clear();
    this.#bytes = 0;
  }

  #moved(changes: StockChange[] | null): void {
    this.#generation++;
    this.#recent[this.#generation % RING] = changes;
  }

  /** Every value (tests: nothing personal is kept). */
  values(): V[] {
    return [...this.#entries.values()].map((entry) => entry.value);
  }
}

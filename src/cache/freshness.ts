/**
 * Keeping the page cache true to the database (migrations 0009, 0012, 0014): every write to a catalogue
 * table steps the sequence catalogue_version, logs the step in catalogue_changes with the products of a
 * stock-only change and their new stock (or NULL: anything may have changed), and sends NOTIFY catalogue
 * 'version:*' on commit for a full change.
 * - Other instances: this one LISTENs and applies each notification: drops the entries that showed those
 *   products, or everything. On each (re)connect of the listener it empties the cache (it was deaf).
 * - Stock-only changes (every checkout) send no notification: a NOTIFY takes a server-wide lock at commit
 *   that lets commits flush one at a time (about 10x fewer spread checkouts a second, measured with
 *   pgbench). Other instances learn them from the log, read about once a second: a request starts that read
 *   (never awaited by it) and applies what had not been applied. A kept answer is served only while the
 *   last read that succeeded started under FRESH_MS ago; after an idle spell, requests are rendered from the
 *   database until the read they started is in, so no answer is staler than that. Request-driven rather
 *   than a timer: nothing runs between requests (an edge host may freeze an idle isolate), and nothing is
 *   left behind when a test's app goes.
 * - This instance: a write request, once its handler has committed, reads the log before its answer
 *   leaves, so the next request already sees the change without waiting for the notification. A checkout
 *   reads its own entries inside its transaction instead, and applies them (own-changes.ts).
 * Versions are stepped when the statement runs, before its transaction commits, so the log's rows commit
 * out of order. The watermark is the highest version with every version at or below it applied; a version
 * missing for over 2 s (a rolled-back transaction, or one still open) is passed with a full clear, and
 * another on the next poll (a transaction open that long is also covered by its notification, on commit).
 * - While the database cannot be read (a poll fails), the cache is emptied and keeps nothing until a read
 *   succeeds again. Hits never wait on the database.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { notificationsOf } from "../../db/connect.ts";
import { type Dependencies, type StockChange, unchangedBy } from "./dependencies.ts";
import type { LoggedChange } from "../core/page-cache.ts";

export const CHANNEL = "catalogue";
const POLL_MS = 1000;
/** A kept answer may be served while the last successful read of the log started less than this ago. */
const FRESH_MS = 1500;
/** After a failed LISTEN (the database still opening or down), how long before the next attempt. */
const RELISTEN_MS = 1000;
/** How long a missing version may stay missing before it is passed with a full clear. */
const GAP_MS = 2000;
/** More changes than this behind: empty everything and start from the sequence's value. */
const BEHIND = 1000;
/** How many applied versions are remembered (a notification of one is not applied twice). */
const REMEMBERED = 4096;

/** What to drop for one change: the products of a stock-only change and their new stock, or everything. */
export interface Invalidation {
  invalidate(changes: StockChange[]): void;
  clear(): void;
}

export class Freshness {
  /** Every version at or below it is applied; undefined until first read. */
  #watermark: number | undefined;
  /** Applied versions, recent ones (insertion order: trimmed from the oldest). */
  #applied = new Set<number>();
  /** What the recent applied versions changed (null: everything), for answers another thread kept. */
  #changes = new Map<number, StockChange[] | null>();
  /** Applied versions above the watermark (applied out of order). */
  #ahead = new Set<number>();
  /** The version missing just above the watermark, since when, and how far the log had gone then. */
  #gap: { version: number; since: number; upTo: number } | undefined;
  #clearNextPoll = false;
  /** The last read of the database failed: nothing may be kept until one succeeds. */
  #unreachable = false;
  #polling: Promise<void> | undefined;
  /** The read the writes finished meanwhile wait for, not started yet (afterWrite). */
  #queued: Promise<void> | undefined;
  #lastPoll = 0;
  /** When the last successful read of the log started: every change committed before is applied. */
  #confirmedAt = -Infinity;
  #listening: "no" | "starting" | "yes" = "no";
  #lastListenAttempt = 0;

  constructor(private readonly db: DB, private readonly cache: Invalidation) {}

  /**
   * Whether a change would reach this instance: the listener is up, the version known, the database
   * readable. Until then nothing may be kept, as a change could go unnoticed.
   */
  get ready(): boolean {
    return this.#listening === "yes" && this.#watermark !== undefined && !this.#unreachable;
  }

  /** Every version at or below it is applied (undefined until the log was first read). */
  get watermark(): number | undefined {
    return this.#watermark;
  }

  /**
   * Whether an answer that was true of every version up to `through` (another thread's watermark when it
   * kept the answer) is still true after every version this instance has applied since. A version applied
   * here but no longer remembered (or passed over: a gap, a restart from the sequence's value) counts as a
   * change. Versions not applied here yet are checked when they are, as for any kept answer.
   */
  unchangedSince(through: number, deps: Dependencies): boolean {
    const watermark = this.#watermark;
    if (!this.ready || watermark === undefined || watermark - through > REMEMBERED) return false;
    const changedBy = (changes: StockChange[] | null | undefined) =>
      !changes || changes.some((change) => !unchangedBy(deps, change));
    for (let version = through + 1; version <= watermark; version++) {
      if (changedBy(this.#changes.get(version))) return false;
    }
    for (const version of this.#ahead) {
      if (version > through && changedBy(this.#changes.get(version))) return false;
    }
    return true;
  }

  /** On every request: starts the listener when it is not up, and a poll when the last is over a second old. */
  check(now = Date.now()): void {
    if (this.#listening === "no" && now - this.#lastListenAttempt >= RELISTEN_MS) this.#listen(now);
    if (now - this.#lastPoll >= POLL_MS) this.poll(now).catch(() => {});
  }

  /** Whether a kept answer may be served now without asking the database. */
  current(now = Date.now()): boolean {
    return now - this.#confirmedAt < FRESH_MS && !this.#unreachable;
  }

  /**
   * After a write: resolves once anything it changed is gone from the cache, i.e. after a read of the log
   * that started after this call. Writes finishing together share one such read: at most one is queued
   * behind the read in flight (in a sale, 32 checkouts at once cost two reads, not 32).
   */
  afterWrite(): Promise<void> {
    this.#queued ??= (this.#polling ?? Promise.resolve()).catch(() => {}).then(() => {
      // From here on, a later write needs a later read: it queues the next one.
      this.#queued = undefined;
      return this.poll(Date.now(), true);
    }).catch(() => {
      // Not knowing is treated as a change (poll has emptied the cache): correctness over hit rate.
    });
    return this.#queued;
  }

  /**
   * Entries of the log read by a write in its own transaction, committed now (own-changes.ts), or by
   * another server thread's: applied as a read of the log applies them. Returns those not applied before.
   */
  applyLogged(changes: LoggedChange[]): LoggedChange[] {
    return changes.filter((change) => this.#apply(Number(change.version), change.products, change.stocks));
  }

  /** Reads the log past the watermark and applies it. `fresh` waits for a read started after this call. */
  async poll(now: number, fresh = false): Promise<void> {
    if (this.#polling && !fresh) return await this.#polling;
    this.#lastPoll = now;
    const polling = this.#read(now);
    this.#polling = polling;
    try {
      await polling;
      if (now > this.#confirmedAt) this.#confirmedAt = now;
    } catch (error) {
      // The database is out of reach: what is kept can no longer be vouched for.
      this.#unreachable = true;
      this.cache.clear();
      throw error;
    } finally {
      if (this.#polling === polling) this.#polling = undefined;
    }
  }

  async #read(now: number): Promise<void> {
    const watermark = this.#watermark;
    // One round trip: the sequence's value, and the log past the watermark (none before it is known).
    const { rows } = await sql<LoggedChange & { last: string }>`
      select (case when s.is_called then s.last_value else s.last_value - 1 end)::text as last, c.version::text as version, c.products, c.stocks
      from catalogue_version s
      left join lateral (
        select version, products, stocks from catalogue_changes
        where ${watermark ?? null}::bigint is not null and version > ${watermark ?? null}::bigint
        order by version limit ${BEHIND + 1}
      ) c on true
    `.execute(this.db);
    this.#unreachable = false;
    const last = Number(rows[0].last);
    if (watermark === undefined || rows.length > BEHIND || watermark > last) {
      // First read, far behind, or a sequence gone back (a database restored): start over from here.
      if (watermark !== undefined) this.cache.clear();
      this.#watermark = last;
      this.#applied.clear();
      this.#changes.clear();
      this.#ahead.clear();
      this.#gap = undefined;
      return;
    }
    if (this.#clearNextPoll) {
      this.#clearNextPoll = false;
      this.cache.clear();
    }
    for (const row of rows) {
      if (row.version !== null) this.#apply(Number(row.version), row.products, row.stocks);
    }
    this.#passGap(now, last);
  }

  /** Applies one change, unless it was applied already; says whether it was applied now. */
  #apply(version: number, products: string | null, stocks: string | null = null): boolean {
    if (this.#applied.has(version)) return false;
    const changes = products === null ? null : stockChanges(products, stocks);
    if (changes === null) this.cache.clear();
    else this.cache.invalidate(changes);
    this.#applied.add(version);
    this.#changes.set(version, changes);
    if (this.#watermark !== undefined && version > this.#watermark) this.#ahead.add(version);
    if (this.#changes.size > REMEMBERED) this.#changes.delete(this.#changes.keys().next().value!);
    if (this.#applied.size > REMEMBERED) {
      const oldest = this.#applied.values().next().value!;
      // Never forget one above the watermark: the watermark needs it to move on.
      if (oldest <= this.#watermark!) this.#applied.delete(oldest);
    }
    this.#advance();
    return true;
  }

  #advance(): void {
    if (this.#watermark === undefined) return;
    while (this.#applied.has(this.#watermark + 1)) this.#watermark++;
    for (const version of this.#ahead) if (version <= this.#watermark) this.#ahead.delete(version);
  }

  /** A version missing over GAP_MS: passed, with a full clear now and on the next poll. */
  #passGap(now: number, last: number): void {
    const watermark = this.#watermark!;
    if (watermark >= last) {
      this.#gap = undefined;
      return;
    }
    const missing = watermark + 1;
    if (this.#gap?.version !== missing) {
      this.#gap = { version: missing, since: now, upTo: last };
      return;
    }
    if (now - this.#gap.since < GAP_MS) return;
    this.cache.clear();
    this.#clearNextPoll = true;
    this.#watermark = Math.max(watermark, this.#gap.upTo);
    this.#gap = undefined;
    this.#advance();
  }

  /** A notification 'version:*' (or 'version:id,id', stock unknown): applied at once. */
  #notified(payload: string): void {
    const colon = payload.indexOf(":");
    const version = Number(payload.slice(0, colon));
    const products = payload.slice(colon + 1);
    if (colon < 0 || !Number.isSafeInteger(version)) return this.cache.clear();
    this.#apply(version, products === "*" ? null : products);
  }

  #listen(now: number): void {
    const notifications = notificationsOf(this.db);
    if (!notifications) return;
    this.#listening = "starting";
    this.#lastListenAttempt = now;
    notifications.listen(CHANNEL, (payload) => this.#notified(payload), () => this.cache.clear())
      .then(() => (this.#listening = "yes"))
      .catch(() => (this.#listening = "no"));
  }
}

/**
 * A logged stock-only change: ids and their new stock, both comma-separated in the same order. Without
 * the stocks (an entry logged before 0014), or should they not line up, every answer that showed one of
 * those products is dropped.
 */
export function stockChanges(products: string, stocks: string | null): StockChange[] {
  const ids = products.split(",");
  const numbers = stocks?.split(",").map(Number) ?? [];
  const known = numbers.length === ids.length && numbers.every(Number.isSafeInteger);
  return ids.map((id, i) => ({ id, stock: known ? numbers[i] : null }));
}

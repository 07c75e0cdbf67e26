/**
 * Keeping the page cache true to the database (migration 0009): every write to a catalogue table sends
 * NOTIFY catalogue on commit and steps the sequence catalogue_version.
 * - Other instances: this one LISTENs and clears on each notification, and on each (re)connect of the
 *   listener (what was sent while it was away is lost).
 * - Safety net: about once a second, a request starts a read of the sequence (never awaited by it) and
 *   clears when it moved. Request-driven rather than a timer: nothing runs between requests (an edge host
 *   may freeze an idle isolate), and nothing is left behind when a test's app goes away.
 * - This instance: a write request, once its handler has committed, reads the sequence before its answer
 *   leaves, so the next request already sees the change without waiting for the notification.
 * A sequence is stepped when the statement runs, before its transaction commits: a poll that sees the new
 * value then clears too early, so it clears again on the next poll as well (transactions that stay open
 * longer than that are covered by the notification, sent on commit).
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { notificationsOf } from "../../db/connect.ts";

export const CHANNEL = "catalogue";
const POLL_MS = 1000;
/** After a failed LISTEN (the database still opening or down), how long before the next attempt. */
const RELISTEN_MS = 1000;

export class Freshness {
  #version: string | undefined;
  #clearNextPoll = false;
  #polling: Promise<void> | undefined;
  #lastPoll = 0;
  #listening: "no" | "starting" | "yes" = "no";
  #lastListenAttempt = 0;
  #resyncing = false;
  #resyncAgain = false;

  constructor(private readonly db: DB, private readonly clear: () => void) {}

  /**
   * Whether a change would reach this instance: the listener is up and the version known. Until then
   * nothing may be kept, as a change could go unnoticed.
   */
  get ready(): boolean {
    return this.#listening === "yes" && this.#version !== undefined;
  }

  /** On every request: starts the listener when it is not up, and a poll when the last is over a second old. */
  check(now = Date.now()): void {
    if (this.#listening === "no" && now - this.#lastListenAttempt >= RELISTEN_MS) this.#listen(now);
    if (now - this.#lastPoll >= POLL_MS) this.poll(now).catch(() => {});
  }

  /** After a write: resolves once anything it changed is gone from the cache. */
  async afterWrite(): Promise<void> {
    try {
      await this.poll(Date.now(), true);
    } catch {
      // Not knowing is treated as a change: correctness over hit rate.
      this.clear();
    }
  }

  /** Reads the sequence and clears when it moved. `fresh` waits for a read started after this call. */
  async poll(now: number, fresh = false): Promise<void> {
    if (this.#polling && !fresh) return await this.#polling;
    this.#lastPoll = now;
    const polling = this.#readVersion();
    this.#polling = polling;
    try {
      await polling;
    } finally {
      if (this.#polling === polling) this.#polling = undefined;
    }
  }

  async #readVersion(): Promise<void> {
    const { rows } = await sql<{ version: string }>`
      select last_value::text as version from catalogue_version
    `.execute(this.db);
    const version = rows[0]?.version;
    const moved = this.#version !== undefined && version !== this.#version;
    this.#version = version;
    if (moved || this.#clearNextPoll) {
      this.#clearNextPoll = moved;
      this.clear();
    }
  }

  /**
   * A notification: clear, then learn the version it stands for, so the next poll does not clear for the
   * same change again. One read at a time; notifications arriving meanwhile ask for one more.
   */
  #changed(): void {
    this.clear();
    if (this.#resyncing) {
      this.#resyncAgain = true;
      return;
    }
    this.#resyncing = true;
    const resync = async () => {
      do {
        this.#resyncAgain = false;
        const { rows } = await sql<{ version: string }>`
          select last_value::text as version from catalogue_version
        `.execute(this.db);
        this.#version = rows[0]?.version;
      } while (this.#resyncAgain);
    };
    resync().catch(() => {}).finally(() => (this.#resyncing = false));
  }

  #listen(now: number): void {
    const notifications = notificationsOf(this.db);
    if (!notifications) return;
    this.#listening = "starting";
    this.#lastListenAttempt = now;
    notifications.listen(CHANNEL, () => this.#changed(), () => this.#changed())
      .then(() => (this.#listening = "yes"))
      .catch(() => (this.#listening = "no"));
  }
}

/**
 * A write reading back its own entries of the catalogue log (migrations 0009, 0014) before it commits, in
 * the same batch of statements (db/connect.ts `batchedTransactionOf`): no added round trip. Sent first, the
 * mark notes how far the version sequence had gone; sent after the write, the read returns every entry
 * logged since that this transaction sees: its own, and any committed meanwhile (applying one early is
 * only ever right). The write hands them to the page cache once committed (core/page-cache.ts
 * `committedWithChanges`).
 */
import { type CompiledQuery, sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { LoggedChange } from "../core/page-cache.ts";

/** Notes the sequence's value in the transaction (a setting local to it): what `loggedSinceMark` reads past. */
export const markLogPosition = (db: DB): CompiledQuery =>
  sql`select set_config('swiftcart.log_mark',
        (case when is_called then last_value else last_value - 1 end)::text, true)
      from catalogue_version`.compile(db);

/** The log's entries past the mark that this transaction sees, oldest first. */
export const loggedSinceMark = (db: DB): CompiledQuery<LoggedChange> =>
  sql<LoggedChange>`select version::text as version, products, stocks from catalogue_changes
      where version > current_setting('swiftcart.log_mark')::bigint order by version`.compile(db);

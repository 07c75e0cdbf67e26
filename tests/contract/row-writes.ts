/**
 * Exact, cheap detection of writes, installed in the test database only (never in migrations): an AFTER
 * INSERT/UPDATE/DELETE FOR EACH ROW trigger on every table bumps that table's counter in a side table.
 * Comparing the counters before and after a request tells which tables it wrote; a rolled-back write
 * rolls its bumps back too, which is right (it changed nothing). Checksums of whole tables (md5 of their
 * ordered rows, bytea columns skipped) cross-check the counters over a whole run.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

const COUNTERS = "contract_row_writes";

export type Counts = Map<string, number>;

async function userTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${COUNTERS}
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** Creates the counter table and a trigger on every other table of the current schema. */
export async function installWriteCounters(db: DB): Promise<string[]> {
  const tables = await userTables(db);
  await sql.raw(`create table ${COUNTERS} (table_name text primary key, writes bigint not null default 0)`)
    .execute(db);
  await sql.raw(`
    create function contract_count_write() returns trigger language plpgsql as $$
    begin
      update ${COUNTERS} set writes = writes + 1 where table_name = TG_TABLE_NAME;
      return null;
    end $$
  `).execute(db);
  for (const table of tables) {
    await sql`insert into ${sql.table(COUNTERS)} (table_name) values (${table})`.execute(db);
    await sql.raw(`
      create trigger contract_count_write after insert or update or delete on "${table}"
      for each row execute function contract_count_write()
    `).execute(db);
  }
  return tables;
}

export async function readCounts(db: DB): Promise<Counts> {
  const { rows } = await sql<{ table_name: string; writes: string | number }>`
    select table_name, writes from ${sql.table(COUNTERS)}`.execute(db);
  return new Map(rows.map((r) => [r.table_name, Number(r.writes)]));
}

/** Tables whose counter moved between two readings, with how many rows were written. */
export function changedTables(before: Counts, after: Counts, ignore: ReadonlySet<string> = new Set()) {
  const changed: Record<string, number> = {};
  for (const [table, writes] of after) {
    const delta = writes - (before.get(table) ?? 0);
    if (delta !== 0 && !ignore.has(table)) changed[table] = delta;
  }
  return changed;
}

/** md5 of each table's rows as text, ordered, without bytea columns (their text form is huge). */
export async function tableChecksums(db: DB, tables: string[]): Promise<Map<string, string>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type <> 'bytea'
    order by table_name, ordinal_position`.execute(db);
  const sums = new Map<string, string>();
  for (const table of tables) {
    const names = columns.filter((c) => c.table_name === table).map((c) => `"${c.column_name}"`);
    const { rows } = await sql.raw<{ sum: string }>(`
      select md5(coalesce(string_agg(row_text, E'\\n' order by row_text), '')) as sum
      from (select (row(${names.join(", ")}))::text as row_text from "${table}") t
    `).execute(db);
    sums.set(table, rows[0].sum);
  }
  return sums;
}

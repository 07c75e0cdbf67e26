// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// Every checkout takes stock (an UPDATE of products' stock and updated_at), and with 0009 each such
// statement told every instance to empty its whole page cache. Here a change says what it touched:
// catalogue_changes logs each step of catalogue_version with the products of a stock-only change
// (comma-separated ids) or NULL for "anything may have changed"; a full change is also announced by the
// notification 'version:*'. An instance drops only the pages that showed those products; it reads the log
// about once a second (stock-only changes are not announced, and notifications are lost while a listener
// is away).
//
// Stock-only means: no other column changed (updated_at aside), and no product went in or out of stock
// (in-stock filters, facet counts and "Out of stock" depend on that, on pages that need not show the
// product's stock). Transition tables are allowed only on a trigger for one event, so products' trigger of
// 0009 is split: updates get their own.
const ddl = [
  `create table catalogue_changes (
     version bigint primary key,
     products text
   )`,
  `create or replace function catalogue_changes_log(v bigint, ids text) returns void language plpgsql as $$
   begin
     insert into catalogue_changes (version, products) values (v, ids);
     -- Only full changes are announced: a NOTIFY takes a server-wide lock at commit, held while the commit
     -- flushes, so checkouts taking stock would commit one at a time. Instances read stock-only changes
     -- from this log about once a second (src/cache/freshness.ts).
     if ids is null then
       perform pg_notify('catalogue', v || ':*');
     end if;
     -- Instances read only the last moments of the log: keep it short, a cheap delete now and then.
     if v % 1000 = 0 then
       delete from catalogue_changes where version < v - 10000;
     end if;
   end $$`,
  `create or replace function catalogue_changed() returns trigger language plpgsql as $$
   begin
     perform catalogue_changes_log(nextval('catalogue_version'), null);
     return null;
   end $$`,
  `create function products_updated() returns trigger language plpgsql as $$
   declare
     stock_only boolean;
     ids text;
   begin
     -- A checkout whose checks failed updates no row: nothing changed, the version stays.
     if not exists (select 1 from n) then
       return null;
     end if;
     select coalesce(bool_and(o.id is not null
              and (to_jsonb(o) - 'stock' - 'updated_at') = (to_jsonb(n) - 'stock' - 'updated_at')
              and (o.stock > 0) = (n.stock > 0)), false),
            string_agg(n.id, ',')
       into stock_only, ids
       from n left join o on o.id = n.id;
     -- A long list (thousands of products in one statement) is a full change.
     if not stock_only or length(ids) > 7000 then
       ids := null;
     end if;
     perform catalogue_changes_log(nextval('catalogue_version'), ids);
     return null;
   end $$`,
  `drop trigger products_changed on products`,
  `create trigger products_changed after insert or delete or truncate on products
   for each statement execute function catalogue_changed()`,
  `create trigger products_updated after update on products
   referencing old table as o new table as n for each statement execute function products_updated()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl) await sql.raw(statement).execute(db);
}

// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// 0012 logged a stock-only change as the products it touched, and every kept page showing one of them was
// dropped. But a storefront page shows stock only as a band (out of stock, "Only N left", "In stock"): a
// sale taking units from well-stocked products dropped the home page, the category pages and the searches
// showing them after every group of checkouts, and in a mixed load the app spent its time rendering them
// again. The log now also says each product's new stock, in a column of its own (`stocks`, the same order
// as `products`), so an instance drops only what shows something else now: JSON carrying the number, a page
// whose product changed band. An instance of the app from before reads `products` as it always did (a
// rolling deploy keeps it right).
// The rest is as in 0012: a change of any other column, or a product going in or out of stock, is a full
// change (NULL). A list of more than 7,000 characters of ids is one too.
const ddl = [
  `alter table catalogue_changes add column stocks text`,
  `create or replace function catalogue_stock_changes_log(v bigint, ids text, stocks text) returns void
   language plpgsql as $$
   begin
     insert into catalogue_changes (version, products, stocks) values (v, ids, stocks);
     -- Only full changes are announced: a NOTIFY takes a server-wide lock at commit (see 0012).
     if ids is null then
       perform pg_notify('catalogue', v || ':*');
     end if;
     -- Instances read only the last moments of the log: keep it short, a cheap delete now and then.
     if v % 1000 = 0 then
       delete from catalogue_changes where version < v - 10000;
     end if;
   end $$`,
  // The other catalogue tables' trigger (0009, 0012) logs through this one: one place says how.
  `create or replace function catalogue_changes_log(v bigint, ids text) returns void language plpgsql as $$
   begin
     perform catalogue_stock_changes_log(v, ids, null);
   end $$`,
  `create or replace function products_updated() returns trigger language plpgsql as $$
   declare
     stock_only boolean;
     ids text;
     stocks text;
   begin
     -- A checkout whose checks failed updates no row: nothing changed, the version stays.
     if not exists (select 1 from n) then
       return null;
     end if;
     select coalesce(bool_and(o.id is not null
              and (to_jsonb(o) - 'stock' - 'updated_at') = (to_jsonb(n) - 'stock' - 'updated_at')
              and (o.stock > 0) = (n.stock > 0)), false),
            string_agg(n.id, ',' order by n.id),
            string_agg(n.stock::text, ',' order by n.id)
       into stock_only, ids, stocks
       from n left join o on o.id = n.id;
     if not stock_only or length(ids) > 7000 then
       ids := null;
       stocks := null;
     end if;
     perform catalogue_stock_changes_log(nextval('catalogue_version'), ids, stocks);
     return null;
   end $$`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of ddl) await sql.raw(statement).execute(db);
}

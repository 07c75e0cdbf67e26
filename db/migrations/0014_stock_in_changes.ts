// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// 0012 logged a stock-only change as the products it touched, and every kept page showing one of them was
// dropped. But a storefront page shows stock only as a band (out of stock, "Only N left", "In stock"): a
// sale taking units from well-stocked products dropped the home page, the category pages and the searches
// showing them after every group of checkouts, and in a mixed load the app spent its time rendering them
// again. The log now says each product's new stock ('id:stock,id:stock'), so an instance drops only what
// shows something else now: JSON carrying the number, a page whose product changed band.
// The rest is as in 0012: a change of any other column, or a product going in or out of stock, is a full
// change (NULL). A list longer than 20,000 characters (a few hundred products in one statement) is one too.
const ddl = [
  `create or replace function products_updated() returns trigger language plpgsql as $$
   declare
     stock_only boolean;
     changes text;
   begin
     -- A checkout whose checks failed updates no row: nothing changed, the version stays.
     if not exists (select 1 from n) then
       return null;
     end if;
     select coalesce(bool_and(o.id is not null
              and (to_jsonb(o) - 'stock' - 'updated_at') = (to_jsonb(n) - 'stock' - 'updated_at')
              and (o.stock > 0) = (n.stock > 0)), false),
            string_agg(n.id || ':' || n.stock, ',')
       into stock_only, changes
       from n left join o on o.id = n.id;
     if not stock_only or length(changes) > 20000 then
       changes := null;
     end if;
     perform catalogue_changes_log(nextval('catalogue_version'), changes);
     return null;
   end $$`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of ddl) await sql.raw(statement).execute(db);
}

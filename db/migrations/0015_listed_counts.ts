// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// The storefront's lists show how many products they hold (home, get-all-products, a category). Counting
// them scanned every listed product: 1.3 ms at 10,000 products, 13 ms at 100,000, and a list showing the
// stock of products on sale is rendered again after every checkout that takes some of it (its JSON carries
// the number). In a sale at 100,000 products those counts alone kept the database busy. So the count of
// listed products per category is kept here, by triggers on search_products (0013), whose rows are exactly
// the listed products: a product put on sale or taken off changes its category's row here, a move to another
// category the two rows; a checkout taking stock never touches it.
// Category rows in category order, so two transactions adding products lock shared rows in the same order.
const ddl = [
  `create table listed_counts (
    category_id text primary key,
    products integer not null
  )`,
  `create function listed_counts_added() returns trigger language plpgsql as $fn$
  begin
    insert into listed_counts as l (category_id, products)
    select category_id, count(*)::integer from added group by category_id order by category_id
    on conflict (category_id) do update set products = l.products + excluded.products;
    return null;
  end
  $fn$`,
  `create function listed_counts_removed() returns trigger language plpgsql as $fn$
  begin
    update listed_counts l set products = l.products - r.n
    from (select category_id, count(*)::integer as n from removed group by category_id) r
    where l.category_id = r.category_id;
    return null;
  end
  $fn$`,
  `create function listed_counts_moved() returns trigger language plpgsql as $fn$
  begin
    insert into listed_counts as l (category_id, products)
    select category_id, n from (values (old.category_id, -1), (new.category_id, 1)) m(category_id, n)
    order by category_id
    on conflict (category_id) do update set products = l.products + excluded.products;
    return null;
  end
  $fn$`,
  `create trigger listed_counts_added after insert on search_products
  referencing new table as added for each statement execute function listed_counts_added()`,
  `create trigger listed_counts_removed after delete on search_products
  referencing old table as removed for each statement execute function listed_counts_removed()`,
  `create trigger listed_counts_moved after update on search_products for each row
  when (old.category_id is distinct from new.category_id) execute function listed_counts_moved()`,
  `insert into listed_counts (category_id, products)
    select category_id, count(*)::integer from search_products group by category_id`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl) await sql.raw(statement).execute(db);
}

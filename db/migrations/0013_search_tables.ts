// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// Search at 100,000 products (src/catalogue/search.queries.ts). Matching every product's name through
// products_name_trgm read thousands of wide product rows per query (a popular brand: 7,500 rows, 6,000
// heap pages) and the facets counted them again. Most names repeat (many stores sell one product), so:
//   search_names    each distinct name of a listed product, with how many listed products bear it: the
//                   text conditions, the ranking and the typo correction run on names (2,000 at 100,000
//                   products in the bench catalogue), never on products;
//   search_products one narrow row per listed product (what the filters, facets and sorts read), found by
//                   name through a covering index, so the matches of a name are an index-only range.
// Both are kept by triggers on products. A product's update touches its row only when something search
// reads changes (stock only when it crosses zero: a checkout taking stock rarely writes here). A rename or
// a change of `listed` removes and re-adds the row, so the names and words counts follow statement
// triggers on search_products alone. search_words (0008) now counts listed products only: 'Did you mean'
// never suggests a word only a hidden product has.
// What the search reads of a product (listed ones only): the price after discount rounded as the
// storefront shows it. Written out per source (products, a transition table, the trigger's row).
const pays = (p: string) =>
  `round(${p}.price_paise - ${p}.price_paise * ${p}.discount_percent / 100.0)::bigint`;
const columns = (source: string) =>
  `select p.id, p.name, p.category_id, p.vendor_id, ${
    pays("p")
  }, p.discount_percent, p.stock > 0, p.created_at
    from ${source} p where p.listed`;

const ddl = [
  `create table search_names (
    name text primary key,
    products integer not null
  )`,
  `create index search_names_trgm on search_names using gin (name gin_trgm_ops)`,
  `create table search_products (
    id text primary key,
    name text not null,
    category_id text not null,
    vendor_id text not null,
    pays bigint not null,
    discount_percent integer not null,
    in_stock boolean not null,
    created_at timestamptz not null
  )`,
  `create index search_products_name on search_products (name)
    include (category_id, vendor_id, pays, discount_percent, in_stock, created_at, id)`,
  // Names in name order, so two transactions adding products lock shared names in the same order.
  `create function search_products_added() returns trigger language plpgsql as $fn$
  begin
    insert into search_names as s (name, products)
    select name, count(*)::integer from added group by name order by name
    on conflict (name) do update set products = s.products + excluded.products;
    perform search_words_count(array(select name from added), 1);
    return null;
  end
  $fn$`,
  `create function search_products_removed() returns trigger language plpgsql as $fn$
  begin
    update search_names s set products = s.products - r.n
    from (select name, count(*)::integer as n from removed group by name order by name) r
    where s.name = r.name;
    delete from search_names where products <= 0 and name in (select name from removed);
    perform search_words_count(array(select name from removed), -1);
    return null;
  end
  $fn$`,
  `create trigger search_products_added after insert on search_products
  referencing new table as added for each statement execute function search_products_added()`,
  `create trigger search_products_removed after delete on search_products
  referencing old table as removed for each statement execute function search_products_removed()`,
  `create function products_search_added() returns trigger language plpgsql as $fn$
  begin
    insert into search_products ${columns("added")};
    return null;
  end
  $fn$`,
  `create function products_search_removed() returns trigger language plpgsql as $fn$
  begin
    delete from search_products where id in (select id from removed);
    return null;
  end
  $fn$`,
  `create function products_search_changed() returns trigger language plpgsql as $fn$
  begin
    if old.name is distinct from new.name or old.listed is distinct from new.listed
      or old.id is distinct from new.id then
      delete from search_products where id = old.id;
      insert into search_products ${columns("(select new.*) ")};
    else
      update search_products set category_id = new.category_id, vendor_id = new.vendor_id,
        pays = ${pays("new")}, discount_percent = new.discount_percent, in_stock = new.stock > 0,
        created_at = new.created_at
      where id = new.id;
    end if;
    return null;
  end
  $fn$`,
  `create trigger products_search_added after insert on products
  referencing new table as added for each statement execute function products_search_added()`,
  `create trigger products_search_removed after delete on products
  referencing old table as removed for each statement execute function products_search_removed()`,
  `create trigger products_search_changed after update on products for each row
  when (old.name is distinct from new.name or old.listed is distinct from new.listed
    or old.id is distinct from new.id or old.category_id is distinct from new.category_id
    or old.vendor_id is distinct from new.vendor_id or old.price_paise is distinct from new.price_paise
    or old.discount_percent is distinct from new.discount_percent
    or old.created_at is distinct from new.created_at or (old.stock > 0) is distinct from (new.stock > 0))
  execute function products_search_changed()`,
  // The words now follow search_products (listed products only): products' own word triggers go.
  `drop trigger products_search_words_added on products`,
  `drop trigger products_search_words_removed on products`,
  `drop trigger products_search_words_renamed on products`,
  `delete from search_words`,
  `insert into search_products ${columns("products")}`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl) await sql.raw(statement).execute(db);
}

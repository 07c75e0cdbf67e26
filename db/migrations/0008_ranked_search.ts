// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// Ranked search (src/catalogue/search.queries.ts) matches through the trigram index of 0002; here
// search_words: every word of every product name with the number of products holding it, kept in step
//   by triggers, so "Did you mean …" finds the nearest real word (trigram similarity on a small table)
//   instead of splitting 100,000 names on every search. Inserts and deletes are counted per statement
//   (a catalogue load of thousands of rows is one upsert); a rename per row, only when the name changed,
//   so stock and price updates (checkout) never touch it. Words are upserted in word order, so two
//   transactions adding products lock shared words in the same order and cannot deadlock.
const ddl = `
  create table search_words (
    word text primary key,
    products integer not null
  );

  create index search_words_trgm on search_words using gin (word gin_trgm_ops);

  create function search_words_of(name text) returns setof text
  language sql immutable parallel safe as $fn$
    select distinct w from regexp_split_to_table(lower(name), '[^[:alnum:]]+') w
    where length(w) between 2 and 40 and w ~ '[[:alpha:]]'
  $fn$;

  create function search_words_count(names text[], delta integer) returns void
  language plpgsql as $fn$
  begin
    insert into search_words as s (word, products)
    select w, count(*)::integer * delta from unnest(names) n, search_words_of(n) w group by w order by w
    on conflict (word) do update set products = s.products + excluded.products;
    if delta < 0 then
      delete from search_words
      where products <= 0 and word in (select search_words_of(n) from unnest(names) n);
    end if;
  end
  $fn$;

  create function search_words_added() returns trigger language plpgsql as $fn$
  begin
    perform search_words_count(array(select name from added), 1);
    return null;
  end
  $fn$;

  create function search_words_removed() returns trigger language plpgsql as $fn$
  begin
    perform search_words_count(array(select name from removed), -1);
    return null;
  end
  $fn$;

  create function search_words_renamed() returns trigger language plpgsql as $fn$
  begin
    perform search_words_count(array[old.name], -1);
    perform search_words_count(array[new.name], 1);
    return null;
  end
  $fn$;

  create trigger products_search_words_added after insert on products
  referencing new table as added for each statement execute function search_words_added();

  create trigger products_search_words_removed after delete on products
  referencing old table as removed for each statement execute function search_words_removed();

  create trigger products_search_words_renamed after update of name on products
  for each row when (old.name is distinct from new.name) execute function search_words_renamed();

  select search_words_count(array(select name from products), 1)
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

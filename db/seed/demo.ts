/**
 * The demo catalogue: an Indian electronics-and-grocery marketplace with eight vendor stores, ten
 * categories, ~85 products with generated photos, banners and the admin reference lists. Content is fixed
 * (a seeded random generator fills ratings and timestamps); only the ids differ between runs.
 * With it come the demo's sign-ins (content/accounts.ts): an account for every store, a demo admin, and
 * one store application waiting for approval. Development only: the server never loads this in production.
 */
import { sql } from "kysely";
import type { Insertable } from "kysely";
import type { Database, DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import { toPaise } from "../../src/core/money.ts";
import { autoPolicy } from "../../src/catalogue/products/return-policy.ts";
import { buildTaxonomy, hoursAgo, insertAll, MediaBatch } from "./common.ts";
import { BANNERS } from "./content/banners.ts";
import type { ProductSeed } from "./content/product-seed.ts";
import { CAMERAS, LAPTOPS, MOBILES, TELEVISIONS } from "./content/products-devices.ts";
import { GROCERY } from "./content/products-grocery.ts";
import { APPLIANCES, AUDIO, WEARABLES } from "./content/products-lifestyle.ts";
import { PRELOVED, REPAIRS } from "./content/products-services.ts";
import { type DemoStore, type VendorKey, VENDORS } from "./content/vendors.ts";
import { taxOf } from "./content/tax.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD, PENDING_STORE } from "./content/accounts.ts";
import { hashPassword } from "../../src/auth/password.ts";
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

/** A store's row as its application left it (its vendor profile). */
const storeRow = (store: DemoStore) => ({
  store_name: store.storeName,
  email: store.email,
  city: store.city,
  pincode: store.pincode,
  store_address: store.storeAddress,
  google_maps_link: store.googleMapsLink,
  first_name: store.firstName,
  last_name: store.lastName,
  phone: store.phone,
  username: store.username,
  pan: store.pan,
  gstin: store.gstin,
  bank_name: store.bankName,
  branch: store.branch,
  ifsc: store.ifsc,
  account_number: store.accountNumber,
});

/** The sign-in of a store: its email, the owner's name and phone, the demo password. */
const vendorUser = (store: DemoStore, id: string, passwordHash: string, created_at: Date) => ({
  id,
  name: `${store.firstName} ${store.lastName}`,
  email: store.email,
  mobile: store.phone,
  password_hash: passwordHash,
  role: "vendor" as const,
  delivery_location: null,
  created_at,
});

/** `accounts: false` loads the catalogue only: no sign-ins and no pending application. */
export async function seedDemo(db: DB, options: { now?: Date; accounts?: boolean } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const withAccounts = options.accounts ?? true;
  const rng = createRng(20_241_014);
  const media = new MediaBatch();
  const { taxonomy, insert: insertTaxonomy } = await buildTaxonomy(media, now);
  // Hashed once each: every demo store shares the documented password.
  const [vendorHash, adminHash] = withAccounts
    ? await Promise.all([hashPassword(DEMO_VENDOR_PASSWORD), hashPassword(DEMO_ADMIN.password)])
    : [];

  const vendorIds = new Map<VendorKey, string>();
  const users: Insertable<Database["users"]>[] = [];
  const vendors: Insertable<Database["vendors"]>[] = Object.entries(VENDORS).map(([key, store], i) => {
    const created_at = hoursAgo(now, 24 * (400 - i * 30));
    const id = newId(created_at.getTime());
    vendorIds.set(key as VendorKey, id);
    const userId = withAccounts ? newId(created_at.getTime()) : null;
    if (userId) users.push(vendorUser(store, userId, vendorHash!, created_at));
    return { id, ...storeRow(store), user_id: userId, created_at, updated_at: created_at };
  });
  if (withAccounts) {
    const applied = hoursAgo(now, 20);
    const userId = newId(applied.getTime());
    users.push(vendorUser(PENDING_STORE, userId, vendorHash!, applied));
    vendors.push({
      id: newId(applied.getTime()),
      ...storeRow(PENDING_STORE),
      user_id: userId,
      approval_pending: true,
      created_at: applied,
      updated_at: applied,
    });
    const { password: _, ...admin } = DEMO_ADMIN;
    users.push({
      id: newId(hoursAgo(now, 24 * 420).getTime()),
      ...admin,
      password_hash: adminHash!,
      role: "admin",
      delivery_location: null,
    });
  }

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
    const tax = taxOf(seed);
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
      hsn_code: tax?.hsnCode ?? null,
      gst_rate: tax?.gstRate ?? null,
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
    if (users.length) await insertAll(trx, "users", users);
    await insertAll(trx, "vendors", vendors);
    await insertTaxonomy(trx);
    await insertAll(trx, "banners", banners);
    await insertAll(trx, "products", products, 500);
    await insertAll(trx, "product_photos", photos, 2000);
  });
}

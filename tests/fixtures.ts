/**
 * Small factories that write rows straight into the database with Kysely, for tests that need exact data.
 * Every helper has sensible defaults (unique names, valid prices) and takes overrides; money is paise.
 */
import type { Insertable } from "kysely";
import { z } from "@hono/zod-openapi";
import type {
  BannerTable,
  CategoryTable,
  CommissionTable,
  DB,
  JobTable,
  ProductTable,
  VendorTable,
} from "../db/database.ts";
import { newId } from "../src/core/ids.ts";
import { saveMedia } from "../src/catalogue/media/media.queries.ts";

let counter = 0;
/** Unique per process, so fixtures never collide on the unique name indexes. */
const unique = (prefix: string) => `${prefix} ${++counter}`;

/** A valid delivery address as the API takes it (AddressInput). */
export const TEST_ADDRESS = {
  street: "12 MG Road",
  floor: "2nd floor",
  area: "Camp",
  landmark: "Near the clock tower",
  city: "Pune",
  state: "Maharashtra",
  postalCode: "411001",
  country: "India",
  phoneNumber: "9876543210",
};

/** TEST_ADDRESS as a row of `addresses` for this user. */
export function testAddressRow(userId: string, id = newId()) {
  const { postalCode, phoneNumber, ...rest } = TEST_ADDRESS;
  return { id, user_id: userId, ...rest, postal_code: postalCode, phone_number: phoneNumber };
}

/** A tiny distinct "image" per call: saveMedia keys by content hash, so equal bytes would share one row. */
export function fakeImage(label = unique("image")): Uint8Array {
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>${label}</title></svg>`,
  );
}

export async function insertMedia(
  db: DB,
  bytes = fakeImage(),
  contentType = "image/svg+xml",
): Promise<string> {
  return await saveMedia(db, bytes, contentType);
}

export type VendorFixture = { id: string; email: string; store_name: string };

export async function insertVendor(
  db: DB,
  overrides: Partial<Insertable<VendorTable>> = {},
): Promise<VendorFixture> {
  const n = ++counter;
  const row = {
    id: newId(),
    store_name: `Store ${n}`,
    email: `vendor${n}@example.in`,
    city: "Pune",
    ...overrides,
  };
  await db.insertInto("vendors").values(row).execute();
  return row;
}

export interface CategoryFixture {
  id: string;
  name: string;
  description: string;
  subcategories: { id: string; name: string; description: string }[];
}

export async function insertCategory(
  db: DB,
  overrides: Partial<Insertable<CategoryTable>> & {
    /** Subcategory names, or name + description pairs. */
    subcategories?: (string | { name: string; description?: string })[];
    /** true: store a generated image for the category. */
    withImage?: boolean;
  } = {},
): Promise<CategoryFixture> {
  const { subcategories = [], withImage = false, ...columns } = overrides;
  const row = {
    id: newId(),
    name: unique("Category"),
    description: "A test category",
    image_id: withImage ? await insertMedia(db) : null,
    ...columns,
  };
  await db.insertInto("categories").values(row).execute();
  const subs = subcategories.map((s) => {
    const { name, description = `${typeof s === "string" ? s : s.name} items` } = typeof s === "string"
      ? { name: s }
      : s;
    return { id: newId(), category_id: row.id, name, description };
  });
  if (subs.length) await db.insertInto("subcategories").values(subs).execute();
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    subcategories: subs.map(({ id, name, description }) => ({ id, name, description })),
  };
}

export type ProductOverrides = Partial<Insertable<ProductTable>> & {
  /** Image bytes to store as the product's photos, in order (or a count of generated images). */
  photos?: Uint8Array[] | number;
};

export interface ProductFixture {
  id: string;
  name: string;
  category_id: string;
  subcategory_id: string | null;
  vendor_id: string;
  price_paise: number;
  discount_percent: number;
  photo_ids: string[];
}

/** A product; a vendor and a category are created when none is given. */
export async function insertProduct(db: DB, overrides: ProductOverrides = {}): Promise<ProductFixture> {
  const { photos = 1, ...columns } = overrides;
  const vendorId = columns.vendor_id ?? (await insertVendor(db)).id;
  const categoryId = columns.category_id ?? (await insertCategory(db)).id;
  const row = {
    id: newId(),
    name: unique("Product"),
    description: "A product made for tests.",
    unit: "piece",
    price_paise: 99_900,
    discount_percent: 0,
    stock: 10,
    max_purchase_limit: 5,
    pin: `PIN-${counter}`,
    colour: "Black",
    ...columns,
    vendor_id: vendorId,
    category_id: categoryId,
    subcategory_id: columns.subcategory_id ?? null,
  };
  await db.insertInto("products").values(row).execute();
  const images = typeof photos === "number" ? Array.from({ length: photos }, () => fakeImage()) : photos;
  const photoIds: string[] = [];
  for (const bytes of images) photoIds.push(await insertMedia(db, bytes));
  if (photoIds.length) {
    await db.insertInto("product_photos")
      .values(photoIds.map((media_id, position) => ({ product_id: row.id, position, media_id })))
      .execute();
  }
  return {
    id: row.id,
    name: row.name,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    vendor_id: row.vendor_id,
    price_paise: row.price_paise,
    discount_percent: row.discount_percent,
    photo_ids: photoIds,
  };
}

/**
 * Many products in one statement, newest first by index: product 0 is the newest. Names are
 * `${prefix} 000`, `${prefix} 001`, ... No photos.
 */
export async function insertManyProducts(
  db: DB,
  count: number,
  overrides: Partial<Insertable<ProductTable>> & { prefix?: string } = {},
): Promise<{ ids: string[]; names: string[] }> {
  const { prefix = "Bulk item", ...columns } = overrides;
  const vendorId = columns.vendor_id ?? (await insertVendor(db)).id;
  const categoryId = columns.category_id ?? (await insertCategory(db)).id;
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(now - i * 1000),
    name: `${prefix} ${String(i).padStart(3, "0")}`,
    description: "Bulk test product.",
    unit: "piece",
    price_paise: 10_000 + i,
    stock: 1,
    max_purchase_limit: 1,
    pin: `BULK-${i}`,
    colour: "Grey",
    created_at: new Date(now - i * 1000),
    ...columns,
    vendor_id: vendorId,
    category_id: categoryId,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto("products").values(rows.slice(i, i + 500)).execute();
  }
  return { ids: rows.map((r) => r.id), names: rows.map((r) => r.name) };
}

export async function insertBanner(
  db: DB,
  overrides: Partial<Insertable<BannerTable>> = {},
): Promise<{ id: string; title: string; image_id: string }> {
  const row = {
    id: newId(),
    title: unique("Banner"),
    banner_type: "Festive sale",
    zone: "All India",
    image_id: overrides.image_id ?? await insertMedia(db),
    ...overrides,
  };
  await db.insertInto("banners").values(row).execute();
  return { id: row.id, title: row.title, image_id: row.image_id };
}

async function insertNamed(db: DB, table: "units" | "attributes" | "cities", name: string) {
  const row = { id: newId(), name };
  await db.insertInto(table).values(row).execute();
  return row;
}

export const insertUnit = (db: DB, name = unique("Unit")) => insertNamed(db, "units", name);
export const insertAttribute = (db: DB, name = unique("Attribute")) => insertNamed(db, "attributes", name);
export const insertCity = (db: DB, name = unique("City")) => insertNamed(db, "cities", name);

export async function insertJob(
  db: DB,
  overrides: Partial<Insertable<JobTable>> = {},
): Promise<{ id: string; title: string; description: string }> {
  const row = { id: newId(), title: unique("Job"), description: "Join our team.", ...overrides };
  await db.insertInto("jobs").values(row).execute();
  return row;
}

/** A commission; rate_bp is basis points (550 = 5.5 %). A category is created when none is given. */
export async function insertCommission(
  db: DB,
  overrides: Partial<Insertable<CommissionTable>> = {},
): Promise<{ id: string; category_id: string; subcategory_id: string | null; rate_bp: number }> {
  const row = {
    id: newId(),
    rate_bp: 500,
    subcategory_id: null,
    ...overrides,
    category_id: overrides.category_id ?? (await insertCategory(db)).id,
  };
  await db.insertInto("commissions").values(row).execute();
  return {
    id: row.id,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id ?? null,
    rate_bp: row.rate_bp,
  };
}

/**
 * Parses a response body with its zod schema and also fails on fields the schema does not declare,
 * so the contract (openapi.yaml) documents every field the API sends.
 */
export function parseExact<T extends z.ZodType>(schema: T, value: unknown, where = "body"): z.infer<T> {
  const parsed = schema.parse(value);
  assertDeclared(schema, value, where);
  return parsed;
}

function assertDeclared(schema: z.ZodType, value: unknown, where: string): void {
  if (value === null || value === undefined) return;
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return assertDeclared(schema.unwrap() as z.ZodType, value, where);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((item, i) => assertDeclared(schema.element as z.ZodType, item, `${where}[${i}]`));
    return;
  }
  if (schema instanceof z.ZodObject && typeof value === "object") {
    const shape = schema.shape as Record<string, z.ZodType>;
    for (const [key, item] of Object.entries(value)) {
      if (!(key in shape)) throw new Error(`${where}.${key} is sent but not declared in the schema`);
      assertDeclared(shape[key], item, `${where}.${key}`);
    }
  }
}

/**
 * The people and rows the contract tests aim at: a customer with an address, a cart line, an order and an
 * open online payment; the store that order came from and its vendor account; another customer with the
 * same from another store; and an admin. Rows go straight in with Kysely (no HTTP), many worlds in a few
 * multi-row statements, and every user shares one argon2id hash computed once, so each access-matrix cell
 * can have a world of its own.
 */
import type { Insertable } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { sharedPasswordHash } from "../customers.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { jsonb } from "../../src/orders/orders.queries.ts";
import { gatewayId } from "../../src/payments/gateway.ts";
import { TEST_ADDRESS, testAddressRow } from "../fixtures.ts";

export const PASSWORD = "secret123";

export type Role = "customer" | "vendor" | "admin";

export interface Actor {
  id: string;
  email: string;
  role: Role;
  /** "sc_session=…" for a Cookie header. */
  cookie: string;
  tokenHash: string;
}

export interface Store {
  vendor: Actor;
  vendorId: string;
  productId: string;
}

/** The customer and everything of theirs a request can aim at. */
export interface Shopper extends Actor {
  addressId: string;
  cartProductId: string;
  orderId: string;
  paymentOrderId: string;
}

/** One complete set of people: the matrix gives every cell its own, the fuzzer keeps one. */
export interface World {
  customer: Shopper;
  otherCustomer: Shopper;
  store: Store;
  otherStore: Store;
  admin: Actor;
}

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

/** Rows collected in memory, written table by table in dependency order. */
class Batch {
  readonly rows: Rows = {};
  add<T extends keyof Database>(table: T, row: Insertable<Database[T]>) {
    ((this.rows[table] ??= []) as Insertable<Database[T]>[]).push(row);
  }
  async write(db: DB) {
    const order: (keyof Database)[] = [
      "users",
      "sessions",
      "vendors",
      "products",
      "addresses",
      "cart_items",
      "payment_orders",
      "orders",
      "order_items",
    ];
    for (const table of order) {
      const rows = this.rows[table] ?? [];
      for (let i = 0; i < rows.length; i += 500) {
        await db.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
      }
    }
  }
}

/** A jsonb value as the app writes it (a SQL expression, which Insertable's types do not foresee). */
const json = (value: unknown) => jsonb(value) as unknown as string;

let serial = 0;

async function addActor(batch: Batch, role: Role, label: string): Promise<Actor> {
  const id = newId();
  const email = `${label}.${++serial}.${id.slice(-6)}@contract.example.in`;
  batch.add("users", {
    id,
    name: `Contract ${label} ${serial}`,
    email,
    mobile: "9876543210",
    password_hash: await sharedPasswordHash(PASSWORD),
    role,
    delivery_location: null,
  });
  return { id, email, role, ...await addSession(batch, id) };
}

async function addSession(batch: Batch, userId: string) {
  const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
  const tokenHash = await hashToken(token);
  batch.add("sessions", {
    token_hash: tokenHash,
    user_id: userId,
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return { cookie: `${SESSION_COOKIE}=${token}`, tokenHash };
}

async function addStore(batch: Batch, categoryId: string, label: string): Promise<Store> {
  const vendor = await addActor(batch, "vendor", label);
  const vendorId = newId();
  batch.add("vendors", {
    id: vendorId,
    store_name: `Contract store ${vendorId}`,
    email: vendor.email,
    city: "Pune",
    user_id: vendor.id,
  });
  const productId = newId();
  batch.add("products", {
    id: productId,
    name: `Contract product ${productId}`,
    description: "A product made for the contract tests.",
    category_id: categoryId,
    unit: "piece",
    price_paise: 99_900,
    stock: 1_000_000,
    max_purchase_limit: 5,
    pin: `PIN-${productId}`,
    colour: "Black",
    vendor_id: vendorId,
  });
  return { vendor, vendorId, productId };
}

function addAddress(batch: Batch, userId: string): string {
  const row = testAddressRow(userId);
  batch.add("addresses", row);
  return row.id;
}

/** A Confirmed cash-on-delivery order of one unit of the store's product. */
function addOrder(batch: Batch, customer: Actor, store: Store): string {
  const id = newId();
  batch.add("orders", {
    id,
    checkout_id: newId(),
    customer_id: customer.id,
    customer_name: "Contract customer",
    customer_email: customer.email,
    customer_mobile: "9876543210",
    address: json(TEST_ADDRESS),
    vendor_id: store.vendorId,
    vendor_email: store.vendor.email,
    store_name: `Contract store ${store.vendorId}`,
    payment_method: "cod",
    payment_order_id: null,
    payment_status: "unpaid",
    status: "Confirmed",
    subtotal_paise: 99_900,
    total_paise: 99_900,
    commission_paise: 0,
  });
  batch.add("order_items", {
    order_id: id,
    position: 0,
    product_id: store.productId,
    name: "Contract product",
    category: "Contract",
    subcategory: null,
    unit: "piece",
    mrp_paise: 99_900,
    discount_percent: 0,
    price_paise: 99_900,
    quantity: 1,
    line_paise: 99_900,
    commission_bp: 0,
    commission_paise: 0,
  });
  return id;
}

/** An open test-gateway payment of the customer (no orders attached), for verify and test-gateway/pay. */
function addPaymentOrder(batch: Batch, customer: Actor, productId: string): string {
  const id = gatewayId("order");
  batch.add("payment_orders", {
    id,
    user_id: customer.id,
    checkout_id: newId(),
    gateway: "test",
    method: "card",
    amount_paise: 99_900,
    lines: json([{ productId, quantity: 1 }]),
  });
  return id;
}

async function addShopper(batch: Batch, store: Store, label: string): Promise<Shopper> {
  const customer = await addActor(batch, "customer", label);
  const addressId = addAddress(batch, customer.id);
  batch.add("cart_items", { user_id: customer.id, product_id: store.productId, quantity: 1 });
  const orderId = addOrder(batch, customer, store);
  const paymentOrderId = addPaymentOrder(batch, customer, store.productId);
  return { ...customer, addressId, cartProductId: store.productId, orderId, paymentOrderId };
}

/** `count` independent worlds, in a handful of statements. */
export async function insertWorlds(db: DB, categoryId: string, count: number): Promise<World[]> {
  const batch = new Batch();
  const worlds: World[] = [];
  for (let i = 0; i < count; i++) {
    const store = await addStore(batch, categoryId, "vendor");
    const otherStore = await addStore(batch, categoryId, "other-vendor");
    const customer = await addShopper(batch, store, "customer");
    const otherCustomer = await addShopper(batch, otherStore, "other-customer");
    const admin = await addActor(batch, "admin", "admin");
    worlds.push({ customer, otherCustomer, store, otherStore, admin });
  }
  await batch.write(db);
  return worlds;
}

// ---- Single pieces, to put back what a successful fuzz request took away ----

async function writing<T>(db: DB, make: (batch: Batch) => T | Promise<T>): Promise<T> {
  const batch = new Batch();
  const made = await make(batch);
  await batch.write(db);
  return made;
}

export const insertActor = (db: DB, role: Role, label: string = role) =>
  writing(db, (b) => addActor(b, role, label));
export const newSession = (db: DB, userId: string) => writing(db, (b) => addSession(b, userId));
export const insertShopper = (db: DB, store: Store, label = "customer") =>
  writing(db, (b) => addShopper(b, store, label));
export const insertAddress = (db: DB, userId: string) => writing(db, (b) => addAddress(b, userId));
export const insertOrder = (db: DB, customer: Actor, store: Store) =>
  writing(db, (b) => addOrder(b, customer, store));
export const insertPaymentOrder = (db: DB, customer: Actor, productId: string) =>
  writing(db, (b) => addPaymentOrder(b, customer, productId));
export const putInCart = (db: DB, userId: string, productId: string) =>
  writing(db, (b) => b.add("cart_items", { user_id: userId, product_id: productId, quantity: 1 }));

/** What the demo catalogue offers to aim at: real ids for path parameters and bodies. */
export interface Catalogue {
  productIds: string[];
  categoryIds: string[];
  categoryNames: string[];
  mediaHash: string;
  pincode: string;
  /** The first city and job of the demo data. */
  cityId: string;
  jobId: string;
}

export async function readCatalogue(db: DB): Promise<Catalogue> {
  const products = await db.selectFrom("products").select("id").orderBy("id").execute();
  const categories = await db.selectFrom("categories").select(["id", "name"]).orderBy("id").execute();
  const media = await db.selectFrom("media").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const city = await db.selectFrom("cities").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  const job = await db.selectFrom("jobs").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  // The demo data has no pincode directory: one post office, so a lookup can succeed.
  const pincode = 560001;
  await db.insertInto("post_offices")
    .values({ pincode, name: "Bangalore GPO", district: "Bangalore", state: "Karnataka" })
    .execute();
  return {
    productIds: products.map((p) => p.id),
    categoryIds: categories.map((c) => c.id),
    categoryNames: categories.map((c) => c.name),
    mediaHash: media.id,
    pincode: String(pincode),
    cityId: city.id,
    jobId: job.id,
  };
}

/**
 * The people and rows the contract tests aim at: a customer with an address, a cart line, an order and an
 * open online payment; the store that order came from and its vendor account; another customer with the
 * same from another store; and an admin. Rows go straight in with Kysely (no HTTP), many worlds in a few
 * multi-row statements, and every user shares one argon2id hash computed once, so each access-matrix cell
 * can have a world of its own.
 *
 * Each store also has a settled past (see `Settled`): orders of the customer delivered in the two weeks
 * before the last one ended, their ledger entries as delivery and cancellation write them, and the weekly
 * settlement run over those weeks, so statements, payment issues and tax reports have real rows to name.
 */
import { type Insertable, sql } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { sharedPasswordHash } from "../customers.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { jsonb } from "../../src/orders/orders.queries.ts";
import { gatewayId } from "../../src/payments/gateway.ts";
import { TEST_ADDRESS, testAddressRow } from "../fixtures.ts";
import { addDays, indiaMidnight, lastEndedWeek, now } from "../../src/core/clock.ts";
import { type DeliverySource } from "../../src/ledger/ledger.queries.ts";
import {
  deliveryEntries,
  type EntryDraft,
  RETURN_WINDOW_DAYS,
  reversalEntries,
} from "../../src/ledger/ledger.rules.ts";
import { ledgerOrder } from "../../src/ledger/ledger.service.ts";
import { runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";
import { quarterOf } from "../../src/tax-reports/period.ts";

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
  /** The store's settled past (none when the weeks had run already in this database). */
  settled?: Settled;
  /** A return request of the customer, waiting on the store, on one of the past's delivered orders. */
  returnRequestId?: string;
}

/**
 * A store's past, as delivery, cancellation and the weekly settlement run leave it (the weeks: `pastWeeks`):
 * - an order of the customer paid online, delivered the week before `paid` (settled in `paid`);
 * - one paid online (3 units) and one cash-on-delivery order cancelled after delivery (its refund due by
 *   bank transfer), both delivered in `paid` and settled in `payable`, after their return window;
 * - the statement of `paid`: paid with a UTR today, an open payment issue on it;
 * - the statement of `payable` (the last week that has ended): payable, not paid yet.
 */
export interface Settled {
  /** The weeks, as they were when the past was made (a run that passes a Monday keeps naming them). */
  weeks: { paid: string; payable: string };
  deliveredOrderIds: string[];
  refundDueOrderId: string;
  paidStatementId: string;
  payableStatementId: string;
  paymentIssueId: string;
}

/** The two weeks each store's past is settled in: the last one that has ended, and the one before it. */
export function pastWeeks(at: Date = now()): { paid: string; payable: string } {
  const payable = lastEndedWeek(at);
  return { paid: addDays(payable, -7), payable };
}

/**
 * The periods a request about that past names: the last week that has run (its Sunday), the month and the
 * financial-year quarter of the store's sales (the Monday of `paid`), and days covering both weeks.
 */
export function pastPeriods(weeks: { paid: string; payable: string } = pastWeeks()) {
  const sales = addDays(weeks.paid, -6);
  return {
    week: weeks.payable,
    month: sales.slice(0, 7),
    quarter: quarterOf(sales),
    from: addDays(weeks.paid, -13),
    to: weeks.payable,
  };
}

/** The rows of a store's past a request may name (none for a store without one: nothing is found). */
export function pastTargets(store: Store) {
  const settled = store.settled;
  return {
    statement: settled?.paidStatementId ?? "",
    payableStatement: settled?.payableStatementId ?? "",
    paymentIssue: settled?.paymentIssueId ?? "",
    refundDueOrder: settled?.refundDueOrderId ?? "",
    returnRequest: store.returnRequestId ?? "",
    ...pastPeriods(settled?.weeks),
  };
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
      "ledger_events",
      "ledger_entries",
      "returns",
      "return_items",
      "return_events",
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
    // A registered business with a bank account: its tax reports and the bank's payment file need them.
    pan: "AAPFU0939F",
    gstin: "27AAPFU0939F1ZV",
    bank_name: "HDFC Bank",
    branch: "Pune Camp",
    ifsc: "HDFC0001234",
    account_number: "50100123456789",
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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Noon (India time) of a date, `days` after it. */
const noon = (date: string, days = 0) =>
  new Date(indiaMidnight(addDays(date, days)).getTime() + 12 * HOUR_MS);

interface PastOrder {
  method: "cod" | "upi";
  quantity: number;
  deliveredAt: Date;
  /** Cancelled after delivery (a cash order: the refund is due by bank transfer). */
  cancelledAt?: Date;
}

/** A delivered order of the customer, with the ledger events delivery (and cancelling) wrote. */
function addPastOrder(batch: Batch, customer: Actor, store: Store, past: PastOrder): string {
  const id = newId();
  const unit = 99_900;
  const line = unit * past.quantity;
  const commission = Math.round(line * 0.1);
  let paymentOrderId: string | null = null;
  if (past.method !== "cod") {
    paymentOrderId = gatewayId("order");
    batch.add("payment_orders", {
      id: paymentOrderId,
      user_id: customer.id,
      checkout_id: newId(),
      gateway: "test",
      method: past.method,
      amount_paise: line,
      lines: json([{ productId: store.productId, quantity: past.quantity }]),
      status: "paid",
      payment_id: gatewayId("pay"),
      paid_at: new Date(past.deliveredAt.getTime() - 2 * DAY_MS),
    });
  }
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
    payment_method: past.method,
    payment_order_id: paymentOrderId,
    // Cash is collected on delivery; a paid order cancelled afterwards owes its refund.
    payment_status: past.cancelledAt ? "refund_due" : "paid",
    status: past.cancelledAt ? "Cancelled" : "Delivered",
    subtotal_paise: line,
    total_paise: line,
    commission_paise: commission,
    carrier: "Delhivery",
    tracking_number: `AWB${id.slice(-10)}`,
    shipped_at: new Date(past.deliveredAt.getTime() - DAY_MS),
    delivered_at: past.deliveredAt,
    cancelled_at: past.cancelledAt ?? null,
    created_at: new Date(past.deliveredAt.getTime() - 3 * DAY_MS),
  });
  const item = {
    position: 0,
    quantity: past.quantity,
    line_paise: line,
    commission_bp: 1000,
    commission_paise: commission,
  };
  batch.add("order_items", {
    order_id: id,
    product_id: store.productId,
    name: "Contract product",
    category: "Contract",
    subcategory: null,
    unit: "piece",
    mrp_paise: unit,
    discount_percent: 0,
    price_paise: unit,
    ...item,
  });
  // The entries as recordDelivery and reverseSale compute them, from the same figures.
  const source: DeliverySource = {
    id,
    vendor_id: store.vendorId,
    payment_method: past.method,
    address: TEST_ADDRESS,
    store_pan: "AAPFU0939F",
    store_gstin: "27AAPFU0939F1ZV",
    tds_exempt: false,
    invoice: null,
    lines: [{ ...item, gross_paise: null, taxable_paise: null }],
  };
  const delivery = deliveryEntries(ledgerOrder(source));
  const available = new Date(past.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
  const note = past.method === "cod" ? "Delivered, cash on delivery" : "Delivered, paid online";
  addLedgerEvent(batch, store, id, "delivery", past.deliveredAt, available, delivery, note);
  if (past.cancelledAt) {
    const reversal = reversalEntries(delivery, new Map([[0, past.quantity]]));
    // Reversed inside the return window: settled with the sale it reverses.
    const at = past.cancelledAt < available ? available : past.cancelledAt;
    addLedgerEvent(batch, store, id, "reversal", past.cancelledAt, at, reversal, "Cancelled after delivery");
  }
  return id;
}

function addLedgerEvent(
  batch: Batch,
  store: Store,
  orderId: string,
  kind: "delivery" | "reversal",
  occurredAt: Date,
  availableAt: Date,
  entries: EntryDraft[],
  note: string,
) {
  const eventId = newId(occurredAt.getTime());
  batch.add("ledger_events", {
    id: eventId,
    vendor_id: store.vendorId,
    order_id: orderId,
    kind,
    occurred_at: occurredAt,
    available_at: availableAt,
    credit_note_id: null,
    note,
  });
  for (const entry of entries) {
    batch.add("ledger_entries", {
      event_id: eventId,
      vendor_id: store.vendorId,
      order_id: orderId,
      kind: entry.kind,
      amount_paise: entry.amount,
      basis: json(entry.basis),
      created_at: occurredAt,
    });
  }
}

/** The customer's delivered orders from the store, over the two weeks of `pastWeeks`. */
function addPast(batch: Batch, customer: Actor, store: Store, weeks: Settled["weeks"]): Past {
  const monday = addDays(weeks.paid, -6);
  const deliveredOrderIds = [
    addPastOrder(batch, customer, store, { method: "upi", quantity: 1, deliveredAt: noon(monday, -7) }),
    addPastOrder(batch, customer, store, { method: "upi", quantity: 3, deliveredAt: noon(monday) }),
  ];
  const refundDueOrderId = addPastOrder(batch, customer, store, {
    method: "cod",
    quantity: 1,
    deliveredAt: noon(monday, 1),
    cancelledAt: noon(monday, 2),
  });
  store.returnRequestId = addReturnRequest(batch, customer, store, deliveredOrderIds[1]);
  return { weeks, deliveredOrderIds, refundDueOrderId };
}

/** The customer's request to return 1 of the 3 units of a prepaid delivered order: waiting on the store. */
function addReturnRequest(batch: Batch, customer: Actor, store: Store, orderId: string): string {
  const id = newId();
  const at = now();
  batch.add("returns", {
    id,
    order_id: orderId,
    vendor_id: store.vendorId,
    customer_id: customer.id,
    status: "requested",
    reason: "damaged",
    comment: "The box arrived crushed.",
    refund_method: "gateway",
    refund_upi: null,
    refund_account_number: null,
    refund_ifsc: null,
    refund_account_name: null,
    requested_at: at,
    respond_by: new Date(at.getTime() + 2 * DAY_MS),
    updated_at: at,
  });
  batch.add("return_items", {
    return_id: id,
    order_id: orderId,
    position: 0,
    product_id: store.productId,
    name: "Contract product",
    quantity: 1,
    refund_paise: null,
  });
  batch.add("return_events", {
    return_id: id,
    status: "requested",
    actor_role: "customer",
    actor_id: customer.id,
    note: "The box arrived crushed.",
    at,
  });
  return id;
}

type Past = Pick<Settled, "weeks" | "deliveredOrderIds" | "refundDueOrderId">;

/**
 * Runs the settlement weeks of the stores' past (the run settles the earlier week first), marks the earlier
 * week's statements paid today (by the first world's admin, with a UTR) and raises a payment issue on each,
 * as its store would. Once per database: weeks run in order, so a later call finds them run and settles none.
 */
async function settlePasts(db: DB, worlds: World[], pasts: Map<Store, Past>, weeks: Past["weeks"]) {
  await runSettlementWeek(db, weeks.payable, "schedule");
  const statements = await db.selectFrom("settlements")
    .select(["id", "vendor_id", "status", sql<string>`week_ending::text`.as("week")])
    .where("week_ending", "in", [weeks.paid, weeks.payable]).execute();
  const byStore = Map.groupBy(statements, (s) => s.vendor_id);
  const paidAt = now();
  const paidIds: string[] = [];
  const issues: Insertable<Database["payment_issues"]>[] = [];
  for (const [store, past] of pasts) {
    const mine = byStore.get(store.vendorId) ?? [];
    const paid = mine.find((s) => s.week === weeks.paid && s.status === "payable");
    const payable = mine.find((s) => s.week === weeks.payable && s.status === "payable");
    if (!paid || !payable) continue;
    const paymentIssueId = newId();
    paidIds.push(paid.id);
    issues.push({
      id: paymentIssueId,
      settlement_id: paid.id,
      vendor_id: store.vendorId,
      raised_by: store.vendor.id,
      message: `The transfer for the week ending ${weeks.paid} has not reached our account ending 6789.`,
      raised_at: paidAt,
    });
    store.settled = { ...past, paidStatementId: paid.id, payableStatementId: payable.id, paymentIssueId };
  }
  for (let i = 0; i < paidIds.length; i += 500) {
    const ids = paidIds.slice(i, i + 500);
    await db.updateTable("settlements")
      .set({
        status: "paid",
        utr: sql<string>`'HDFCN' || upper(substr(md5(id), 1, 11))`,
        paid_at: paidAt,
        paid_by: worlds[0].admin.id,
      })
      .where("id", "in", ids).execute();
    await db.insertInto("payment_issues").values(issues.slice(i, i + 500)).execute();
  }
}

/** `count` independent worlds, in a handful of statements, each store with its settled past. */
export async function insertWorlds(db: DB, categoryId: string, count: number): Promise<World[]> {
  const batch = new Batch();
  const worlds: World[] = [];
  const pasts = new Map<Store, Past>();
  const weeks = pastWeeks();
  for (let i = 0; i < count; i++) {
    const store = await addStore(batch, categoryId, "vendor");
    const otherStore = await addStore(batch, categoryId, "other-vendor");
    const customer = await addShopper(batch, store, "customer");
    const otherCustomer = await addShopper(batch, otherStore, "other-customer");
    const admin = await addActor(batch, "admin", "admin");
    pasts.set(store, addPast(batch, customer, store, weeks));
    pasts.set(otherStore, addPast(batch, otherCustomer, otherStore, weeks));
    worlds.push({ customer, otherCustomer, store, otherStore, admin });
  }
  await batch.write(db);
  await settlePasts(db, worlds, pasts, weeks);
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

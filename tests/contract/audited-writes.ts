/**
 * Every admin or store write of the contract, with one successful call of it and the audit action it must
 * record (every admin and vendor write records who, when, what, and the values before and
 * after). audited-writes.test.ts walks openapi.yaml: an operation whose `x-required-role` names admin or
 * vendor and whose method writes (POST, PUT, PATCH, DELETE) must have an entry here, or the test fails
 * naming it. Add your operation's entry beside your route.
 */
import type { DB } from "../../db/database.ts";
import type { TestApp } from "../helpers.ts";
import { jpegOf, photoPixels, pngOf } from "../../src/uploads/test-photo.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD } from "../../db/seed/content/accounts.ts";
import { codeAt } from "../../src/auth/two-step/two-step.service.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import {
  addDays,
  lastEndedWeek,
  now,
  resetClock,
  setClock,
  settlementWeek,
  weekEndingOn,
} from "../../src/core/clock.ts";
import { advanceOrder } from "../../src/orders/orders.service.ts";
import { latestRunWeek, runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";
import { createSession } from "../../src/auth/sessions/sessions.queries.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { call, codOrder, createShopper, putInCart } from "../orders.ts";
import type { TestCustomer } from "../customers.ts";
import { loadConfig } from "../../src/config.ts";
import { gatewayId, paymentGateway } from "../../src/payments/gateway.ts";
import { settlePayment, startOnlinePayment } from "../../src/orders/checkout/checkout.service.ts";

export interface Writers {
  app: TestApp["app"];
  db: DB;
  /** Cookie headers: the demo admin's, and a demo store's (its own products and orders). */
  admin: string;
  vendor: string;
  vendorEmail: string;
  /** One of that store's products (at least two photos), and one of its Confirmed orders. */
  productId: string;
  orderId: string;
  /** Another product of that store, to delete. */
  spareProductId: string;
  /** A store waiting for approval. */
  pendingStoreId: string;
  /** A category with a subcategory and a unit, for a new product or rate. */
  category: { id: string; name: string; subcategory: string };
  unit: string;
}

export interface AuditedWrite {
  /** The audit action the call records (an entry's action equals it, or starts with it and a dot). */
  action: string;
  /** One successful call (2xx). */
  call(w: Writers): Response | Promise<Response>;
}

const json = async (w: Writers, cookie: string, method: string, path: string, body?: unknown) =>
  await w.app.request(path, {
    method,
    headers: { cookie, accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const multipart = async (w: Writers, cookie: string, path: string, form: FormData) =>
  await w.app.request(path, { method: "POST", headers: { cookie, accept: "application/json" }, body: form });

const photo = async (name = "photo.png") =>
  new File([await pngOf(photoPixels(32, 24)) as BlobPart], name, { type: "image/png" });

/** The product's photos as media ids. */
async function photoIds(w: Writers): Promise<string[]> {
  const rows = await w.db.selectFrom("product_photos").select("media_id").where(
    "product_id",
    "=",
    w.productId,
  )
    .orderBy("position").execute();
  return rows.map((r) => r.media_id);
}

/**
 * A shopper's return request, waiting on the store, for 1 unit of the store's product: bought (cash on
 * delivery, or paid online by card), shipped and delivered by the store, then asked back through the API.
 */
async function returnRequest(
  w: Writers,
  paid: "cod" | "card" = "cod",
): Promise<{ id: string; shopper: TestCustomer }> {
  const shopper = await createShopper(w.db);
  await putInCart(w.db, shopper.id, w.productId);
  let orderId: string;
  if (paid === "cod") {
    const placed = await call(
      w.app,
      "POST",
      "/api/orders/place-order",
      shopper,
      await codOrder(w.db, shopper),
    );
    orderId = (await placed.json()).orders[0]._id;
  } else {
    const address = await w.db.selectFrom("addresses").select("id").where("user_id", "=", shopper.id)
      .executeTakeFirstOrThrow();
    const gateway = paymentGateway(loadConfig({ SEED: "none" }).payments)!;
    const started = await startOnlinePayment(w.db, gateway, shopper, {
      method: "card",
      addressId: address.id,
    });
    await settlePayment(w.db, started.payment.id, gatewayId("pay"));
    orderId = started.orders[0].id;
  }
  const shipping = { status: "Shipped", carrier: "Delhivery", trackingNumber: "DLV1234567890" };
  await json(w, w.vendor, "PUT", `/api/orders/${orderId}/status`, shipping);
  await json(w, w.vendor, "PUT", `/api/orders/${orderId}/status`, { status: "Delivered" });
  const asked = await call(w.app, "POST", `/api/orders/${orderId}/returns`, shopper, {
    items: [{ productId: w.productId, quantity: 1 }],
    reason: "damaged",
    comment: "The box arrived crushed.",
    ...(paid === "cod" && { refundTo: { upi: "priya.sharma@okhdfc" } }),
  });
  if (asked.status !== 201) throw new Error(`return request: ${asked.status} ${await asked.text()}`);
  return { id: (await asked.json()).return._id, shopper };
}

const acceptWithPickup = (w: Writers, id: string) =>
  json(w, w.vendor, "POST", `/api/returns/${id}/accept`, {
    carrier: "Delhivery",
    trackingNumber: "RP1234567",
  });

/** A request rejected by the store and escalated by its shopper: waiting on the admin. */
async function escalatedReturn(w: Writers): Promise<string> {
  const { id, shopper } = await returnRequest(w);
  await json(w, w.vendor, "POST", `/api/returns/${id}/reject`, { reason: "The box was intact at pickup." });
  await call(w.app, "POST", `/api/returns/${id}/escalate`, shopper, {
    comment: "The photos show the damage.",
  });
  return id;
}

/** Turns two-step sign-in on for the store (set-up, then the app's code): the enable call's answer. */
async function twoStepOn(w: Writers): Promise<Response> {
  const setup = await json(w, w.vendor, "POST", "/api/two-step/setup");
  const { secret } = await setup.json();
  return await json(w, w.vendor, "POST", "/api/two-step/enable", { code: codeAt(secret, Date.now()) });
}

/**
 * A payable statement and its store's account: the writers' store delivers an order paid online (the ledger
 * enters it), and the week its return window ends in is settled, with the app's clock moved past that week.
 */
async function payableStatement(w: Writers) {
  const store = await w.db.selectFrom("vendors").select(["id", "email", "store_name", "user_id"])
    .where("email", "=", w.vendorEmail).executeTakeFirstOrThrow();
  const order = await insertOrderFixture(w.db, { vendor: store, paymentStatus: "paid", status: "Confirmed" });
  const viewer = { id: store.user_id!, role: "vendor" as const, vendor_id: store.id };
  await advanceOrder(w.db, viewer, order.id, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "AUD1",
  });
  await advanceOrder(w.db, viewer, order.id, { status: "Delivered" });
  const event = await w.db.selectFrom("ledger_events").select("available_at").where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  const week = settlementWeek(new Date(event.available_at));
  setClock(new Date(week.endsAt.getTime() + 3_600_000));
  try {
    await runSettlementWeek(w.db, week.weekEnding, "schedule");
  } finally {
    resetClock();
  }
  const statement = await w.db.selectFrom("settlements").select("id").where("vendor_id", "=", store.id)
    .where("week_ending", "=", week.weekEnding).where("status", "=", "payable").executeTakeFirstOrThrow();
  return { id: statement.id, user_id: store.user_id };
}

/** A cookie for a store's account. */
async function storeCookie(w: Writers, userId: string): Promise<string> {
  const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
  await createSession(w.db, await hashToken(token), userId, new Date(Date.now() + 86_400_000));
  return `${SESSION_COOKIE}=${token}`;
}

/** A statement paid today (through the API), on which its store raises a payment issue. */
async function raiseIssue(w: Writers): Promise<Response> {
  const statement = await payableStatement(w);
  const utr = `AUDIT${crypto.randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;
  const paid = await json(w, w.admin, "POST", `/api/admin/settlements/${statement.id}/paid`, { utr });
  if (!paid.ok) return paid;
  const cookie = await storeCookie(w, statement.user_id!);
  return await json(w, cookie, "POST", `/api/vendor/settlements/${statement.id}/issues`, {
    message: "The payout for this week has not reached our bank account yet.",
  });
}

let serial = 0;

/** A new category made through the API (nothing uses it, so it may be deleted), with its id. */
async function newCategory(w: Writers): Promise<string> {
  const form = new FormData();
  form.append("name", `Audit Category ${++serial} ${crypto.randomUUID().slice(0, 6)}`);
  form.append("description", "Made by the audit test.");
  form.append("image", await photo("category.png"));
  const made = await multipart(w, w.admin, "/api/category/add-category", form);
  if (made.status !== 201) throw new Error(`add-category answered ${made.status}: ${await made.text()}`);
  const name = form.get("name") as string;
  const row = await w.db.selectFrom("categories").select("id").where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new subcategory of a new category, made through the API. */
async function newSubcategory(w: Writers): Promise<{ categoryId: string; subId: string }> {
  const categoryId = await newCategory(w);
  const name = `Audit Sub ${++serial}`;
  const made = await json(w, w.admin, "POST", `/category/${categoryId}/subcategory`, {
    name,
    description: "Made by the audit test.",
  });
  if (made.status !== 201) throw new Error(`add subcategory answered ${made.status}: ${await made.text()}`);
  const row = await w.db.selectFrom("subcategories").select("id").where("category_id", "=", categoryId)
    .executeTakeFirstOrThrow();
  return { categoryId, subId: row.id };
}

/** A new unit or attribute, made through the API, with its id. */
async function newNamed(w: Writers, path: "/units" | "/attributes"): Promise<string> {
  const made = await json(w, w.admin, "POST", path, { name: `Audit ${path.slice(1)} ${++serial}` });
  if (made.status !== 201 && made.status !== 200) throw new Error(`${path} answered ${made.status}`);
  return (await made.json())._id;
}

export const AUDITED_WRITES: Record<string, AuditedWrite> = {
  // ---- The vendor area ----
  addProduct: {
    action: "product.create",
    async call(w) {
      const form = new FormData();
      const fields: Record<string, string> = {
        name: `Audited product ${++serial}`,
        description: "A product added by the audit test.",
        category: w.category.name,
        subcategory: w.category.subcategory,
        unit: w.unit,
        price: "999",
        discountType: "0",
        stock: "10",
        maxPurchaseLimit: "2",
        attributes: "Colour: Black",
        pin: `AUD-${serial}-${crypto.randomUUID().slice(0, 6)}`,
        colour: "Black",
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("photos", await photo());
      form.append(
        "photos",
        new File([await jpegOf(photoPixels(30, 30)) as BlobPart], "b.jpg", { type: "image/jpeg" }),
      );
      return multipart(w, w.vendor, "/api/products/add-product", form);
    },
  },
  updateProduct: {
    action: "product.update",
    call: (w) => json(w, w.vendor, "PUT", `/api/products/update-product/${w.productId}`, { stock: 33 }),
  },
  addProductPhotos: {
    action: "product.photos.add",
    async call(w) {
      const form = new FormData();
      form.append("photos", await photo("side.png"));
      return multipart(w, w.vendor, `/api/products/${w.productId}/photos`, form);
    },
  },
  reorderProductPhotos: {
    action: "product.photos.reorder",
    async call(w) {
      const ids = await photoIds(w);
      return json(w, w.vendor, "PUT", `/api/products/${w.productId}/photos/order`, { photos: ids.reverse() });
    },
  },
  removeProductPhoto: {
    action: "product.photos.remove",
    async call(w) {
      const ids = await photoIds(w);
      return json(w, w.vendor, "DELETE", `/api/products/${w.productId}/photos/${ids.at(-1)}`);
    },
  },
  // Ordered products are archived rather than erased: either is recorded.
  deleteProduct: {
    action: "product",
    call: (w) => json(w, w.vendor, "DELETE", `/api/products/delete-product/${w.spareProductId}`),
  },
  updateOrderStatus: {
    action: "order.ship",
    call: (w) =>
      json(w, w.vendor, "PUT", `/api/orders/${w.orderId}/status`, {
        status: "Shipped",
        carrier: "Delhivery",
        trackingNumber: "AUDIT123",
      }),
  },
  // An order that shipped before its product had tax details: the store issues the invoice once they are set.
  issueOrderInvoice: {
    action: "invoice.issue",
    async call(w) {
      const vendor = await w.db.selectFrom("vendors as v").innerJoin("products as p", "p.vendor_id", "v.id")
        .select(["v.id", "v.email", "v.store_name"]).where("p.id", "=", w.productId)
        .executeTakeFirstOrThrow();
      const order = await insertOrderFixture(w.db, { vendor, status: "Shipped" });
      await w.db.updateTable("order_items").set({ product_id: w.productId }).where("order_id", "=", order.id)
        .execute();
      await w.db.updateTable("products").set({ hsn_code: "8517", gst_rate: 18 }).where("id", "=", w.productId)
        .execute();
      return json(w, w.vendor, "POST", `/api/orders/${order.id}/invoice`);
    },
  },
  decideOnVendor: {
    action: "vendor.approve",
    call: (w) => json(w, w.admin, "PATCH", `/api/vendor/${w.pendingStoreId}`, { accountApproval: false }),
  },
  updateVendorProfile: {
    action: "vendor.profile.update",
    call: (w) =>
      json(w, w.vendor, "PUT", `/profile/${encodeURIComponent(w.vendorEmail)}`, { firstName: "Audited" }),
  },

  // ---- The admin panel: commissions, cities, careers ----
  addCity: {
    action: "city.create",
    call: (w) => json(w, w.admin, "POST", "/cities", { name: `Audit City ${++serial}` }),
  },
  deleteCity: {
    action: "city.delete",
    async call(w) {
      const city = await w.db.selectFrom("cities").select("id").orderBy("id").limit(1)
        .executeTakeFirstOrThrow();
      return json(w, w.admin, "DELETE", `/cities/${city.id}`);
    },
  },
  addJob: {
    action: "job.create",
    call: (w) =>
      json(w, w.admin, "POST", "/jobs", { title: "Audit Analyst", description: "Reads the trail." }),
  },
  deleteJob: {
    action: "job.delete",
    async call(w) {
      const job = await w.db.selectFrom("jobs").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
      return json(w, w.admin, "DELETE", `/jobs/${job.id}`);
    },
  },
  createCommission: {
    action: "commission.create",
    async call(w) {
      // A subcategory of the category without a rate of its own (the demo rates some subcategories).
      await w.db.deleteFrom("commissions").where("category_id", "=", w.category.id)
        .where("subcategory_id", "is not", null).execute();
      return json(w, w.admin, "POST", "/commissions", {
        category: w.category.id,
        subcategory: w.category.subcategory,
        commission: 4.75,
      });
    },
  },
  updateCommission: {
    action: "commission.update",
    async call(w) {
      const rate = await w.db.selectFrom("commissions").select("id").where("category_id", "=", w.category.id)
        .where("subcategory_id", "is", null).executeTakeFirstOrThrow();
      return json(w, w.admin, "PUT", `/commissions/${rate.id}`, { category: w.category.id, commission: 6.5 });
    },
  },
  deleteCommission: {
    action: "commission.delete",
    async call(w) {
      const rate = await w.db.selectFrom("commissions").select("id").where("category_id", "=", w.category.id)
        .where("subcategory_id", "is", null).executeTakeFirstOrThrow();
      return json(w, w.admin, "DELETE", `/commissions/${rate.id}`);
    },
  },

  // ---- The admin panel: the catalogue ----
  addCategory: {
    action: "category.create",
    async call(w) {
      const form = new FormData();
      form.append("name", `Audit Category ${++serial} ${crypto.randomUUID().slice(0, 6)}`);
      form.append("description", "Made by the audit test.");
      form.append("image", await photo("category.png"));
      return multipart(w, w.admin, "/api/category/add-category", form);
    },
  },
  updateCategory: {
    action: "category.update",
    async call(w) {
      const id = await newCategory(w);
      return json(w, w.admin, "PUT", `/category/${id}`, {
        name: `Audit Renamed ${++serial}`,
        description: "New.",
      });
    },
  },
  replaceCategoryImage: {
    action: "category.image",
    async call(w) {
      const id = await newCategory(w);
      const form = new FormData();
      form.append("image", await photo("new.png"));
      return await w.app.request(`/api/category/${id}/image`, {
        method: "PUT",
        headers: { cookie: w.admin, accept: "application/json" },
        body: form,
      });
    },
  },
  deleteCategory: {
    action: "category.delete",
    call: async (w) => json(w, w.admin, "DELETE", `/category/${await newCategory(w)}`),
  },
  addSubcategory: {
    action: "subcategory.create",
    call: async (w) =>
      json(w, w.admin, "POST", `/category/${await newCategory(w)}/subcategory`, {
        name: `Audit Sub ${++serial}`,
        description: "Made by the audit test.",
      }),
  },
  updateSubcategory: {
    action: "subcategory.update",
    async call(w) {
      const { categoryId, subId } = await newSubcategory(w);
      return json(w, w.admin, "PUT", `/api/category/${categoryId}/subcategory/${subId}`, {
        name: `Audit Sub Renamed ${++serial}`,
        description: "Renamed.",
      });
    },
  },
  deleteSubcategory: {
    action: "subcategory.delete",
    async call(w) {
      const { categoryId, subId } = await newSubcategory(w);
      return json(w, w.admin, "DELETE", `/api/category/${categoryId}/subcategory/${subId}`);
    },
  },
  addUnit: {
    action: "unit.create",
    call: (w) => json(w, w.admin, "POST", "/units", { name: `Audit unit ${++serial}` }),
  },
  deleteUnit: {
    action: "unit.delete",
    call: async (w) => json(w, w.admin, "DELETE", `/units/${await newNamed(w, "/units")}`),
  },
  addAttribute: {
    action: "attribute.create",
    call: (w) => json(w, w.admin, "POST", "/attributes", { name: `Audit attribute ${++serial}` }),
  },
  deleteAttribute: {
    action: "attribute.delete",
    call: async (w) => json(w, w.admin, "DELETE", `/attributes/${await newNamed(w, "/attributes")}`),
  },
  createBanner: {
    action: "banner.create",
    async call(w) {
      const form = new FormData();
      form.append("title", `Audit banner ${++serial}`);
      form.append("bannerType", "Hero");
      form.append("zone", "Home");
      form.append("image", await photo("banner.png"));
      return multipart(w, w.admin, "/api/banners/create-banner", form);
    },
  },
  deleteBanner: {
    action: "banner.delete",
    async call(w) {
      const banner = await w.db.selectFrom("banners").select("id").orderBy("id").limit(1)
        .executeTakeFirstOrThrow();
      return json(w, w.admin, "DELETE", `/api/banners/${banner.id}`);
    },
  },

  // ---- Two-step sign-in: the store's own (each call leaves it off again for the next) ----
  startTwoStepSetup: {
    action: "two_step.setup",
    call: (w) => json(w, w.vendor, "POST", "/api/two-step/setup"),
  },
  enableTwoStep: {
    action: "two_step.enable",
    async call(w) {
      const res = await twoStepOn(w);
      await json(w, w.vendor, "POST", "/api/two-step/disable", { currentPassword: DEMO_VENDOR_PASSWORD });
      return res;
    },
  },
  regenerateTwoStepRecoveryCodes: {
    action: "two_step.recovery-codes",
    async call(w) {
      await twoStepOn(w);
      const res = await json(w, w.vendor, "POST", "/api/two-step/recovery-codes", {
        currentPassword: DEMO_VENDOR_PASSWORD,
      });
      await json(w, w.vendor, "POST", "/api/two-step/disable", { currentPassword: DEMO_VENDOR_PASSWORD });
      return res;
    },
  },
  disableTwoStep: {
    action: "two_step.disable",
    async call(w) {
      await twoStepOn(w);
      return await json(w, w.vendor, "POST", "/api/two-step/disable", {
        currentPassword: DEMO_VENDOR_PASSWORD,
      });
    },
  },

  // ---- The admin panel: the admin's profile, refunds ----
  updateAdminProfile: {
    action: "admin.profile.update",
    call: (w) =>
      json(w, w.admin, "PUT", `/admin/profile/${encodeURIComponent(DEMO_ADMIN.email)}`, {
        firstName: "Audited",
      }),
  },
  // A paid order cancelled whose refund failed: the admin retries it.
  refundOrder: {
    action: "order.refund",
    async call(w) {
      const vendor = await w.db.selectFrom("vendors").select(["id", "email", "store_name"])
        .where("approval_pending", "=", false).orderBy("id").limit(1).executeTakeFirstOrThrow();
      const order = await insertOrderFixture(w.db, {
        vendor,
        status: "Cancelled",
        paymentStatus: "refund_due",
        refundError: "The bank did not answer.",
      });
      return json(w, w.admin, "POST", `/api/admin/orders/${order.id}/refund`);
    },
  },
  // ---- Settlements ----
  markSettlementPaid: {
    action: "settlement.paid",
    async call(w) {
      const statement = await payableStatement(w);
      return json(w, w.admin, "POST", `/api/admin/settlements/${statement.id}/paid`, {
        utr: "HDFCN26113012345",
      });
    },
  },
  raisePaymentIssue: { action: "payment_issue.raise", call: raiseIssue },
  answerPaymentIssue: {
    action: "payment_issue.answer",
    async call(w) {
      const raised = await raiseIssue(w);
      if (!raised.ok) return raised;
      const { issue } = await raised.json();
      return json(w, w.admin, "POST", `/api/admin/payment-issues/${issue.id}/answer`, {
        answer: "The transfer went out on Monday; its UTR is on the statement.",
      });
    },
  },
  runSettlementWeek: {
    action: "settlement.run",
    async call(w) {
      // The week after the latest run (the app's clock moved past its end when it has not ended yet).
      const latest = await latestRunWeek(w.db);
      const week = weekEndingOn(latest ? addDays(latest, 7) : lastEndedWeek());
      if (week.endsAt > now()) setClock(new Date(week.endsAt.getTime() + 3_600_000));
      try {
        return await json(w, w.admin, "POST", "/api/admin/settlements/run", { weekEnding: week.weekEnding });
      } finally {
        resetClock();
      }
    },
  },
  setStoreTdsExemption: {
    action: "vendor.tds_exempt",
    async call(w) {
      const store = await w.db.selectFrom("vendors").select("id").where("pan", "<>", "").orderBy("id")
        .limit(1).executeTakeFirstOrThrow();
      return json(w, w.admin, "PUT", `/api/admin/stores/${store.id}/tds-exemption`, {
        exempt: true,
        declaration: "Form received 2 Apr 2026: individual, sales under the threshold of 194-O(4).",
      });
    },
  },
  // A cash-on-delivery order cancelled after delivery: the admin refunded the shopper by bank transfer.
  recordTransferRefund: {
    action: "order.refund",
    async call(w) {
      const vendor = await w.db.selectFrom("vendors").select(["id", "email", "store_name"])
        .where("approval_pending", "=", false).orderBy("id").limit(1).executeTakeFirstOrThrow();
      const order = await insertOrderFixture(w.db, {
        vendor,
        status: "Cancelled",
        paymentMethod: "cod",
        paymentStatus: "refund_due",
      });
      return json(w, w.admin, "POST", `/api/admin/orders/${order.id}/refund-by-transfer`, {
        reference: "HDFC26113012345678",
      });
    },
  },
  // Returns and claims: the store answers a shopper's request, the admin decides escalations and refunds.
  acceptReturn: {
    action: "return.accept",
    call: async (w) => acceptWithPickup(w, (await returnRequest(w)).id),
  },
  rejectReturn: {
    action: "return.reject",
    async call(w) {
      const { id } = await returnRequest(w);
      return json(w, w.vendor, "POST", `/api/returns/${id}/reject`, {
        reason: "The box was intact at pickup.",
      });
    },
  },
  receiveReturn: {
    action: "return.receive",
    async call(w) {
      const { id } = await returnRequest(w);
      await acceptWithPickup(w, id);
      return json(w, w.vendor, "POST", `/api/returns/${id}/received`, { restock: true });
    },
  },
  decideReturn: {
    action: "return.decide",
    async call(w) {
      const id = await escalatedReturn(w);
      return json(w, w.admin, "POST", `/api/admin/returns/${id}/decide`, {
        approve: false,
        note: "The photos show an intact box.",
      });
    },
  },
  // A card payment's refund that could not be sent when the store received the goods (the payment's id was
  // not known then): the admin sends it.
  refundReturn: {
    action: "return.refund",
    async call(w) {
      const { id } = await returnRequest(w, "card");
      const order = await w.db.selectFrom("returns as r").innerJoin("orders as o", "o.id", "r.order_id")
        .select("o.payment_order_id").where("r.id", "=", id).executeTakeFirstOrThrow();
      const payment = await w.db.selectFrom("payment_orders").select("payment_id")
        .where("id", "=", order.payment_order_id!).executeTakeFirstOrThrow();
      const forget = (paymentId: string | null) =>
        w.db.updateTable("payment_orders").set({ payment_id: paymentId }).where(
          "id",
          "=",
          order.payment_order_id!,
        )
          .execute();
      await acceptWithPickup(w, id);
      await forget(null);
      await json(w, w.vendor, "POST", `/api/returns/${id}/received`, { restock: false });
      await forget(payment.payment_id);
      return json(w, w.admin, "POST", `/api/admin/returns/${id}/refund`);
    },
  },
  // Cash on delivery: the admin paid the shopper's UPI ID and records the transfer's UTR.
  recordReturnTransferRefund: {
    action: "return.refund",
    async call(w) {
      const { id } = await returnRequest(w);
      await acceptWithPickup(w, id);
      await json(w, w.vendor, "POST", `/api/returns/${id}/received`, { restock: true });
      return json(w, w.admin, "POST", `/api/admin/returns/${id}/refund-by-transfer`, {
        reference: "HDFCN26113012345",
      });
    },
  },
};

/**
 * The admin's decisions on a store and what the storefront shows: a pending store's products are nowhere,
 * approval lists them, switching the store off takes them off every list, the product page, carts and
 * checkout, and switching it on brings them back. Mails through a real SMTP sink; rows and audit checked.
 */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { codOrder, createShopper, createStoreAccount, putInCart, stockOf } from "../../../tests/orders.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { loadPincodes } from "../../../db/seed/pincodes.ts";
import { PRODUCT_UNAVAILABLE } from "../../customers/cart/cart.service.ts";
import { NO_DECISION, VENDOR_NOT_FOUND } from "./stores.schema.ts";
import { APPLICATION } from "./stores.fixtures.ts";

type Who = TestCustomer | null;

function call(t: TestApp, method: string, path: string, who: Who, body?: unknown) {
  return t.app.request(path, {
    method,
    headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const PROFILE_KEYS = [
  "_id",
  "firstName",
  "lastName",
  "email",
  "phone",
  "city",
  "pincode",
  "username",
  "panCardNumber",
  "storeName",
  "storeAddress",
  "googleMapsLink",
  "bankName",
  "ifscCode",
  "branch",
  "accountNumber",
  "gstNumber",
  "activeStatus",
  "accountApproval",
].sort();

const names = (products: { name: string }[]) => products.map((p) => p.name);

interface World {
  t: TestApp;
  storeId: string;
  product: { id: string; name: string };
  neighbour: { id: string; name: string };
  category: string;
  shopper: TestCustomer;
}

/** Where the product shows, call by call and page by page: every entry true when listed, false when not. */
async function whereShown({ t, product, neighbour, category, shopper }: World) {
  const json = async (path: string) => await (await t.get(path)).json();
  const html = async (path: string) => await (await getPage(t.app, path)).text();
  const nearby = await (await call(t, "POST", "/api/products/get-nearby-products", shopper, {})).json();
  const wishlist = await (await call(t, "GET", `/api/wishlist/${shopper.id}`, shopper)).json();
  return {
    "get-all-products": names((await json("/api/products/get-all-products?limit=200")).products)
      .includes(product.name),
    "GET /products": names((await json("/products?limit=200")).products).includes(product.name),
    search: (await json("/api/products/get-all-products?search=Boom%20Speaker")).total === 1,
    category: names((await json(`/api/products/get-all-products?category=${category}`)).products)
      .includes(product.name),
    "get-product": (await t.get(`/api/products/get-product/${product.id}`)).status === 200,
    "GET /products/{id}": (await t.get(`/products/${product.id}`)).status === 200,
    nearby: names(nearby.products).includes(product.name),
    wishlist: names(wishlist.wishlist).includes(product.name),
    "home page": (await html("/")).includes(product.name),
    "category page": (await html(`/category/${encodeURIComponent(category)}`)).includes(product.name),
    "search page": (await html("/products?search=Boom")).includes(product.name),
    "related on another product's page": (await html(`/product/${neighbour.id}`)).includes(product.name),
    "product page": (await getPage(t.app, `/product/${product.id}`)).status === 200,
  };
}

async function assertShown(world: World, shown: boolean) {
  const places = await whereShown(world);
  const wrong = Object.entries(places).filter(([, seen]) => seen !== shown).map(([place]) => place);
  assert.deepEqual(wrong, [], `${shown ? "missing from" : "still shown on"}: ${wrong.join(", ")}`);
}

const auditActions = async (t: TestApp, storeId: string) =>
  (await t.db.selectFrom("audit_log").select(["action", "details", "actor_role"])
    .where("entity", "=", "vendor").where("entity_id", "=", storeId).orderBy("created_at").execute())
    .map((row) => ({
      action: row.action,
      role: row.actor_role,
      details: typeof row.details === "string" ? JSON.parse(row.details) : row.details,
    }));

const isListed = async (t: TestApp, id: string) =>
  (await t.db.selectFrom("products").select("listed").where("id", "=", id).executeTakeFirstOrThrow()).listed;

Deno.test("a store from application to approval, switched off and on: storefront, cart, checkout", async (tt) => {
  const sink = await startMailSink();
  const t = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    await loadPincodes(t.db, { only: [560001] });
    assert.equal((await call(t, "POST", "/api/stores/register-store", null, APPLICATION)).status, 201);
    const store = await t.db.selectFrom("vendors").selectAll().executeTakeFirstOrThrow();
    const audio = await insertCategory(t.db, { name: "Speakers" });
    // What the products helper's add-product does for a pending store: the product starts unlisted.
    const product = await insertProduct(t.db, {
      vendor_id: store.id,
      category_id: audio.id,
      name: "Boom Speaker X1",
      location: "Pune",
      listed: false,
    });
    const archived = await insertProduct(t.db, {
      vendor_id: store.id,
      category_id: audio.id,
      name: "Old Boom Speaker",
      archived_at: new Date(),
      listed: false,
    });
    const neighbour = await insertProduct(t.db, { category_id: audio.id, name: "Neighbour Radio" });
    const shopper = await createShopper(t.db); // saved address in Pune: nearby products are Pune's
    await t.db.insertInto("wishlist_items").values({ user_id: shopper.id, product_id: product.id }).execute();
    const world: World = { t, storeId: store.id, product, neighbour, category: "Speakers", shopper };
    const admin = await createCustomer(t.db, { role: "admin" });
    const customer = await createCustomer(t.db);
    const otherStore = await createStoreAccount(t.db, (await insertVendor(t.db)).id);
    const decide = (body: unknown, who: Who = admin, id = store.id) =>
      call(t, "PATCH", `/api/vendor/${id}`, who, body);

    await tt.step(
      "pending: its products are nowhere on the storefront and cannot be added to a cart",
      async () => {
        await assertShown(world, false);
        const res = await call(t, "POST", "/api/cart/add-to-cart", shopper, { productId: product.id });
        assert.equal(res.status, 409);
        assert.equal((await res.json()).message, PRODUCT_UNAVAILABLE);
      },
    );

    await tt.step("only the admin decides: 401 for a visitor, 403 for a customer or a store", async () => {
      for (const [who, status] of [[null, 401], [customer, 403], [otherStore, 403]] as const) {
        const res = await decide({ accountApproval: false }, who);
        assert.equal(res.status, status);
        assert.equal(
          (await call(t, "GET", "/api/vendor/get-all-profiles", who)).status,
          status,
          "the list too",
        );
      }
      assert.equal(await isListed(t, product.id), false);
      assert.equal(sink.messages.length, 0);
    });

    await tt.step(
      "refused decisions: nothing to decide, wrong types, unknown fields, unknown store",
      async () => {
        for (const body of [{}, { reason: "no" }]) {
          const res = await decide(body);
          assert.equal(res.status, 400);
          assert.equal((await res.json()).message, NO_DECISION);
        }
        assert.equal((await decide({ accountApproval: "no" })).status, 400);
        assert.equal((await decide({ activeStatus: true, role: "admin" })).status, 400);
        assert.equal((await decide({ activeStatus: false, reason: "x".repeat(501) })).status, 400);
        const res = await decide({ accountApproval: false }, admin, "6740f1a2c3d4e5f6a7b8c9d0");
        assert.equal(res.status, 404);
        assert.equal((await res.json()).message, VENDOR_NOT_FOUND);
        assert.deepEqual((await auditActions(t, store.id)).map((a) => a.action), ["vendor.apply"]);
      },
    );

    await tt.step("approved: the products are listed (not the archived one), the store is told", async () => {
      const res = await decide({ accountApproval: false });
      assert.equal(res.status, 200);
      const profile = await res.json();
      assert.deepEqual(Object.keys(profile).sort(), PROFILE_KEYS);
      assert.equal(profile._id, store.id);
      assert.equal(profile.accountApproval, false);
      assert.equal(profile.activeStatus, true);
      assert.equal(profile.storeName, "Sharma Electronics");
      assert.equal(profile.city, "Bengaluru");
      assert.equal(profile.bankName, "HDFC Bank");
      assert.equal(await isListed(t, product.id), true);
      assert.equal(await isListed(t, archived.id), false, "an archived product stays off");
      await assertShown(world, true);

      const mail = await sink.waitFor((m) => m.subject === "Your SwiftCart store is approved");
      assert.deepEqual(mail.to, ["ravi@sharma-electronics.in"]);
      assert.match(mail.text, /Sharma Electronics is approved/);
      assert.match(mail.text, /\/vendor-login/);
      const audit = await auditActions(t, store.id);
      assert.deepEqual(audit.map((a) => [a.action, a.role]), [["vendor.apply", "vendor"], [
        "vendor.approve",
        "admin",
      ]]);
    });

    await tt.step("asking again for the status it has changes nothing and sends nothing", async () => {
      const before = sink.messages.length;
      assert.equal((await decide({ accountApproval: false, activeStatus: true })).status, 200);
      assert.equal((await auditActions(t, store.id)).length, 2);
      assert.equal(sink.messages.length, before);
    });

    const buyer = await createShopper(t.db);
    await tt.step("a customer puts it in a cart", async () => {
      const res = await call(t, "POST", "/api/cart/add-to-cart", buyer, { productId: product.id });
      assert.equal(res.status, 200);
      await putInCart(t.db, buyer.id, neighbour.id, 1);
    });

    await tt.step("switched off: gone everywhere, and a cart holding it cannot check out", async () => {
      const reason = "Customers reported counterfeit goods; we are looking into it.";
      const res = await decide({ activeStatus: false, reason });
      assert.equal(res.status, 200);
      assert.equal((await res.json()).activeStatus, false);
      await assertShown(world, false);
      const page = await getPage(t.app, `/product/${product.id}`);
      assert.equal(page.status, 404);
      // The page says the product is unavailable, without offering it for sale.
      const html = await page.text();
      assert.match(html, /This product is currently unavailable\./);
      assert.doesNotMatch(html, /Add to Cart/);

      let answer = await call(t, "POST", "/api/cart/add-to-cart", shopper, { productId: product.id });
      assert.equal(answer.status, 409);
      assert.equal((await answer.json()).message, PRODUCT_UNAVAILABLE);

      // The cart still shows the line, with nothing more allowed, so the shopper sees what to remove.
      const cart = await (await call(t, "GET", `/api/cart/get-cart/${buyer.id}`, buyer)).json();
      const line = cart.cart.find((l: { productId: { _id: string } }) => l.productId._id === product.id);
      assert.equal(line.maxQuantity, 0);

      const stock = await stockOf(t.db, product.id);
      const message =
        '"Boom Speaker X1" is no longer available. Please remove it from your cart to check out.';
      answer = await call(t, "POST", "/api/orders/place-order", buyer, await codOrder(t.db, buyer));
      assert.equal(answer.status, 409);
      assert.equal((await answer.json()).message, message);
      answer = await call(t, "POST", "/api/razorpay/order", buyer, { method: "upi" });
      assert.equal(answer.status, 409);
      assert.equal((await answer.json()).message, message);
      assert.equal(await stockOf(t.db, product.id), stock);
      const orders = await t.db.selectFrom("orders").select("id").where("customer_id", "=", buyer.id)
        .execute();
      assert.equal(orders.length, 0);

      const mail = await sink.waitFor((m) => m.subject === "Your SwiftCart store has been switched off");
      assert.match(mail.text, /Reason: Customers reported counterfeit goods/);
      const last = (await auditActions(t, store.id)).at(-1)!;
      assert.equal(last.action, "vendor.deactivate");
      assert.equal(last.details.reason, reason);
      const row = await t.db.selectFrom("vendors").select("decision_reason").where("id", "=", store.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.decision_reason, reason);
    });

    await tt.step("switched on: everything is back, and the same cart checks out", async () => {
      const res = await decide({ activeStatus: true });
      assert.equal(res.status, 200);
      await assertShown(world, true);
      const answer = await call(t, "POST", "/api/orders/place-order", buyer, await codOrder(t.db, buyer));
      assert.equal(answer.status, 200);
      await sink.waitFor((m) => m.subject === "Your SwiftCart store is switched on again");
      assert.equal((await auditActions(t, store.id)).at(-1)!.action, "vendor.activate");
    });

    await tt.step("rejected: back to Pending, off the storefront, told why", async () => {
      const res = await decide({
        accountApproval: true,
        reason: "The PAN does not match the GST certificate.",
      });
      assert.equal(res.status, 200);
      assert.equal((await res.json()).accountApproval, true);
      await assertShown(world, false);
      const mail = await sink.waitFor((m) =>
        m.subject === "Your SwiftCart store application was not approved"
      );
      assert.match(mail.text, /Reason: The PAN does not match/);
      assert.equal((await auditActions(t, store.id)).at(-1)!.action, "vendor.reject");
    });

    await tt.step("the admin's list: search by store name, phone or city, total in a header", async () => {
      await insertVendor(t.db, { store_name: "Kirana Express", city: "Pune", phone: "9123456780" });
      for (const search of ["sharma", "98765", "bengaluru"]) {
        const res = await call(t, "GET", `/api/vendor/get-all-profiles?search=${search}`, admin);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("x-total-count"), "1", search);
        const list = await res.json();
        assert.deepEqual(list.map((v: { _id: string }) => v._id), [store.id]);
        assert.deepEqual(
          Object.keys(list[0]).sort(),
          [...PROFILE_KEYS, "approvalState", "createdAt", "decisionReason"].sort(),
        );
        assert.equal(list[0].approvalState, "rejected");
        assert.equal(list[0].decisionReason, "The PAN does not match the GST certificate.");
      }
      const all = await call(t, "GET", "/api/vendor/get-all-profiles?limit=1", admin);
      assert.equal(all.headers.get("x-total-count"), "4", "every store: pending, switched off and the rest");
      assert.equal((await all.json()).length, 1);
      const none = await call(t, "GET", "/api/vendor/get-all-profiles?search=%25", admin);
      assert.deepEqual(await none.json(), []);
    });
  } finally {
    await t.close();
    await sink.close();
  }
});

Deno.test("a decision stands when its mail cannot be sent", async () => {
  // Nothing listens on port 9 of loopback: the SMTP connection is refused at once.
  const t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
  try {
    const vendor = await insertVendor(t.db, { approval_pending: true });
    const product = await insertProduct(t.db, { vendor_id: vendor.id, listed: false });
    const admin = await createCustomer(t.db, { role: "admin" });
    const res = await call(t, "PATCH", `/api/vendor/${vendor.id}`, admin, { accountApproval: false });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).accountApproval, false);
    assert.equal(await isListed(t, product.id), true);
    const audit = await auditActions(t, vendor.id);
    assert.deepEqual(audit.map((a) => a.action), ["vendor.approve"]);
  } finally {
    await t.close();
  }
});

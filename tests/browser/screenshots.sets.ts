/**
 * The page sets of tests/browser/screenshots.ts, as data: each adds what its pages need to the demo
 * database (orders, changes through the API), signs in whom they need, and lists its pages.
 */
import { sql } from "kysely";
import type { BrowserContext, Page } from "playwright-core";
import type { DB } from "../../db/database.ts";
import { loadPincodes } from "../../db/seed/pincodes.ts";
import { DEMO_VENDOR_PASSWORD, PENDING_STORE } from "../../db/seed/content/accounts.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import { insertTestOrder } from "../../src/admin/admin.fixtures.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { createShopper, putInCart } from "../orders.ts";

export type Cookies = Parameters<BrowserContext["addCookies"]>[0];

export interface Shot {
  /** The file's name: `<name>-<width>.png`. */
  name: string;
  path: string;
  /** The session it is seen with; none: a visitor. */
  cookies?: Cookies;
  /** Before loading, e.g. the browser storage a step expects. */
  setup?: (page: Page) => Promise<unknown>;
  /** After loading: a state worth seeing (a dialog open, errors shown). No extras, not in the JS table. */
  act?: (page: Page) => Promise<unknown>;
  /** Only the first screen (e.g. a dialog), not the whole length. */
  screen?: boolean;
}

/** What a set gets from the runner: the demo app, and its sessions. */
export interface ShotApp {
  db: DB;
  url: string;
  /** A browser context with that session, e.g. to place orders through the API; the set closes it. */
  newContext(cookies?: Cookies): Promise<BrowserContext>;
  signIn(endpoint: string, email: string, password: string): Promise<Cookies>;
  /** The demo admin's session. */
  admin(): Promise<Cookies>;
}

export interface ShotSet {
  about: string;
  pages(app: ShotApp): Promise<Shot[]>;
  /** Also for each plain page (no act): its first screen ("screen"), or on a phone its first parts. */
  extra?: "screen" | "phone-parts";
  /** Print the JS each plain page names and loads (tests/browser/screenshots.scripts.ts). */
  scripts?: boolean;
}

/** A session cookie given as `name=value` (tests/customers.ts) for the app at `url`. */
const sessionOf = (cookie: string, url: string): Cookies => {
  const [name, value] = cookie.split("=");
  return [{ name, value, url }];
};

/** Places a cash-on-delivery order of each product (one each unless told) as the shopper; the order ids. */
async function placeOrders(
  app: ShotApp,
  shopper: { id: string; cookie: string },
  products: { id: string; quantity?: number }[],
): Promise<string[]> {
  const customer = await app.newContext(sessionOf(shopper.cookie, app.url));
  const ids: string[] = [];
  try {
    for (const { id, quantity = 1 } of products) {
      await putInCart(app.db, shopper.id, id, quantity);
      const placed = await customer.request.post("/api/orders/place-order", {
        data: { cart: [{ productId: id, quantity }] },
      });
      if (!placed.ok()) throw new Error(`place-order: ${placed.status()} ${await placed.text()}`);
      ids.push(...(await placed.json()).orders.map((o: { _id: string }) => o._id));
    }
  } finally {
    await customer.close();
  }
  return ids;
}

/** Clicks until the island reacts (the first click may land before hydration). */
async function clickUntil(page: Page, selector: string, shown: string) {
  for (let i = 0; i < 10; i++) {
    await page.click(selector);
    if (await page.waitForSelector(shown, { timeout: 1_000 }).catch(() => null)) return;
  }
  throw new Error(`${selector} never showed ${shown}`);
}

const as = (cookies: Cookies, shots: Shot[]): Shot[] => shots.map((shot) => ({ cookies, ...shot }));

const vendor: ShotSet = {
  about: "every vendor page, three orders placed with a demo store (one shipped); the JS table",
  scripts: true,
  async pages(app) {
    const STORE = VENDORS.lakshmi;
    const { db } = app;
    await loadPincodes(db, { only: [Number(STORE.pincode)] });
    const store = await db.selectFrom("vendors").select("id").where("email", "=", STORE.email)
      .executeTakeFirstOrThrow();
    const products = await db.selectFrom("products").select("id").where("vendor_id", "=", store.id)
      .where("listed", "=", true).where("stock", ">", 2).orderBy("name").limit(3).execute();
    // A customer places three orders, one product each; the store ships the first.
    const shopper = await createShopper(db);
    const orderIds = await placeOrders(app, shopper, products);
    const vendorSession = await app.signIn("/api/vendor/login", STORE.email, DEMO_VENDOR_PASSWORD);
    const context = await app.newContext(vendorSession);
    try {
      const shipped = await context.request.put(`/api/orders/${orderIds[0]}/status`, {
        data: { status: "Shipped", carrier: "Delhivery", trackingNumber: "DLV2026031500042" },
      });
      if (!shipped.ok()) throw new Error(`ship: ${shipped.status()} ${await shipped.text()}`);
    } finally {
      await context.close();
    }
    return [
      { name: "store", path: "/store" },
      { name: "vendor-login", path: "/vendor-login" },
      { name: "vendor-forgot-password", path: "/vendor-forgot-password" },
      { name: "vendor-otp", path: `/vendor-otp?email=${encodeURIComponent(STORE.email)}` },
      {
        name: "vendor-reset-password",
        path: "/vendor-reset-password",
        // The step after a verified code (the island reads it from this tab's storage).
        setup: (page) =>
          page.addInitScript(() =>
            sessionStorage.setItem("vendor-reset", JSON.stringify({ email: "a@b.in", otp: "123456" }))
          ),
      },
      ...as(vendorSession, [
        { name: "vendor-dashboard", path: "/vendor-dashboard" },
        { name: "vendor-orders", path: "/vendor-orders" },
        { name: "vendor-returns", path: "/vendor-returns" },
        { name: "vendor-payments", path: "/vendor-payments" },
        { name: "vendor-commission", path: "/vendor-commission" },
        { name: "product", path: "/product" },
        { name: "vendor-add-product", path: "/vendor-add-product" },
        { name: "vendor-edit-product", path: `/vendor-edit-product/${products[0].id}` },
        { name: "vendor-profile", path: "/vendor-profile" },
      ]),
      { name: "order-customer", path: "/order-customer", cookies: sessionOf(shopper.cookie, app.url) },
      // States worth seeing.
      {
        name: "store-errors",
        path: "/store",
        act: async (page) => {
          await clickUntil(page, 'input[name="privacy"]', ".store-submit:not([disabled])");
          await page.click(".store-submit");
          await page.waitForSelector(".form-error");
        },
      },
      ...as(vendorSession, [
        {
          name: "vendor-orders-ship-dialog",
          path: "/vendor-orders",
          act: (page) => clickUntil(page, '[data-testid="ship-order"]', "dialog.ship-dialog[open]"),
        },
        {
          name: "vendor-dashboard-menu",
          path: "/vendor-dashboard",
          act: async (page) => {
            if (await page.locator(".panel-menu summary").isVisible()) {
              await page.click(".panel-menu summary");
            }
          },
        },
      ]),
    ];
  },
};

const storeOrder: ShotSet = {
  about: "the store's order page (cash on delivery; shipped) and its packing slip",
  async pages(app) {
    const STORE = VENDORS.lakshmi;
    const { db } = app;
    await loadPincodes(db, { only: [Number(STORE.pincode)] });
    const store = await db.selectFrom("vendors").select("id").where("email", "=", STORE.email)
      .executeTakeFirstOrThrow();
    const products = await db.selectFrom("products").select("id").where("vendor_id", "=", store.id)
      .where("listed", "=", true).where("stock", ">", 2).orderBy("name").limit(2).execute();
    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Venkataraghavan Subramaniam" }).where("id", "=", shopper.id)
      .execute();
    const [cod, shipped] = await placeOrders(app, shopper, [
      { id: products[0].id, quantity: 2 },
      products[1],
    ]);
    const vendorSession = await app.signIn("/api/vendor/login", STORE.email, DEMO_VENDOR_PASSWORD);
    const context = await app.newContext(vendorSession);
    try {
      const done = await context.request.put(`/api/orders/${shipped}/status`, {
        data: { status: "Shipped", carrier: "Delhivery", trackingNumber: "DLV2026031500042" },
      });
      if (!done.ok()) throw new Error(`ship: ${done.status()} ${await done.text()}`);
    } finally {
      await context.close();
    }
    return as(vendorSession, [
      { name: "store-order", path: `/vendor-orders/${cod}` },
      { name: "store-order-shipped", path: `/vendor-orders/${shipped}` },
      { name: "packing-slip", path: `/vendor-orders/${cod}/packing-slip` },
      {
        name: "packing-slip-print",
        path: `/vendor-orders/${cod}/packing-slip`,
        act: (page) => page.emulateMedia({ media: "print" }),
      },
    ]);
  },
};

const admin: ShotSet = {
  about: "the admin's sign-in, dashboard (with a dozen recent orders) and profile",
  async pages(app) {
    // A few orders over the last days, so the dashboard's table and chart have something to show.
    const store = await app.db.selectFrom("vendors").select("id").where("approval_pending", "=", false)
      .orderBy("store_name").executeTakeFirstOrThrow();
    for (let i = 0; i < 12; i++) {
      await insertTestOrder(app.db, {
        vendorId: store.id,
        customer: ["Priya Sharma", "Arjun Mehta", "Kavya Nair"][i % 3],
        items: [{ name: "Redmi Note 13 5G", paise: 1_499_900 }, { name: "boAt Airdopes 141", paise: 129_900 }]
          .slice(0, 1 + (i % 2)),
        paymentMethod: (["cod", "upi", "card"] as const)[i % 3],
        paymentStatus: i === 4 ? "refund_due" : i % 3 === 0 ? "unpaid" : "paid",
        status: i === 4 ? "Cancelled" : "Confirmed",
        createdAt: new Date(Date.now() - i * 2.5 * 86_400_000),
      });
    }
    return [
      { name: "admin-login", path: "/admin-login" },
      { name: "admin-forgot-password", path: "/admin-forgot-password" },
      ...as(await app.admin(), [
        { name: "admin", path: "/admin" },
        { name: "panel-profile", path: "/panel/profile" },
      ]),
    ];
  },
};

const adminCatalogue: ShotSet = {
  about: "the admin's categories, units, attributes and banners, with a form's messages",
  extra: "screen",
  async pages({ db, admin }) {
    const mobiles = await db.selectFrom("categories").select("id").where("name", "=", "Mobiles")
      .executeTakeFirstOrThrow();
    const sub = await db.selectFrom("subcategories").select("id").where("category_id", "=", mobiles.id)
      .orderBy("name").executeTakeFirstOrThrow();
    return as(await admin(), [
      { name: "category", path: "/panel/category" },
      { name: "category-open", path: `/panel/category?open=${mobiles.id}#subcategories` },
      { name: "category-search", path: "/panel/category?field=description&search=phone" },
      { name: "category-new", path: "/panel/category/new" },
      { name: "category-edit", path: `/panel/category/edit/${mobiles.id}` },
      { name: "subcategory-new", path: `/panel/subcategory/new?category=${mobiles.id}` },
      { name: "subcategory-edit", path: `/panel/subcategory/edit/${mobiles.id}/${sub.id}` },
      { name: "unit", path: "/panel/unit" },
      { name: "attribute", path: "/panel/attribute" },
      { name: "banner", path: "/panel/banner" },
      // The forms' messages: a required field left empty, and a refused delete.
      {
        name: "banner-required",
        path: "/panel/banner",
        act: async (page) => {
          await page.getByTestId("banner-submit").click();
          await page.getByText("All fields are required").waitFor();
        },
      },
      {
        name: "category-delete-refused",
        path: "/panel/category",
        screen: true,
        act: async (page) => {
          page.once("dialog", (dialog) => dialog.accept());
          await page.getByRole("button", { name: "Delete Mobiles" }).click();
          await page.getByText(/Error deleting category: This category is used by/).waitFor();
        },
      },
    ]);
  },
};

const adminOrders: ShotSet = {
  about: "/panel/order and two orders' pages (shipped; a failed refund)",
  async pages({ db, admin }) {
    const vendors = await db.selectFrom("vendors").select(["id", "email", "store_name"]).limit(3).execute();
    const shipped = await insertOrderFixture(db, {
      vendor: vendors[0],
      customerName: "Asha Verma",
      items: [
        { name: "Redmi Note 13 5G (8 GB, 256 GB)", quantity: 1, pricePaise: 1_799_910 },
        { name: "Phone Cover", quantity: 2, pricePaise: 29_900 },
      ],
      status: "Shipped",
      paymentStatus: "paid",
    });
    await db.updateTable("orders").set({ carrier: "Delhivery", tracking_number: "DL-4455667788" })
      .where("id", "=", shipped.id).execute();
    const failed = await insertOrderFixture(db, {
      vendor: vendors[1],
      customerName: "Ravi Kumar",
      status: "Cancelled",
      paymentStatus: "refund_due",
      refundError: "The payment has been fully refunded already",
    });
    await insertOrderFixture(db, {
      vendor: vendors[2],
      customerName: "Meera Nair",
      status: "Cancelled",
      paymentStatus: "refunded",
    });
    return as(await admin(), [
      { name: "orders", path: "/panel/order" },
      { name: "returns", path: "/panel/returns" },
      {
        name: "order-shipped",
        path: `/panel/order/${shipped.id}`,
        act: (page) => page.locator("summary", { hasText: "View Carrier Details" }).click(),
      },
      { name: "order-refund-failed", path: `/panel/order/${failed.id}` },
    ]);
  },
};

const adminStores: ShotSet = {
  about: "the admin's products and stores (an order placed with a demo store), the approval dialog open",
  extra: "phone-parts",
  async pages(app) {
    const { db } = app;
    const store = await db.selectFrom("vendors").select("id").where("email", "=", VENDORS.lakshmi.email)
      .executeTakeFirstOrThrow();
    const pending = await db.selectFrom("vendors").select("id").where("email", "=", PENDING_STORE.email)
      .executeTakeFirstOrThrow();
    const product = await db.selectFrom("products").select("id").where("vendor_id", "=", store.id)
      .where("listed", "=", true).where("stock", ">", 2).orderBy("name").executeTakeFirstOrThrow();
    await placeOrders(app, await createShopper(db), [product]);
    return as(await app.admin(), [
      { name: "products", path: "/panel/product" },
      { name: "products-out-of-stock", path: "/panel/product?stock=out" },
      { name: "product-new", path: "/product/new" },
      { name: "product-edit", path: `/panel/product/edit/${product.id}` },
      { name: "vendors", path: "/panel/vendor" },
      {
        name: "vendors-dialog",
        path: "/panel/vendor?approval=pending",
        screen: true,
        act: async (page) => {
          await page.getByTestId("vendor-approval").first().click();
          await page.locator("dialog[open]").waitFor();
        },
      },
      { name: "vendor-details", path: `/vendordetails/${store.id}` },
      { name: "vendor-details-pending", path: `/vendordetails/${pending.id}` },
      { name: "vendor-not-found", path: "/vendordetails/6740f1a2c3d4e5f6a7b8c9d0" },
    ]);
  },
};

const adminContent: ShotSet = {
  about: "the admin's commissions, cities, careers and audit trail (a few changes made first)",
  async pages(app) {
    const session = await app.admin();
    const context = await app.newContext(session);
    try {
      const [first] = await (await context.request.get("/commissions?limit=1")).json();
      // A rate changed, a city and a job added: the audit trail has entries.
      const changes = [
        context.request.put(`/commissions/${first._id}`, {
          data: { category: first.category, subcategory: first.subcategory, commission: 7.25 },
        }),
        context.request.post("/cities", { data: { name: "Shillong" } }),
        context.request.post("/jobs", {
          data: {
            title: "Marketplace Operations Lead",
            description: "Run store onboarding and KYC checks for the North-East. Guwahati or remote.\n" +
              "Five years in marketplace operations; Assamese or Bengali a plus.",
          },
        }),
      ];
      for (const response of await Promise.all(changes)) {
        if (!response.ok()) {
          throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
        }
      }
      return as(session, [
        { name: "commission", path: "/panel/commission" },
        { name: "commission-edit", path: `/panel/commission?edit=${first._id}` },
        { name: "cities", path: "/panel/cities" },
        { name: "career", path: "/panel/career" },
        { name: "audit", path: "/panel/audit" },
        { name: "audit-filtered", path: "/panel/audit?kind=commission" },
      ]);
    } finally {
      await context.close();
    }
  },
};

const customers: ShotSet = {
  about: "the admin's customer pages, a customer with orders over months (the spending chart's tooltip)",
  async pages(app) {
    const { db } = app;
    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Priya Sharma" }).where("id", "=", shopper.id).execute();
    const products = await db.selectFrom("products").select("id").where("listed", "=", true)
      .where("stock", ">", 5).orderBy("name").limit(6).execute();
    const ids = await placeOrders(app, shopper, products.map(({ id }, i) => ({ id, quantity: 1 + (i % 2) })));
    // Spread them over the last months, most delivered: the 'User Spending' line has a shape.
    for (const [i, id] of ids.entries()) {
      const at = new Date(Date.now() - [0, 20, 40, 75, 100, 130][i % 6] * 86_400_000).toISOString();
      await db.updateTable("orders").set({
        created_at: sql`${at}::timestamptz`,
        status: i === 0 ? "Confirmed" : "Delivered",
      }).where("id", "=", id).execute();
    }
    return as(await app.admin(), [
      { name: "customers", path: "/panel/Customer" },
      { name: "customers-search", path: "/panel/customer?q=priya" },
      { name: "customers-none", path: "/panel/customer?q=nobody" },
      {
        name: "customer",
        path: `/panel/customer/${shopper.id}`,
        act: async (page) => {
          await page.waitForSelector(".recharts-surface", { timeout: 10_000 });
          const box = await page.locator(".sales-chart").boundingBox();
          if (box) await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
          await page.waitForSelector('[data-testid="spending-tooltip"]', { timeout: 5_000 }).catch(() => {});
        },
      },
      { name: "customer-missing", path: "/panel/customer/000000000000000000000000" },
    ]);
  },
};

const search: ShotSet = {
  about: 'the search results: a typo ("Did you mean"), a filtered search and an empty one',
  pages: () =>
    Promise.resolve([
      { name: "typo", path: "/products?search=samsng" },
      { name: "filtered", path: "/products?search=phone&inStock=1&sort=price-asc" },
      { name: "empty", path: "/products?search=zzqx" },
    ]),
};

const account: ShotSet = {
  about: "the customer's account page, and its email being changed (the current password asked for)",
  async pages(app) {
    const shopper = await createShopper(app.db);
    const [name, value] = shopper.cookie.split("=");
    const cookies: Cookies = [{ name, value, url: app.url }];
    return as(cookies, [
      { name: "account", path: "/account" },
      {
        name: "account-email",
        path: "/account",
        act: (page) => page.getByRole("button", { name: /edit email/i }).click(),
      },
    ]);
  },
};

const signed: ShotSet = {
  about:
    "a signed-in shopper's home ('Near you') and product page (wishlist heart), from the page cache's templates",
  async pages(app) {
    const { db } = app;
    const product = await db.selectFrom("products").select(["id", "location"]).where("listed", "=", true)
      .where("location", "<>", "").orderBy("name").limit(1).executeTakeFirstOrThrow();
    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Priya Sharma", delivery_location: product.location })
      .where("id", "=", shopper.id).execute();
    await putInCart(db, shopper.id, product.id, 2);
    await db.insertInto("wishlist_items").values({ user_id: shopper.id, product_id: product.id }).execute();
    const [name, value] = shopper.cookie.split("=");
    return as([{ name, value, url: app.url }], [
      { name: "home", path: "/" },
      { name: "product", path: `/product/${product.id}` },
    ]);
  },
};

const roles: ShotSet = {
  about: "the storefront's header for a store and for the admin signed in (who, their panel), a product page",
  async pages(app) {
    const product = await app.db.selectFrom("products").select("id").where("listed", "=", true)
      .orderBy("name").limit(1).executeTakeFirstOrThrow();
    const store = VENDORS.lakshmi;
    const vendorSession = await app.signIn("/api/vendor/login", store.email, DEMO_VENDOR_PASSWORD);
    const adminSession = await app.admin();
    const tryToBuy = (page: Page) => page.getByTestId("add-to-cart").click();
    // The phone's menu (a desktop has none).
    const openMenu = async (page: Page) => {
      const menu = page.locator(".mobile-menu summary");
      if (await menu.isVisible()) await menu.click();
    };
    return [
      ...as(vendorSession, [
        { name: "vendor-home", path: "/", screen: true },
        { name: "vendor-product", path: `/product/${product.id}`, act: tryToBuy, screen: true },
        { name: "vendor-menu", path: "/", act: openMenu, screen: true },
      ]),
      ...as(adminSession, [
        { name: "admin-home", path: "/", screen: true },
        { name: "admin-products", path: "/products", screen: true },
      ]),
    ];
  },
};

export const SHOT_SETS: Record<string, ShotSet> = {
  account,
  signed,
  roles,
  vendor,
  "store-order": storeOrder,
  admin,
  "admin-catalogue": adminCatalogue,
  "admin-orders": adminOrders,
  "admin-stores": adminStores,
  "admin-content": adminContent,
  customers,
  search,
};

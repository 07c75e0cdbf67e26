/**
 * Tables fit their page, on every page of both panels and the shopper's account pages, at 1366 and 390 px.
 * The rule, measured in the browser on every visible table:
 *
 * - the page never scrolls sideways;
 * - at a desktop width (1366 px) a table is no wider than its box: every column, the row actions included,
 *   is seen without scrolling;
 * - on a phone (390 px) a table fits its box, or its box scrolls sideways by itself (overflow-x: auto)
 *   and stays inside the page;
 * - no content sticks out of its cell;
 * - no word in a table is broken in the middle: a line may end only at a space, or inside an email, web
 *   address or id at one of its separators (after "@", ".", "/", "-", "_" or before "@", ".");
 * - a date in a table takes at most two lines (the day, then the time), never a word a line.
 *
 * The pages are those of routes/mod.ts's panel groups, so a new panel page is measured too (a page whose
 * path takes an id must be given one below, or the test says which is missing).
 */
import { recordDelivery } from "../../src/ledger/ledger.service.ts";
import { runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";
import { lastEndedWeek, resetClock, setClock } from "../../src/core/clock.ts";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest } from "./browser.ts";
import { pages } from "../../routes/mod.ts";
import { adminArea, vendorArea } from "../../src/ui/panel/areas.ts";
import { createCustomer } from "../customers.ts";
import { createShopper, createStoreAccount } from "../orders.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import type { DB } from "../../db/database.ts";

const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

/** The shopper's account pages with tables or lists (and each order's own page, /order-customer/{id}, below). */
const ACCOUNT_PAGES = ["/order-customer", "/account", "/manage-address"];

/** Everything wrong with the tables of the page shown, as sentences (empty: all fit). */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const phone = viewport < 768;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) problems.push(`the page scrolls sideways: ${pageWidth}px in ${viewport}px`);
    const nameOf = (table: Element) => {
      const caption = table.querySelector("caption")?.textContent?.trim();
      const id = table.id || table.parentElement?.id;
      return `table ${id ? `#${id} ` : ""}"${caption ?? table.className}"`;
    };
    const scrollsItself = (box: Element) => /auto|scroll/.test(getComputedStyle(box).overflowX);
    /** Shown: laid out, not hidden, and not inside something clipped to a pixel (a visually hidden header row). */
    const visible = (el: Element) => {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === "hidden") return false;
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (at.getBoundingClientRect().width <= 2 && getComputedStyle(at).overflow !== "visible") {
          return false;
        }
      }
      return true;
    };

    /** Where the lines of a text node break: the index of each character that starts a new line. */
    function lineStarts(node: Text): number[] {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getClientRects().length <= 1) return [];
      const starts: number[] = [];
      let lastTop: number | null = null;
      const text = node.data;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i])) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lastTop !== null && rect.top > lastTop + 2) starts.push(i);
        lastTop = rect.top;
      }
      return starts;
    }

    const AFTER_OK = /[@./\-_,:;)]/;
    const BEFORE_OK = /[@.(]/;

    for (const table of document.querySelectorAll("table")) {
      if (!visible(table)) continue;
      const name = nameOf(table);
      const box = table.parentElement!;
      const width = Math.round(table.getBoundingClientRect().width);
      const room = box.clientWidth;
      if (width > room + 1) {
        if (!phone) problems.push(`${name} is ${width}px wide in a ${room}px box`);
        else if (!scrollsItself(box)) {
          problems.push(`${name} is ${width}px wide in a ${room}px box that does not scroll`);
        }
      }
      const boxRect = box.getBoundingClientRect();
      if (boxRect.right > viewport + 1 || boxRect.left < -1) {
        problems.push(
          `${name}'s box runs off the page (${Math.round(boxRect.left)} to ${Math.round(boxRect.right)}px)`,
        );
      }
      for (const cell of table.querySelectorAll("td, th")) {
        if (!visible(cell)) continue;
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(
            `${name}: "${
              cell.textContent?.trim().slice(0, 40)
            }" sticks out of its cell (${cell.scrollWidth}px in ${cell.clientWidth}px)`,
          );
        }
      }
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.data.trim() || !node.parentElement || !visible(node.parentElement)) continue;
        if (node.parentElement.closest(".visually-hidden, caption")) continue;
        for (const start of lineStarts(node)) {
          const before = node.data[start - 1];
          if (before === undefined || /\s/.test(before)) continue;
          if (AFTER_OK.test(before) || BEFORE_OK.test(node.data[start])) continue;
          const word = node.data.slice(0, start).split(/\s/).pop()! + "|" +
            node.data.slice(start).split(/\s/)[0];
          problems.push(`${name}: a word is broken mid-word: "${word}"`);
        }
      }
      for (const time of table.querySelectorAll("time")) {
        if (!visible(time)) continue;
        const range = document.createRange();
        range.selectNodeContents(time);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 2) problems.push(`${name}: the date "${time.textContent}" takes ${tops.size} lines`);
      }
    }
    return problems;
  });
}

/** An id for each panel page's path parameters, from the demo data and the orders made below. */
async function pathsOf(
  db: DB,
  ids: { storeId: string; orderId: string; customerId: string; statementId: string },
) {
  const product = await db.selectFrom("products").select("id").where("vendor_id", "=", ids.storeId)
    .orderBy("name").executeTakeFirstOrThrow();
  const category = await db.selectFrom("subcategories").select(["id", "category_id"]).orderBy("name")
    .executeTakeFirstOrThrow();
  const values: Record<string, string> = {
    "/panel/category/edit/:id": `/panel/category/edit/${category.category_id}`,
    "/panel/subcategory/edit/:categoryId/:subId":
      `/panel/subcategory/edit/${category.category_id}/${category.id}`,
    "/panel/product/edit/:id": `/panel/product/edit/${product.id}`,
    "/vendordetails/:id": `/vendordetails/${ids.storeId}`,
    "/panel/order/:orderId": `/panel/order/${ids.orderId}`,
    "/panel/customer/:id": `/panel/customer/${ids.customerId}`,
    "/vendor-edit-product/:id": `/vendor-edit-product/${product.id}`,
    "/vendor-orders/:orderId": `/vendor-orders/${ids.orderId}`,
    "/vendor-orders/:orderId/packing-slip": `/vendor-orders/${ids.orderId}/packing-slip`,
    "/vendor-payments/:id": `/vendor-payments/${ids.statementId}`,
  };
  const of = (group: typeof adminArea) =>
    pages.filter((route) => route.group === group).map(({ path }) => {
      if (!path.includes(":")) return path;
      assert.ok(values[path], `tables.test.ts: give ${path} an id to measure it with`);
      return values[path];
    });
  return { admin: of(adminArea), vendor: of(vendorArea) };
}

browserTest(
  "tables fit their page on every panel and account page, at 1366 and 390 px",
  async ({ t, db, url, newPage }) => {
    const store = await db.selectFrom("vendors").select(["id", "email", "store_name"])
      .where("email", "=", VENDORS.lakshmi.email).executeTakeFirstOrThrow();
    const seller = await createStoreAccount(db, store.id);
    const admin = await createCustomer(db, { role: "admin" });
    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Venkataraghavan Subramaniam" }).where("id", "=", shopper.id)
      .execute();
    // Orders in every state, with long item names, for the store, its customer and the admin's lists.
    const items = [
      {
        name: "Samsung Galaxy S24 Ultra 5G (Titanium Violet, 12 GB RAM, 512 GB Storage)",
        quantity: 1,
        pricePaise: 12_999_900,
      },
      { name: "boAt Airdopes 141 Bluetooth Truly Wireless Earbuds", quantity: 2, pricePaise: 129_900 },
    ];
    const made = [];
    for (
      const [status, paymentStatus] of [
        ["Confirmed", "unpaid"],
        ["Confirmed", "paid"],
        ["Shipped", "paid"],
        ["Delivered", "paid"],
        ["Cancelled", "refund_due"],
        ["Pending", "unpaid"],
      ] as const
    ) {
      made.push(
        await insertOrderFixture(db, {
          vendor: store,
          customerId: shopper.id,
          customerName: "Venkataraghavan Subramaniam",
          items,
          status,
          paymentStatus,
        }),
      );
    }
    await db.updateTable("orders").set({ carrier: "Delhivery", tracking_number: "DLV2026031500042" })
      .where("id", "=", made[2].id).execute();
    // The delivered order in the store's ledger, and its week settled (the clock moved past its return window).
    await recordDelivery(db, made[3].id);
    setClock(new Date(Date.now() + 15 * 86_400_000));
    try {
      await runSettlementWeek(db, lastEndedWeek(), "schedule");
    } finally {
      resetClock();
    }
    const statement = await db.selectFrom("settlements").select("id").where("vendor_id", "=", store.id)
      .executeTakeFirstOrThrow();
    const paths = await pathsOf(db, {
      storeId: store.id,
      orderId: made[0].id,
      customerId: shopper.id,
      statementId: statement.id,
    });
    const sessions: [string, string, string[]][] = [
      ["admin", admin.cookie, paths.admin],
      ["vendor", seller.cookie, paths.vendor],
      // The account pages, and the shopper's page of each order (every state).
      ["customer", shopper.cookie, [...ACCOUNT_PAGES, ...made.map((order) => `/order-customer/${order.id}`)]],
    ];

    for (const viewport of VIEWPORTS) {
      for (const [who, cookie, list] of sessions) {
        await t.step(`${who} pages at ${viewport.width} px`, async () => {
          const page = await newPage(viewport);
          const [name, value] = cookie.split("=");
          await page.context().addCookies([{ name, value, url }]);
          const problems: string[] = [];
          for (const path of list) {
            const response = await page.goto(path, { waitUntil: "load" });
            assert.ok(response && response.status() < 400, `${path}: ${response?.status()}`);
            assert.equal(new URL(page.url()).pathname, path.split("?")[0], `${path} went to ${page.url()}`);
            await page.evaluate(() => document.fonts.ready);
            for (const problem of await tableProblems(page)) {
              problems.push(`${path} at ${viewport.width}px: ${problem}`);
            }
          }
          await page.close();
          assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
        });
      }
    }
  },
);

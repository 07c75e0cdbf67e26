/**
 * The admin's Settlements page in a real browser: a week run from the page's form, the per-store table with
 * its totals and badges, a statement marked paid with a UTR, and the bank payment file's link. With
 * SETTLEMENTS_SHOTS=<dir>, the page is also saved at 1366 and 390 px wide (full length) and checked not to
 * scroll sideways.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest } from "./browser.ts";
import { insertVendor, type VendorFixture } from "../fixtures.ts";
import { createCustomer } from "../customers.ts";
import { addDays, indiaMidnight, resetClock, setClock } from "../../src/core/clock.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder } from "../../src/orders/orders.service.ts";
import { latestRunWeek } from "../../src/settlements/run/settlement-run.service.ts";
import type { DB } from "../../db/database.ts";

const SHOTS = Deno.env.get("SETTLEMENTS_SHOTS");

/** The whole page in one viewport (a full-page capture repeats the sticky header mid-page). */
async function fullLength(page: Page, path: string) {
  const width = page.viewportSize()!.width;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path });
  await page.setViewportSize({ width, height: 900 });
}

async function deliver(
  db: DB,
  viewer: { id: string; role: "admin"; vendor_id: null },
  vendor: VendorFixture,
  at: Date,
  { cod = false, pricePaise }: { cod?: boolean; pricePaise: number },
) {
  setClock(new Date(at.getTime() - 3_600_000));
  const order = await insertOrderFixture(db, {
    vendor,
    items: [{ name: "Item", quantity: 1, pricePaise }],
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
  });
  await advanceOrder(db, viewer, order.id, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });
  setClock(at);
  await advanceOrder(db, viewer, order.id, { status: "Delivered" });
}

browserTest("admin settlements: run a week from the page, read it, mark a statement paid", async (ctx) => {
  try {
    const admin = await createCustomer(ctx.db, { role: "admin", name: "Priya Admin" });
    const viewer = { id: admin.id, role: "admin" as const, vendor_id: null };
    const bank = (n: number) => ({ account_number: `5010012345${6700 + n}`, ifsc: "HDFC0001234" });
    const stores = {
      sharma: await insertVendor(ctx.db, { store_name: "Sharma Electronics", ...bank(1) }),
      lakshmi: await insertVendor(ctx.db, { store_name: "Lakshmi Mobiles", ...bank(2) }),
      green: await insertVendor(ctx.db, { store_name: "Green Basket Grocers", ...bank(3) }),
      kaveri: await insertVendor(ctx.db, { store_name: "Kaveri Home Needs", account_number: "", ifsc: "" }),
      nanda: await insertVendor(ctx.db, { store_name: "Nanda Book House", ...bank(5) }),
    };
    // Deliveries in the first week after any week already settled (the demo's), settled the week after.
    const latest = await latestRunWeek(ctx.db);
    const monday = latest ? addDays(latest, 1) : "2026-11-02";
    const day = (n: number, hour = 11) =>
      new Date(indiaMidnight(addDays(monday, n)).getTime() + hour * 3_600_000);
    await deliver(ctx.db, viewer, stores.sharma, day(0), { pricePaise: 2_499_900 });
    await deliver(ctx.db, viewer, stores.sharma, day(2), { pricePaise: 1_299_000 });
    await deliver(ctx.db, viewer, stores.lakshmi, day(1), { cod: true, pricePaise: 1_799_900 });
    await deliver(ctx.db, viewer, stores.green, day(3), { pricePaise: 84_500 });
    await deliver(ctx.db, viewer, stores.green, day(4), { cod: true, pricePaise: 32_000 });
    await deliver(ctx.db, viewer, stores.kaveri, day(5), { pricePaise: 459_900 });
    await deliver(ctx.db, viewer, stores.nanda, day(6, 22), { pricePaise: 129_900 });
    const runWeek = addDays(monday, 13);
    setClock(new Date(indiaMidnight(addDays(runWeek, 1)).getTime() + 3 * 3_600_000));

    const page = await ctx.newPage({ width: 1366, height: 900 });
    const [name, value] = admin.cookie.split("=");
    await page.context().addCookies([{ name, value, url: ctx.url }]);
    await page.goto("/panel/settlements");
    await page.getByRole("heading", { name: "Settlements", level: 1 }).waitFor();
    if (SHOTS) await fullLength(page, `${SHOTS}/admin-settlements-run-1366.png`);
    await page.getByTestId("run-week").selectOption(runWeek);
    await page.getByTestId("run-settlement").click();
    await page.waitForURL(new RegExp(`week=${runWeek}`));
    const rows = page.locator("#settlements tbody tr");
    await rows.first().waitFor();
    // The previous week (nothing delivered then passed its window) ran first, empty; this one has 5 stores.
    assert.equal(await rows.count(), 5);
    assert.match(await page.getByTestId("settlement-count").innerText(), /5/);
    assert.match(await rows.nth(2).innerText(), /Lakshmi Mobiles[^]*-₹[^]*Nothing due/);
    assert.match(await rows.nth(1).innerText(), /Kaveri Home Needs[^]*No valid bank account/);
    await page.getByTestId("settlement-missing-bank").waitFor();
    const file = await page.getByTestId("payment-file").getAttribute("href");
    assert.equal(file, `/api/admin/settlements/payment-file?week=${runWeek}&skipMissing=true`);

    // Mark Sharma Electronics paid.
    const sharma = rows.filter({ hasText: "Sharma Electronics" });
    await sharma.getByTestId("utr").fill("hdfcn26112412345");
    await sharma.getByTestId("mark-paid").click();
    await page.waitForLoadState("load");
    await rows.filter({ hasText: "HDFCN26112412345" }).waitFor();
    assert.match(
      await rows.filter({ hasText: "Sharma Electronics" }).innerText(),
      /Paid[^]*HDFCN26112412345/,
    );
    if (SHOTS) {
      await Deno.mkdir(SHOTS, { recursive: true });
      await fullLength(page, `${SHOTS}/admin-settlements-1366.png`);
      const phone = await ctx.newPage({ width: 390, height: 844 });
      await phone.context().addCookies([{ name, value, url: ctx.url }]);
      await phone.goto(`/panel/settlements?week=${runWeek}`);
      await phone.locator("#settlements tbody tr").first().waitFor();
      assert.equal(
        await phone.evaluate(() =>
          document.documentElement.scrollWidth > document.documentElement.clientWidth
        ),
        false,
        "390 px: no sideways scroll",
      );
      await fullLength(phone, `${SHOTS}/admin-settlements-390.png`);
    }
    // A bad UTR is refused by the form itself (pattern); a UTR of 12+ characters reaches the server.
    const nanda = rows.filter({ hasText: "Nanda Book House" });
    await nanda.getByTestId("utr").fill("SHORT");
    await nanda.getByTestId("mark-paid").click();
    assert.equal(
      await nanda.getByTestId("utr").evaluate((el) => (el as HTMLInputElement).validity.valid),
      false,
    );
  } finally {
    resetClock();
  }
});

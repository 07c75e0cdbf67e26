/**
 * The store's Payments page and a weekly statement in a real browser, as a demo store (Lakshmi Mobiles)
 * with a few weeks of delivered orders settled: the tiles, the statements, the ledger's filters, a
 * statement's lines and totals, its CSV. With PAYMENTS_SHOTS=<dir>, both pages are also saved at 1366 and
 * 390 px wide (full length) and checked not to scroll sideways.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest } from "./browser.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import { resetClock } from "../../src/core/clock.ts";
import { formatRupees } from "../../src/core/money.ts";
import {
  PAID_UTR,
  statementWorld,
  storeSession,
} from "../../src/settlements/statements/statement.fixtures.ts";

const SHOTS = Deno.env.get("PAYMENTS_SHOTS");

async function scrollsSideways(page: Page): Promise<boolean> {
  return await page.evaluate(() =>
    document.documentElement.scrollWidth > document.documentElement.clientWidth
  );
}

browserTest("vendor payments: tiles, statements, ledger filters, a statement and its CSV", async (ctx) => {
  try {
    const store = await storeSession(ctx.db, VENDORS.lakshmi.email);
    const w = await statementWorld(ctx.db, { a: store });
    const [name, value] = store.cookie.split("=");
    const page = await ctx.newPage({ width: 1366, height: 900 });
    await page.context().addCookies([{ name, value, url: ctx.url }]);

    await page.goto("/vendor-payments");
    await page.getByRole("heading", { name: "Payments", level: 1 }).waitFor();
    assert.match(await page.getByTestId("balance-now").innerText(), /Balance now\s+₹280\.50/);
    // The figures as the API has them (the demo store is in another state than the buyer: IGST).
    const list = await (await page.context().request.get("/api/vendor/settlements")).json();
    const rupees = (n: number) => formatRupees(n).replace(/[.]/g, "\\.");
    assert.match(
      await page.getByTestId("awaiting-payout").innerText(),
      new RegExp(`${rupees(list.summary.awaitingPayout)}\\s+1 payable statement`),
    );
    assert.match(
      await page.getByTestId("next-payout").innerText(),
      /30 Nov 2026, for the week ending 29 Nov 2026/,
    );
    const statements = page.locator("#statements-table tbody tr");
    assert.equal(await statements.count(), 2);
    assert.match(await statements.nth(1).innerText(), new RegExp(`Paid[^]*${PAID_UTR}`));

    // The ledger's filters: a GET form, the server filters.
    await page.locator("#ledger-kind").selectOption("cash_collected");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/kind=cash_collected/);
    const cash = page.locator("#ledger-table tbody tr");
    assert.equal(await cash.count(), 1);
    assert.match(
      await cash.first().innerText(),
      /Cash collected \(COD\)[^]*-₹1,199\.98[^]*Week ending 15 Nov 2026/,
    );
    await page.getByRole("link", { name: "Clear" }).click();
    await page.waitForURL(/\/vendor-payments$/);

    // The paid statement: header, lines, totals, balances.
    await statements.nth(1).getByTestId("statement-link").click();
    await page.getByRole("heading", { name: "Statement, week ending 15 Nov 2026" }).waitFor();
    const head = await page.getByTestId("statement-head").innerText();
    assert.match(head, new RegExp(`Paid[^]*${PAID_UTR}[^]*24 Nov 2026`));
    const rows = page.locator("#statement-lines-table tbody tr");
    assert.equal(await rows.count(), 5); // four lines and the totals
    assert.match(
      await rows.last().innerText(),
      new RegExp(`Totals[^]*${rupees(list.statements[1].linesTotal)}`),
    );
    assert.match(
      await page.getByTestId("net-payable").innerText(),
      new RegExp(rupees(list.statements[1].netPayable)),
    );
    await page.locator(`a[href="/vendor-orders/${w.orders.aCod}"]`).first().waitFor();

    const csvHref = await page.getByTestId("statement-csv").getAttribute("href");
    const csv = await page.context().request.get(csvHref!);
    assert.equal(csv.status(), 200);
    assert.match(await csv.text(), /^\uFEFFRow,Date \(IST\),Order ID/);

    if (SHOTS) {
      await Deno.mkdir(SHOTS, { recursive: true });
      // A store that owes (cash-on-delivery orders only): the negative balance explained.
      const owing = await ctx.newPage({ width: 1366, height: 900 });
      const [bName, bValue] = w.b.cookie.split("=");
      await owing.context().addCookies([{ name: bName, value: bValue, url: ctx.url }]);
      await owing.goto("/vendor-payments");
      await owing.getByTestId("balance-owed").waitFor();
      await owing.screenshot({ path: `${SHOTS}/h2-vendor-payments-owing-1366.png`, fullPage: true });
      const statementUrl = new URL(page.url()).pathname;
      for (const width of [1366, 390]) {
        const shot = await ctx.newPage({ width, height: width === 390 ? 844 : 900 });
        await shot.context().addCookies([{ name, value, url: ctx.url }]);
        for (
          const [file, path] of [["h2-vendor-payments", "/vendor-payments"], ["h2-statement", statementUrl]]
        ) {
          await shot.goto(path);
          await shot.screenshot({ path: `${SHOTS}/${file}-${width}.png`, fullPage: true });
          // A phone's long page in parts too: the full length is shrunk too far to judge.
          const height = await shot.evaluate(() => document.documentElement.scrollHeight);
          for (let part = 0; width === 390 && part * 1200 < Math.min(height, 3600); part++) {
            await shot.screenshot({
              path: `${SHOTS}/${file}-${width}-part${part + 1}.png`,
              fullPage: true,
              clip: { x: 0, y: part * 1200, width, height: Math.min(1200, height - part * 1200) },
            });
          }
          assert.equal(await scrollsSideways(shot), false, `${path} scrolls sideways at ${width} px`);
        }
      }
    }
  } finally {
    resetClock();
  }
});

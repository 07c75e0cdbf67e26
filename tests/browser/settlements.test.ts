/**
 * A week's settlement from both sides, in a real browser: a store whose delivered orders were settled reads
 * its balance tiles and the statement on /vendor-payments, opens the statement and downloads its PDF; the
 * admin marks it paid with the bank's UTR on /panel/settlements; the store raises a payment issue on the
 * paid statement; the admin answers it on /panel/payment-issues; the store reads the answer on the statement.
 * The orders are delivered through the app's own status change (so the ledger is written as in production)
 * and the week is run by the settlement run, with the app's clock moved past the week's end.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";
import { createCustomer } from "../customers.ts";
import { addDays, indiaDayText, indiaMidnight, resetClock, setClock } from "../../src/core/clock.ts";
import { formatRupees } from "../../src/core/money.ts";
import type { DB } from "../../db/database.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder } from "../../src/orders/orders.service.ts";
import { createVendorAccount } from "../../src/vendors/auth/vendor-auth.fixtures.ts";
import { latestRunWeek, runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";

const HOUR_MS = 3_600_000;
const UTR = "HDFCN26120712345";
const ISSUE = "The transfer for this week reached us ₹10.00 short of the net payable. Please check.";
const ANSWER = "We checked with the bank: the full amount was sent; the difference is the bank's fee.";

type Viewer = { id: string; role: "admin"; vendor_id: null };
type Store = { vendorId: string; email: string; storeName: string };

/** An order of the store, shipped an hour before `at`, delivered at `at`: the ledger enters it then. */
async function deliver(db: DB, viewer: Viewer, store: Store, at: Date, pricePaise: number, cod = false) {
  setClock(new Date(at.getTime() - HOUR_MS));
  const order = await insertOrderFixture(db, {
    vendor: { id: store.vendorId, email: store.email, store_name: store.storeName },
    items: [{ name: "Steel pressure cooker", quantity: 1, pricePaise }],
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
  });
  await advanceOrder(db, viewer, order.id, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL9",
  });
  setClock(at);
  await advanceOrder(db, viewer, order.id, { status: "Delivered" });
  return order.id;
}

async function signedIn(newPage: () => Promise<Page>, cookie: string, url: string) {
  const page = await newPage();
  const [name, value] = cookie.split("=");
  await page.context().addCookies([{ name, value, url }]);
  return page;
}

browserTest("settlements: statement, PDF, marked paid, payment issue raised and answered", async (ctx) => {
  try {
    const admin = await createCustomer(ctx.db, { role: "admin", name: "Priya Admin" });
    const viewer: Viewer = { id: admin.id, role: "admin", vendor_id: null };
    const store = await createVendorAccount(ctx.db, { storeName: "Tulsi Kitchenware" });
    await ctx.db.updateTable("vendors").set({
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZV",
      bank_name: "HDFC Bank",
      ifsc: "HDFC0001234",
      account_number: "50100123456789",
    }).where("id", "=", store.vendorId).execute();

    // Deliveries in the first week after any week the demo has settled; their return window passes in the
    // week after, which is then run as the schedule would on its Monday.
    const latest = await latestRunWeek(ctx.db);
    const monday = latest ? addDays(latest, 1) : "2026-11-02";
    const day = (n: number) => new Date(indiaMidnight(addDays(monday, n)).getTime() + 11 * HOUR_MS);
    await deliver(ctx.db, viewer, store, day(0), 2_499_900);
    await deliver(ctx.db, viewer, store, day(1), 1_299_000);
    await deliver(ctx.db, viewer, store, day(2), 89_900, true);
    const week = addDays(monday, 13);
    setClock(new Date(indiaMidnight(addDays(week, 1)).getTime() + 3 * HOUR_MS));
    const run = await runSettlementWeek(ctx.db, week, "schedule");
    assert.ok(run.statements >= 1);

    // The store: its tiles and the statement on /vendor-payments.
    const shop = await signedIn(() => ctx.newPage({ width: 1366, height: 900 }), store.cookie, ctx.url);
    await shop.goto("/vendor-payments");
    await shop.getByRole("heading", { name: "Payments", level: 1 }).waitFor();
    const list = await (await shop.context().request.get("/api/vendor/settlements")).json();
    assert.equal(list.statements.length, 1);
    const statement = list.statements[0];
    assert.equal(statement.weekEnding, week);
    assert.equal(statement.status, "payable");
    assert.ok(statement.netPayable > 0);
    const net = formatRupees(statement.netPayable);
    assert.match(await shop.getByTestId("balance-now").innerText(), /Balance now/);
    assert.ok((await shop.getByTestId("awaiting-payout").innerText()).includes(net));
    await shop.getByTestId("next-payout").waitFor();
    const rows = shop.locator("#statements-table tbody tr");
    assert.equal(await rows.count(), 1);
    assert.match(await rows.first().innerText(), /Payable/);
    assert.ok((await rows.first().innerText()).includes(net));

    // The statement page and its PDF.
    await rows.first().getByTestId("statement-link").click();
    const title = `Statement, week ending ${indiaDayText(week)}`;
    await shop.getByRole("heading", { name: title }).waitFor();
    assert.equal(await shop.locator("#statement-lines-table tbody tr").count(), 4); // 3 lines and the totals
    const pdfLink = shop.getByTestId("statement-pdf");
    assert.equal(await pdfLink.getAttribute("href"), `/api/vendor/settlements/${statement.id}.pdf`);
    // Following the link: the browser gets the PDF (shown inline, named for saving).
    const [pdf] = await Promise.all([
      shop.waitForResponse((r) => r.url().endsWith(`${statement.id}.pdf`)),
      pdfLink.click(),
    ]);
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()["content-type"], /^application\/pdf/);
    assert.match(pdf.headers()["content-disposition"], /filename="statement-.*\.pdf"/);
    // The browser hands the body to its PDF viewer; the same link, fetched with the page's cookies:
    const bytes = await (await shop.context().request.get(pdf.url())).body();
    assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
    await shop.goBack();
    await shop.getByRole("heading", { name: title }).waitFor();
    // Not paid yet: no issue can be raised.
    assert.match(await shop.getByTestId("issue-why-not").innerText(), /paid/i);

    // The admin marks it paid with the bank's UTR.
    const desk = await signedIn(() => ctx.newPage({ width: 1366, height: 900 }), admin.cookie, ctx.url);
    await desk.goto(`/panel/settlements?week=${week}`);
    await desk.getByRole("heading", { name: "Settlements", level: 1 }).waitFor();
    const row = desk.locator("#settlements tbody tr").filter({ hasText: store.storeName });
    await row.getByTestId("utr").fill(UTR.toLowerCase());
    await row.getByTestId("mark-paid").click();
    await desk.locator("#settlements tbody tr").filter({ hasText: UTR }).waitFor();
    assert.match(await row.innerText(), new RegExp(`Paid[^]*${UTR}`));

    // The store raises a payment issue on the paid statement.
    await shop.reload();
    assert.match(await shop.getByTestId("statement-status").first().innerText(), /Paid/);
    const message = shop.getByLabel("Raise a payment issue");
    await untilItWorks(
      () => message.fill(ISSUE),
      async () => assert.equal(await message.inputValue(), ISSUE),
    );
    await shop.getByRole("button", { name: "Send to SwiftCart" }).click();
    const issue = shop.getByTestId("payment-issue");
    await issue.waitFor();
    assert.match(await issue.innerText(), /Awaiting an answer[^]*reached us ₹10\.00 short/);

    // The admin answers it on /panel/payment-issues.
    await desk.goto("/panel/payment-issues");
    await desk.getByRole("heading", { name: "Payment issues", level: 1 }).waitFor();
    const answer = desk.getByPlaceholder(`Answer to ${store.storeName}`);
    await untilItWorks(
      () => answer.fill(ANSWER),
      async () => assert.equal(await answer.inputValue(), ANSWER),
    );
    await desk.getByRole("button", { name: "Send answer" }).click();
    assert.ok((await desk.getByTestId("issue-answered").innerText()).includes(ANSWER));

    // The store reads the answer on its statement.
    await shop.reload();
    assert.match(await issue.innerText(), /Answered/);
    assert.ok((await shop.getByTestId("payment-issue-answer").innerText()).includes(ANSWER));
    const stored = await ctx.db.selectFrom("payment_issues").select(["status", "answer"])
      .where("vendor_id", "=", store.vendorId).execute();
    assert.deepEqual(stored, [{ status: "answered", answer: ANSWER }]);
  } finally {
    resetClock();
  }
});

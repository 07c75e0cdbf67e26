/**
 * The store's statements through the API and its pages: its own list with the money summary, one statement
 * whose totals are the sums of its lines to the paisa, the CSV, another store's statement not found, and
 * the Payments and statement pages. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { call } from "../../../tests/orders.ts";
import { resetClock } from "../../core/clock.ts";
import { ist, PAID_UTR, type StatementWorld, statementWorld } from "./statement.fixtures.ts";
import { STATEMENT_CSV_COLUMNS } from "./statement-csv.ts";
import { raiseIssue } from "../issues/payment-issues.service.ts";
import type { StatementJson, StatementSummary } from "./statement.service.ts";

const paise = (rupees: number) => Math.round(rupees * 100);

async function withWorld(fn: (t: TestApp, w: StatementWorld) => Promise<void>) {
  const t = await createTestApp();
  try {
    await fn(t, await statementWorld(t.db));
  } finally {
    resetClock();
    await t.close();
  }
}

async function listOf(t: TestApp, who: StatementWorld["a"]) {
  const res = await call(t.app, "GET", "/api/vendor/settlements", who);
  assert.equal(res.status, 200);
  return await res.json() as {
    statements: StatementSummary[];
    total: number;
    summary: {
      balance: number;
      awaitingPayout: number;
      awaitingStatements: number;
      nextPayout: { date: string; weekEnding: string; estimatedAmount: number };
      owed: number;
    };
  };
}

async function statementOf(t: TestApp, who: StatementWorld["a"], id: string): Promise<StatementJson> {
  const res = await call(t.app, "GET", `/api/vendor/settlements/${id}`, who);
  assert.equal(res.status, 200);
  return await res.json();
}

Deno.test("statements: a store's list, newest first, with its balance, awaiting payout and next payout", async () => {
  await withWorld(async (t, w) => {
    const a = await listOf(t, w.a);
    assert.deepEqual(a.statements.map((s) => s.weekEnding), ["2026-11-22", "2026-11-15"]);
    assert.equal(a.total, 2);
    assert.ok(a.statements.every((s) => s.storeId === w.a.vendorId));
    assert.deepEqual(a.statements.map((s) => [s.status, s.utr]), [["payable", null], ["paid", PAID_UTR]]);
    assert.equal(a.statements[1].paidAt, ist("2026-11-24 09:30").toISOString());
    assert.deepEqual(a.statements.map((s) => s.lineCount), [1, 4]);
    // The newer statement waits for its payout; the balance is the delivery still in its return window.
    assert.equal(a.summary.awaitingPayout, a.statements[0].netPayable);
    assert.equal(a.summary.awaitingStatements, 1);
    assert.equal(a.summary.balance, 280.5); // ₹300 − 5 % commission, its GST, TCS and TDS
    assert.equal(a.summary.owed, 0);
    // Delivered on 24 Nov, its window ends on 1 Dec: the week ending 6 Dec settles it, not the current one.
    assert.deepEqual(a.summary.nextPayout, {
      date: "2026-11-30",
      weekEnding: "2026-11-29",
      estimatedAmount: 0,
    });

    const b = await listOf(t, w.b);
    assert.equal(b.total, 1);
    assert.equal(b.statements[0].status, "nothing_due");
    assert.ok(b.statements[0].closingBalance < 0);
    assert.equal(b.summary.balance, b.statements[0].closingBalance);
    assert.equal(b.summary.owed, -b.statements[0].closingBalance);

    const paged = await call(t.app, "GET", "/api/vendor/settlements?limit=1&page=2", w.a);
    const second = await paged.json();
    assert.deepEqual(second.statements.map((s: StatementSummary) => s.weekEnding), ["2026-11-15"]);
    assert.equal(second.total, 2);
    assert.equal((await call(t.app, "GET", "/api/vendor/settlements?limit=0", w.a)).status, 400);
  });
});

Deno.test("statements: one statement's lines, totals to the paisa, balances", async () => {
  await withWorld(async (t, w) => {
    const list = await listOf(t, w.a);
    for (const summary of list.statements) {
      const s = await statementOf(t, w.a, summary.id);
      const sum = (pick: (l: StatementJson["lines"][number]) => number) =>
        s.lines.reduce((total, line) => total + paise(pick(line)), 0);
      assert.equal(paise(s.totals.sale), sum((l) => l.sale));
      assert.equal(paise(s.totals.refunds), sum((l) => l.refund));
      assert.equal(paise(s.totals.cashCollected), sum((l) => l.cashCollected));
      assert.equal(paise(s.totals.commission), sum((l) => l.commission));
      assert.equal(paise(s.totals.commissionGst), sum((l) => l.commissionGst));
      assert.equal(paise(s.totals.tcs), sum((l) => l.tcs));
      assert.equal(paise(s.totals.tds), sum((l) => l.tds));
      assert.equal(paise(s.totals.net), sum((l) => l.net));
      assert.equal(paise(s.totals.net), paise(s.linesTotal));
      for (const line of s.lines) {
        const columns = line.sale + line.refund + line.cashCollected + line.commission + line.commissionGst +
          line.tcs + line.tds;
        assert.equal(paise(columns), paise(line.net));
      }
      assert.equal(
        paise(s.closingBalance),
        paise(s.openingBalance) + paise(s.linesTotal) - paise(s.netPayable),
      );
      assert.equal(s.netPayable, Math.max(0, Math.round((s.openingBalance + s.linesTotal) * 100) / 100));
      assert.deepEqual(s.issues, []);
    }
    const week15 = await statementOf(t, w.a, list.statements[1].id);
    assert.equal(week15.weekStart, "2026-11-09");
    assert.deepEqual(week15.lines.map((l) => [l.orderId, l.kind, l.date, l.paymentMethod]), [
      [w.orders.aCard, "delivery", "2026-11-03", "card"],
      [w.orders.aCod, "delivery", "2026-11-03", "cod"],
      [w.orders.aCancelled, "delivery", "2026-11-04", "card"],
      [w.orders.aCancelled, "reversal", "2026-11-05", "card"],
    ]);
    const cod = week15.lines[1];
    assert.equal(cod.sale, 1199.98);
    assert.equal(cod.cashCollected, -1199.98);
    assert.ok(cod.net < 0, "a COD line is owed by the store");
    const [delivered, reversed] = week15.lines.slice(2);
    assert.equal(reversed.refund, -delivered.sale);
    assert.equal(reversed.commission, -delivered.commission);
    assert.equal(reversed.tds, -delivered.tds);
    assert.equal(paise(delivered.net) + paise(reversed.net), 0);
    // ₹1,234.57 prepaid: 5 % commission 61.73, GST 11.11, TCS 0.5 % 6.18, TDS 0.1 % 1.23.
    assert.deepEqual(
      [week15.lines[0].commission, week15.lines[0].commissionGst, week15.lines[0].tcs, week15.lines[0].tds],
      [-61.73, -11.11, -6.18, -1.23],
    );
  });
});

Deno.test("statements: another store's statement is not found; other roles are refused", async () => {
  await withWorld(async (t, w) => {
    const [aStatement] = (await listOf(t, w.a)).statements;
    const [bStatement] = (await listOf(t, w.b)).statements;
    for (
      const path of [
        `/api/vendor/settlements/${aStatement.id}`,
        `/api/vendor/settlements/${aStatement.id}.csv`,
      ]
    ) {
      const res = await call(t.app, "GET", path, w.b);
      assert.equal(res.status, 404);
      assert.deepEqual(await res.json(), { message: "Statement not found." });
    }
    assert.equal((await call(t.app, "GET", `/api/vendor/settlements/${bStatement.id}`, w.a)).status, 404);
    assert.equal((await call(t.app, "GET", "/api/vendor/settlements/no-such-id", w.a)).status, 404);
    assert.equal((await call(t.app, "GET", `/api/vendor/settlements/${aStatement.id}`, null)).status, 401);
    assert.equal((await call(t.app, "GET", `/api/vendor/settlements/${aStatement.id}`, w.admin)).status, 403);
    assert.equal((await call(t.app, "GET", "/api/vendor/settlements", w.admin)).status, 403);
    // Another suffix is nobody's route.
    assert.equal((await call(t.app, "GET", `/api/vendor/settlements/${aStatement.id}.xls`, w.a)).status, 404);
  });
});

Deno.test("statements: the CSV is the statement, with a BOM, opening, lines, totals, closing and net rows", async () => {
  await withWorld(async (t, w) => {
    const id = (await listOf(t, w.a)).statements[1].id;
    const statement = await statementOf(t, w.a, id);
    const res = await call(t.app, "GET", `/api/vendor/settlements/${id}.csv`, w.a);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
    assert.match(
      res.headers.get("content-disposition") ?? "",
      /^attachment; filename="statement-2026-11-15-sharma-electronics\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    assert.equal(rows.pop(), "");
    assert.equal(rows[0], STATEMENT_CSV_COLUMNS.join(","));
    assert.equal(rows.length, 1 + 1 + statement.lines.length + 3);
    assert.equal(rows[1], "Opening balance,2026-11-09,,,,,,,,,,,0.00,");
    const cod = rows.find((r) => r.includes(w.orders.aCod))!;
    assert.equal(
      cod,
      `Line,2026-11-03,${w.orders.aCod},delivery,cod,1199.98,-60.00,-10.80,-6.00,-1.20,0.00,-1199.98,-78.00,`,
    );
    const totals = rows[rows.length - 3].split(",");
    assert.equal(totals[0], "Totals");
    assert.equal(totals[12], statement.totals.net.toFixed(2));
    assert.equal(
      rows[rows.length - 2],
      `Closing balance,2026-11-15,,,,,,,,,,,${statement.closingBalance.toFixed(2)},`,
    );
    assert.equal(
      rows[rows.length - 1],
      `Net payable,2026-11-15,,,,,,,,,,,${statement.netPayable.toFixed(2)},`,
    );
    // Every line's amounts add up to the totals row, column by column.
    for (let column = 5; column <= 12; column++) {
      const sum = rows.filter((r) => r.startsWith("Line,")).reduce(
        (s, r) => s + paise(Number(r.split(",")[column])),
        0,
      );
      assert.equal(sum, paise(Number(totals[column])), STATEMENT_CSV_COLUMNS[column]);
    }
  });
});

Deno.test("statements: the Payments page and a statement page, as the store sees them", async () => {
  await withWorld(async (t, w) => {
    const asStore = (who: StatementWorld["a"], path: string) =>
      t.app.request(path, { headers: { cookie: who.cookie, accept: "text/html" } });
    const page = await asStore(w.a, "/vendor-payments");
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /data-testid="balance-now"[^]*₹280\.50/);
    assert.match(html, /data-testid="awaiting-payout"[^]*₹421\.20/);
    assert.equal(html.match(/data-testid="statement-link"/g)?.length, 2);
    assert.doesNotMatch(html, /data-testid="balance-owed"/);
    assert.match(html, /\/api\/vendor\/settlements\/[^"]+\.pdf/);

    const owing = (await (await asStore(w.b, "/vendor-payments")).text()).replaceAll("<!-- -->", "");
    assert.match(
      owing,
      /data-testid="balance-owed"[^]*You owe ₹52\.00[^]*cash-on-delivery orders your courier collected/,
    );

    // React separates adjacent texts with comments.
    const filtered =
      (await (await asStore(w.a, "/vendor-payments?kind=commission&from=2026-11-03&to=2026-11-03"))
        .text()).replaceAll("<!-- -->", "");
    assert.match(filtered, /data-testid="ledger-sum">2 entries, adding up to <strong>-₹121\.73/);
    // An order by its short number, as the pages show it.
    const short = encodeURIComponent(`#${w.orders.aCancelled.slice(-7)}`);
    const byOrder = (await (await asStore(w.a, `/vendor-payments?order=${short}`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    assert.match(byOrder, /data-testid="ledger-sum">12 entries, adding up to <strong>₹0\.00/);
    const bad = await (await asStore(w.a, "/vendor-payments?from=2026-11-30&to=2026-11-01")).text();
    assert.match(bad, /data-testid="ledger-filter-problem"/);

    const id = (await listOf(t, w.a)).statements[1].id;
    const statement = await asStore(w.a, `/vendor-payments/${id}`);
    assert.equal(statement.status, 200);
    const body = await statement.text();
    assert.match(body, /Statement, week ending 15 Nov 2026/);
    assert.match(body, new RegExp(`href="/vendor-orders/${w.orders.aCod}"`));
    assert.match(body, /data-testid="net-payable">₹1,076\.32/);
    assert.match(body, new RegExp(`data-testid="statement-head"[^]*Paid[^]*${PAID_UTR}[^]*24 Nov 2026`));
    assert.equal((await asStore(w.b, `/vendor-payments/${id}`)).status, 404);
    assert.equal((await getPage(t.app, `/vendor-payments/${id}`)).status, 302);
  });
});

Deno.test("statements: a payment issue raised on a paid statement is in its JSON", async () => {
  await withWorld(async (t, w) => {
    const paid = (await listOf(t, w.a)).statements.find((s) => s.status === "paid")!;
    await raiseIssue(
      t.db,
      { id: w.a.id, role: "vendor" },
      w.a.vendorId,
      paid.id,
      "The UTR is not in my bank.",
    );
    const statement = await statementOf(t, w.a, paid.id);
    assert.equal(statement.issues.length, 1);
    assert.equal(statement.issues[0].message, "The UTR is not in my bank.");
    assert.equal(statement.issues[0].status, "open");
    assert.equal(statement.issues[0].answer, null);
  });
});

import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertVendor, parseExact, TEST_ADDRESS } from "../../../tests/fixtures.ts";
import { call } from "../../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { auditTrail } from "../../audit/audit.queries.ts";
import { paymentGateway, RefundFailed, refundFailureReason } from "../../payments/gateway.ts";
import { insertOrderFixture } from "./admin-orders.fixtures.ts";
import { AdminOrderPageSchema, RefundedSchema } from "./admin-orders.schema.ts";
import { adminOrderFilter, ordersCsvStream } from "./admin-orders.service.ts";
import { OrderChangedSchema } from "../orders.schema.ts";
import { csvCell } from "../orders-csv.ts";
import { ALREADY_REFUNDED, NO_REFUND_DUE } from "../refunds/refunds.service.ts";
import { trackingId } from "../status.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 6, minutes));

/** Five orders of two stores: every status, refund state and search target the tests look for. */
async function world(db: TestApp["db"]) {
  const alpha = await insertVendor(db, { store_name: "Alpha Electronics" });
  const beta = await insertVendor(db, { store_name: "Beta Grocers" });
  const laptop = await insertOrderFixture(db, {
    vendor: alpha,
    customerName: "Asha Verma",
    items: [{ name: "Laptop Pro", quantity: 2, pricePaise: 5_000_000 }],
    createdAt: at(1),
  });
  const mouseTea = await insertOrderFixture(db, {
    vendor: alpha,
    customerName: "Ravi Kumar",
    items: [
      { name: "Wireless Mouse", quantity: 1, pricePaise: 99_900 },
      { name: "Assam Tea, 1 kg", quantity: 3, pricePaise: 45_000 },
    ],
    status: "Shipped",
    createdAt: at(2),
  });
  const due = await insertOrderFixture(db, {
    vendor: beta,
    customerName: "Meera Nair",
    items: [{ name: "Assam Tea, 1 kg", quantity: 1, pricePaise: 45_000 }],
    status: "Cancelled",
    paymentStatus: "refund_due",
    createdAt: at(3),
  });
  const refunded = await insertOrderFixture(db, {
    vendor: beta,
    customerName: "Meera Nair",
    items: [{ name: "Basmati Rice", quantity: 4, pricePaise: 20_000 }],
    status: "Cancelled",
    paymentStatus: "refunded",
    createdAt: at(4),
  });
  const failed = await insertOrderFixture(db, {
    vendor: beta,
    customerName: '=HYPERLINK("http://evil.example","click")',
    items: [{ name: "@SUM(A1:A9)", quantity: 1, pricePaise: 10_000 }, {
      name: "-2+3",
      quantity: 1,
      pricePaise: 10_000,
    }],
    status: "Cancelled",
    paymentStatus: "refund_due",
    refundError: "The amount must be atleast INR 1.00",
    createdAt: at(5),
  });
  return { alpha, beta, laptop, mouseTea, due, refunded, failed };
}

Deno.test("admin order list: search by order id, customer or item; filters; paging; sort", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const w = await world(db);
    const admin = await createCustomer(db, { role: "admin" });
    const list = async (query: string, who: TestCustomer = admin) => {
      const response = await call(app, "GET", `/api/admin/orders${query}`, who);
      assert.equal(response.status, 200, await response.clone().text());
      return parseExact(AdminOrderPageSchema, await response.json());
    };
    const ids = async (query: string) => (await list(query)).orders.map((o) => o._id);

    await t.step("every order, newest first, 25 a page, counted", async () => {
      const page = await list("");
      assert.deepEqual(page.orders.map((o) => o._id), [
        w.failed.id,
        w.refunded.id,
        w.due.id,
        w.mouseTea.id,
        w.laptop.id,
      ]);
      assert.deepEqual([page.total, page.totalCapped, page.page, page.limit], [5, false, 1, 25]);
      assert.equal(page.orders[4].commission, 5000, "admins see the commission");
    });

    await t.step("search finds the order id, the customer's name or an item's name (any case)", async () => {
      assert.deepEqual(await ids("?q=laptop"), [w.laptop.id]);
      assert.deepEqual(await ids("?q=RAVI"), [w.mouseTea.id]);
      assert.deepEqual(await ids(`?q=${trackingId(w.due.id).toUpperCase()}`), [w.due.id]);
      assert.deepEqual(await ids("?q=meera"), [w.refunded.id, w.due.id]);
      assert.deepEqual(await ids("?q=assam%20tea"), [w.due.id, w.mouseTea.id], "once per order");
      assert.deepEqual(await ids("?q=%25%25%25"), [], "wildcards are plain text");
      assert.deepEqual(await ids("?q=alpha"), [], "the store's name is the store filter's job");
    });

    await t.step("filters by status, store and refund state, alone and together", async () => {
      assert.deepEqual(await ids("?status=Shipped"), [w.mouseTea.id]);
      assert.deepEqual(await ids(`?store=${w.beta.id}`), [w.failed.id, w.refunded.id, w.due.id]);
      assert.deepEqual(await ids("?refund=due"), [w.failed.id, w.due.id]);
      assert.deepEqual(await ids("?refund=failed"), [w.failed.id]);
      assert.deepEqual(await ids("?refund=refunded"), [w.refunded.id]);
      assert.deepEqual(await ids(`?store=${w.alpha.id}&q=tea`), [w.mouseTea.id]);
      assert.deepEqual(await ids(`?store=${w.alpha.id}&status=Cancelled`), []);
      assert.equal((await list("?q=&status=&store=&refund=")).total, 5, "empty values mean any");
    });

    await t.step("pages and sorts on the server", async () => {
      const second = await list("?limit=2&page=2");
      assert.deepEqual(second.orders.map((o) => o._id), [w.due.id, w.mouseTea.id]);
      assert.equal(second.total, 5);
      assert.deepEqual(await ids("?sort=total&limit=2"), [w.laptop.id, w.mouseTea.id]);
      const pastTheEnd = await list("?page=9");
      assert.deepEqual([pastTheEnd.orders, pastTheEnd.total], [[], 5], "a page past the end still counts");
      const searchedPast = await list("?q=meera&page=3&limit=1");
      assert.deepEqual([searchedPast.orders, searchedPast.total], [[], 2], "a search's too");
    });

    await t.step("bad input is 400; only admins may list", async () => {
      for (
        const query of [
          "?status=Lost",
          "?refund=maybe",
          "?limit=0",
          `?q=${"x".repeat(101)}`,
          "?sort=oldest",
          "?q=ra",
          "?q=%20a%20",
        ]
      ) {
        const response = await call(app, "GET", `/api/admin/orders${query}`, admin);
        assert.equal(response.status, 400, query);
        assert.ok((await response.json()).message);
      }
      const short = await call(app, "GET", "/api/admin/orders/export.csv?q=ra", admin);
      assert.equal(short.status, 400, "the export's search needs 3 characters too");
      await short.body?.cancel();
      const vendor = await createCustomer(db, { role: "vendor" });
      assert.equal((await call(app, "GET", "/api/admin/orders", vendor)).status, 403);
      assert.equal((await call(app, "GET", "/api/admin/orders", null)).status, 401);
    });
  } finally {
    await close();
  }
});

async function csvOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "a byte-order mark for spreadsheets");
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const rows: string[][] = [];
  // A small RFC 4180 reader: quoted cells may hold commas, quotes and line ends.
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') (cell += '"', i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") (row.push(cell), cell = "");
    else if (ch === "\r" && body[i + 1] === "\n") (row.push(cell), rows.push(row), row = [], cell = "", i++);
    else cell += ch;
  }
  return rows;
}

Deno.test("orders export as CSV with the list's filters, safe to open in a spreadsheet", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const w = await world(db);
    const admin = await createCustomer(db, { role: "admin" });

    await t.step("text/csv as an attachment, header first, newest first, filtered by store", async () => {
      const response = await call(
        app,
        "GET",
        `/api/admin/orders/export.csv?store=${w.beta.id}&q=&status=`,
        admin,
      );
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("content-type"), "text/csv; charset=utf-8");
      assert.match(
        response.headers.get("content-disposition") ?? "",
        /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const rows = await csvOf(response);
      assert.equal(rows[0][0], "Order ID");
      assert.deepEqual(rows.slice(1).map((r) => r[0]), [w.failed.id, w.refunded.id, w.due.id]);
      const due = rows.find((r) => r[0] === w.due.id)!;
      const column = (name: string) => rows[0].indexOf(name);
      assert.equal(due[column("Order Date (IST)")], "2026-11-01 11:33:00");
      assert.equal(due[column("Items")], "Assam Tea, 1 kg x 1", "a comma stays inside its quoted cell");
      assert.equal(due[column("Total (INR)")], "450.00");
      assert.equal(due[column("Payment Status")], "refund_due");
    });

    await t.step("cells starting with = + - @ are prefixed with a quote", async () => {
      const rows = await csvOf(await call(app, "GET", "/api/admin/orders/export.csv?refund=failed", admin));
      assert.equal(rows.length, 2);
      const [, row] = rows;
      assert.equal(row[rows[0].indexOf("Customer Name")], `'=HYPERLINK("http://evil.example","click")`);
      assert.equal(row[rows[0].indexOf("Items")], "'@SUM(A1:A9) x 1; -2+3 x 1");
      assert.ok(row.every((cell) => !/^[=+\-@]/.test(cell)));
      assert.equal(csvCell("+91 98765 43210"), "'+91 98765 43210");
      assert.equal(csvCell("-5"), "'-5");
      assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    });

    await t.step("search and status filter the export as they filter the list", async () => {
      const byItem = await csvOf(await call(app, "GET", "/api/admin/orders/export.csv?q=laptop", admin));
      assert.deepEqual(byItem.slice(1).map((r) => r[0]), [w.laptop.id]);
      const shipped = await csvOf(
        await call(app, "GET", "/api/admin/orders/export.csv?status=Shipped", admin),
      );
      assert.deepEqual(shipped.slice(1).map((r) => r[0]), [w.mouseTea.id]);
      const none = await csvOf(
        await call(app, "GET", "/api/admin/orders/export.csv?q=nothing-like-this", admin),
      );
      assert.equal(none.length, 1, "only the header");
      assert.equal((await call(app, "GET", "/api/admin/orders/export.csv?status=Lost", admin)).status, 400);
    });

    await t.step("read in chunks: every order once, in order, whatever the chunk size", async () => {
      const whole = await new Response(ordersCsvStream(db, adminOrderFilter({}))).text();
      const chunked = await new Response(ordersCsvStream(db, adminOrderFilter({}), 2)).text();
      assert.equal(chunked, whole);
      assert.equal(whole.trim().split("\r\n").length, 6);
    });
  } finally {
    await close();
  }
});

Deno.test("the admin moves orders forward and cancels them; every change audited before/after", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db);
    const admin = await createCustomer(db, { role: "admin" });
    const order = await insertOrderFixture(db, { vendor: store });
    const status = `/api/orders/${order.id}/status`;
    const early = await call(app, "PUT", status, admin, { status: "Delivered" });
    assert.equal(early.status, 409);
    const shipped = await call(app, "PUT", status, admin, {
      status: "Shipped",
      carrier: "Blue Dart",
      trackingNumber: "BD123456",
    });
    assert.equal(shipped.status, 200, await shipped.clone().text());
    assert.equal(parseExact(OrderChangedSchema, await shipped.json()).order.nextStatus, "Delivered");
    const delivered = await call(app, "PUT", status, admin, { status: "Delivered" });
    const { order: done } = parseExact(OrderChangedSchema, await delivered.json());
    assert.deepEqual([done.status, done.paymentStatus], ["Delivered", "paid"]);
    // A delivered order only an admin may still cancel: a refund after delivery (src/vendors/tax-settings
    // tests it with its credit note and ledger reversal).
    assert.equal(done.canCancel, true);
    const trail = await auditTrail(db, "order", order.id);
    assert.deepEqual(trail.map((a) => [a.action, a.actor_id, a.actor_role]).sort(), [
      ["order.deliver", admin.id, "admin"],
      ["order.ship", admin.id, "admin"],
    ]);
    assert.deepEqual(trail.find((a) => a.action === "order.deliver")!.details, {
      before: { status: "Shipped", paymentStatus: "unpaid" },
      after: { status: "Delivered", paymentStatus: "paid" },
      // What the delivery entered in the store's ledger: cash on delivery, so the store owes.
      ledgerNetPaise: trail.find((a) => a.action === "order.deliver")!.details.ledgerNetPaise,
    });
    assert.ok(
      (trail.find((a) => a.action === "order.deliver")!.details as { ledgerNetPaise: number })
        .ledgerNetPaise < 0,
    );

    const cod = await insertOrderFixture(db, { vendor: store });
    const cancelled = await call(app, "POST", `/api/orders/${cod.id}/cancel`, admin);
    const body = parseExact(OrderChangedSchema, await cancelled.json());
    assert.equal(body.message, "Order cancelled.");
    assert.deepEqual([body.order.status, body.order.paymentStatus, body.order.refund], [
      "Cancelled",
      "unpaid",
      null,
    ]);
    const [audit] = await auditTrail(db, "order", cod.id);
    assert.deepEqual([audit.action, audit.actor_role], ["order.cancel", "admin"]);
    const noRefund = await call(app, "POST", `/api/admin/orders/${cod.id}/refund`, admin);
    assert.deepEqual([noRefund.status, (await noRefund.json()).message], [409, NO_REFUND_DUE]);
    const missing = await call(app, "POST", "/api/admin/orders/no-such-order/refund", admin);
    assert.equal(missing.status, 404);
  } finally {
    await close();
  }
});

Deno.test("refunds: cancel refunds at once; a refusal stays visible; retry; never twice", async (t) => {
  const test = await createTestApp();
  const { db, app, close } = test;
  const gateway = paymentGateway(test.config.payments)!;
  const realRefund = gateway.refund;
  const calls: { paymentId: string; amount: number }[] = [];
  let refuse: string | null = null;
  let delay = 0;
  gateway.refund = async (paymentId, amount, notes) => {
    calls.push({ paymentId, amount });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (refuse) throw new RefundFailed(refuse);
    return await realRefund(paymentId, amount, notes);
  };
  try {
    const store = await insertVendor(db);
    const admin = await createCustomer(db, { role: "admin" });
    const paid = () =>
      insertOrderFixture(db, {
        vendor: store,
        paymentStatus: "paid",
        items: [{ name: "Kurta", quantity: 2, pricePaise: 129_900 }],
      });

    await t.step("an admin cancels a paid order: refunded through the gateway, audited", async () => {
      const order = await paid();
      const response = await call(app, "POST", `/api/orders/${order.id}/cancel`, admin);
      const body = parseExact(OrderChangedSchema, await response.json());
      assert.equal(body.message, "Order cancelled and refunded.", JSON.stringify(body.order.refund));
      assert.deepEqual([body.order.status, body.order.paymentStatus], ["Cancelled", "refunded"]);
      assert.match(body.order.refund!.id!, /^rfnd_/);
      assert.ok(body.order.refund!.refundedAt);
      assert.deepEqual(calls.at(-1), { paymentId: order.paymentId, amount: 259_800 });
      const actions = (await auditTrail(db, "order", order.id)).map((a) => a.action).sort();
      assert.deepEqual(actions, ["order.cancel", "order.refund"]);

      const before = calls.length;
      const again = await call(app, "POST", `/api/admin/orders/${order.id}/refund`, admin);
      const repeat = parseExact(RefundedSchema, await again.json());
      assert.deepEqual([again.status, repeat.message], [200, ALREADY_REFUNDED]);
      assert.equal(calls.length, before, "a refunded order is not refunded twice");
    });

    await t.step(
      "the gateway refuses: cancelled, still refund due with the reason; retry succeeds",
      async () => {
        const order = await paid();
        refuse = "The amount must be atleast INR 1.00";
        const response = await call(app, "POST", `/api/orders/${order.id}/cancel`, admin);
        assert.equal(response.status, 200);
        const body = parseExact(OrderChangedSchema, await response.json());
        assert.equal(body.message, "Order cancelled. The refund could not be sent yet; it is still due.");
        assert.deepEqual([body.order.status, body.order.paymentStatus], ["Cancelled", "refund_due"]);
        assert.equal(body.order.refund!.error, refuse);
        assert.ok(body.order.refund!.attemptedAt);
        const failedList = await call(app, "GET", "/api/admin/orders?refund=failed", admin);
        assert.deepEqual((await failedList.json()).orders.map((o: { _id: string }) => o._id), [order.id]);

        const stillRefused = await call(app, "POST", `/api/admin/orders/${order.id}/refund`, admin);
        assert.deepEqual([stillRefused.status, (await stillRefused.json()).message], [
          502,
          `The refund failed: ${refuse}`,
        ]);
        refuse = null;
        const retried = await call(app, "POST", `/api/admin/orders/${order.id}/refund`, admin);
        const done = parseExact(RefundedSchema, await retried.json());
        assert.deepEqual([retried.status, done.message, done.order.paymentStatus], [
          200,
          "Refund sent.",
          "refunded",
        ]);
        assert.equal(done.order.refund!.error, null);
        const trail = await auditTrail(db, "order", order.id);
        assert.deepEqual(trail.map((a) => a.action).sort(), [
          "order.cancel",
          "order.refund",
          "order.refund_failed",
          "order.refund_failed",
        ]);
        const success = trail.find((a) => a.action === "order.refund")!;
        assert.deepEqual(success.details, {
          before: { paymentStatus: "refund_due", refundError: "The amount must be atleast INR 1.00" },
          after: { paymentStatus: "refunded", refundId: done.order.refund!.id },
          amountPaise: 259_800,
        });
        assert.equal(success.actor_id, admin.id);
      },
    );

    await t.step("two retries at once reach the gateway once", async () => {
      const order = await insertOrderFixture(db, {
        vendor: store,
        status: "Cancelled",
        paymentStatus: "refund_due",
        refundError: "Gateway timeout",
      });
      const before = calls.length;
      delay = 150;
      const answers = await Promise.all([
        call(app, "POST", `/api/admin/orders/${order.id}/refund`, admin),
        call(app, "POST", `/api/admin/orders/${order.id}/refund`, admin),
      ]);
      delay = 0;
      const statuses = answers.map((r) => r.status).sort();
      await Promise.all(answers.map((r) => r.body?.cancel()));
      assert.equal(calls.length - before, 1, `one gateway call (answers ${statuses})`);
      assert.ok(statuses.includes(200) && statuses.every((s) => s === 200 || s === 409), String(statuses));
      const row = await db.selectFrom("orders").select(["payment_status", "refund_id"]).where(
        "id",
        "=",
        order.id,
      )
        .executeTakeFirstOrThrow();
      assert.equal(row.payment_status, "refunded");
      const refunds = (await auditTrail(db, "order", order.id)).filter((a) => a.action === "order.refund");
      assert.equal(refunds.length, 1);
    });

    await t.step("a store's or customer's sight of the refund; only admins retry", async () => {
      const order = await insertOrderFixture(db, {
        vendor: store,
        status: "Cancelled",
        paymentStatus: "refund_due",
      });
      const vendor = await createCustomer(db, { role: "vendor" });
      assert.equal((await call(app, "POST", `/api/admin/orders/${order.id}/refund`, vendor)).status, 403);
      assert.equal((await call(app, "POST", `/api/admin/orders/${order.id}/refund`, null)).status, 401);
    });

    await t.step("Razorpay's rejections give their description as the reason", () => {
      const sdkError = {
        statusCode: 400,
        error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" },
      };
      assert.equal(refundFailureReason(sdkError), "The payment has been fully refunded already");
      assert.equal(refundFailureReason(new Error("socket hang up")), "socket hang up");
    });
  } finally {
    gateway.refund = realRefund;
    await close();
  }
});

Deno.test("the list counts at most 1,001 orders: more is 'more than 1,000', pages still work", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const store = await insertVendor(db);
    const addressSql = sql`jsonb_build_object(${
      sql.join(Object.entries(TEST_ADDRESS).flatMap(([key, value]) => [sql.lit(key), sql.lit(value)]))
    })`;
    await sql`insert into orders (id, checkout_id, customer_name, customer_email, customer_mobile, address,
        vendor_id, vendor_email, store_name, payment_method, payment_status, status, subtotal_paise,
        total_paise, commission_paise, created_at)
      select lpad(to_hex(n), 24, '0'), 'k' || n, 'Bulk Buyer ' || n, 'bulk@example.in', '9876543210',
        ${addressSql}, ${store.id}, ${store.email}, ${store.store_name}, 'cod', 'unpaid', 'Confirmed',
        100, 100, 0, now() - make_interval(mins => n)
      from generate_series(1, 1005) n`.execute(db);
    const page = async (query: string) => {
      const response = await call(app, "GET", `/api/admin/orders${query}`, admin);
      assert.equal(response.status, 200, query);
      return parseExact(AdminOrderPageSchema, await response.json());
    };
    const all = await page("");
    assert.deepEqual([all.total, all.totalCapped], [1001, true]);
    const last = await page("?page=41");
    assert.deepEqual([last.orders.length, last.totalCapped], [5, true], "the 1,005th order is on page 41");
    assert.deepEqual([(await page("?q=buyer%20100")).total, (await page("?q=buyer%20100")).totalCapped], [
      7,
      false,
    ], "Bulk Buyer 100, 1000 … 1005: exact");
    const html = await (await app.request("/panel/order", {
      headers: { accept: "text/html", cookie: admin.cookie },
    })).text().then((text) => text.replaceAll("<!-- -->", ""));
    assert.ok(html.includes("More than 1,000 orders match: search or filter to narrow them."));
  } finally {
    await close();
  }
});

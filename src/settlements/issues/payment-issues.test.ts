/**
 * Payment issues: a store raises one on its own paid statement within 7 days of the payment (not before it
 * is paid, not after), the admin lists and answers it once, both writes audited; other stores and other roles
 * are refused; bad input changes nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { call } from "../../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { auditTrail } from "../../audit/audit.queries.ts";
import { resetClock, setClock } from "../../core/clock.ts";
import { insertDelivery, insertStatement } from "./statement.fixtures.ts";
import { runSettlementWeek } from "../run/settlement-run.service.ts";
import { markStatementPaid } from "../admin/admin-settlements.service.ts";
import { indiaMidnight } from "../../core/clock.ts";
import {
  ISSUE_ALREADY_ANSWERED,
  ISSUE_NOT_PAID,
  ISSUE_WINDOW_PASSED,
  issueBoxData,
  issueBoxProps,
  issueWindow,
} from "./payment-issues.service.ts";

const DAY_MS = 86_400_000;
const WEEK = "2026-11-15";
const PAID_AT = new Date("2026-11-17T06:30:00Z");
const MESSAGE = "The payout reached our bank ₹120.00 short of the net payable.";

interface World {
  t: TestApp;
  store: Awaited<ReturnType<typeof createVendorAccount>>;
  other: Awaited<ReturnType<typeof createVendorAccount>>;
  admin: TestCustomer;
  customer: TestCustomer;
  paid: string;
  payable: string;
}

async function world(): Promise<World> {
  const t = await createTestApp();
  const [store, other, admin, customer] = await Promise.all([
    createVendorAccount(t.db, { storeName: "Sharma Electronics" }),
    createVendorAccount(t.db, { storeName: "Other Store" }),
    createCustomer(t.db, { role: "admin" }),
    createCustomer(t.db),
  ]);
  const ref = (s: typeof store) => ({ id: s.vendorId, email: s.email, store_name: s.storeName });
  const first = await insertDelivery(t.db, ref(store), new Date("2026-11-02T10:00:00Z"), 1_180_000);
  const paid = await insertStatement(t.db, store.vendorId, WEEK, [first.eventId], {
    status: "paid",
    paidAt: PAID_AT,
    paidBy: admin.id,
  });
  const second = await insertDelivery(t.db, ref(store), new Date("2026-11-09T10:00:00Z"), 590_000);
  const payable = await insertStatement(t.db, store.vendorId, "2026-11-22", [second.eventId]);
  return { t, store, other, admin, customer, paid: paid.id, payable: payable.id };
}

async function withWorld(test: (w: World) => Promise<void>) {
  const w = await world();
  try {
    await test(w);
  } finally {
    resetClock();
    await w.t.close();
  }
}

const raise = (w: World, statement: string, who: TestCustomer | null, body: unknown = { message: MESSAGE }) =>
  call(w.t.app, "POST", `/api/vendor/settlements/${statement}/issues`, who, body);

const issueCount = async (w: World) =>
  Number(
    (await w.t.db.selectFrom("payment_issues").select((e) => e.fn.countAll().as("n"))
      .executeTakeFirstOrThrow())
      .n,
  );

Deno.test("payment issues: raised within 7 days of the payment, listed and answered once by the admin, audited", () =>
  withWorld(async (w) => {
    setClock(new Date(PAID_AT.getTime() + 3 * DAY_MS));
    const raised = await raise(w, w.paid, w.store, { message: `  ${MESSAGE}  ` });
    assert.equal(raised.status, 201);
    const { issue } = await raised.json();
    assert.equal(issue.statementId, w.paid);
    assert.equal(issue.storeName, "Sharma Electronics");
    assert.equal(issue.weekEnding, WEEK);
    assert.equal(issue.message, MESSAGE, "trimmed");
    assert.equal(issue.status, "open");
    assert.equal(issue.answer, null);
    const raisedAudit = await auditTrail(w.t.db, "payment_issue", issue.id);
    assert.deepEqual(raisedAudit.map((a) => [a.action, a.actor_id]), [["payment_issue.raise", w.store.id]]);

    // The admin's list: open issues, with the total in the header.
    const open = await call(w.t.app, "GET", "/api/admin/payment-issues?status=open", w.admin);
    assert.equal(open.status, 200);
    assert.equal(open.headers.get("x-total-count"), "1");
    assert.deepEqual((await open.json()).map((i: { id: string }) => i.id), [issue.id]);

    const answer = "The bank charged ₹120.00; it has been refunded with UTR HDFC000099887766.";
    const answered = await call(w.t.app, "POST", `/api/admin/payment-issues/${issue.id}/answer`, w.admin, {
      answer,
    });
    assert.equal(answered.status, 200);
    const body = await answered.json();
    assert.equal(body.issue.status, "answered");
    assert.equal(body.issue.answer, answer);
    assert.ok(body.issue.answeredAt);

    const again = await call(w.t.app, "POST", `/api/admin/payment-issues/${issue.id}/answer`, w.admin, {
      answer: "Another answer",
    });
    assert.equal(again.status, 409);
    assert.equal((await again.json()).message, ISSUE_ALREADY_ANSWERED);
    const trail = await auditTrail(w.t.db, "payment_issue", issue.id);
    assert.deepEqual(trail.map((a) => a.action).sort(), ["payment_issue.answer", "payment_issue.raise"]);
    // The store is mailed the answer, through the outbox, once.
    const mails = await w.t.db.selectFrom("outbox").select(["recipient", "subject", "body_text"])
      .where("dedupe_key", "=", `payment-issue-answered:${issue.id}`).execute();
    assert.equal(mails.length, 1);
    assert.match(
      mails[0].subject ?? "",
      /^Your payment issue on the statement for the week ending .* has been answered$/,
    );
    assert.ok(mails[0].body_text?.includes(answer));

    const lists = await Promise.all(
      ["open", "answered"].map((status) =>
        call(w.t.app, "GET", `/api/admin/payment-issues?status=${status}`, w.admin).then((r) => r.json())
      ),
    );
    assert.deepEqual(lists.map((l) => l.length), [0, 1]);

    // The store reads the answer on its statement (the box its statement page shows).
    const box = await issueBoxData(w.t.db, w.paid, w.store.vendorId);
    assert.equal(box?.issues[0].answer, answer);
    assert.equal(box?.canRaise, true);
    assert.equal(await issueBoxData(w.t.db, w.paid, w.other.vendorId), undefined, "another store's");
  }));

Deno.test("payment issues: only on a paid statement, and only within 7 days of its payment", () =>
  withWorld(async (w) => {
    setClock(new Date(PAID_AT.getTime() + 2 * DAY_MS));
    const notPaid = await raise(w, w.payable, w.store);
    assert.equal(notPaid.status, 409);
    assert.equal((await notPaid.json()).message, ISSUE_NOT_PAID);

    setClock(new Date(PAID_AT.getTime() + 7 * DAY_MS));
    assert.equal((await raise(w, w.paid, w.store)).status, 201, "the 7th day still counts");

    setClock(new Date(PAID_AT.getTime() + 7 * DAY_MS + 1));
    const late = await raise(w, w.paid, w.store);
    assert.equal(late.status, 409);
    assert.equal((await late.json()).message, ISSUE_WINDOW_PASSED);
    assert.equal(await issueCount(w), 1);

    assert.deepEqual(
      issueWindow({ status: "paid", paid_at: PAID_AT }, new Date(PAID_AT.getTime() + DAY_MS)),
      {
        canRaise: true,
        whyNot: null,
        until: new Date(PAID_AT.getTime() + 7 * DAY_MS),
      },
    );
    assert.equal(issueWindow({ status: "payable", paid_at: null }).whyNot, ISSUE_NOT_PAID);
    const statement = { id: "s1", status: "paid", paidAt: PAID_AT.toISOString(), issues: [] };
    assert.deepEqual(issueBoxProps(statement, new Date(PAID_AT.getTime() + 8 * DAY_MS)), {
      statementId: "s1",
      canRaise: false,
      whyNot: ISSUE_WINDOW_PASSED,
      issues: [],
    });
    assert.equal(issueBoxProps(statement, new Date(PAID_AT.getTime() + DAY_MS)).canRaise, true);
  }));

Deno.test("payment issues: other stores, other roles and bad input are refused and change nothing", () =>
  withWorld(async (w) => {
    setClock(new Date(PAID_AT.getTime() + DAY_MS));
    assert.equal((await raise(w, w.paid, w.other)).status, 404, "another store's statement");
    assert.equal((await raise(w, "no-such-statement", w.store)).status, 404);
    assert.equal((await raise(w, w.paid, null)).status, 401);
    assert.equal((await raise(w, w.paid, w.customer)).status, 403);
    assert.equal((await raise(w, w.paid, w.admin)).status, 403);
    for (const body of [{}, { message: "too short" }, { message: "x".repeat(1001) }, { message: 42 }]) {
      const refused = await raise(w, w.paid, w.store, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.match((await refused.json()).message, /message/);
    }
    assert.equal(await issueCount(w), 0);

    assert.equal((await call(w.t.app, "GET", "/api/admin/payment-issues", w.store)).status, 403);
    assert.equal((await call(w.t.app, "GET", "/api/admin/payment-issues", null)).status, 401);
    assert.equal(
      (await call(w.t.app, "GET", "/api/admin/payment-issues?status=closed", w.admin)).status,
      400,
    );

    const { issue } = await (await raise(w, w.paid, w.store)).json();
    const answerAs = (who: TestCustomer | null, body: unknown = { answer: "Refunded." }) =>
      call(w.t.app, "POST", `/api/admin/payment-issues/${issue.id}/answer`, who, body);
    assert.equal((await answerAs(w.store)).status, 403);
    assert.equal((await answerAs(w.customer)).status, 403);
    assert.equal((await answerAs(w.admin, { answer: " " })).status, 400);
    assert.equal((await answerAs(w.admin, {})).status, 400);
    assert.equal(
      (await call(w.t.app, "POST", "/api/admin/payment-issues/nope/answer", w.admin, { answer: "Refunded." }))
        .status,
      404,
    );
    const stored = await w.t.db.selectFrom("payment_issues").selectAll().executeTakeFirstOrThrow();
    assert.equal(stored.status, "open");
    assert.equal(stored.answer, null);
  }));

Deno.test("payment issues: the admin page lists open issues with their store, statement PDF and an answer form", () =>
  withWorld(async (w) => {
    setClock(new Date(PAID_AT.getTime() + DAY_MS));
    const { issue } = await (await raise(w, w.paid, w.store)).json();
    const page = await w.t.app.request("/panel/payment-issues", {
      headers: { accept: "text/html", cookie: w.admin.cookie },
    });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /Sharma Electronics/);
    assert.match(html, new RegExp(`/api/admin/settlements/${w.paid}\\.pdf`));
    assert.match(html, /data-island="PaymentIssueAnswer"/);
    assert.ok(html.includes(issue.id));
  }));

Deno.test("payment issues: on a statement the settlement run made and the admin marked paid", async () => {
  const t = await createTestApp();
  try {
    const [store, admin] = await Promise.all([
      createVendorAccount(t.db, { storeName: "Sharma Electronics" }),
      createCustomer(t.db, { role: "admin" }),
    ]);
    const ref = { id: store.vendorId, email: store.email, store_name: store.storeName };
    await insertDelivery(t.db, ref, new Date("2026-11-02T10:00:00Z"), 1_180_000);
    setClock(new Date(indiaMidnight("2026-11-16").getTime() + 3_600_000));
    await runSettlementWeek(t.db, "2026-11-15", "schedule");
    const statement = await t.db.selectFrom("settlements").select(["id", "status"]).executeTakeFirstOrThrow();
    assert.equal(statement.status, "payable");
    const early = await call(t.app, "POST", `/api/vendor/settlements/${statement.id}/issues`, store, {
      message: MESSAGE,
    });
    assert.equal(early.status, 409);
    await markStatementPaid(t.db, { id: admin.id, role: "admin" }, statement.id, "HDFC000012345678");
    setClock({ by: 6 * DAY_MS });
    const raised = await call(t.app, "POST", `/api/vendor/settlements/${statement.id}/issues`, store, {
      message: MESSAGE,
    });
    assert.equal(raised.status, 201);
    setClock({ by: 2 * DAY_MS });
    const late = await call(t.app, "POST", `/api/vendor/settlements/${statement.id}/issues`, store, {
      message: MESSAGE,
    });
    assert.equal(late.status, 409);
    assert.equal((await late.json()).message, ISSUE_WINDOW_PASSED);
  } finally {
    resetClock();
    await t.close();
  }
});

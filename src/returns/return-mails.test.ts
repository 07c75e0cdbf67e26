/**
 * The mails of returns: every step renders the shopper's mail (and the store's for a new request, an
 * escalation and the admin's decision), worded for the step, with ₹ amounts in Indian grouping, moments in
 * India time, absolute links, unique dedupe keys, the plain-text part saying what the HTML says, and the
 * shopper's and the store's text escaped in the HTML.
 */
import assert from "node:assert/strict";
import { RETURN_MAIL_STEPS, type ReturnMailFacts, returnMails, type ReturnMailStep } from "./return-mails.ts";

const SITE = "https://swiftcart.example";
const ORDER_ID = "6a1f00000000000000abc123";

const facts = (over: Partial<ReturnMailFacts> = {}): ReturnMailFacts => ({
  returnId: "6a2000000000000000def456",
  number: "RDEF456",
  orderId: ORDER_ID,
  customerName: "Asha Verma",
  customerEmail: "asha@example.in",
  storeName: "Lakshmi Mobiles",
  storeEmail: "orders@lakshmimobiles.in",
  reason: "damaged",
  items: [{ name: "Samsung Galaxy S24", quantity: 1 }, { name: "Phone Cover <Clear> & Tough", quantity: 2 }],
  refundPaise: 123_400,
  note: null,
  pickup: null,
  respondBy: "2026-11-26T08:00:00.000Z",
  escalateBy: null,
  refundId: null,
  refundMethod: "gateway",
  ...over,
});

/** The HTML's visible text. */
const textOf = (html: string) =>
  html.replace(/<div style="display:none[\s\S]*?<\/div>/, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"').replace(/\s+/g, " ");

const ORDER_URL = `${SITE}/order-customer/${ORDER_ID}`;
const STORE_URL = `${SITE}/vendor-returns`;

const mailsOf = (step: ReturnMailStep, over: Partial<ReturnMailFacts> = {}) => {
  const mails = returnMails(step, facts(over), SITE);
  const shopper = mails.find((m) => m.to === "asha@example.in")!;
  const store = mails.find((m) => m.to === "orders@lakshmimobiles.in");
  return { mails, shopper, store };
};

/**
 * Both parts say it: the plain text, and the HTML's visible text. A string is matched with any spacing, and
 * "Label: value" also as the HTML's label and value cells (or a quote's heading and text).
 */
function says(mail: { text: string; html?: string }, pattern: RegExp | string) {
  const re = typeof pattern === "string"
    ? new RegExp(
      pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/: /g, ":? ").replace(/ /g, "\\s+"),
    )
    : pattern;
  assert.match(mail.text, re, `text part: ${mail.text}`);
  assert.match(textOf(mail.html!), re, "HTML part");
}

Deno.test("return mails: every step renders, for the right people, worded for the step", async (t) => {
  await t.step(
    "every step: the shopper's mail with a link to the order; the store's only when it concerns it",
    () => {
      const storeSteps = new Set(["requested", "escalated", "decided_approved", "decided_upheld"]);
      for (const step of RETURN_MAIL_STEPS) {
        const { mails, shopper, store } = mailsOf(step, {
          note: "A note",
          pickup: { carrier: "Delhivery", trackingNumber: "RP123" },
          escalateBy: "2026-12-03T08:00:00.000Z",
          refundId: "rfnd_Ns1Tq3sdR5w8Xk",
        });
        assert.ok(shopper, `${step}: the shopper's mail`);
        assert.equal(mails.length, storeSteps.has(step) ? 2 : 1, step);
        assert.ok(shopper.subject.length > 10 && shopper.text.length > 50, step);
        assert.ok(shopper.html!.startsWith("<!DOCTYPE html>"), step);
        says(shopper, "RDEF456");
        says(shopper, "#0abc123");
        assert.ok(shopper.html!.includes(`href="${ORDER_URL}"`), `${step}: the order's page`);
        assert.ok(shopper.text.includes(ORDER_URL), step);
        assert.match(shopper.text, /^[^\n]+\n\nHello Asha,/, `${step}: titled, then greets by first name`);
        if (store) {
          says(store, "RDEF456");
          assert.ok(store.html!.includes(`href="${STORE_URL}"`), `${step}: the store's Returns page`);
          assert.ok(store.text.includes(STORE_URL), step);
          assert.ok(!store.text.includes(ORDER_URL), `${step}: the store is not sent to the shopper's page`);
        }
      }
      const steps: ReturnMailStep[] = [
        "requested",
        "accepted",
        "rejected",
        "escalated",
        "decided_approved",
        "decided_upheld",
        "received",
        "refunded",
        "refund_owed",
        "closed",
        "auto_accepted",
      ];
      assert.deepEqual([...RETURN_MAIL_STEPS].sort(), [...steps].sort(), "every step is listed");
    },
  );

  await t.step("keys: unique per step and recipient, stable for one step", () => {
    const keys = RETURN_MAIL_STEPS.flatMap((step) => returnMails(step, facts(), SITE).map((m) => m.key!));
    assert.equal(new Set(keys).size, keys.length, keys.join(", "));
    assert.ok(keys.includes("return-requested:6a2000000000000000def456:shopper"));
    assert.ok(keys.includes("return-requested:6a2000000000000000def456:store"));
    assert.deepEqual(
      returnMails("rejected", facts(), SITE).map((m) => m.key),
      returnMails("rejected", facts({ note: "other words" }), SITE).map((m) => m.key),
      "the same step of the same request mails once",
    );
    const other = returnMails("requested", facts({ returnId: "6a2000000000000000fff999" }), SITE);
    assert.ok(other.every((m) => !keys.includes(m.key!)), "another request's keys differ");
  });

  await t.step(
    "requested: the store must answer by the due moment (India time), else accepted automatically",
    () => {
      const { shopper, store } = mailsOf("requested", { note: "The screen was cracked when it arrived." });
      // 08:00 UTC is 1:30 pm in India.
      says(store!, "Answer by 26 Nov 2026, 1:30 pm, or it is accepted automatically.");
      assert.match(
        store!.subject,
        /^New return request RDEF456 on order #0abc123: answer by 26 Nov 2026, 1:30 pm$/,
      );
      says(store!, "Damaged in transit");
      says(store!, "Samsung Galaxy S24 × 1");
      says(store!, "The screen was cracked when it arrived.");
      says(store!, /reverse pickup's carrier and tracking number/);
      says(shopper, "Lakshmi Mobiles has until 26 Nov 2026, 1:30 pm to accept or reject it");
      says(shopper, "The screen was cracked when it arrived.");
      const missing = mailsOf("requested", { reason: "missing" });
      says(missing.store!, /nothing to send back/);
    },
  );

  await t.step(
    "accepted: the pickup's carrier and tracking number; a missing item goes straight to the refund",
    () => {
      const { shopper } = mailsOf("accepted", {
        pickup: { carrier: "Delhivery", trackingNumber: "RP5550001" },
      });
      says(shopper, "Pickup by: Delhivery");
      says(shopper, "Tracking number: RP5550001");
      assert.match(shopper.subject, /is accepted/);
      says(shopper, /Once the store receives them, your refund follows/);

      const missing = mailsOf("accepted", { reason: "missing", refundPaise: 123_400 }).shopper;
      says(missing, /nothing to send back/);
      says(missing, "Your refund of ₹1,234.00 goes to your original payment method");
      says(missing, /5 to 7 working days/);

      const auto = mailsOf("auto_accepted").shopper;
      says(auto, /did not answer .* in time, so SwiftCart has accepted it/);
      says(auto, /will book a courier/);
    },
  );

  await t.step("rejected: the store's reason, and until when it can be escalated", () => {
    const { shopper, store } = mailsOf("rejected", {
      note: "The seal is broken: the phone was used.",
      escalateBy: "2026-12-03T08:00:00.000Z",
    });
    assert.equal(store, undefined, "the store made the step: no mail to it");
    says(shopper, "The store's reason: The seal is broken: the phone was used.");
    says(shopper, "you can escalate the request to SwiftCart until 3 Dec 2026, 1:30 pm");
    assert.match(shopper.subject, /was not accepted/);
  });

  await t.step("escalated: both told, the shopper's words to the store; the decision is final", () => {
    const { shopper, store } = mailsOf("escalated", { note: "The box was sealed; the crack was inside." });
    says(store!, "The shopper wrote: The box was sealed; the crack was inside.");
    says(store!, /decision is final/);
    assert.match(store!.subject, /escalated to SwiftCart/);
    says(shopper, /we will mail you the decision, which is final/);
  });

  await t.step("the admin's decision: approved (next steps) or upheld (closed), to both", () => {
    const approved = mailsOf("decided_approved", { note: "Photos show transit damage." });
    says(approved.shopper, "SwiftCart's note: Photos show transit damage.");
    says(approved.shopper, /approved it/);
    says(approved.store!, /mark them received on your Returns page/);
    const upheld = mailsOf("decided_upheld", { note: "The phone shows signs of use." });
    says(upheld.shopper, "SwiftCart's reason: The phone shows signs of use.");
    says(upheld.shopper, /This decision is final, and the request is now closed\./);
    says(upheld.store!, /upheld your rejection/);
  });

  await t.step("received, refund owed, refunded: the amount, where it goes, when to expect it", () => {
    const received = mailsOf("received", { refundPaise: 1_234_567 }).shopper;
    says(received, "Your refund of ₹12,345.67 goes to your original payment method");
    says(received, "Refund: ₹12,345.67");

    const upi = mailsOf("refund_owed", { refundMethod: "upi", refundPaise: 59_999 }).shopper;
    says(upi, "Your refund of ₹599.99 goes to the UPI ID you gave with your request.");
    says(upi, /by UPI transfer: it reaches you within 5 to 7 working days/);
    const bank = mailsOf("received", { refundMethod: "bank", refundPaise: 1_23_45_600 }).shopper;
    says(bank, "Your refund of ₹1,23,456.00 goes to the bank account you gave with your request.");
    says(bank, /NEFT or IMPS/);

    const refunded = mailsOf("refunded", { refundId: "rfnd_Ns1Tq3sdR5w8Xk" }).shopper;
    says(refunded, "We have refunded ₹1,234.00 for your return request RDEF456");
    says(refunded, "Refund reference: rfnd_Ns1Tq3sdR5w8Xk");
    says(refunded, /5 to 7 working days/);
    const transfer = mailsOf("refunded", { refundMethod: "upi", refundId: "HDFCN52026112412345" }).shopper;
    says(transfer, "Transfer reference (UTR): HDFCN52026112412345");
    says(transfer, /next working day/);

    const closed = mailsOf("closed").shopper;
    says(closed, /not escalated to SwiftCart within 7 days/);
  });

  await t.step("HTML escapes the shopper's and the store's text; the plain text keeps it as written", () => {
    const evil = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    for (const step of RETURN_MAIL_STEPS) {
      const mails = returnMails(
        step,
        facts({
          customerName: '<b>Asha</b> "Verma"',
          storeName: "Lakshmi <Mobiles>",
          note: evil,
          items: [{ name: "<i>Cover</i>", quantity: 1 }],
        }),
        SITE,
      );
      for (const mail of mails) {
        assert.ok(!mail.html!.includes("<script"), `${step}: no script`);
        assert.ok(!mail.html!.includes("<img"), `${step}: no image`);
        assert.ok(!mail.html!.includes("<b>Asha"), step);
        assert.ok(!mail.html!.includes("<i>Cover"), step);
        assert.ok(!mail.html!.includes("Lakshmi <Mobiles>"), step);
      }
    }
    const { shopper, store } = mailsOf("requested", { note: evil });
    assert.ok(shopper.html!.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img"));
    assert.ok(store!.html!.includes("&lt;script&gt;"));
    assert.ok(shopper.text.includes(evil), "the text part is plain text");
  });
});

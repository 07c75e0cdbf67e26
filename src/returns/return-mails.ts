/**
 * The mails of returns and claims, written as outbox mails (HTML in the shop's layout and a plain-text part
 * with the same content). The shopper gets one at every step, worded for it: what happens next, the reverse
 * pickup's carrier and tracking number, the store's reason for a rejection and until when it may be
 * escalated, the refund's amount, where it goes and when to expect it. The store gets one for a new request
 * (with the moment its answer is due, after which the request is accepted automatically), for an escalation
 * and for the admin's decision. Amounts in rupees with Indian grouping (₹1,23,456.00), moments in India time,
 * links absolute (`site`, PUBLIC_URL) to the shopper's order page and the store's Returns page. Each mail has
 * its own dedupe key (`return-<step>:<returnId>:<shopper|store>`): a step handled twice mails once. Every
 * text put in the HTML is escaped. Pure: the returns service enqueues them in each step's transaction.
 */
import type { ReturnReason } from "../../db/database.ts";
import { publicUrl } from "../config.ts";
import { indiaMomentText } from "../core/clock.ts";
import { formatPaise } from "../core/money.ts";
import type { OutboxMail } from "../outbox/outbox.schema.ts";
import { shopperOrderUrl } from "../orders/emails/order-emails.ts";
import {
  box,
  button,
  COLOURS,
  facts,
  heading,
  type Html,
  html,
  mailDocument,
  note,
  paragraph,
} from "../orders/emails/mail-layout.ts";
import { trackingId } from "../orders/status.ts";
import { needsPickup, REASON_LABELS } from "./returns.rules.ts";

export type ReturnMailStep =
  | "requested"
  | "accepted"
  | "rejected"
  | "escalated"
  | "decided_approved"
  | "decided_upheld"
  | "received"
  | "refunded"
  | "refund_owed"
  | "closed"
  | "auto_accepted";

/** Every step a mail is written for, in the order a request may go through them. */
export const RETURN_MAIL_STEPS: readonly ReturnMailStep[] = [
  "requested",
  "accepted",
  "auto_accepted",
  "rejected",
  "escalated",
  "decided_approved",
  "decided_upheld",
  "closed",
  "received",
  "refund_owed",
  "refunded",
];

/** What the mails say about a request, as it is after the step. */
export interface ReturnMailFacts {
  returnId: string;
  /** "R1A2B3C4": the request's short number (returnNumber). */
  number: string;
  orderId: string;
  customerName: string;
  customerEmail: string;
  storeName: string;
  storeEmail: string;
  reason: ReturnReason;
  items: { name: string; quantity: number }[];
  /** The refund in paise, once it is due (null before). */
  refundPaise: number | null;
  /** What was said with the step: the shopper's comment, the store's rejection reason, the admin's note… */
  note: string | null;
  /** The reverse pickup the store booked (null: none yet, or nothing to pick up). */
  pickup: { carrier: string; trackingNumber: string } | null;
  /** ISO: when the store's answer is due. */
  respondBy: string | null;
  /** ISO: until when the shopper may escalate a rejection. */
  escalateBy: string | null;
  /** The gateway's refund id, or the transfer's UTR, once refunded. */
  refundId: string | null;
  /** Where the refund goes: the original payment (gateway), or the shopper's UPI ID or bank account. */
  refundMethod: "gateway" | "upi" | "bank";
}

/** Where the store answers its requests. */
export const storeReturnsUrl = (site: string) => `${site}/vendor-returns`;

type Role = "shopper" | "store";

/** A mail's content as blocks, drawn once as HTML and once as plain text so the two parts say the same. */
type Block =
  | { p: string }
  | { rows: [label: string, value: string][] }
  | { items: { name: string; quantity: number }[] }
  | { quote: string; label: string }
  | { button: string; href: string }
  | { small: string };

interface Draft {
  role: Role;
  subject: string;
  title: string;
  preheader: string;
  blocks: Block[];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";
const when = (at: string | null) => (at ? indiaMomentText(at) : "");
const amount = (paise: number | null) => (paise === null ? "" : formatPaise(paise));

/** Where the refund goes, as the shopper reads it. */
const REFUND_TO: Record<ReturnMailFacts["refundMethod"], string> = {
  gateway: "your original payment method (the card or UPI account you paid with)",
  upi: "the UPI ID you gave with your request",
  bank: "the bank account you gave with your request",
};

/** When the shopper may expect a refund that is due, by where it goes. */
const REFUND_TIMING: Record<ReturnMailFacts["refundMethod"], string> = {
  gateway:
    "We send it to the payment gateway right away; it reaches you within 5 to 7 working days for a card, " +
    "3 for UPI, often sooner.",
  upi:
    "Your order was paid in cash, so SwiftCart pays the refund by UPI transfer: it reaches you within 5 to " +
    "7 working days, and we mail you the transfer's reference (UTR).",
  bank:
    "Your order was paid in cash, so SwiftCart pays the refund by bank transfer (NEFT or IMPS): it reaches " +
    "you within 5 to 7 working days, and we mail you the transfer's reference (UTR).",
};

/** The request at a glance: its number, the order, the reason, the refund once known. */
function summary(f: ReturnMailFacts): Block {
  const rows: [string, string][] = [
    ["Request", f.number],
    ["Order", `#${trackingId(f.orderId)}`],
    ["Store", f.storeName],
    ["Reason", REASON_LABELS[f.reason]],
  ];
  if (f.refundPaise !== null) rows.push(["Refund", amount(f.refundPaise)]);
  return { rows };
}

const pickupRows = (pickup: NonNullable<ReturnMailFacts["pickup"]>): Block => ({
  rows: [["Pickup by", pickup.carrier], ["Tracking number", pickup.trackingNumber]],
});

/** What the shopper reads about a refund that is now due. */
function refundDue(f: ReturnMailFacts): Block[] {
  const sum = f.refundPaise === null ? "Your refund" : `Your refund of ${amount(f.refundPaise)}`;
  return [{ p: `${sum} goes to ${REFUND_TO[f.refundMethod]}.` }, { p: REFUND_TIMING[f.refundMethod] }];
}

/** The shopper's mail of each step. */
function shopperDraft(step: ReturnMailStep, f: ReturnMailFacts, site: string): Draft {
  const hello: Block = { p: `Hello ${firstName(f.customerName)},` };
  const order = `#${trackingId(f.orderId)}`;
  const view: Block = { button: "View your order", href: shopperOrderUrl(site, f.orderId) };
  const items: Block = { items: f.items };
  const pickup = needsPickup(f.reason);
  const draft = (subject: string, title: string, preheader: string, blocks: Block[]): Draft => ({
    role: "shopper",
    subject,
    title,
    preheader,
    blocks: [hello, ...blocks],
  });
  // After an acceptance: the pickup booked, the pickup to come, or (nothing to send back) the refund.
  const afterAcceptance = (): Block[] =>
    !pickup
      ? [{ p: "There is nothing to send back for a missing item or part." }, ...refundDue(f)]
      : f.pickup
      ? [
        {
          p: "A courier will collect the items from your delivery address. Please pack them with their " +
            "tags, accessories and box.",
        },
        pickupRows(f.pickup),
        { p: "Once the store receives them, your refund follows; we will mail you at each step." },
      ]
      : [
        {
          p: "The store will book a courier to collect the items from your delivery address; we will mail " +
            "you the carrier and tracking number. Please keep the items packed with their tags, " +
            "accessories and box.",
        },
        { p: "Once the store receives them, your refund follows." },
      ];

  switch (step) {
    case "requested":
      return draft(
        `We have your return request ${f.number} for order ${order}`,
        "Your return request is in",
        `${REASON_LABELS[f.reason]} · ${f.storeName} answers by ${when(f.respondBy)}`,
        [
          { p: `We have your request ${f.number} for order ${order} from ${f.storeName}.` },
          summary(f),
          items,
          ...(f.note ? [{ quote: f.note, label: "You wrote" }] : []),
          {
            p: f.respondBy
              ? `${f.storeName} has until ${
                when(f.respondBy)
              } to accept or reject it; if it does not answer by then, the request is accepted automatically.`
              : `${f.storeName} will accept or reject it within 2 days; if it does not answer in time, ` +
                `the request is accepted automatically.`,
          },
          view,
          { small: "You can add photos of the problem from your order's page until the store answers." },
        ],
      );
    case "accepted":
    case "auto_accepted": {
      const who = step === "accepted"
        ? `${f.storeName} has accepted your return request ${f.number} for order ${order}.`
        : `${f.storeName} did not answer your return request ${f.number} for order ${order} in time, so ` +
          `SwiftCart has accepted it.`;
      return draft(
        `Your return request ${f.number} is accepted`,
        "Your return is accepted",
        f.pickup ? `Pickup by ${f.pickup.carrier}, tracking number ${f.pickup.trackingNumber}` : who,
        [{ p: who }, summary(f), items, ...afterAcceptance(), view],
      );
    }
    case "rejected":
      return draft(
        `Your return request ${f.number} was not accepted`,
        "The store rejected your request",
        f.escalateBy ? `You can escalate it to SwiftCart until ${when(f.escalateBy)}` : f.storeName,
        [
          { p: `${f.storeName} has rejected your return request ${f.number} for order ${order}.` },
          ...(f.note ? [{ quote: f.note, label: "The store's reason" }] : []),
          summary(f),
          items,
          {
            p: `If you think this is not right, you can escalate the request to SwiftCart ${
              f.escalateBy ? `until ${when(f.escalateBy)}` : "within 7 days"
            }: open your order and choose "Escalate to SwiftCart". SwiftCart then decides, and its ` +
              "decision is final.",
          },
          view,
        ],
      );
    case "escalated":
      return draft(
        `Your return request ${f.number} is with SwiftCart`,
        "We have your escalation",
        `SwiftCart reviews request ${f.number}`,
        [
          {
            p: `You have escalated your return request ${f.number} for order ${order} after ` +
              `${f.storeName} rejected it.`,
          },
          ...(f.note ? [{ quote: f.note, label: "You wrote" }] : []),
          summary(f),
          {
            p: "Our team reviews the request, your photos and the store's reason, and decides; we will " +
              "mail you the decision, which is final.",
          },
          view,
        ],
      );
    case "decided_approved":
      return draft(
        `SwiftCart approved your return request ${f.number}`,
        "Your return is approved",
        `Request ${f.number} for order ${order}`,
        [
          {
            p: `We have reviewed your escalated request ${f.number} for order ${order} and approved it: ` +
              `${f.storeName} takes the items back.`,
          },
          ...(f.note ? [{ quote: f.note, label: "SwiftCart's note" }] : []),
          summary(f),
          items,
          ...afterAcceptance(),
          view,
        ],
      );
    case "decided_upheld":
      return draft(
        `SwiftCart's decision on your return request ${f.number}`,
        "The store's rejection stands",
        `Request ${f.number} is closed`,
        [
          {
            p: `We have reviewed your escalated request ${f.number} for order ${order} and upheld ` +
              `${f.storeName}'s rejection.`,
          },
          ...(f.note ? [{ quote: f.note, label: "SwiftCart's reason" }] : []),
          summary(f),
          { p: "This decision is final, and the request is now closed." },
          view,
        ],
      );
    case "received":
      return draft(
        `${f.storeName} has received your returned items`,
        "Your return has arrived",
        f.refundPaise === null ? `Request ${f.number}` : `Refund of ${amount(f.refundPaise)} on its way`,
        [
          {
            p: `${f.storeName} has received the items of your return request ${f.number} for order ${order}.`,
          },
          summary(f),
          items,
          ...refundDue(f),
          view,
        ],
      );
    case "refund_owed":
      return draft(
        `Your refund for return request ${f.number} is due`,
        "Your refund is due",
        `${amount(f.refundPaise)} to ${f.refundMethod === "upi" ? "your UPI ID" : "your bank account"}`,
        [
          { p: `The refund of your return request ${f.number} for order ${order} is due.` },
          summary(f),
          ...refundDue(f),
          view,
        ],
      );
    case "refunded": {
      const rows: [string, string][] = [["Amount", amount(f.refundPaise)], ["To", REFUND_TO[f.refundMethod]]];
      if (f.refundId) {
        rows.push([
          f.refundMethod === "gateway" ? "Refund reference" : "Transfer reference (UTR)",
          f.refundId,
        ]);
      }
      return draft(
        `Refund sent for your return request ${f.number}`,
        "Your refund is on its way",
        `${amount(f.refundPaise)} for order ${order}`,
        [
          {
            p: `We have refunded ${
              amount(f.refundPaise)
            } for your return request ${f.number} on order ${order} from ${f.storeName}.`,
          },
          { rows },
          {
            p: f.refundMethod === "gateway"
              ? "Banks usually show a refund within 5 to 7 working days; UPI refunds are often faster."
              : "Transfers usually reach the account within a few hours, at the latest by the next " +
                "working day. If it has not arrived by then, quote the reference above to your bank, or " +
                "reply to this mail.",
          },
          view,
        ],
      );
    }
    case "closed":
      return draft(
        `Your return request ${f.number} is closed`,
        "Your return request is closed",
        `Request ${f.number} for order ${order}`,
        [
          {
            p: `Your return request ${f.number} for order ${order} is closed: ${f.storeName} rejected it, ` +
              `and it was not escalated to SwiftCart within 7 days.`,
          },
          summary(f),
          view,
        ],
      );
  }
}

/** The store's mail of a step, for the steps it is told about (a new request, an escalation, a decision). */
function storeDraft(step: ReturnMailStep, f: ReturnMailFacts, site: string): Draft | null {
  const order = `#${trackingId(f.orderId)}`;
  const open: Block = { button: "Open your Returns page", href: storeReturnsUrl(site) };
  const hello: Block = { p: `Hello ${f.storeName},` };
  const draft = (subject: string, title: string, preheader: string, blocks: Block[]): Draft => ({
    role: "store",
    subject,
    title,
    preheader,
    blocks: [hello, ...blocks],
  });
  switch (step) {
    case "requested": {
      const due = when(f.respondBy);
      const what = needsPickup(f.reason)
        ? "Accept it with the reverse pickup's carrier and tracking number, or reject it with a reason " +
          "the shopper will see."
        : "Accept it (a missing item or part has nothing to send back: the refund follows at once), or " +
          "reject it with a reason the shopper will see.";
      return draft(
        `New return request ${f.number} on order ${order}${due ? `: answer by ${due}` : ""}`,
        `Return request ${f.number}`,
        `${REASON_LABELS[f.reason]} · answer by ${due || "2 days"}`,
        [
          { p: `${f.customerName} asks to return items of order ${order}.` },
          summary(f),
          { items: f.items },
          ...(f.note ? [{ quote: f.note, label: "The shopper wrote" }] : []),
          { p: what },
          {
            p: due
              ? `Answer by ${due}, or it is accepted automatically.`
              : "Answer within 2 days, or it is accepted automatically.",
          },
          open,
          { small: "The Returns page has the shopper's photos and the buttons to accept or reject." },
        ],
      );
    }
    case "escalated":
      return draft(
        `Return request ${f.number} escalated to SwiftCart`,
        "A rejection was escalated",
        `${f.customerName} escalated request ${f.number}`,
        [
          {
            p: `${f.customerName} has escalated return request ${f.number} on order ${order}, which you ` +
              `rejected.`,
          },
          ...(f.note ? [{ quote: f.note, label: "The shopper wrote" }] : []),
          summary(f),
          {
            p: "SwiftCart reviews the request, the photos and your reason, and decides; the decision is " +
              "final. We will mail you when it is made. Nothing is needed from you now.",
          },
          open,
        ],
      );
    case "decided_approved":
      return draft(
        `SwiftCart approved return request ${f.number}`,
        "SwiftCart approved the return",
        `Request ${f.number} on order ${order}`,
        [
          {
            p: `SwiftCart has reviewed the escalated return request ${f.number} on order ${order} and ` +
              `approved it.`,
          },
          ...(f.note ? [{ quote: f.note, label: "SwiftCart's note" }] : []),
          summary(f),
          { items: f.items },
          {
            p: needsPickup(f.reason)
              ? "Book the reverse pickup of the items, and mark them received on your Returns page when " +
                "they arrive; the shopper's refund follows, and its sale, commission and taxes are " +
                "reversed in your ledger."
              : "A missing item or part has nothing to send back: the shopper's refund is due now, and " +
                "its sale, commission and taxes are reversed in your ledger.",
          },
          open,
        ],
      );
    case "decided_upheld":
      return draft(
        `SwiftCart upheld your rejection of return request ${f.number}`,
        "Your rejection stands",
        `Request ${f.number} is closed`,
        [
          {
            p: `SwiftCart has reviewed the escalated return request ${f.number} on order ${order} and ` +
              `upheld your rejection. The request is closed; nothing is refunded.`,
          },
          ...(f.note ? [{ quote: f.note, label: "SwiftCart's note" }] : []),
          summary(f),
          open,
        ],
      );
    default:
      return null;
  }
}

/** The items asked back: "Phone cover × 2" lines. */
function itemList(items: { name: string; quantity: number }[]): Html {
  return html`
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"
      style="border-collapse:collapse;margin:4px 0 12px">
    ${items.map((item) =>
      html`
        <tr>
          <td
            style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:${COLOURS
              .ink};padding:8px 0;border-bottom:1px solid ${COLOURS
              .line};word-break:break-word">${item.name} <span style="color:${COLOURS
              .muted}">× ${item.quantity}</span></td>
        </tr>
      `
    )}
    </table>
  `;
}

function blockHtml(block: Block): Html {
  if ("p" in block) return paragraph(block.p);
  if ("rows" in block) return facts(block.rows);
  if ("items" in block) return itemList(block.items);
  if ("quote" in block) return box(html`${heading(block.label, 0)}${paragraph(block.quote)}`);
  if ("button" in block) return button(block.button, block.href);
  return note(block.small);
}

function blockText(block: Block): string {
  if ("p" in block) return block.p;
  if ("rows" in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("items" in block) return block.items.map((item) => `  ${item.name} × ${item.quantity}`).join("\n");
  if ("quote" in block) return `${block.label}:\n  ${block.quote.replace(/\n/g, "\n  ")}`;
  if ("button" in block) return `${block.button}: ${block.href}`;
  return block.small;
}

const FOOTER_TEXT = (site: string) => `\n--\nSwiftCart · ${site}/\nQuestions? ${site}/contactus\n`;

function render(step: ReturnMailStep, f: ReturnMailFacts, d: Draft, site: string): OutboxMail {
  const body = d.blocks.map(blockText).join("\n\n");
  return {
    to: d.role === "shopper" ? f.customerEmail : f.storeEmail,
    subject: d.subject,
    text: `${d.title}\n\n${body}\n${FOOTER_TEXT(site)}`,
    html: mailDocument({
      title: d.title,
      preheader: d.preheader,
      content: html`${d.blocks.map(blockHtml)}`,
      site,
    }),
    key: `return-${step}:${f.returnId}:${d.role}`,
  };
}

/** The mails of one step of a request: the shopper's, and the store's when the step concerns it. */
export function returnMails(
  step: ReturnMailStep,
  facts: ReturnMailFacts,
  site: string = publicUrl(),
): OutboxMail[] {
  const drafts = [shopperDraft(step, facts, site), storeDraft(step, facts, site)]
    .filter((d): d is Draft => d !== null);
  return drafts.map((d) => render(step, facts, d, site));
}

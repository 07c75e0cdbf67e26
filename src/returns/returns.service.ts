/**
 * Returns and claims after delivery: a shopper asks for some lines of a delivered order back (damaged,
 * defective, wrong, missing, not as described) within 7 days of the delivery; the store accepts (with a
 * reverse pickup) or rejects within 2 days, else the request is accepted automatically; a rejection may be
 * escalated to the admin, whose decision is final; the store marks the goods received (and whether they go
 * back to stock); the refund of exactly the returned lines goes back through the gateway (a partial refund)
 * or, for cash on delivery, by transfer to the UPI ID or bank account the shopper gave, paid and recorded by
 * the admin. A missing item has nothing to send back: acceptance goes straight to the refund.
 *
 * Every step is one transaction that first locks the order's row, so racing steps on one order (two
 * accepts, an accept and an escalation, two requests for one line) apply one at a time and each sees the
 * other's outcome. The step that makes the refund due issues the credit note (where the order has an
 * invoice), reverses the store's ledger for those lines and records the refund's amount, in its
 * transaction; the gateway is asked after the commit, claimed by one attempt at a time, so however many
 * calls race, one refund is sent. Every step writes the request's timeline, the audit trail (stores' and
 * admins' steps) and the mails (outbox) in its transaction.
 */
import type { DB, ReturnActor, ReturnReason, ReturnStatus } from "../../db/database.ts";
import { type PaymentGateway, RefundFailed, refundFailureReason } from "../payments/gateway.ts";
import { type OrderViewer, visibleOrder } from "../orders/orders.service.ts";
import { findOrder, type OrderRecord } from "../orders/orders.queries.ts";
import { AppError, badRequest, notFound } from "../core/errors.ts";
import { indiaMomentText, now } from "../core/clock.ts";
import { newId } from "../core/ids.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import { enqueueMail } from "../outbox/outbox.queries.ts";
import { issueCreditNote } from "../invoices/invoices.service.ts";
import { reverseSale } from "../ledger/ledger.service.ts";
import {
  ACCOUNT_NUMBER_PATTERN,
  ADMIN_OPEN,
  answerDue,
  escalationEnds,
  IFSC_PATTERN,
  lineRefund,
  maskAccount,
  MAX_RETURN_PHOTOS,
  needsPickup,
  OPEN_STATUSES,
  REASON_LABELS,
  requestWindowEnds,
  returnNumber,
  STORE_TODO,
  UPI_PATTERN,
} from "./returns.rules.ts";
import {
  claimReturnRefund,
  countReturns,
  deliveredAndReturned,
  findReturnRecord,
  insertPhotos,
  insertReturn,
  insertStep,
  listReturnRecords,
  lockOrder,
  markReturnRefunded,
  markReturnRefundFailed,
  moveReturn,
  orderOfReturn,
  overdueReturns,
  photoCount,
  restock,
  returnBriefs,
  type ReturnRecord,
  returnsByLine,
  returnsOfOrderRecords,
  setLineRefunds,
} from "./returns.queries.ts";
import { returnMails, type ReturnMailStep } from "./return-mails.ts";

export type ReturnViewer = OrderViewer;

/** Where a cash-on-delivery order's refund goes: the shopper's UPI ID or bank account. */
export type RefundTo = { upi: string } | { accountNumber: string; ifsc: string; accountName: string };

export interface ReturnRequestInput {
  items: { productId: string; quantity: number }[];
  reason: ReturnReason;
  comment: string;
  refundTo?: RefundTo;
}

/** What a viewer may do with a request now (the pages show these buttons; the API enforces the same). */
export type ReturnAction =
  | "photos"
  | "accept"
  | "reject"
  | "receive"
  | "escalate"
  | "decide"
  | "refund"
  | "refund_by_transfer";

export interface ReturnStep {
  status: string;
  actor: "customer" | "vendor" | "admin" | "system";
  note: string;
  at: string;
}

/** One request as every reader sees it (bank details are whole only for the admin, absent for the store). */
export interface ReturnView {
  id: string;
  /** "R1A2B3C4": the short number pages show. */
  number: string;
  orderId: string;
  vendorId: string;
  storeName: string;
  customerName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string;
  items: {
    productId: string | null;
    position: number;
    name: string;
    quantity: number;
    refundPaise: number | null;
  }[];
  /** Media ids of the shopper's photos (GET /media/{id}). */
  photos: string[];
  paymentMethod: "cod" | "card" | "upi";
  refund: {
    method: "gateway" | "upi" | "bank";
    /** Paise; null until the refund is due. */
    paise: number | null;
    status: "none" | "due" | "refunded";
    id: string | null;
    error: string | null;
    refundedAt: string | null;
    to: RefundTo | null;
  };
  requestedAt: string;
  respondBy: string;
  acceptedAt: string | null;
  acceptedBy: "vendor" | "admin" | "system" | null;
  pickup: { carrier: string; trackingNumber: string } | null;
  rejectedAt: string | null;
  rejectReason: string | null;
  escalateBy: string | null;
  escalatedAt: string | null;
  escalationComment: string | null;
  decidedAt: string | null;
  adminNote: string | null;
  receivedAt: string | null;
  restocked: boolean | null;
  closedAt: string | null;
  creditNote: string | null;
  steps: ReturnStep[];
  /** What this viewer may do now. */
  actions: ReturnAction[];
}

/** An order's return window as its page shows it: open or not, until when, and what may still be returned. */
export interface ReturnWindow {
  open: boolean;
  /** ISO; null when the order is not delivered. */
  endsAt: string | null;
  /** Why no request can be made, when none can. */
  closedReason: string | null;
  lines: {
    productId: string | null;
    position: number;
    name: string;
    delivered: number;
    returnable: number;
  }[];
  /** Cash on delivery: the request must say where the refund goes. */
  needsRefundTo: boolean;
}

export interface ReturnFilter {
  status?: ReturnStatus;
  reason?: ReturnReason;
  /** "open": every status still being handled. */
  open?: boolean;
  orderId?: string;
  page: number;
  limit: number;
}

export type ReturnRefundOutcome =
  | { kind: "refunded"; ret: ReturnView }
  | { kind: "already"; ret: ReturnView }
  | { kind: "failed"; ret: ReturnView; reason: string };

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Who did a step, for the timeline and the audit trail (null: the scheduled job). */
type StepActor = Pick<ReturnViewer, "id" | "role"> | null;
const roleOf = (actor: StepActor): ReturnActor =>
  actor === null ? "system" : actor.role === "admin" || actor.role === "vendor" ? actor.role : "customer";

const canSeeReturn = (viewer: ReturnViewer, rec: Pick<ReturnRecord, "vendor_id" | "customer_id">) =>
  viewer.role === "admin" ||
  (viewer.role === "vendor"
    ? viewer.vendor_id !== null && rec.vendor_id === viewer.vendor_id
    : rec.customer_id === viewer.id);

function actionsFor(viewer: ReturnViewer, rec: ReturnRecord, at: Date): ReturnAction[] {
  const actions: ReturnAction[] = [];
  if (viewer.role === "customer") {
    if (rec.status === "requested" && rec.photos.length < MAX_RETURN_PHOTOS) actions.push("photos");
    if (rec.status === "rejected" && rec.escalate_by && at <= new Date(rec.escalate_by)) {
      actions.push("escalate");
    }
  } else if (viewer.role === "vendor") {
    if (rec.status === "requested") actions.push("accept", "reject");
    if (rec.status === "accepted" && needsPickup(rec.reason)) actions.push("receive");
  } else {
    if (rec.status === "escalated") actions.push("decide");
    if (rec.refund_status === "due") {
      actions.push(rec.refund_method === "gateway" ? "refund" : "refund_by_transfer");
    }
  }
  return actions;
}

function refundToOf(viewer: ReturnViewer, rec: ReturnRecord): RefundTo | null {
  if (viewer.role === "vendor") return null;
  if (rec.refund_method === "upi" && rec.refund_upi) return { upi: rec.refund_upi };
  if (rec.refund_method === "bank" && rec.refund_account_number) {
    return {
      accountNumber: viewer.role === "admin"
        ? rec.refund_account_number
        : maskAccount(rec.refund_account_number),
      ifsc: rec.refund_ifsc ?? "",
      accountName: rec.refund_account_name ?? "",
    };
  }
  return null;
}

/** A request as `viewer` sees it. */
export function viewOf(viewer: ReturnViewer, rec: ReturnRecord, at = now()): ReturnView {
  return {
    id: rec.id,
    number: returnNumber(rec.id),
    orderId: rec.order_id,
    vendorId: rec.vendor_id,
    storeName: rec.store_name,
    customerName: rec.customer_name,
    status: rec.status,
    reason: rec.reason,
    comment: rec.comment,
    items: rec.items.map((i) => ({
      productId: i.product_id,
      position: i.position,
      name: i.name,
      quantity: i.quantity,
      refundPaise: i.refund_paise,
    })),
    photos: rec.photos,
    paymentMethod: rec.payment_method,
    refund: {
      method: rec.refund_method,
      paise: rec.refund_paise,
      status: rec.refund_status,
      id: rec.refund_id,
      error: rec.refund_error,
      refundedAt: iso(rec.refunded_at),
      to: refundToOf(viewer, rec),
    },
    requestedAt: iso(rec.requested_at)!,
    respondBy: iso(rec.respond_by)!,
    acceptedAt: iso(rec.accepted_at),
    acceptedBy: rec.accepted_by,
    pickup: rec.pickup_carrier && rec.pickup_tracking
      ? { carrier: rec.pickup_carrier, trackingNumber: rec.pickup_tracking }
      : null,
    rejectedAt: iso(rec.rejected_at),
    rejectReason: rec.reject_reason,
    escalateBy: iso(rec.escalate_by),
    escalatedAt: iso(rec.escalated_at),
    escalationComment: rec.escalation_comment,
    decidedAt: iso(rec.decided_at),
    adminNote: rec.admin_note,
    receivedAt: iso(rec.received_at),
    restocked: rec.restocked,
    closedAt: iso(rec.closed_at),
    creditNote: rec.credit_note_number,
    steps: rec.steps.map((s) => ({ status: s.status, actor: s.actor_role, note: s.note, at: iso(s.at)! })),
    actions: actionsFor(viewer, rec, at),
  };
}

const NOT_FOUND = "Return request not found.";

/** One step on a request: the order locked, the request read again under the lock and shown to its reader. */
async function onRequest<T>(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  step: (tx: DB, rec: ReturnRecord, order: OrderRecord) => Promise<T>,
): Promise<T> {
  const orderId = await orderOfReturn(db, id);
  if (!orderId) throw notFound(NOT_FOUND);
  return await db.transaction().execute(async (tx) => {
    await lockOrder(tx, orderId);
    const rec = await findReturnRecord(tx, id);
    if (!rec || !canSeeReturn(viewer, rec)) throw notFound(NOT_FOUND);
    return await step(tx, rec, (await findOrder(tx, orderId))!);
  });
}

/** The mails of a step, written to the outbox in its transaction. */
async function mailStep(tx: DB, step: ReturnMailStep, rec: ReturnRecord, note: string | null): Promise<void> {
  const mails = returnMails(step, {
    returnId: rec.id,
    number: returnNumber(rec.id),
    orderId: rec.order_id,
    customerName: rec.customer_name,
    customerEmail: rec.customer_email,
    storeName: rec.store_name,
    storeEmail: rec.store_email,
    reason: rec.reason,
    items: rec.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    refundPaise: rec.refund_paise,
    note,
    pickup: rec.pickup_carrier && rec.pickup_tracking
      ? { carrier: rec.pickup_carrier, trackingNumber: rec.pickup_tracking }
      : null,
    respondBy: iso(rec.respond_by),
    escalateBy: iso(rec.escalate_by),
    refundId: rec.refund_id,
    refundMethod: rec.refund_method,
  });
  for (const mail of mails) await enqueueMail(tx, mail);
}

/**
 * Records a step that happened: its timeline entry, its audit row, its mails (read back after the change, so
 * they tell the new state). Answers the request as it is now.
 */
async function recordStep(
  tx: DB,
  actor: StepActor,
  id: string,
  step: {
    status: string;
    action: string;
    mail: ReturnMailStep | null;
    note: string;
    details?: Record<string, unknown>;
  },
  at: Date,
): Promise<ReturnRecord> {
  await insertStep(tx, {
    returnId: id,
    status: step.status,
    actor: roleOf(actor),
    actorId: actor?.id ?? null,
    note: step.note,
    at,
  });
  await recordAudit(tx, {
    actor: actor ? { id: actor.id, role: actor.role } : null,
    action: `return.${step.action}`,
    entity: "return",
    entityId: id,
    details: { status: step.status, ...(step.note ? { note: step.note } : {}), ...step.details },
  });
  const rec = (await findReturnRecord(tx, id))!;
  if (step.mail) await mailStep(tx, step.mail, rec, step.note || null);
  return rec;
}

function wrongState(rec: ReturnRecord, doing: string): AppError {
  const messages: Partial<Record<ReturnStatus, string>> = {
    refunded: "This request has already been refunded.",
    closed: "This request is closed.",
  };
  return new AppError(409, messages[rec.status] ?? `A request that is ${rec.status} cannot be ${doing}.`);
}

const text = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/**
 * The step that makes a request's refund due, in its transaction: each returned line's refund (its share of
 * what was paid, the rest of the line at its last unit), the credit note for those lines where the order was
 * invoiced, the store's ledger reversed for them (the refund, and back their commission, its GST, TCS, TDS).
 * Never more than was paid for the lines, however many requests: the order's row is locked.
 */
async function makeRefundDue(tx: DB, rec: ReturnRecord, order: OrderRecord, at: Date): Promise<void> {
  if (order.payment_status !== "paid") {
    throw new AppError(409, "This order has been refunded in full already: nothing is left to refund.");
  }
  const byLine = await returnsByLine(tx, order.id);
  const refunds = new Map<number, number>();
  for (const item of rec.items) {
    const line = order.items.find((l) => l.position === item.position)!;
    const done = byLine.get(item.position);
    refunds.set(
      item.position,
      lineRefund(line.line_paise, line.quantity, item.quantity, {
        quantity: done?.refundedQuantity ?? 0,
        paise: done?.refundedPaise ?? 0,
      }),
    );
  }
  const total = [...refunds.values()].reduce((sum, paise) => sum + paise, 0);
  const paidForLines = order.items.reduce((sum, line) => sum + line.line_paise, 0);
  const refundedBefore = [...byLine.values()].reduce((sum, line) => sum + line.refundedPaise, 0);
  if (refundedBefore + total > paidForLines) {
    throw new AppError(409, "This refund would exceed what was paid for the order's items.");
  }
  const number = returnNumber(rec.id);
  const lines = rec.items.map((i) => ({ position: i.position, quantity: i.quantity }));
  const creditNote = await issueCreditNote(
    tx,
    order.id,
    lines,
    `Return ${number}: ${REASON_LABELS[rec.reason]}`,
  );
  const reversal = await reverseSale(tx, order.id, {
    quantities: new Map(lines.map((l) => [l.position, l.quantity])),
    creditNoteId: creditNote?.id ?? null,
    note: `Return ${number}: ${REASON_LABELS[rec.reason]}`,
  });
  await setLineRefunds(tx, rec.id, refunds);
  await tx.updateTable("returns").set({
    refund_paise: total,
    refund_status: "due",
    credit_note_id: creditNote?.id ?? null,
    ledger_event_id: reversal?.eventId ?? null,
    updated_at: at,
  }).where("id", "=", rec.id).execute();
}

function checkRefundTo(order: OrderRecord, refundTo: RefundTo | undefined) {
  if (order.payment_method !== "cod") {
    if (refundTo) {
      throw badRequest("refundTo: a prepaid order is refunded to the card or UPI account it was paid with.");
    }
    return {
      refund_method: "gateway" as const,
      refund_upi: null,
      refund_account_number: null,
      refund_ifsc: null,
      refund_account_name: null,
    };
  }
  if (!refundTo) {
    throw badRequest(
      "refundTo: tell us where to send the refund of a cash-on-delivery order: a UPI ID, or a bank account " +
        "number with its IFSC and the account holder's name.",
    );
  }
  if ("upi" in refundTo) {
    const upi = refundTo.upi.trim();
    if (!UPI_PATTERN.test(upi)) throw badRequest("refundTo.upi: enter a UPI ID such as name@okhdfcbank.");
    return {
      refund_method: "upi" as const,
      refund_upi: upi,
      refund_account_number: null,
      refund_ifsc: null,
      refund_account_name: null,
    };
  }
  const accountNumber = refundTo.accountNumber.replace(/\s+/g, "");
  const ifsc = refundTo.ifsc.trim().toUpperCase();
  const accountName = refundTo.accountName.trim();
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw badRequest("refundTo.accountNumber: a bank account number has 9 to 18 digits.");
  }
  if (!IFSC_PATTERN.test(ifsc)) {
    throw badRequest(
      "refundTo.ifsc: an IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits.",
    );
  }
  if (accountName.length < 2) throw badRequest("refundTo.accountName: enter the account holder's name.");
  return {
    refund_method: "bank" as const,
    refund_upi: null,
    refund_account_number: accountNumber,
    refund_ifsc: ifsc,
    refund_account_name: accountName.slice(0, 120),
  };
}

/** Why an order takes no return request now (null: it does). */
function windowClosed(order: OrderRecord, at: Date): string | null {
  if (order.status !== "Delivered" || !order.delivered_at) {
    return "Only a delivered order can be returned or reported.";
  }
  if (order.payment_status === "refund_due" || order.payment_status === "refunded") {
    return "This order has been refunded in full.";
  }
  const ends = requestWindowEnds(new Date(order.delivered_at));
  if (at > ends) {
    return `The time to return or report a problem with this order ended on ${indiaMomentText(ends)}.`;
  }
  return null;
}

export async function requestReturn(
  db: DB,
  viewer: ReturnViewer,
  orderId: string,
  input: ReturnRequestInput,
): Promise<ReturnView> {
  if (viewer.role !== "customer") {
    throw new AppError(403, "Only the shopper who placed the order can ask for a return.");
  }
  if (input.items.length === 0) throw badRequest("items: choose at least one item to return.");
  const ids = input.items.map((i) => i.productId);
  if (new Set(ids).size !== ids.length) throw badRequest("items: name each item once, with its quantity.");
  const at = now();
  const id = newId(at.getTime());
  const rec = await db.transaction().execute(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw notFound("Order not found.");
    const order = await visibleOrder(tx, viewer, orderId);
    const closed = windowClosed(order, at);
    if (closed) throw new AppError(409, closed);
    const byLine = await returnsByLine(tx, orderId);
    const items = input.items.map((want) => {
      const line = order.items.find((l) => l.product_id === want.productId);
      if (!line) throw badRequest(`items: this order has no item ${want.productId}.`);
      if (!Number.isInteger(want.quantity) || want.quantity < 1) {
        throw badRequest(`items: the quantity of ${line.name} must be a whole number of at least 1.`);
      }
      const done = byLine.get(line.position);
      if (done?.open) throw new AppError(409, `There is already an open request for ${line.name}.`);
      const left = line.quantity - (done?.taken ?? 0);
      if (want.quantity > left) {
        throw badRequest(
          left === 0
            ? `items: ${line.name} has been returned already.`
            : `items: you can return at most ${left} of ${line.name}.`,
        );
      }
      return {
        return_id: id,
        order_id: orderId,
        position: line.position,
        product_id: line.product_id,
        name: line.name,
        quantity: want.quantity,
      };
    });
    const comment = text(input.comment, 1000);
    await insertReturn(tx, {
      id,
      order_id: orderId,
      vendor_id: order.vendor_id,
      customer_id: order.customer_id,
      status: "requested",
      reason: input.reason,
      comment,
      ...checkRefundTo(order, input.refundTo),
      requested_at: at,
      respond_by: answerDue(at),
      updated_at: at,
    }, items.sort((a, b) => a.position - b.position));
    return await recordStep(tx, viewer, id, {
      status: "requested",
      action: "request",
      mail: "requested",
      note: comment,
      details: {
        orderId,
        reason: input.reason,
        items: items.map((i) => `${i.name} × ${i.quantity}`),
      },
    }, at);
  });
  return viewOf(viewer, rec, at);
}

/** Adds photos (media ids already stored through the upload path) to the shopper's open request: at most 5. */
export async function addReturnPhotos(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  mediaIds: string[],
): Promise<ReturnView> {
  if (viewer.role !== "customer") {
    throw new AppError(403, "Only the shopper who made the request can add photos.");
  }
  return await onRequest(db, viewer, id, async (tx, rec) => {
    if (rec.status !== "requested") {
      throw new AppError(409, "Photos can be added only while the store has not answered the request.");
    }
    const have = await photoCount(tx, id);
    if (have + mediaIds.length > MAX_RETURN_PHOTOS) {
      throw badRequest(`photos: a request takes at most ${MAX_RETURN_PHOTOS} photos (it has ${have}).`);
    }
    await insertPhotos(tx, id, have, mediaIds);
    const at = now();
    const after = await recordStep(tx, viewer, id, {
      status: "photos",
      action: "photos",
      mail: null,
      note: `${mediaIds.length} photo${mediaIds.length === 1 ? "" : "s"} added`,
    }, at);
    return viewOf(viewer, after, at);
  });
}

export async function acceptReturn(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  pickup: { carrier?: string; trackingNumber?: string },
): Promise<ReturnView> {
  if (viewer.role !== "vendor") throw new AppError(403, "Only the store can accept a return request.");
  return await onRequest(db, viewer, id, async (tx, rec, order) => {
    if (rec.status !== "requested") throw wrongState(rec, "accepted");
    const carrier = text(pickup.carrier, 80);
    const trackingNumber = text(pickup.trackingNumber, 60);
    if (needsPickup(rec.reason) && !(carrier && trackingNumber)) {
      throw badRequest("Please enter the carrier and the tracking number of the reverse pickup.");
    }
    const at = now();
    await moveReturn(tx, id, ["requested"], "accepted", {
      accepted_at: at,
      accepted_by: "vendor",
      pickup_carrier: carrier || null,
      pickup_tracking: trackingNumber || null,
      updated_at: at,
    });
    // A missing item or part has nothing to send back: the refund is due at once.
    if (!needsPickup(rec.reason)) await makeRefundDue(tx, rec, order, at);
    const after = await recordStep(tx, viewer, id, {
      status: "accepted",
      action: "accept",
      mail: "accepted",
      note: carrier ? `Reverse pickup: ${carrier}, ${trackingNumber}` : "",
    }, at);
    return viewOf(viewer, after, at);
  });
}

export async function rejectReturn(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  reason: string,
): Promise<ReturnView> {
  if (viewer.role !== "vendor") throw new AppError(403, "Only the store can reject a return request.");
  const why = text(reason, 500);
  if (why.length < 3) throw badRequest("reason: tell the shopper why the request is rejected.");
  return await onRequest(db, viewer, id, async (tx, rec) => {
    if (rec.status !== "requested") throw wrongState(rec, "rejected");
    const at = now();
    await moveReturn(tx, id, ["requested"], "rejected", {
      rejected_at: at,
      reject_reason: why,
      escalate_by: escalationEnds(at),
      updated_at: at,
    });
    const after = await recordStep(tx, viewer, id, {
      status: "rejected",
      action: "reject",
      mail: "rejected",
      note: why,
    }, at);
    return viewOf(viewer, after, at);
  });
}

export async function escalateReturn(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  comment: string,
): Promise<ReturnView> {
  if (viewer.role !== "customer") {
    throw new AppError(403, "Only the shopper who made the request can escalate it.");
  }
  const why = text(comment, 1000);
  if (why.length < 3) throw badRequest("comment: tell SwiftCart why the rejection is not right.");
  return await onRequest(db, viewer, id, async (tx, rec) => {
    const at = now();
    if (rec.status !== "rejected") throw wrongState(rec, "escalated");
    if (rec.escalate_by && at > new Date(rec.escalate_by)) {
      throw new AppError(
        409,
        `The time to escalate this rejection ended on ${indiaMomentText(rec.escalate_by)}.`,
      );
    }
    await moveReturn(tx, id, ["rejected"], "escalated", {
      escalated_at: at,
      escalation_comment: why,
      updated_at: at,
    });
    const after = await recordStep(tx, viewer, id, {
      status: "escalated",
      action: "escalate",
      mail: "escalated",
      note: why,
    }, at);
    return viewOf(viewer, after, at);
  });
}

export async function decideReturn(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  decision: { approve: boolean; note: string },
): Promise<ReturnView> {
  if (viewer.role !== "admin") throw new AppError(403, "Only SwiftCart's admins decide escalated requests.");
  const note = text(decision.note, 1000);
  if (!decision.approve && note.length < 3) {
    throw badRequest("note: tell the shopper why the store's rejection stands.");
  }
  return await onRequest(db, viewer, id, async (tx, rec, order) => {
    if (rec.status !== "escalated") throw wrongState(rec, "decided");
    const at = now();
    const decided = { decided_at: at, decided_by: viewer.id, admin_note: note || null, updated_at: at };
    if (decision.approve) {
      await moveReturn(tx, id, ["escalated"], "accepted", {
        ...decided,
        accepted_at: at,
        accepted_by: "admin",
      });
      if (!needsPickup(rec.reason)) await makeRefundDue(tx, rec, order, at);
    } else {
      await moveReturn(tx, id, ["escalated"], "closed", { ...decided, closed_at: at });
    }
    const after = await recordStep(tx, viewer, id, {
      status: decision.approve ? "accepted" : "closed",
      action: "decide",
      mail: decision.approve ? "decided_approved" : "decided_upheld",
      note,
      details: { approve: decision.approve },
    }, at);
    return viewOf(viewer, after, at);
  });
}

export async function receiveReturn(
  db: DB,
  viewer: ReturnViewer,
  id: string,
  receipt: { restock: boolean },
): Promise<ReturnView> {
  if (viewer.role !== "vendor") throw new AppError(403, "Only the store can mark returned goods received.");
  return await onRequest(db, viewer, id, async (tx, rec, order) => {
    if (rec.status !== "accepted") throw wrongState(rec, "marked received");
    if (!needsPickup(rec.reason)) {
      throw new AppError(
        409,
        "A missing item has nothing to receive: its refund was made due on acceptance.",
      );
    }
    const at = now();
    await moveReturn(tx, id, ["accepted"], "received", {
      received_at: at,
      restocked: receipt.restock,
      updated_at: at,
    });
    // Stock comes back once (this step happens once), and only when the store says the goods are resaleable.
    if (receipt.restock) await restock(tx, rec.items);
    await makeRefundDue(tx, rec, order, at);
    const after = await recordStep(tx, viewer, id, {
      status: "received",
      action: "receive",
      mail: "received",
      note: receipt.restock ? "Back in stock" : "Not resaleable: not put back in stock",
      details: { restock: receipt.restock },
    }, at);
    return viewOf(viewer, after, at);
  });
}

type RefundActor = Pick<ReturnViewer, "id" | "role" | "vendor_id"> | null;

/** The scheduled job sees every request as SwiftCart does. */
const SYSTEM: ReturnViewer = { id: "", role: "admin", vendor_id: null };
const viewerOf = (actor: RefundActor): ReturnViewer =>
  actor ? { ...actor, vendor_id: actor.vendor_id ?? null } : SYSTEM;

const UTR_PATTERN = /^[A-Za-z0-9]{12,22}$/;

/**
 * Sends a due refund through the gateway (card/UPI; also the admin's retry), or with `reference` records the
 * admin's transfer to the shopper's UPI ID or bank account (cash on delivery). Refunded already: `already`.
 * One attempt at a time claims the request, so racing calls send one refund.
 */
export async function refundReturn(
  db: DB,
  gateway: PaymentGateway | null,
  actor: RefundActor,
  id: string,
  reference?: string,
): Promise<ReturnRefundOutcome> {
  const viewer = viewerOf(actor);
  const before = await findReturnRecord(db, id);
  if (!before || !canSeeReturn(viewer, before)) throw notFound(NOT_FOUND);
  if (before.refund_status === "refunded") return { kind: "already", ret: viewOf(viewer, before) };
  const byTransfer = before.refund_method !== "gateway";
  if (reference !== undefined && !byTransfer) {
    throw new AppError(409, "This request was paid online: its refund goes through the gateway.");
  }
  if (reference === undefined && byTransfer) {
    throw new AppError(
      409,
      "A cash-on-delivery refund is paid by UPI or bank transfer to the account the shopper gave: pay it, " +
        "then record the transfer's reference (UTR).",
    );
  }
  const utr = reference?.trim();
  if (utr !== undefined && !UTR_PATTERN.test(utr)) {
    throw badRequest("reference: the transfer's UTR has 12 to 22 letters and digits.");
  }
  const at = now();
  if (!(await claimReturnRefund(db, id, at))) {
    const current = (await findReturnRecord(db, id))!;
    if (current.refund_status === "refunded") return { kind: "already", ret: viewOf(viewer, current) };
    if (current.refund_status === "due") {
      throw new AppError(409, "A refund of this request is already in progress. Please reload in a minute.");
    }
    throw new AppError(409, "This request has no refund due yet.");
  }
  // Read again once claimed: the amount is the one made due, whatever was read before.
  const claimed = (await findReturnRecord(db, id))!;
  const amountPaise = claimed.refund_paise ?? 0;
  let refund: { id: string } | { failed: string };
  try {
    if (utr !== undefined) refund = { id: utr };
    else {
      if (!gateway) throw new RefundFailed("Online payments are not set up here, so no refund can be sent.");
      const order = await findOrder(db, before.order_id);
      if (!order?.payment_id) throw new RefundFailed("The order has no recorded payment to refund.");
      refund = await gateway.refund(order.payment_id, amountPaise, {
        orderId: before.order_id,
        returnId: id,
      });
    }
  } catch (error) {
    if (!(error instanceof RefundFailed)) console.error("Return refund failed unexpectedly:", error);
    refund = { failed: refundFailureReason(error) };
  }
  return await db.transaction().execute(async (tx) => {
    const done = now();
    if ("failed" in refund) {
      await markReturnRefundFailed(tx, id, refund.failed, done);
      await recordAudit(tx, {
        actor: actor ? { id: actor.id, role: actor.role } : null,
        action: "return.refund_failed",
        entity: "return",
        entityId: id,
        details: { amountPaise, reason: refund.failed },
      });
      return {
        kind: "failed",
        ret: viewOf(viewer, (await findReturnRecord(tx, id))!),
        reason: refund.failed,
      };
    }
    await markReturnRefunded(tx, id, refund.id, done);
    const after = await recordStep(tx, actor, id, {
      status: "refunded",
      action: "refund",
      mail: "refunded",
      note: byTransfer
        ? `Paid by transfer, UTR ${refund.id}`
        : `Refunded to the original payment, ${refund.id}`,
      details: { amountPaise, refundId: refund.id },
    }, done);
    return { kind: "refunded", ret: viewOf(viewer, after, done) };
  });
}

/** After a step committed: the gateway refund it made due, attempted at once (a failure stays visible). */
export async function refundReturnIfDue(
  db: DB,
  gateway: PaymentGateway | null,
  actor: RefundActor,
  ret: ReturnView,
): Promise<ReturnView> {
  if (ret.refund.status !== "due" || ret.refund.method !== "gateway") return ret;
  const viewer = viewerOf(actor);
  try {
    return (await refundReturn(db, gateway, actor, ret.id)).ret;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      return viewOf(viewer, (await findReturnRecord(db, ret.id))!);
    }
    throw error;
  }
}

export async function findReturn(db: DB, viewer: ReturnViewer, id: string): Promise<ReturnView> {
  const rec = await findReturnRecord(db, id);
  if (!rec || !canSeeReturn(viewer, rec)) throw notFound(NOT_FOUND);
  return viewOf(viewer, rec);
}

export async function returnsOfOrder(db: DB, viewer: ReturnViewer, orderId: string): Promise<ReturnView[]> {
  await visibleOrder(db, viewer, orderId);
  const at = now();
  return (await returnsOfOrderRecords(db, orderId)).map((rec) => viewOf(viewer, rec, at));
}

/** A page of requests: the store's own, every one for the admin (escalations first, then open, newest). */
export async function listReturns(
  db: DB,
  viewer: ReturnViewer,
  filter: ReturnFilter,
): Promise<{ returns: ReturnView[]; total: number }> {
  if (viewer.role === "customer") throw new AppError(403, "Shoppers see their requests on their orders.");
  const list = await listReturnRecords(db, {
    vendorId: viewer.role === "vendor" ? viewer.vendor_id ?? "" : undefined,
    status: filter.status,
    reason: filter.reason,
    open: filter.open ? OPEN_STATUSES : undefined,
    orderId: filter.orderId,
  }, filter);
  const at = now();
  return { returns: list.rows.map((rec) => viewOf(viewer, rec, at)), total: list.total };
}

export async function returnWindow(db: DB, viewer: ReturnViewer, orderId: string): Promise<ReturnWindow> {
  const order = await visibleOrder(db, viewer, orderId);
  const at = now();
  const byLine = await returnsByLine(db, orderId);
  const lines = order.items.map((line) => {
    const done = byLine.get(line.position);
    return {
      productId: line.product_id,
      position: line.position,
      name: line.name,
      delivered: order.status === "Delivered" ? line.quantity : 0,
      returnable: order.status === "Delivered" && !done?.open ? line.quantity - (done?.taken ?? 0) : 0,
    };
  });
  let closedReason = windowClosed(order, at);
  if (!closedReason && lines.every((l) => l.returnable === 0)) {
    closedReason = "Every item of this order already has a request.";
  }
  return {
    open: closedReason === null,
    endsAt: order.delivered_at ? requestWindowEnds(new Date(order.delivered_at)).toISOString() : null,
    closedReason,
    lines,
    needsRefundTo: order.payment_method === "cod",
  };
}

/** Requests waiting on the store (requested or accepted) or, for the admin, on anyone. */
export async function openReturnCount(db: DB, scope: { vendorId: string } | { all: true }): Promise<number> {
  return "vendorId" in scope
    ? await countReturns(db, STORE_TODO, scope.vendorId)
    : await countReturns(db, ADMIN_OPEN);
}

const RATE_DAYS = 90;

/** A store's return rate over the last 90 days: delivered orders, orders with a return not rejected. */
export async function returnRate(
  db: DB,
  vendorId: string,
): Promise<{ delivered: number; returned: number; rate: number }> {
  const since = new Date(now().getTime() - RATE_DAYS * 86_400_000);
  const { delivered, returned } = await deliveredAndReturned(db, vendorId, since);
  return { delivered, returned, rate: delivered === 0 ? 0 : returned / delivered };
}

/**
 * The job's round: requests the store left unanswered past their 2 days are accepted (a missing item's refund
 * becomes due, and is sent), rejections not escalated within 7 days are closed. Safe on several instances at
 * once: each request moves under its order's lock, in a guarded statement.
 */
export async function runReturnDeadlines(
  db: DB,
  gateway: PaymentGateway | null,
): Promise<{ accepted: number; closed: number }> {
  const at = now();
  let accepted = 0;
  let closed = 0;
  for (const due of await overdueReturns(db, at)) {
    const moved = await db.transaction().execute(async (tx) => {
      await lockOrder(tx, due.order_id);
      const rec = await findReturnRecord(tx, due.id);
      if (!rec) return null;
      if (rec.status === "requested" && new Date(rec.respond_by) <= at) {
        await moveReturn(tx, rec.id, ["requested"], "accepted", {
          accepted_at: at,
          accepted_by: "system",
          updated_at: at,
        });
        if (!needsPickup(rec.reason)) await makeRefundDue(tx, rec, (await findOrder(tx, rec.order_id))!, at);
        accepted++;
        return await recordStep(tx, null, rec.id, {
          status: "accepted",
          action: "auto_accept",
          mail: "auto_accepted",
          note: "The store did not answer within 2 days: accepted automatically.",
        }, at);
      }
      if (rec.status === "rejected" && rec.escalate_by && new Date(rec.escalate_by) <= at) {
        await moveReturn(tx, rec.id, ["rejected"], "closed", { closed_at: at, updated_at: at });
        closed++;
        return await recordStep(tx, null, rec.id, {
          status: "closed",
          action: "close",
          mail: "closed",
          note: "Not escalated within 7 days of the rejection: closed.",
        }, at);
      }
      return null;
    });
    if (moved?.refund_status === "due" && moved.refund_method === "gateway") {
      await refundReturnIfDue(
        db,
        gateway,
        null,
        viewOf(SYSTEM, moved, at),
      );
    }
  }
  return { accepted, closed };
}

/** A shopper's requests on these orders of hers (My Orders), by order id, in one read. */
export async function returnBriefsOfOrders(
  db: DB,
  orders: readonly { _id: string }[],
): Promise<Map<string, { id: string; number: string; status: ReturnStatus }[]>> {
  const briefs = new Map<string, { id: string; number: string; status: ReturnStatus }[]>();
  for (const row of await returnBriefs(db, orders.map((o) => o._id))) {
    const list = briefs.get(row.order_id) ?? [];
    list.push({ id: row.id, number: returnNumber(row.id), status: row.status });
    briefs.set(row.order_id, list);
  }
  return briefs;
}

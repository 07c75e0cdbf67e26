/**
 * The rules of returns and claims, pure so the service, the pages and the islands share them.
 *
 * A shopper may ask to return, or claim for, the lines of a delivered order within 7 days of its delivery
 * (the policy's promise for damaged or missing items). The store answers within 2 days (else the request is
 * accepted automatically); a rejection may be escalated to SwiftCart within 7 days, and the admin's
 * decision is final. The refund is exactly the returned lines' share of what was paid for them: a line's
 * amount in proportion to the quantity, the last of a line's quantity taking whatever remains, so returning
 * a line in parts gives back exactly the line (the ledger's reversal and the credit note use the same rule).
 */
import type { ReturnReason, ReturnStatus } from "../../db/database.ts";

export const RETURN_REASONS = ["damaged", "defective", "wrong_item", "missing", "not_as_described"] as const;
export const RETURN_STATUSES = [
  "requested",
  "accepted",
  "rejected",
  "escalated",
  "received",
  "refunded",
  "closed",
] as const;

/** How the pages and mails name each reason. */
export const REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: "Damaged in transit",
  defective: "Defective",
  wrong_item: "Wrong item",
  missing: "Missing item or part",
  not_as_described: "Not as described",
};

/** How the pages and mails name each status. */
export const STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: "Requested",
  accepted: "Accepted",
  rejected: "Rejected",
  escalated: "Escalated to SwiftCart",
  received: "Received by the store",
  refunded: "Refunded",
  closed: "Closed",
};

/** Days after delivery in which a return may be requested. */
export const RETURN_REQUEST_DAYS = 7;
/** Days the store has to accept or reject a request; after that it is accepted automatically. */
export const STORE_ANSWER_DAYS = 2;
/** Days the shopper has to escalate a rejection. */
export const ESCALATION_DAYS = 7;
/** Photos one request may carry. */
export const MAX_RETURN_PHOTOS = 5;

const DAY_MS = 86_400_000;

/** The last moment a return of an order delivered at `deliveredAt` may be requested. */
export const requestWindowEnds = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + RETURN_REQUEST_DAYS * DAY_MS);
/** When the store's answer to a request made at `requestedAt` is due. */
export const answerDue = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + STORE_ANSWER_DAYS * DAY_MS);
/** The last moment a rejection made at `rejectedAt` may be escalated. */
export const escalationEnds = (rejectedAt: Date): Date =>
  new Date(rejectedAt.getTime() + ESCALATION_DAYS * DAY_MS);

/** A request still being handled: its lines are blocked for another request. */
export const OPEN_STATUSES: readonly ReturnStatus[] = [
  "requested",
  "accepted",
  "rejected",
  "escalated",
  "received",
];
/** Requests waiting on the store (the store's dashboard counts these). */
export const STORE_TODO: readonly ReturnStatus[] = ["requested", "accepted"];
/** Requests waiting on someone (the admin's dashboard counts these). */
export const ADMIN_OPEN: readonly ReturnStatus[] = ["requested", "accepted", "escalated", "received"];

/** A missing item or part has nothing to send back: acceptance goes straight to the refund. */
export const needsPickup = (reason: ReturnReason): boolean => reason !== "missing";

/** What was refunded (or set aside) of one order line so far by earlier returns. */
export interface LineReturned {
  quantity: number;
  paise: number;
}

/**
 * The refund of `quantity` of a line of `lineQuantity` units that cost `linePaise` in all, after
 * `before` of it was returned: the proportional share, the last unit taking whatever remains.
 */
export function lineRefund(
  linePaise: number,
  lineQuantity: number,
  quantity: number,
  before: LineReturned = { quantity: 0, paise: 0 },
): number {
  const left = lineQuantity - before.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
    throw new RangeError(`Cannot refund ${quantity} of the ${left} units left of this line.`);
  }
  if (quantity === left) return linePaise - before.paise;
  return Math.round(linePaise * quantity / lineQuantity);
}

/** IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID: a handle, "@", the provider. */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

/** "XXXXXX1234": an account number as pages show it to anyone but the admin paying it. */
export const maskAccount = (number: string): string =>
  number.length <= 4 ? number : `${"X".repeat(number.length - 4)}${number.slice(-4)}`;

/** The request's short number as pages show it: "R" and the last 7 characters of its id. */
export const returnNumber = (id: string): string => `R${id.slice(-7).toUpperCase()}`;

/**
 * What the admin's pages add to the request's card (src/returns/return-ui.tsx): the Returns list's refund
 * cell (amount and state) and items, where a cash-on-delivery refund is paid (the UPI ID, or the bank
 * account number, IFSC and name, whole: the admin pays it), and a store's return rate.
 */
import { formatCount, formatPaise } from "../core/money.ts";
import type { RefundTo, ReturnView } from "./returns.service.ts";

/** The refund's state in a few words: "Refunded", "Due", "Transfer due" (cash on delivery), "Refund failed". */
export function refundState(ret: Pick<ReturnView, "refund" | "status">): string {
  const { refund } = ret;
  if (refund.status === "refunded") return "Refunded";
  if (refund.status === "due") {
    if (refund.error) return "Refund failed";
    return refund.method === "gateway" ? "Due" : "Transfer due";
  }
  return ret.status === "rejected" || ret.status === "closed" ? "None" : "Not due yet";
}

/** The amount (when known) and the state, as the Returns list's refund column shows them. */
export function RefundCell({ ret }: { ret: ReturnView }) {
  const { refund } = ret;
  const tone = refund.status === "refunded"
    ? "admin-return-refund-done"
    : refund.status === "due"
    ? "admin-return-refund-due"
    : "muted";
  return (
    <div className="admin-return-refund-cell">
      {refund.paise !== null && <strong>{formatPaise(refund.paise)}</strong>}
      <small className={tone} data-testid="refund-state">{refundState(ret)}</small>
    </div>
  );
}

/** Where a cash-on-delivery refund is paid: the shopper's UPI ID or bank account, in full. */
export function RefundDestination({ to }: { to: RefundTo | null }) {
  if (!to) return <span className="muted">Not given</span>;
  if ("upi" in to) {
    return (
      <dl className="detail-list admin-return-destination" data-testid="refund-destination">
        <dt>UPI ID</dt>
        <dd className="mono">{to.upi}</dd>
      </dl>
    );
  }
  return (
    <dl className="detail-list admin-return-destination" data-testid="refund-destination">
      <dt>Account name</dt>
      <dd>{to.accountName}</dd>
      <dt>Account number</dt>
      <dd className="mono">{to.accountNumber}</dd>
      <dt>IFSC</dt>
      <dd className="mono">{to.ifsc}</dd>
    </dl>
  );
}

/** "Redmi Note 13 × 1, boAt Airdopes × 2": the lines a request takes back. */
export const returnItemsText = (ret: ReturnView) =>
  ret.items.map((i) => `${i.name} × ${formatCount(i.quantity)}`).join(", ");

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

/** A store's return rate as a percentage of its delivered orders ("3.2%"); "–" when none were delivered. */
export const rateText = ({ delivered, returned }: { delivered: number; returned: number }): string =>
  delivered === 0 ? "–" : percent.format(returned / delivered);

/** "4 of 125 orders delivered in the last 90 days have a return (3.2%).", or that none was delivered. */
export function rateSentence(rate: { delivered: number; returned: number }): string {
  if (rate.delivered === 0) return "No order was delivered in the last 90 days.";
  const orders = rate.delivered === 1 ? "order" : "orders";
  return `${formatCount(rate.returned)} of ${
    formatCount(rate.delivered)
  } ${orders} delivered in the last 90 days ` +
    `${rate.returned === 1 ? "has" : "have"} a return (${rateText(rate)}).`;
}

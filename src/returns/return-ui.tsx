/**
 * A return request as the shopper's order page, the store's Returns page and its order page show it: the
 * request's number and status, what is due next and by when, the reason and the shopper's comment, the items
 * and what each refunds, the photos as thumbnails (each opening the full photo), the reverse pickup, the
 * store's rejection reason, the escalation and SwiftCart's decision, the refund line and every step so far.
 * The controls (islands/ReturnActions.tsx) come in as children, so the card itself needs no script.
 */
import type { ReactNode } from "react";
import type { ReturnStatus } from "../../db/database.ts";
import { indiaMomentText } from "../core/clock.ts";
import { formatCount, formatPaise } from "../core/money.ts";
import { mediaUrl, mediaVariantUrl } from "../uploads/media-urls.ts";
import { maskAccount, needsPickup, REASON_LABELS, STATUS_LABELS } from "./returns.rules.ts";
import type { ReturnAction, ReturnStep, ReturnView } from "./returns.service.ts";

/** Who reads the card: the words for "you" and "the store" follow. */
export type ReturnAudience = "customer" | "vendor" | "admin";

/** The badge's colour: waiting on someone amber, going the shopper's way green, turned down grey. */
export function returnTone(status: ReturnStatus): "pending" | "approved" | "other" {
  if (status === "requested" || status === "escalated") return "pending";
  if (status === "accepted" || status === "received" || status === "refunded") return "approved";
  return "other";
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span className={`status-badge status-${returnTone(status)}`} data-testid="return-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

const moment = (iso: string) => <time dateTime={iso}>{indiaMomentText(iso)}</time>;

/** What happens next and by when, in the reader's words; null once nothing is awaited. */
function nextStep(ret: ReturnView, audience: ReturnAudience): ReactNode {
  const store = audience === "vendor";
  switch (ret.status) {
    case "requested":
      return store
        ? <>Answer by {moment(ret.respondBy)}: a request not answered by then is accepted automatically.</>
        : <>The store answers by {moment(ret.respondBy)}; if it does not, the request is accepted.</>;
    case "accepted":
      if (!needsPickup(ret.reason)) return null;
      return store
        ? <>Mark it received when the courier brings the item back.</>
        : <>Hand the item to the courier; the refund follows once the store receives it.</>;
    case "rejected":
      if (!ret.escalateBy) return null;
      return store
        ? <>The shopper may escalate this to SwiftCart until {moment(ret.escalateBy)}.</>
        : <>You can escalate this to SwiftCart until {moment(ret.escalateBy)}.</>;
    case "escalated":
      return <>SwiftCart is reviewing the request; its decision is final.</>;
    default:
      return null;
  }
}

/** Where a transfer goes, in words: "by UPI to asha@okhdfcbank", "by bank transfer to account XXXX1234 …". */
function transferTo(to: ReturnView["refund"]["to"]): string | null {
  if (!to) return null;
  if ("upi" in to) return `by UPI to ${to.upi}`;
  return `by bank transfer to account ${maskAccount(to.accountNumber)} (IFSC ${to.ifsc}, ${to.accountName})`;
}

/** The refund: how much and where, or when it will be worked out. */
export function RefundLine({ ret, audience }: { ret: ReturnView; audience: ReturnAudience }) {
  const { refund } = ret;
  const where = refund.method === "gateway"
    ? (audience === "customer" ? "to the card or UPI account you paid with" : "through the payment gateway")
    : transferTo(refund.to) ??
      (refund.method === "upi"
        ? "by UPI to the shopper's UPI ID"
        : "by bank transfer to the shopper's account");
  let text: ReactNode;
  if (refund.status === "refunded" && refund.paise !== null) {
    text = (
      <>
        Refunded <strong>{formatPaise(refund.paise)}</strong> {where}
        {refund.refundedAt && <>{" "}on {moment(refund.refundedAt)}</>}
        {refund.id && (
          <>
            {" "}(reference <span className="mono">{refund.id}</span>)
          </>
        )}.
      </>
    );
  } else if (refund.status === "due" && refund.paise !== null) {
    text = (
      <>
        Refund of <strong>{formatPaise(refund.paise)}</strong> due {where}
        {refund.method === "gateway" ? "." : ": SwiftCart sends it and records the reference."}
        {refund.error && (
          <>
            {" "}
            <span className="return-refund-error">The last attempt failed; SwiftCart retries it.</span>
          </>
        )}
      </>
    );
  } else if (ret.status === "rejected" || ret.status === "closed") {
    text = <>No refund{ret.status === "rejected" ? " unless SwiftCart approves an escalation" : ""}.</>;
  } else {
    text = (
      <>
        The refund, {where}, is the price of the items returned; it is due{" "}
        {needsPickup(ret.reason) ? "once the store receives them" : "once the claim is accepted"}.
      </>
    );
  }
  return <p className="return-refund" data-testid="return-refund">{text}</p>;
}

const ACTOR: Record<ReturnStep["actor"], Record<ReturnAudience, string>> = {
  customer: { customer: "You", vendor: "The shopper", admin: "The shopper" },
  vendor: { customer: "The store", vendor: "You", admin: "The store" },
  admin: { customer: "SwiftCart", vendor: "SwiftCart", admin: "SwiftCart" },
  system: { customer: "Automatically", vendor: "Automatically", admin: "Automatically" },
};

const stepLabel = (status: string) => STATUS_LABELS[status as ReturnStatus] ?? status.replaceAll("_", " ");

/** Every step of the request, oldest first. */
export function ReturnSteps({ steps, audience }: { steps: ReturnStep[]; audience: ReturnAudience }) {
  if (!steps.length) return null;
  return (
    <details className="return-steps">
      <summary>Steps ({formatCount(steps.length)})</summary>
      <ol data-testid="return-steps">
        {steps.map((step, i) => (
          <li key={i}>
            <span className="return-step-head">
              <strong>{stepLabel(step.status)}</strong> · {ACTOR[step.actor][audience]} · {moment(step.at)}
            </span>
            {step.note && <span className="return-step-note">{step.note}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The shopper's photos as thumbnails, each a link to the full photo. */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  if (!photos.length) return null;
  return (
    <ul className="return-photos" data-testid="return-photos" aria-label="Photos">
      {photos.map((id, i) => (
        <li key={id}>
          <a href={mediaUrl(id)} target="_blank" rel="noopener">
            <img
              src={mediaVariantUrl(id, 160)}
              alt={`Photo ${i + 1} of ${photos.length}`}
              width={72}
              height={72}
              loading="lazy"
              data-testid="return-photo"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The steps that have a control on the store's and the shopper's pages (the admin's are its own). */
const CONTROLS: Record<"customer" | "vendor", readonly ReturnAction[]> = {
  vendor: ["accept", "reject", "receive"],
  customer: ["escalate", "photos"],
};

/** Whether the reader may do anything with the request now: only then its controls are drawn. */
export const hasControls = (ret: Pick<ReturnView, "actions">, audience: "customer" | "vendor") =>
  ret.actions.some((action) => CONTROLS[audience].includes(action));

export interface ReturnCardProps {
  ret: ReturnView;
  audience: ReturnAudience;
  /** Link the order (the store's Returns page): where the order's page is. */
  orderHref?: string;
  /** The controls for what this reader may do now. */
  children?: ReactNode;
}

export function ReturnCard({ ret, audience, orderHref, children }: ReturnCardProps) {
  const next = nextStep(ret, audience);
  const store = audience !== "customer";
  return (
    <article
      className={`return-card return-${ret.status}`}
      aria-labelledby={`return-${ret.id}-title`}
      data-testid="return-card"
      data-return-id={ret.id}
    >
      <header className="return-card-head">
        <h3 id={`return-${ret.id}-title`}>
          {ret.reason === "missing" ? "Claim" : "Return"} <span className="mono">{ret.number}</span>
        </h3>
        <ReturnStatusBadge status={ret.status} />
        <span className="return-card-meta muted">
          Requested {moment(ret.requestedAt)}
          {orderHref && (
            <>
              {" "}· order <a className="mono" href={orderHref}>#{ret.orderId.slice(-7)}</a>
            </>
          )}
          {store && <>{" "}· {ret.customerName}</>}
          {audience === "customer" && <>{" "}· {ret.storeName}</>}
        </span>
      </header>
      {next && <p className="return-next" data-testid="return-next">{next}</p>}
      <dl className="return-facts">
        <dt>Reason</dt>
        <dd data-testid="return-reason">{REASON_LABELS[ret.reason]}</dd>
        {ret.comment && (
          <>
            <dt>{audience === "customer" ? "Your comment" : "Comment"}</dt>
            <dd className="return-comment">{ret.comment}</dd>
          </>
        )}
        <dt>Items</dt>
        <dd>
          <ul className="return-items" data-testid="return-items">
            {ret.items.map((item) => (
              <li key={item.position}>
                <span>
                  {item.name} <span className="muted">× {formatCount(item.quantity)}</span>
                </span>
                {item.refundPaise !== null && (
                  <span className="return-item-refund">{formatPaise(item.refundPaise)}</span>
                )}
              </li>
            ))}
          </ul>
        </dd>
        {ret.photos.length > 0 && (
          <>
            <dt>Photos</dt>
            <dd>
              <ReturnPhotos photos={ret.photos} />
            </dd>
          </>
        )}
        {ret.pickup && (
          <>
            <dt>Pickup</dt>
            <dd data-testid="return-pickup">
              {ret.pickup.carrier} · <span className="mono">{ret.pickup.trackingNumber}</span>
            </dd>
          </>
        )}
        {ret.rejectReason && (
          <>
            <dt>{audience === "vendor" ? "Your reason" : "The store's reason"}</dt>
            <dd className="return-reject-reason" data-testid="return-reject-reason">{ret.rejectReason}</dd>
          </>
        )}
        {ret.escalationComment && (
          <>
            <dt>Escalated</dt>
            <dd className="return-comment">{ret.escalationComment}</dd>
          </>
        )}
        {ret.adminNote && (
          <>
            <dt>SwiftCart's decision</dt>
            <dd className="return-comment" data-testid="return-admin-note">{ret.adminNote}</dd>
          </>
        )}
        {ret.receivedAt && (
          <>
            <dt>Received</dt>
            <dd>
              {moment(ret.receivedAt)}
              {audience !== "customer" && ret.restocked !== null &&
                (ret.restocked ? ", put back in stock" : ", not put back in stock")}
            </dd>
          </>
        )}
        {ret.creditNote && (
          <>
            <dt>Credit note</dt>
            <dd className="mono">{ret.creditNote}</dd>
          </>
        )}
      </dl>
      <RefundLine ret={ret} audience={audience} />
      {children && <div className="return-card-actions">{children}</div>}
      <ReturnSteps steps={ret.steps} audience={audience} />
    </article>
  );
}

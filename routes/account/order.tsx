/**
 * /order-customer/:orderId: one of the shopper's orders, linked from My Orders: its items with their
 * photos, the store, the delivery address, the payment, the status timeline every order page shows (placed,
 * confirmed, shipped with the carrier and tracking number, delivered, cancelled, refunded, India time), the
 * tax invoice and credit notes to download, Cancel while the store has not dispatched it, Retry payment
 * while a card/UPI payment is awaited, and once delivered "Return or report a problem" while the return
 * window is open, with each return request's card (status, due dates, the store's answer, Escalate).
 * Loaded on the server; another account's order is a 404 page. In the account group (src/ui/account/).
 */
import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../../src/ui/pages.ts";
import { AppError } from "../../src/core/errors.ts";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import type { OrderJson } from "../../src/orders/orders.json.ts";
import { displayStatus, statusTone } from "../../src/orders/status.ts";
import {
  creditNoteHref,
  type CustomerOrderView,
  customerOrderView,
  invoiceHref,
} from "../../src/orders/order-page/order-page.service.ts";
import { orderDay, orderMoment } from "../../src/orders/timeline.ts";
import { mediaVariantUrl } from "../../src/uploads/media-urls.ts";
import { productHref } from "../../src/ui/links.ts";
import { OrderTimeline } from "../../src/ui/OrderTimeline.tsx";
import CancelOrderButton from "../../islands/CancelOrderButton.tsx";
import RetryPaymentButton from "../../islands/RetryPaymentButton.tsx";
import type { GatewayKind, Payer } from "../../islands/_checkout.ts";
import { RAZORPAY_CSP } from "../../src/payments/razorpay-page.ts";
import { PHOTO_PREVIEW_CSP } from "../../src/catalogue/store-products/product-writes.rules.ts";
import {
  returnsOfOrder,
  type ReturnView,
  type ReturnWindow,
  returnWindow,
} from "../../src/returns/returns.service.ts";
import { hasControls, ReturnCard } from "../../src/returns/return-ui.tsx";
import ReturnRequestForm from "../../islands/ReturnRequestForm.tsx";
import ReturnActions from "../../islands/ReturnActions.tsx";

interface Paying {
  gateway: GatewayKind;
  payer: Payer;
}

/** The order's return window (null before delivery) and its requests. */
interface Returns {
  window: ReturnWindow | null;
  requests: ReturnView[];
}

type Data =
  | { kind: "found"; view: CustomerOrderView; paying: Paying; returns: Returns }
  | { kind: "missing" };

export async function handler(
  { db, user, params, config }: PageContext,
): Promise<PageData<Data> | PageRedirect> {
  const orderId = params.orderId ?? "";
  if (!user) return redirectTo(`/login-customer?next=/order-customer/${encodeURIComponent(orderId)}`);
  try {
    const view = await customerOrderView(db, user.id, orderId);
    // Returns are asked of a delivered order only; the shopper's own, whatever else the account may see.
    const buyer = { id: user.id, role: "customer" as const, vendor_id: null };
    const [returnsWindow, requests] = view.order.deliveredAt
      ? await Promise.all([returnWindow(db, buyer, orderId), returnsOfOrder(db, buyer, orderId)])
      : [null, []];
    const gateway = config.payments.gateway;
    const paying = { gateway, payer: { name: user.name, email: user.email, mobile: user.mobile } };
    // Razorpay's checkout (Retry payment) needs its script and frames let in, as on My Orders.
    const awaiting = gateway === "razorpay" && view.order.status === "Pending";
    return {
      data: { kind: "found", view, paying, returns: { window: returnsWindow, requests } },
      head: { title: `Order #${view.order.trackingId}`, robots: "noindex" },
      // The return form previews the chosen photos as object URLs (blob: images).
      headers: awaiting
        ? { "content-security-policy": RAZORPAY_CSP }
        : returnsWindow?.open
        ? { "content-security-policy": PHOTO_PREVIEW_CSP }
        : undefined,
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return {
        data: { kind: "missing" },
        head: { title: "Order not found", robots: "noindex" },
        status: 404,
      };
    }
    throw error;
  }
}

const PAYMENT_STATE: Record<string, string> = {
  unpaid: "Not paid yet",
  paid: "Paid",
  refund_due: "Refund in progress",
  refunded: "Refunded",
};

function Items({ view }: { view: CustomerOrderView }) {
  const { order, photos } = view;
  return (
    <section className="order-card" aria-labelledby="order-items-title">
      <h2 id="order-items-title">Items</h2>
      <ul className="order-page-items" data-testid="order-items">
        {order.items.map((item, i) => {
          const photo = item.productId ? photos[item.productId] : undefined;
          return (
            <li key={i} className="order-page-item" data-testid="order-item">
              {photo
                ? (
                  <img
                    className="order-page-photo"
                    src={mediaVariantUrl(photo, 160)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    data-testid="order-item-photo"
                  />
                )
                : <span className="order-page-photo order-page-photo-none" aria-hidden="true" />}
              <div className="order-page-item-text">
                {item.productId
                  ? <a href={productHref(item.productId)} className="order-page-item-name">{item.name}</a>
                  : <span className="order-page-item-name">{item.name}</span>}
                <span className="muted">
                  {formatCount(item.quantity)} × {formatRupees(item.price)}
                  {item.discountPercent > 0 && (
                    <>
                      {" "}
                      <s>{formatRupees(item.mrp)}</s> ({item.discountPercent}% off)
                    </>
                  )}
                </span>
              </div>
              <strong className="order-page-item-total">{formatRupees(item.lineTotal)}</strong>
            </li>
          );
        })}
      </ul>
      <dl className="order-page-sums" data-testid="order-sums">
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? "Free" : formatRupees(order.shipping)}</dd>
        <dt className="order-page-total">Total</dt>
        <dd className="order-page-total" data-testid="order-total">{formatRupees(order.total)}</dd>
      </dl>
    </section>
  );
}

function Delivery({ order, store }: { order: OrderJson; store: CustomerOrderView["store"] }) {
  const a = order.address;
  const lines = [a.street, a.floor, a.area, a.landmark].map((s) => (s ?? "").trim()).filter(Boolean);
  return (
    <section className="order-card" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">Delivery</h2>
      <dl className="order-page-facts">
        <dt>Sold by</dt>
        <dd data-testid="order-store">
          {store.name}
          {store.town && <span className="muted">, {store.town}</span>}
        </dd>
        <dt>Deliver to</dt>
        <dd>
          <address className="order-page-address" data-testid="order-address">
            <strong>{order.name}</strong>
            {lines.map((line) => <span key={line}>{line}</span>)}
            <span>{a.city}{a.state && `, ${a.state}`} {a.postalCode}</span>
            {a.phoneNumber && <span>Phone {a.phoneNumber}</span>}
          </address>
        </dd>
        {order.buyerGstin && (
          <>
            <dt>Business GSTIN</dt>
            <dd className="mono" data-testid="order-buyer-gstin">{order.buyerGstin}</dd>
          </>
        )}
        {order.carrier && order.trackingNumber && (
          <>
            <dt>Carrier</dt>
            <dd data-testid="order-carrier">{order.carrier}</dd>
            <dt>Tracking number</dt>
            <dd className="mono" data-testid="order-tracking-number">{order.trackingNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Payment({ order }: { order: OrderJson }) {
  return (
    <section className="order-card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">Payment</h2>
      <dl className="order-page-facts" data-testid="order-payment">
        <dt>Method</dt>
        <dd>{order.paymentMethod}</dd>
        <dt>Status</dt>
        <dd>{PAYMENT_STATE[order.paymentStatus] ?? order.paymentStatus}</dd>
        {order.paymentId && (
          <>
            <dt>Payment ID</dt>
            <dd className="mono">{order.paymentId}</dd>
          </>
        )}
        {order.refund?.id && (
          <>
            <dt>Refund ID</dt>
            <dd className="mono">{order.refund.id}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Documents({ view }: { view: CustomerOrderView }) {
  const { order, documents } = view;
  return (
    <section className="order-card" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">Documents</h2>
      <ul className="order-page-documents" data-testid="order-documents">
        {documents.invoice
          ? (
            <li>
              <a href={invoiceHref(order._id)} download data-testid="invoice-link">
                Tax invoice {documents.invoice.number}
              </a>
              <span className="muted">{orderDay(documents.invoice.date)}</span>
            </li>
          )
          : (
            <li className="muted" data-testid="invoice-pending">
              {order.status === "Cancelled" && !order.shippedAt
                ? "Invoice: none, the order was cancelled before it shipped"
                : order.shippedAt
                ? "Invoice: the store has yet to issue it; it will be here once it does"
                : "Invoice: issued when your order ships"}
            </li>
          )}
        {documents.creditNotes.map((note) => (
          <li key={note.number}>
            <a href={creditNoteHref(order._id, note.number)} download data-testid="credit-note-link">
              Credit note {note.number}
            </a>
            <span className="muted">
              {orderDay(note.date)} · {formatRupees(note.amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Actions({ order, paying }: { order: OrderJson; paying: Paying }) {
  const retry = order.status === "Pending" && order.paymentType !== "cod" && paying.gateway !== "none";
  if (!retry && !order.canCancel) return null;
  return (
    <div className="order-page-actions" data-testid="order-actions">
      {order.status === "Pending" && order.paymentType !== "cod" && (
        <p className="order-note" data-testid="awaiting-payment">
          {paying.gateway === "none"
            ? "Awaiting payment. Online payment is not available right now."
            : "Awaiting payment: the payment was not completed."}
        </p>
      )}
      {retry && (
        <RetryPaymentButton
          orderId={order._id}
          trackingId={order.trackingId}
          method={order.paymentType as "card" | "upi"}
          payer={paying.payer}
        />
      )}
      {order.canCancel && <CancelOrderButton orderId={order._id} trackingId={order.trackingId} />}
    </div>
  );
}

/** The order's return requests, newest first, each with what the shopper may do now. */
function ReturnRequests({ requests }: { requests: ReturnView[] }) {
  if (!requests.length) return null;
  return (
    <section className="order-card order-returns" id="returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">Returns and claims</h2>
      <div className="return-list">
        {requests.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} audience="customer">
            {hasControls(ret, "customer") && (
              <ReturnActions
                returnId={ret.id}
                number={ret.number}
                reason={ret.reason}
                actions={ret.actions}
                photoCount={ret.photos.length}
              />
            )}
          </ReturnCard>
        ))}
      </div>
    </section>
  );
}

function OrderPage({ view, paying, returns }: { view: CustomerOrderView; paying: Paying; returns: Returns }) {
  const { order } = view;
  const status = displayStatus(order);
  return (
    <section className="account-main order-page" aria-labelledby="order-title" data-order-id={order._id}>
      <p className="order-page-back">
        <a href="/order-customer">← My Orders</a>
      </p>
      <div className="order-page-head">
        <h1 id="order-title">Order #{order.trackingId}</h1>
        <span className={`status-badge status-${statusTone(status)}`} data-testid="order-status">
          {status}
        </span>
      </div>
      <p className="muted">
        Placed <time dateTime={order.createdAt}>{orderMoment(order.createdAt)}</time> · order number{" "}
        <span className="mono order-page-number">{order._id}</span>
      </p>
      <Actions order={order} paying={paying} />
      {returns.window?.open
        ? (
          <ReturnRequestForm
            orderId={order._id}
            trackingId={order.trackingId}
            returnWindow={returns.window}
          />
        )
        : returns.window?.closedReason && (
          <p className="muted return-window return-closed" data-testid="return-closed">
            {returns.window.closedReason}
          </p>
        )}
      <div className="order-page-grid">
        <div className="order-page-main">
          <ReturnRequests requests={returns.requests} />
          <Items view={view} />
          <Delivery order={order} store={view.store} />
        </div>
        <div className="order-page-side">
          <section className="order-card" aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title">Status</h2>
            <OrderTimeline events={view.timeline} />
          </section>
          <Payment order={order} />
          <Documents view={view} />
        </div>
      </div>
    </section>
  );
}

export default function CustomerOrder({ data }: PageProps<Data>) {
  if (data.kind === "missing") {
    return (
      <section className="account-main" aria-labelledby="order-title">
        <h1 id="order-title">Order not found</h1>
        <p className="muted" data-testid="order-missing">
          There is no such order in your account. It may belong to another account.
        </p>
        <a className="btn btn-primary" href="/order-customer">My Orders</a>
      </section>
    );
  }
  return <OrderPage view={data.view} paying={data.paying} returns={data.returns} />;
}

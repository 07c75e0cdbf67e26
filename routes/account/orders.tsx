/**
 * /order-customer: 'My Orders', newest first: tracking id (linking to the order's own page,
 * /order-customer/{orderId}), date, store, items, total, payment method and status, with Cancel while the
 * store has not dispatched and, once it has, the carrier and tracking number. An order whose card/UPI payment was declined or not completed (Pending) offers Retry
 * payment beside Cancel. A delivered order with a return request shows the request's status beside its own.
 * Visitors are sent to log in. In the account group (src/ui/account/).
 */
import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../../src/ui/pages.ts";
import { PageRange, Pagination, requestedPage } from "../../src/ui/Pagination.tsx";
import { formatRupees } from "../../src/core/money.ts";
import { listOrdersFor, type OrderJson } from "../../src/orders/orders.json.ts";
import { displayStatus, statusTone } from "../../src/orders/status.ts";
import CancelOrderButton from "../../islands/CancelOrderButton.tsx";
import RetryPaymentButton from "../../islands/RetryPaymentButton.tsx";
import type { GatewayKind, Payer } from "../../islands/_checkout.ts";
import { RAZORPAY_CSP } from "../../src/payments/razorpay-page.ts";
import { returnBriefsOfOrders } from "../../src/returns/returns.service.ts";
import { ReturnStatusBadge } from "../../src/returns/return-ui.tsx";
import type { ReturnStatus } from "../../db/database.ts";

export const ORDERS_PER_PAGE = 10;

/** What Retry payment needs: the gateway on offer ("none": online payment is off) and the payer's details. */
interface Paying {
  gateway: GatewayKind;
  payer: Payer;
}

/** A return request as My Orders shows it beside its order. */
interface ReturnBrief {
  id: string;
  number: string;
  status: ReturnStatus;
}

type Data =
  | {
    failed: false;
    orders: OrderJson[];
    total: number;
    page: number;
    paying: Paying;
    /** The return requests of each delivered order on the page, by order id. */
    returns: Record<string, ReturnBrief[]>;
  }
  | { failed: true };

export async function handler(
  { db, user, url, config }: PageContext,
): Promise<PageData<Data> | PageRedirect> {
  if (!user) return redirectTo("/login-customer?next=/order-customer");
  const head = { title: "My Orders", robots: "noindex" };
  const page = requestedPage(url);
  try {
    // The orders this account placed, whatever else its role lets it see elsewhere (a store's, an admin's).
    const buyer = { id: user.id, role: "customer" as const, vendor_id: null };
    const { orders, total } = await listOrdersFor(db, buyer, { page, limit: ORDERS_PER_PAGE });
    // The orders listed are this shopper's own, so their requests are hers: one read for the page.
    const returns: Record<string, ReturnBrief[]> = Object.fromEntries(
      await returnBriefsOfOrders(db, orders.filter((o) => o.deliveredAt)),
    );
    const gateway = config.payments.gateway;
    const paying = { gateway, payer: { name: user.name, email: user.email, mobile: user.mobile } };
    // Razorpay's checkout (Retry payment) needs its script and frames let in, as on /cart.
    const awaiting = gateway === "razorpay" && orders.some((o) => o.status === "Pending");
    return {
      data: { failed: false, orders, total, page, paying, returns },
      head,
      headers: awaiting ? { "content-security-policy": RAZORPAY_CSP } : undefined,
    };
  } catch (error) {
    console.error("My Orders could not be loaded", error);
    return { data: { failed: true }, head };
  }
}

const placedAt = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** Where the parcel is: the carrier and tracking number the store gave when it shipped. */
function Shipment({ order }: { order: OrderJson }) {
  return (
    <small className="order-note order-shipment" data-testid="order-shipment">
      {/* Neutral, not the amber of a note that asks for something. */}
      <span className="muted">
        Shipped{order.shippedAt && (
          <>
            {" "}
            <time dateTime={order.shippedAt}>{placedAt.format(new Date(order.shippedAt))}</time>
          </>
        )} via <strong>{order.carrier}</strong>
        <br />
        Tracking number <strong className="order-tracking-number">{order.trackingNumber}</strong>
      </span>
    </small>
  );
}

/** A Pending order awaits its card/UPI payment: pay again (when online payment is on), or cancel below. */
function AwaitingPayment({ order, paying }: { order: OrderJson; paying: Paying }) {
  if (order.paymentType === "cod") return null;
  return (
    <>
      <small className="order-note" data-testid="awaiting-payment">
        {paying.gateway === "none"
          ? "Awaiting payment. Online payment is not available right now."
          : "Awaiting payment: the payment was not completed."}
      </small>
      {paying.gateway !== "none" && (
        <RetryPaymentButton
          orderId={order._id}
          trackingId={order.trackingId}
          method={order.paymentType}
          payer={paying.payer}
        />
      )}
    </>
  );
}

/** The order's return requests: each one's number and status, leading to the order's page. */
function OrderReturns({ order, returns }: { order: OrderJson; returns: ReturnBrief[] }) {
  return (
    <ul className="order-returns-brief" data-testid="order-returns">
      {returns.map((ret) => (
        <li key={ret.id}>
          <a href={`/order-customer/${encodeURIComponent(order._id)}#returns`}>
            Return <span className="mono">{ret.number}</span>
          </a>{" "}
          <ReturnStatusBadge status={ret.status} />
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ order, paying, returns }: { order: OrderJson; paying: Paying; returns?: ReturnBrief[] }) {
  const status = displayStatus(order);
  return (
    <tr className="order-row" data-testid="order-row" data-order-id={order._id}>
      <td data-label="Order" className="order-id-cell">
        <a
          className="order-tracking"
          href={`/order-customer/${encodeURIComponent(order._id)}`}
          data-testid="order-tracking"
          aria-label={`Order #${order.trackingId}: details, timeline and invoice`}
        >
          #{order.trackingId}
        </a>
        <time className="order-date" dateTime={order.createdAt}>
          {placedAt.format(new Date(order.createdAt))}
        </time>
      </td>
      <td data-label="Store">{order.storeName}</td>
      <td data-label="Items">
        <ul className="order-items">
          {order.items.map((item, i) => (
            <li key={i}>
              <span className="order-item-name">
                {item.name} <span className="order-item-qty">× {item.quantity}</span>
              </span>
              <span className="order-item-price">{formatRupees(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
      </td>
      <td data-label="Total" className="order-total" data-testid="order-total">
        {formatRupees(order.total)}
      </td>
      <td data-label="Payment">{order.paymentMethod}</td>
      <td data-label="Status" className="order-status-cell">
        <span className={`status-badge status-${statusTone(status)}`} data-testid="order-status">
          {status}
        </span>
        {status === "Pending" && <AwaitingPayment order={order} paying={paying} />}
        {order.paymentStatus === "refunded" && (
          <small className="order-note order-refund" data-testid="order-refund">Refunded</small>
        )}
        {order.paymentStatus === "refund_due" && (
          <small className="order-note order-refund" data-testid="order-refund">Refund in progress</small>
        )}
        {order.carrier && order.trackingNumber && <Shipment order={order} />}
        {returns && <OrderReturns order={order} returns={returns} />}
        {order.canCancel && <CancelOrderButton orderId={order._id} trackingId={order.trackingId} />}
        <a
          className="order-details-link"
          href={`/order-customer/${encodeURIComponent(order._id)}`}
          data-testid="order-details-link"
        >
          View order
        </a>
      </td>
    </tr>
  );
}

function Orders({ data, url }: { data: Extract<Data, { failed: false }>; url: URL }) {
  if (data.total === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No orders found!</p>
        <p>Orders you place show up here.</p>
        <a className="btn btn-primary" href="/">Start shopping</a>
      </div>
    );
  }
  return (
    <>
      <table className="orders-table" id="orders">
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Store</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <OrderRow key={order._id} order={order} paying={data.paying} returns={data.returns[order._id]} />
          ))}
        </tbody>
      </table>
      <PageRange page={data.page} shown={data.orders.length} total={data.total} perPage={ORDERS_PER_PAGE} />
      <Pagination url={url} page={data.page} total={data.total} perPage={ORDERS_PER_PAGE} hash="#orders" />
    </>
  );
}

export default function Page({ data, url }: PageProps<Data>) {
  return (
    <section className="account-main" aria-labelledby="orders-title">
      <h1 id="orders-title">My Orders</h1>
      <p className="muted">Newest first. You can cancel an order until the store dispatches it.</p>
      {data.failed
        ? <p className="form-notice form-notice-error" role="alert">Could not fetch your orders.</p>
        : <Orders data={data} url={url} />}
    </section>
  );
}

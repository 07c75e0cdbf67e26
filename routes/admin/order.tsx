/**
 * /panel/order/:orderId: the order number and placement time, the store's card, the
 * items, the customer, the status timeline every order page shows (src/orders/timeline.ts), the tax invoice
 * and credit notes, the summary and the shipping block with 'View Carrier Details'; the admin moves the
 * order forward or cancels it (the store's fulfilment actions), and sees its refund: due, refunded, or
 * failed with the gateway's reason and a 'Retry refund'. The order's return requests and claims come
 * first when it has any (escalations on top): each with the admin's decision on an escalation, and the
 * refund's 'Retry refund' or, for cash on delivery, where to pay it and 'Record transfer' with the UTR.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatPaise, formatRupees } from "../../src/core/money.ts";
import { findOrder } from "../../src/orders/orders.queries.ts";
import { type OrderJson, toOrderJson } from "../../src/orders/orders.json.ts";
import { storeCard } from "../../src/orders/admin-orders/admin-orders.queries.ts";
import { trackingId } from "../../src/orders/status.ts";
import {
  type Column,
  DataTable,
  indiaDateTime,
  PanelNotice,
  PanelPage,
  PanelSection,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";
import { type TimelineEvent, timelineOf } from "../../src/orders/timeline.ts";
import { OrderTimeline } from "../../src/ui/OrderTimeline.tsx";
import { OrderDocuments } from "../../src/ui/panel/order-documents.tsx";
import OrderFulfilment from "../../islands/OrderFulfilment.tsx";
import RefundRetry from "../../islands/RefundRetry.tsx";
import ReturnDecision from "../../islands/ReturnDecision.tsx";
import { returnsOfOrder, type ReturnView } from "../../src/returns/returns.service.ts";
import { ReturnCard } from "../../src/returns/return-ui.tsx";
import { RefundDestination } from "../../src/returns/return-admin-ui.tsx";

type Store = NonNullable<Awaited<ReturnType<typeof storeCard>>>;
type Data =
  | {
    kind: "found";
    order: OrderJson;
    store: Store | null;
    timeline: TimelineEvent[];
    /** The order's return requests, escalations first; null when they could not be read. */
    returns: ReturnView[] | null;
  }
  | { kind: "missing" }
  | { kind: "failed" };

export async function handler({ db, user, params }: PageContext): Promise<PageData<Data>> {
  try {
    const record = await findOrder(db, params.orderId);
    if (!record) return { data: { kind: "missing" }, head: { title: "Order not found" }, status: 404 };
    const viewer = { id: user!.id, role: user!.role, vendor_id: user!.vendor_id };
    const [store, timeline, returns] = await Promise.all([
      storeCard(db, record.vendor_id),
      timelineOf(db, record, "admin"),
      // The order's page still shows when its requests cannot be read (the section says so).
      returnsOfOrder(db, viewer, record.id).catch((error) => {
        console.error("Admin order's returns failed to load:", error);
        return null;
      }),
    ]);
    const order = toOrderJson(record, user!);
    return {
      data: { kind: "found", order, store: store ?? null, timeline, returns: returns && byUrgency(returns) },
      head: { title: `Order #${trackingId(order._id)}` },
    };
  } catch (error) {
    console.error("Admin order failed to load:", error);
    return { data: { kind: "failed" }, head: { title: "Order" } };
  }
}

type Item = OrderJson["items"][number];
const itemColumns: Column<Item>[] = [
  { key: "title", label: "Item", render: (i) => <span className="order-title">{i.name}</span> },
  {
    key: "category",
    label: "Category",
    render: (i) => i.subcategory ? `${i.category} › ${i.subcategory}` : i.category,
  },
  { key: "price", label: "Price", numeric: true, render: (i) => formatRupees(i.price) },
  { key: "quantity", label: "Quantity", numeric: true, render: (i) => formatCount(i.quantity) },
  { key: "line", label: "Line Total", numeric: true, render: (i) => formatRupees(i.lineTotal) },
];

function StoreCard({ order, store }: { order: OrderJson; store: Store | null }) {
  return (
    <PanelSection id="order-store" title="Store">
      <dl className="detail-list" data-testid="store-card">
        <dt>Name</dt>
        <dd>{store?.store_name ?? order.storeName}</dd>
        <dt>Email</dt>
        <dd>{order.userEmail}</dd>
        <dt>Phone</dt>
        <dd>{store?.phone || "-"}</dd>
      </dl>
      <a className="btn btn-small" href={`/vendordetails/${encodeURIComponent(order.vendorId)}`}>
        Store details
      </a>
    </PanelSection>
  );
}

function CustomerCard({ order }: { order: OrderJson }) {
  const a = order.address;
  return (
    <PanelSection id="order-customer" title="Customer Information">
      <dl className="detail-list" data-testid="customer-card">
        <dt>Name</dt>
        <dd>{order.name}</dd>
        <dt>Email</dt>
        <dd>{order.email || "-"}</dd>
        <dt>Phone</dt>
        <dd>{a.phoneNumber || order.customerId.mobile || "-"}</dd>
        <dt>Address</dt>
        <dd>
          {[a.street, a.floor, a.area, a.landmark].filter(Boolean).join(", ")}
          <br />
          {a.city}, {a.state} {a.postalCode}, {a.country}
        </dd>
      </dl>
    </PanelSection>
  );
}

function Summary({ order }: { order: OrderJson }) {
  return (
    <PanelSection id="order-summary" title="Summary">
      <dl className="detail-list detail-amounts" data-testid="order-summary">
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? "Free" : formatRupees(order.shipping)}</dd>
        <dt className="detail-total">Total</dt>
        <dd className="detail-total">{formatRupees(order.total)}</dd>
        <dt>Commission</dt>
        <dd>{formatRupees(order.commission ?? 0)}</dd>
        <dt>Payment</dt>
        <dd>
          {order.paymentMethod}
          {order.paymentId && (
            <>
              {" "}
              <small className="mono">· {order.paymentId}</small>
            </>
          )}
        </dd>
      </dl>
    </PanelSection>
  );
}

function Shipping({ order }: { order: OrderJson }) {
  return (
    <PanelSection id="order-shipping" title="Shipping">
      <p>
        <strong>Standard Shipping</strong> · delivery within 24-48 hours
      </p>
      <details className="carrier-details" data-testid="carrier-details">
        <summary className="btn btn-small">View Carrier Details</summary>
        {order.carrier && order.trackingNumber
          ? (
            <dl className="detail-list">
              <dt>Carrier</dt>
              <dd>{order.carrier}</dd>
              <dt>Tracking number</dt>
              <dd className="mono">{order.trackingNumber}</dd>
              {order.shippedAt && (
                <>
                  <dt>Shipped</dt>
                  <dd>{indiaDateTime(order.shippedAt)}</dd>
                </>
              )}
            </dl>
          )
          : <p className="muted">No carrier details yet</p>}
      </details>
    </PanelSection>
  );
}

function Refund({ order }: { order: OrderJson }) {
  const refund = order.refund;
  if (!refund) return null;
  if (order.paymentStatus === "refunded") {
    return (
      <PanelNotice tone="success" title="Refunded" testId="refund-state">
        {formatRupees(order.total)} returned to the customer
        {refund.refundedAt && <>{" "}on {indiaDateTime(refund.refundedAt)}</>} (refund{" "}
        <span className="mono">{refund.id}</span>).
      </PanelNotice>
    );
  }
  return (
    <div className="refund-block" data-testid="refund-state">
      <PanelNotice
        tone={refund.error ? "danger" : "warning"}
        title={refund.error ? "Refund failed" : "Refund due"}
      >
        {refund.error && order.paymentType === "cod"
          ? <>{formatRupees(order.total)} is owed to the customer. {refund.error}</>
          : refund.error
          ? <>The payment gateway refused the refund of {formatRupees(order.total)}: {refund.error}</>
          : <>{formatRupees(order.total)} is owed to the customer and has not been refunded yet.</>}
        {refund.attemptedAt && <>{" "}(last attempt {indiaDateTime(refund.attemptedAt)})</>}
      </PanelNotice>
      <RefundRetry
        orderId={order._id}
        trackingId={trackingId(order._id)}
        byTransfer={order.paymentType === "cod"}
      />
    </div>
  );
}

/** Escalations first (they wait on the admin), then refunds due, then the rest newest first. */
function byUrgency(returns: ReturnView[]): ReturnView[] {
  const rank = (r: ReturnView) => r.status === "escalated" ? 0 : r.refund.status === "due" ? 1 : 2;
  return [...returns].sort((a, b) => rank(a) - rank(b) || b.requestedAt.localeCompare(a.requestedAt));
}

function Returns({ returns }: { returns: ReturnView[] | null }) {
  if (returns === null) {
    return (
      <PanelNotice tone="danger" testId="order-returns-error">
        Failed to load this order's return requests.
      </PanelNotice>
    );
  }
  if (returns.length === 0) return null;
  return (
    <PanelSection
      id="order-returns"
      title={`Returns and claims (${formatCount(returns.length)})`}
      actions={<a href="/panel/returns">All returns</a>}
    >
      <div className="admin-return-cards">
        {returns.map((ret) => {
          const decide = ret.actions.includes("decide");
          const byTransfer = ret.actions.includes("refund_by_transfer");
          const refund = byTransfer || ret.actions.includes("refund")
            ? { byTransfer, amount: formatPaise(ret.refund.paise ?? 0), failed: ret.refund.error !== null }
            : null;
          // Cash on delivery: where the admin pays the refund, in full (stressed once it is owed).
          const payTo = ret.refund.method !== "gateway" && ret.refund.status !== "refunded" &&
            ret.status !== "closed";
          const owed = ret.refund.status === "due";
          return (
            <div key={ret.id} id={`return-${ret.id}`} className="admin-return">
              <ReturnCard ret={ret} audience="admin">
                {payTo && (
                  <div className={`admin-return-pay-to${owed ? " admin-return-pay-to-due" : ""}`}>
                    <p className="admin-return-pay-to-head">
                      {owed ? "Pay the refund by transfer to" : "The refund will be paid by transfer to"}
                    </p>
                    <RefundDestination to={ret.refund.to} />
                  </div>
                )}
                {ret.refund.error && (
                  <p className="admin-return-refund-error" role="note" data-testid="return-refund-error">
                    Last refund attempt failed: {ret.refund.error}
                  </p>
                )}
                {(decide || refund) && (
                  <ReturnDecision returnId={ret.id} number={ret.number} decide={decide} refund={refund} />
                )}
              </ReturnCard>
            </div>
          );
        })}
      </div>
    </PanelSection>
  );
}

function OrderDetail(
  { order, store, timeline, returns }: {
    order: OrderJson;
    store: Store | null;
    timeline: TimelineEvent[];
    returns: ReturnView[] | null;
  },
) {
  const tracking = trackingId(order._id);
  const next = order.nextStatus === "Shipped" || order.nextStatus === "Delivered" ? order.nextStatus : null;
  // A delivered order with return requests is refunded through them: no "Cancel and refund" beside them.
  const canCancel = order.canCancel && !(returns ?? []).some((r) => r.status !== "closed");
  return (
    <PanelPage
      title={`Order #${tracking}`}
      description={
        <>
          Placed <time dateTime={order.createdAt}>{indiaDateTime(order.createdAt)}</time> · order number{" "}
          <span className="mono" data-testid="order-number">{order._id}</span>
        </>
      }
      actions={<a className="btn" href="/panel/order">All orders</a>}
    >
      <div className="order-state" data-testid="order-state">
        <StatusBadge status={order.status} />
        {(next || canCancel) && (
          <OrderFulfilment
            orderId={order._id}
            trackingId={tracking}
            nextStatus={next}
            canCancel={canCancel}
            audience="admin"
            afterDelivery={order.status === "Delivered"}
          />
        )}
      </div>
      <Refund order={order} />
      <Returns returns={returns} />
      <div className="order-detail-grid">
        <div className="order-detail-main">
          <PanelSection id="order-items" title="Order Items">
            <DataTable
              caption="Items of this order"
              columns={itemColumns}
              rows={order.items}
              rowKey={(i) => `${i.productId}-${i.name}`}
              empty="No items."
            />
          </PanelSection>
          <CustomerCard order={order} />
        </div>
        <div className="order-detail-side">
          <StoreCard order={order} store={store} />
          <PanelSection id="order-timeline" title="Timeline">
            <OrderTimeline events={timeline} />
          </PanelSection>
          <OrderDocuments order={order} />
          <Summary order={order} />
          <Shipping order={order} />
        </div>
      </div>
    </PanelPage>
  );
}

export default function AdminOrder({ data }: PageProps<Data>) {
  if (data.kind === "missing") {
    return (
      <PanelPage title="Order" actions={<a className="btn" href="/panel/order">All orders</a>}>
        <PanelNotice tone="warning" testId="order-error">Order not found.</PanelNotice>
      </PanelPage>
    );
  }
  if (data.kind === "failed") {
    return (
      <PanelPage title="Order" actions={<a className="btn" href="/panel/order">All orders</a>}>
        <PanelNotice tone="danger" testId="order-error">Error fetching order details.</PanelNotice>
      </PanelPage>
    );
  }
  return (
    <OrderDetail
      order={data.order}
      store={data.store}
      timeline={data.timeline}
      returns={data.returns}
    />
  );
}

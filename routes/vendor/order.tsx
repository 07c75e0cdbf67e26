/**
 * /vendor-orders/:orderId: one of the store's orders, as the store needs it to fulfil it: where to ship
 * (name, address, pincode, phone), the items, the payment (and the cash the courier collects on a cash on
 * delivery order), the timeline, the fulfilment actions, a link to the printable packing slip, and the
 * order's return requests with the same controls as the Returns page. Another store's order is "not found".
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatPaise, formatRupees } from "../../src/core/money.ts";
import { indiaDayText } from "../../src/core/clock.ts";
import type { OrderJson } from "../../src/orders/orders.json.ts";
import type { StoreOrderView } from "../../src/orders/store-orders/store-orders.service.ts";
import { OrderTimeline } from "../../src/ui/OrderTimeline.tsx";
import { OrderDocuments } from "../../src/ui/panel/order-documents.tsx";
import {
  type Column,
  DataTable,
  indiaDateTime,
  PanelPage,
  PanelSection,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";
import {
  loadStoreOrder,
  OrderMissing,
  ShipToAddress,
  type StoreOrderData,
} from "../../src/ui/panel/store-order.tsx";
import OrderFulfilment from "../../islands/OrderFulfilment.tsx";
import ReturnActions from "../../islands/ReturnActions.tsx";
import { returnsOfOrder, type ReturnView } from "../../src/returns/returns.service.ts";
import { hasControls, ReturnCard } from "../../src/returns/return-ui.tsx";

type Data = StoreOrderData & { returns: ReturnView[] };

export async function handler(ctx: PageContext): Promise<PageData<Data>> {
  const loaded = await loadStoreOrder(ctx, (tracking) => `Order #${tracking}`);
  const order = loaded.data.kind === "found" ? loaded.data.view.order : null;
  const viewer = { id: ctx.user!.id, role: "vendor" as const, vendor_id: ctx.user!.vendor_id };
  // Only a delivered order can have returns.
  const returns = order?.deliveredAt ? await returnsOfOrder(ctx.db, viewer, order._id) : [];
  return { ...loaded, data: { ...loaded.data, returns } };
}

/** The order's return requests, each with what the store may do now. */
function Returns({ returns }: { returns: ReturnView[] }) {
  if (!returns.length) return null;
  return (
    <PanelSection id="order-returns" title="Returns and claims">
      <div className="return-list">
        {returns.map((ret) => (
          <ReturnCard key={ret.id} ret={ret} audience="vendor">
            {hasControls(ret, "vendor") && (
              <ReturnActions
                returnId={ret.id}
                number={ret.number}
                reason={ret.reason}
                actions={ret.actions}
              />
            )}
          </ReturnCard>
        ))}
      </div>
    </PanelSection>
  );
}

type Item = OrderJson["items"][number];
const itemColumns: Column<Item>[] = [
  { key: "title", label: "Item", render: (i) => <span className="order-title">{i.name}</span> },
  { key: "unit", label: "Unit", render: (i) => i.unit || "-" },
  { key: "price", label: "Price", numeric: true, render: (i) => formatRupees(i.price) },
  { key: "quantity", label: "Quantity", numeric: true, render: (i) => formatCount(i.quantity) },
  { key: "line", label: "Line Total", numeric: true, render: (i) => formatRupees(i.lineTotal) },
];

function Payment({ view }: { view: StoreOrderView }) {
  const { order, codDue } = view;
  return (
    <PanelSection id="order-payment" title="Payment">
      {codDue !== null && (
        <p className="cod-due" data-testid="cod-due">
          Collect <strong>{formatRupees(codDue)}</strong> in cash
        </p>
      )}
      <dl className="detail-list detail-amounts" data-testid="order-payment">
        <dt>Method</dt>
        <dd>{order.paymentMethod}</dd>
        <dt>Payment</dt>
        <dd>{PAYMENT_STATE[order.paymentStatus] ?? order.paymentStatus}</dd>
        <dt>Subtotal</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? "Free" : formatRupees(order.shipping)}</dd>
        <dt className="detail-total">Total</dt>
        <dd className="detail-total">{formatRupees(order.total)}</dd>
        {order.commission !== undefined && (
          <>
            <dt>Commission</dt>
            <dd>{formatRupees(order.commission)}</dd>
          </>
        )}
      </dl>
    </PanelSection>
  );
}

/** The ledger's figures of a delivered order: what it earned the store, and when it is paid. */
function Earnings({ view }: { view: StoreOrderView }) {
  const earnings = view.earnings;
  if (!earnings) return null;
  return (
    <PanelSection id="order-earnings" title="Your earnings">
      <dl className="detail-list detail-amounts detail-earnings" data-testid="order-earnings">
        {earnings.lines.map((line) => (
          <div key={line.kind} className="detail-pair" title={line.note ?? undefined}>
            <dt>
              {line.label}
              {line.rateBp !== null && line.base !== 0 && (
                <span className="earnings-base">on {formatPaise(line.base)}</span>
              )}
            </dt>
            <dd>{formatPaise(line.amount)}</dd>
          </div>
        ))}
        <dt className="detail-total">{earnings.net < 0 ? "You owe" : "Net to you"}</dt>
        <dd className="detail-total">{formatPaise(Math.abs(earnings.net))}</dd>
      </dl>
      <p className="muted small" data-testid="earnings-settlement">
        {earnings.settlementId
          ? (
            <>
              Settled in{" "}
              <a href={`/vendor-payments/${encodeURIComponent(earnings.settlementId)}`}>this statement</a>.
            </>
          )
          : (
            <>
              Settled in the weekly statement after the return window ends on{" "}
              {indiaDayText(earnings.settleAfter)}.
            </>
          )}
        {earnings.reversed && <>{" "}The sale was reversed after delivery (refund).</>}
      </p>
    </PanelSection>
  );
}

const PAYMENT_STATE: Record<string, string> = {
  unpaid: "Not paid yet",
  paid: "Paid",
  refund_due: "Refund due",
  refunded: "Refunded",
};

function OrderPage({ view, returns }: { view: StoreOrderView; returns: ReturnView[] }) {
  const { order } = view;
  const next = order.nextStatus === "Shipped" || order.nextStatus === "Delivered" ? order.nextStatus : null;
  return (
    <PanelPage
      title={`Order #${order.trackingId}`}
      description={
        <>
          Placed <time dateTime={order.createdAt}>{indiaDateTime(order.createdAt)}</time> · order number{" "}
          <span className="mono" data-testid="order-number">{order._id}</span>
        </>
      }
      actions={
        <>
          <a
            className="btn btn-primary"
            href={`/vendor-orders/${encodeURIComponent(order._id)}/packing-slip`}
            data-testid="packing-slip-link"
          >
            Packing slip
          </a>
          <a className="btn" href="/vendor-orders">All orders</a>
        </>
      }
    >
      <div className="order-state" data-testid="order-state">
        <StatusBadge status={order.status} />
        {order.carrier && order.trackingNumber && (
          <span className="shipment" data-testid="shipment">
            {order.carrier} · <span className="mono">{order.trackingNumber}</span>
          </span>
        )}
        {(next || order.canCancel) && (
          <OrderFulfilment
            orderId={order._id}
            trackingId={order.trackingId}
            nextStatus={next}
            canCancel={order.canCancel}
          />
        )}
      </div>
      <div className="order-detail-grid">
        <div className="order-detail-main">
          <Returns returns={returns} />
          <PanelSection id="order-ship-to" title="Ship to">
            <ShipToAddress view={view} />
          </PanelSection>
          <PanelSection id="order-items" title="Items">
            <DataTable
              caption="Items of this order"
              columns={itemColumns}
              rows={order.items}
              rowKey={(i) => `${i.productId}-${i.name}`}
              empty="No items."
            />
          </PanelSection>
        </div>
        <div className="order-detail-side">
          <Payment view={view} />
          <Earnings view={view} />
          <PanelSection id="order-timeline" title="Timeline">
            <OrderTimeline events={view.timeline} />
          </PanelSection>
          <OrderDocuments order={order} />
        </div>
      </div>
    </PanelPage>
  );
}

export default function StoreOrder({ data }: PageProps<Data>) {
  return data.kind === "missing" ? <OrderMissing /> : <OrderPage view={data.view} returns={data.returns} />;
}

/**
 * /vendor-orders: the store's own orders, newest first, searched on the server by order id,
 * product name or store (`?search=`) and narrowed by status; Title, Order ID (a link to the order's page:
 * where to ship, the packing slip), Order Date (India time), Customer (name and city), Store, Quantity,
 * Payment Type (the real method), Total and Status, with the fulfilment actions.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import { listOrdersFor, type OrderJson } from "../../src/orders/orders.json.ts";
import { ORDER_STATUSES, type OrderStatusName } from "../../src/orders/status.ts";
import { type Column, indiaDateTime, ListPage, StatusBadge, storeIdOf } from "../../src/ui/panel/mod.ts";
import OrderFulfilment from "../../islands/OrderFulfilment.tsx";

export const VENDOR_ORDERS_PER_PAGE = 20;

interface Data {
  orders: OrderJson[];
  total: number;
  page: number;
}

const statusOf = (url: URL): OrderStatusName | undefined => {
  const status = url.searchParams.get("status");
  return ORDER_STATUSES.find((s) => s === status);
};

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const viewer = { id: user!.id, role: "vendor" as const, vendor_id: storeIdOf(user!) };
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const { orders, total } = await listOrdersFor(
    db,
    viewer,
    { page, limit: VENDOR_ORDERS_PER_PAGE },
    { search: search || undefined, status: statusOf(url) },
  );
  return { data: { orders, total, page }, head: { title: "Orders" } };
}

const quantityOf = (order: OrderJson) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function Status({ order }: { order: OrderJson }) {
  return (
    <div className="status-cell">
      <StatusBadge status={order.status} />
      {order.carrier && order.trackingNumber && (
        <small className="shipment" data-testid="shipment">
          {order.carrier} · <span className="mono">{order.trackingNumber}</span>
        </small>
      )}
      {order.status === "Pending" && <small className="muted">Awaiting payment</small>}
      {order.paymentStatus === "refund_due" && <small className="refund-due">Refund due</small>}
    </div>
  );
}

const columns: Column<OrderJson>[] = [
  {
    key: "title",
    label: "Title",
    render: (o) => <span className="order-title">{o.items.map((item) => item.name).join(", ")}</span>,
  },
  {
    key: "id",
    label: "Order ID",
    render: (o) => (
      <a
        className="mono order-link"
        href={`/vendor-orders/${encodeURIComponent(o._id)}`}
        aria-label={`Order #${o.trackingId}: details and packing slip`}
        data-testid="order-link"
      >
        #{o.trackingId}
      </a>
    ),
  },
  {
    key: "date",
    label: "Order Date",
    render: (o) => <time dateTime={o.createdAt}>{indiaDateTime(o.createdAt)}</time>,
  },
  {
    key: "customer",
    label: "Customer",
    render: (o) => (
      <span className="order-customer" data-testid="order-customer">
        <span>{o.name}</span>
        {o.address.city && <small>{o.address.city}</small>}
      </span>
    ),
  },
  { key: "store", label: "Store", render: (o) => o.storeName },
  { key: "quantity", label: "Quantity", numeric: true, render: (o) => formatCount(quantityOf(o)) },
  { key: "payment", label: "Payment Type", render: (o) => o.paymentMethod },
  { key: "total", label: "Total", numeric: true, render: (o) => formatRupees(o.total) },
  { key: "status", label: "Status", render: (o) => <Status order={o} /> },
  {
    key: "action",
    label: "Action",
    render: (o) => (
      <OrderFulfilment
        orderId={o._id}
        trackingId={o.trackingId}
        nextStatus={o.nextStatus === "Shipped" || o.nextStatus === "Delivered" ? o.nextStatus : null}
        canCancel={o.canCancel}
      />
    ),
  },
];

export default function Orders({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Orders"
      description="Ship confirmed orders with their carrier and tracking number; cancel before shipping if you cannot fulfil one."
      filters={{
        label: "Search orders",
        search: { label: "Search", placeholder: "Order ID, product or store" },
        selects: [{
          name: "status",
          label: "Status",
          anyLabel: "All statuses",
          options: ORDER_STATUSES.map((s) => ({ value: s, label: s })),
        }],
      }}
      table={{
        id: "orders",
        className: "store-orders-table",
        caption: "Your orders, newest first",
        columns,
        rows: data.orders,
        rowKey: (o) => o._id,
        empty: "No matching orders",
      }}
      paging={{ page: data.page, total: data.total, perPage: VENDOR_ORDERS_PER_PAGE }}
    />
  );
}

/**
 * /panel/order: every order, searched on the server by order id, customer name or item
 * name (`?q=`), narrowed by status, store and refund state (`?refund=due` is the dashboard's link), newest
 * first (or by total), 25 a page. Title, Order ID, Order Date (India time), Customer Info, Quantity, Total,
 * Status, Store and a view action; a 'Download CSV' link exports the same filters.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import type { OrderJson } from "../../src/orders/orders.json.ts";
import { ORDER_STATUSES, trackingId } from "../../src/orders/status.ts";
import {
  COUNT_CAP,
  ORDER_SORTS,
  type OrderSort,
  REFUND_FILTERS,
  SEARCH_MIN,
  SEARCH_TOO_SHORT,
  storeChoices,
} from "../../src/orders/admin-orders/admin-orders.queries.ts";
import { adminOrderFilter, listAdminOrders } from "../../src/orders/admin-orders/admin-orders.service.ts";
import { ADMIN_ORDERS_PER_PAGE } from "../../src/orders/admin-orders/admin-orders.schema.ts";
import {
  type Column,
  indiaDateTime,
  type ListFiltersProps,
  ListPage,
  PanelNotice,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";

type Data =
  | {
    failed: false;
    orders: OrderJson[];
    total: number;
    totalCapped: boolean;
    page: number;
    stores: { id: string; store_name: string }[];
    /** The search was too short to run: the list is empty and says why. */
    tooShort: boolean;
  }
  | { failed: true };

const FILTER_PARAMS = ["q", "status", "store", "refund"] as const;

const REFUND_LABELS: Record<typeof REFUND_FILTERS[number], string> = {
  due: "Refund due",
  failed: "Refund failed",
  refunded: "Refunded",
};
const SORT_LABELS: Record<OrderSort, string> = { newest: "Newest first", total: "Highest total" };

/** A query value only if it is one of the allowed ones (junk in the URL is ignored, not an error). */
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((a) => a === value);

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const params = url.searchParams;
  const head = { title: "Orders" };
  try {
    const filter = adminOrderFilter({
      q: params.get("q"),
      status: oneOf(ORDER_STATUSES, params.get("status")),
      store: params.get("store"),
      refund: oneOf(REFUND_FILTERS, params.get("refund")),
    });
    const page = requestedPage(url);
    const sort = oneOf(ORDER_SORTS, params.get("sort")) ?? "newest";
    const tooShort = (filter.q?.length ?? SEARCH_MIN) < SEARCH_MIN;
    const [list, stores] = await Promise.all([
      tooShort
        ? { orders: [], total: 0, totalCapped: false }
        : listAdminOrders(db, user!, filter, { page, limit: ADMIN_ORDERS_PER_PAGE }, sort),
      storeChoices(db),
    ]);
    return { data: { failed: false, ...list, page, stores, tooShort }, head };
  } catch (error) {
    console.error("Admin orders failed to load:", error);
    return { data: { failed: true }, head };
  }
}

const quantityOf = (order: OrderJson) => order.items.reduce((sum, item) => sum + item.quantity, 0);

const addressLine = (a: OrderJson["address"]) =>
  [a.street, a.area, a.city, a.state, a.postalCode].filter(Boolean).join(", ");

function RefundState({ order }: { order: OrderJson }) {
  if (order.paymentStatus === "refunded") return <small className="refund-done">Refunded</small>;
  if (order.paymentStatus !== "refund_due") return null;
  return order.refund?.error
    ? <small className="refund-failed">Refund failed</small>
    : <small className="refund-due">Refund due</small>;
}

const columns: Column<OrderJson>[] = [
  {
    key: "title",
    label: "Title",
    render: (o) => <span className="order-title">{o.items.map((item) => item.name).join(", ")}</span>,
  },
  { key: "id", label: "Order ID", render: (o) => <span className="mono">#{trackingId(o._id)}</span> },
  {
    key: "date",
    label: "Order Date",
    render: (o) => <time dateTime={o.createdAt}>{indiaDateTime(o.createdAt)}</time>,
  },
  {
    key: "customer",
    label: "Customer Info",
    render: (o) => (
      <div className="order-customer">
        <strong>{o.name}</strong>
        <small>{addressLine(o.address)}</small>
      </div>
    ),
  },
  { key: "quantity", label: "Quantity", numeric: true, render: (o) => formatCount(quantityOf(o)) },
  { key: "total", label: "Total", numeric: true, render: (o) => formatRupees(o.total) },
  {
    key: "status",
    label: "Status",
    render: (o) => (
      <div className="status-cell">
        <StatusBadge status={o.status} />
        <RefundState order={o} />
      </div>
    ),
  },
  {
    key: "store",
    label: "Store",
    render: (o) => <a href={`/vendordetails/${encodeURIComponent(o.vendorId)}`}>{o.storeName}</a>,
  },
  {
    key: "action",
    label: "Action",
    render: (o) => (
      <a
        className="btn btn-small"
        href={`/panel/order/${encodeURIComponent(o._id)}`}
        aria-label={`View order #${trackingId(o._id)}`}
      >
        View
      </a>
    ),
  },
];

/** The list's filters as a plain GET form: the server searches, and the list starts again at page 1. */
/** Search, status, store, refund state and order: a plain GET form. */
function orderFilters(stores: { id: string; store_name: string }[]): Omit<ListFiltersProps, "url"> {
  return {
    label: "Search orders",
    idPrefix: "orders",
    fields: [
      {
        kind: "search",
        name: "q",
        label: "Search",
        placeholder: "Order ID, customer or item",
        minLength: SEARCH_MIN,
      },
      {
        name: "status",
        label: "Status",
        anyLabel: "All statuses",
        options: ORDER_STATUSES.map((s) => ({ value: s, label: s })),
      },
      {
        name: "store",
        label: "Store",
        anyLabel: "All stores",
        options: stores.map((s) => ({ value: s.id, label: s.store_name })),
      },
      {
        name: "refund",
        label: "Refund",
        // Short enough for the narrowest select: the label already says "Refund".
        anyLabel: "Any",
        options: REFUND_FILTERS.map((r) => ({ value: r, label: REFUND_LABELS[r] })),
      },
      {
        name: "sort",
        label: "Sort",
        notAFilter: true,
        options: ORDER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
      },
    ],
  };
}

/** The export of what the list shows: the same filters, every page. */
function csvHref(url: URL): string {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = (url.searchParams.get(name) ?? "").trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ""}`;
}

export default function Orders({ data, url }: PageProps<Data>) {
  const listed = data.failed ? null : data;
  return (
    <ListPage
      url={url}
      title="Orders"
      description="Every store's orders. Open one to ship, deliver or cancel it, or to retry a refund."
      actions={<a className="btn" href={csvHref(url)} download data-testid="download-csv">Download CSV</a>}
      filters={orderFilters(listed?.stores ?? [])}
      problem={data.failed
        ? <PanelNotice tone="danger" testId="orders-error">Failed to fetch orders</PanelNotice>
        : undefined}
      notice={listed?.tooShort && (
        <PanelNotice tone="info" testId="orders-too-short">{SEARCH_TOO_SHORT}</PanelNotice>
      )}
      table={{
        id: "orders",
        caption: "Orders, newest first",
        columns,
        rows: listed?.orders ?? [],
        rowKey: (o) => o._id,
        empty: "No orders found.",
      }}
      note={listed?.totalCapped && (
        <p className="muted list-capped" data-testid="orders-capped">
          More than {formatCount(COUNT_CAP)} orders match: search or filter to narrow them.
        </p>
      )}
      paging={{ page: listed?.page ?? 1, total: listed?.total ?? 0, perPage: ADMIN_ORDERS_PER_PAGE }}
    />
  );
}

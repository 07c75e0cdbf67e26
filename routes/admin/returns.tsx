/**
 * /panel/returns: every store's return requests and claims, escalations first (the admin decides those),
 * then the ones still being handled, then the rest, newest first; filters by status (or all open ones) and
 * by reason. Each row: the request's number (to the request on its order's page, where the admin decides an
 * escalation or pays a refund), the order, the store, the customer, the reason, the items, when it was
 * requested, its status and its refund (amount and state).
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount } from "../../src/core/money.ts";
import type { ReturnReason, ReturnStatus } from "../../db/database.ts";
import { trackingId } from "../../src/orders/status.ts";
import { listReturns, type ReturnView } from "../../src/returns/returns.service.ts";
import {
  REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  STATUS_LABELS,
} from "../../src/returns/returns.rules.ts";
import { openReturns } from "../../src/admin/dashboard/dashboard.queries.ts";
import { RefundCell, returnItemsText } from "../../src/returns/return-admin-ui.tsx";
import { ReturnStatusBadge } from "../../src/returns/return-ui.tsx";
import { type Column, indiaDateTime, ListPage, PanelNotice, StatTile } from "../../src/ui/panel/mod.ts";

export const RETURNS_PER_PAGE = 50;
/** The status filter's extra choice: every request still being handled. */
const OPEN = "open";

type Data =
  | {
    failed: false;
    returns: ReturnView[];
    total: number;
    page: number;
    counts: { open: number; escalated: number };
    filter: { status: string; reason: string };
  }
  | { failed: true };

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Returns" };
  const askedStatus = url.searchParams.get("status") ?? "";
  const askedReason = url.searchParams.get("reason") ?? "";
  const status = RETURN_STATUSES.find((s) => s === askedStatus) as ReturnStatus | undefined;
  const reason = RETURN_REASONS.find((r) => r === askedReason) as ReturnReason | undefined;
  const open = askedStatus === OPEN;
  const page = requestedPage(url);
  try {
    const viewer = { id: user!.id, role: user!.role, vendor_id: user!.vendor_id };
    const [list, counts] = await Promise.all([
      listReturns(db, viewer, { status, reason, open: open || undefined, page, limit: RETURNS_PER_PAGE }),
      openReturns(db),
    ]);
    return {
      data: {
        failed: false,
        returns: list.returns,
        total: list.total,
        page,
        counts,
        filter: { status: status ?? (open ? OPEN : ""), reason: reason ?? "" },
      },
      head,
    };
  } catch (error) {
    console.error("Admin returns failed to load:", error);
    return { data: { failed: true }, head };
  }
}

const requestHref = (r: ReturnView) => `/panel/order/${encodeURIComponent(r.orderId)}#return-${r.id}`;

const columns: Column<ReturnView>[] = [
  {
    key: "number",
    label: "Return",
    render: (r) => (
      <a className="mono" href={requestHref(r)} aria-label={`Return ${r.number}, on its order's page`}>
        {r.number}
      </a>
    ),
  },
  {
    key: "order",
    label: "Order",
    render: (r) => (
      <a className="mono" href={`/panel/order/${encodeURIComponent(r.orderId)}`} title={r.orderId}>
        #{trackingId(r.orderId)}
      </a>
    ),
  },
  {
    key: "store",
    label: "Store",
    render: (r) => <a href={`/vendordetails/${encodeURIComponent(r.vendorId)}`}>{r.storeName}</a>,
  },
  { key: "customer", label: "Customer", render: (r) => r.customerName },
  { key: "reason", label: "Reason", render: (r) => REASON_LABELS[r.reason] },
  { key: "items", label: "Items", render: (r) => returnItemsText(r) },
  {
    key: "requested",
    label: "Requested",
    render: (r) => <time dateTime={r.requestedAt}>{indiaDateTime(r.requestedAt)}</time>,
  },
  { key: "status", label: "Status", render: (r) => <ReturnStatusBadge status={r.status} /> },
  { key: "refund", label: "Refund", render: (r) => <RefundCell ret={r} /> },
];

const statusOptions = [
  { value: OPEN, label: "Open (being handled)" },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const reasonOptions = RETURN_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }));

const emptyTable = {
  id: "returns",
  caption: "",
  columns,
  rows: [],
  rowKey: (r: ReturnView) => r.id,
  empty: "",
};

export default function Returns({ data, url }: PageProps<Data>) {
  const title = "Returns";
  const description =
    "Shoppers' return requests and claims on delivered orders, every store's. Escalations come first: the " +
    "shopper disputes the store's rejection and your decision is final. Open a request's number to decide " +
    "it, or to pay a cash-on-delivery refund, on its order's page. Times are India time.";
  if (data.failed) {
    return (
      <ListPage
        url={url}
        title={title}
        problem={<PanelNotice tone="danger" testId="returns-error">Failed to load the returns</PanelNotice>}
        table={emptyTable}
        paging={{ page: 1, total: 0, perPage: RETURNS_PER_PAGE }}
      />
    );
  }
  const { counts, filter } = data;
  const filtered = filter.status !== "" || filter.reason !== "";
  return (
    <ListPage
      url={url}
      title={title}
      description={description}
      before={
        <>
          <div className="stat-grid returns-tiles">
            <StatTile
              label="Open returns"
              value={formatCount(counts.open)}
              hint="Requested, accepted, escalated or received"
              testId="returns-open"
            />
            <StatTile
              label="Escalated"
              value={formatCount(counts.escalated)}
              href="/panel/returns?status=escalated"
              hint={counts.escalated > 0 ? "Waiting on your decision" : "Nothing to decide"}
              testId="returns-escalated"
            />
          </div>
          {counts.escalated > 0 && filter.status !== "escalated" && (
            <PanelNotice tone="warning" title="Escalated" testId="returns-escalated-notice">
              {counts.escalated === 1
                ? "1 request waits on your decision"
                : `${formatCount(counts.escalated)} requests wait on your decision`}: they are listed first.
            </PanelNotice>
          )}
        </>
      }
      filters={{
        label: "Filter returns",
        idPrefix: "returns",
        submitLabel: "Show",
        values: filter,
        className: "returns-filters",
        fields: [
          { name: "status", label: "Status", anyLabel: "All statuses", options: statusOptions },
          { name: "reason", label: "Reason", anyLabel: "All reasons", options: reasonOptions },
        ],
      }}
      table={{
        id: "returns",
        caption: "Return requests, escalations first, then open ones, newest first",
        columns,
        rows: data.returns,
        rowKey: (r) => r.id,
        empty: filtered ? "No return request matches." : "No return request yet.",
        className: "returns-table",
      }}
      paging={{ page: data.page, total: data.total, perPage: RETURNS_PER_PAGE }}
    />
  );
}

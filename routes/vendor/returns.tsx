/**
 * /vendor-returns: the store's return requests and claims, open ones first, each as a card: its number and
 * status, "Answer by …" while it waits on the store, the order, the shopper, the reason and comment, the
 * items, the photos, and the controls for what the store may do now (accept with the reverse pickup, reject
 * with a reason the shopper sees, mark received and whether it goes back to stock). Above them, what waits
 * on the store and its return rate over 90 days; filters by status and reason as a plain GET form; a page
 * at a time. Only the signed-in store's own requests.
 */
import type { ReturnReason, ReturnStatus } from "../../db/database.ts";
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount } from "../../src/core/money.ts";
import {
  REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  STATUS_LABELS,
} from "../../src/returns/returns.rules.ts";
import {
  listReturns,
  openReturnCount,
  returnRate,
  type ReturnView,
} from "../../src/returns/returns.service.ts";
import { hasControls, ReturnCard } from "../../src/returns/return-ui.tsx";
import {
  ListFilters,
  PanelPage,
  PanelPagination,
  percentText,
  StatTile,
  storeIdOf,
} from "../../src/ui/panel/mod.ts";
import ReturnActions from "../../islands/ReturnActions.tsx";

export const RETURNS_PER_PAGE = 10;

/** The status filter's "every request still being handled". */
const OPEN = "open";

interface Data {
  returns: ReturnView[];
  total: number;
  page: number;
  waiting: number;
  rate: { delivered: number; returned: number; rate: number };
  filters: { status: string; reason: string };
}

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const vendorId = storeIdOf(user!);
  const viewer = { id: user!.id, role: "vendor" as const, vendor_id: vendorId };
  const statusText = url.searchParams.get("status") ?? "";
  const reasonText = url.searchParams.get("reason") ?? "";
  const status = RETURN_STATUSES.find((s) => s === statusText);
  const reason = RETURN_REASONS.find((r) => r === reasonText);
  const page = requestedPage(url);
  const [list, waiting, rate] = await Promise.all([
    listReturns(db, viewer, {
      status,
      reason,
      open: statusText === OPEN || undefined,
      page,
      limit: RETURNS_PER_PAGE,
    }),
    openReturnCount(db, { vendorId }),
    returnRate(db, vendorId),
  ]);
  return {
    data: {
      returns: list.returns,
      total: list.total,
      page,
      waiting,
      rate,
      filters: { status: status ?? (statusText === OPEN ? OPEN : ""), reason: reason ?? "" },
    },
    head: { title: "Returns" },
  };
}

const statusOptions = [
  { value: OPEN, label: "Open (still being handled)" },
  ...RETURN_STATUSES.map((s: ReturnStatus) => ({ value: s, label: STATUS_LABELS[s] })),
];
const reasonOptions = RETURN_REASONS.map((r: ReturnReason) => ({ value: r, label: REASON_LABELS[r] }));

const orderHref = (orderId: string) => `/vendor-orders/${encodeURIComponent(orderId)}`;

export default function Returns({ data, url }: PageProps<Data>) {
  const filtered = Boolean(data.filters.status || data.filters.reason);
  return (
    <PanelPage
      title="Returns"
      description="Return requests and claims on your delivered orders, open ones first. Answer each within 2 days: a request not answered in time is accepted automatically. A rejection may be escalated to SwiftCart, whose decision is final."
    >
      <div className="stat-grid returns-tiles">
        <StatTile
          label="Waiting on you"
          value={formatCount(data.waiting)}
          hint="Requests to answer, and returns to mark received"
          testId="returns-waiting"
        />
        <StatTile
          label="Return rate"
          value={percentText(Math.round(data.rate.rate * 10_000))}
          hint={`${formatCount(data.rate.returned)} of ${formatCount(data.rate.delivered)} delivered ${
            data.rate.delivered === 1 ? "order" : "orders"
          } in the last 90 days`}
          testId="returns-rate"
        />
      </div>
      <section className="panel-section" aria-labelledby="returns-list-title" id="returns">
        <header className="panel-section-head">
          <h2 id="returns-list-title">Requests</h2>
        </header>
        <ListFilters
          url={url}
          label="Filter the requests"
          idPrefix="returns"
          submitLabel="Filter"
          values={data.filters}
          fields={[
            { name: "status", label: "Status", anyLabel: "All statuses", options: statusOptions },
            { name: "reason", label: "Reason", anyLabel: "All reasons", options: reasonOptions },
          ]}
        />
        {data.returns.length === 0
          ? (
            <p className="muted returns-empty" data-testid="returns-empty">
              {filtered
                ? "No request matches these filters."
                : "No return requests yet. When a shopper reports a problem with a delivered order, it appears here."}
            </p>
          )
          : (
            <ol className="return-list" data-testid="return-list">
              {data.returns.map((ret) => (
                <li key={ret.id}>
                  <ReturnCard ret={ret} audience="vendor" orderHref={orderHref(ret.orderId)}>
                    {hasControls(ret, "vendor") && (
                      <ReturnActions
                        returnId={ret.id}
                        number={ret.number}
                        reason={ret.reason}
                        actions={ret.actions}
                      />
                    )}
                  </ReturnCard>
                </li>
              ))}
            </ol>
          )}
        <PanelPagination
          url={url}
          page={data.page}
          total={data.total}
          perPage={RETURNS_PER_PAGE}
          shown={data.returns.length}
          hash="#returns"
        />
      </section>
    </PanelPage>
  );
}

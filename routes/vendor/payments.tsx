/**
 * /vendor-payments: the store's money. Its balance now, what its statements await, the next expected payout
 * (date and estimated amount), why the balance is negative when it is (commission and taxes on cash-on-
 * delivery orders its own courier collected, netted against its next payouts); its weekly statements (week,
 * lines, net payable, status, UTR, the statement's page, CSV and PDF); and its ledger, filtered on the server
 * by India dates, kind and order (a plain GET form), a page at a time. Only the signed-in store's own figures.
 */
import type { LedgerEntryKind } from "../../db/database.ts";
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { addDays, indiaDayText, indiaMidnight, isCalendarDate } from "../../src/core/clock.ts";
import { formatCount, formatPaise, formatRupees } from "../../src/core/money.ts";
import {
  ENTRY_KIND_LABELS,
  ledgerPage,
  listStatements,
  orderMeant,
  type PaymentsSummary,
  paymentsSummary,
  type StatementSummary,
} from "../../src/settlements/statements/statement.service.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  ListFilters,
  PanelNotice,
  PanelPage,
  PanelPagination,
  PanelSection,
  StatTile,
  storeIdOf,
} from "../../src/ui/panel/mod.ts";
import { PaymentsStatus } from "../../src/settlements/statements/statement-ui.tsx";

export const LEDGER_PER_PAGE = 25;
export const STATEMENTS_PER_PAGE = 10;

const KINDS = Object.keys(ENTRY_KIND_LABELS) as LedgerEntryKind[];

interface LedgerEntryView {
  id: string;
  kind: LedgerEntryKind;
  amountPaise: number;
  orderId: string | null;
  occurredAt: string;
  availableAt: string;
  statementId: string | null;
  weekEnding: string | null;
  creditNote: string | null;
}

interface Data {
  summary: PaymentsSummary;
  statements: StatementSummary[];
  statementTotal: number;
  statementPage: number;
  ledger: { rows: LedgerEntryView[]; total: number; sumPaise: number; page: number };
  /** The filters as applied (a bad date left out), and what was wrong with them. */
  filters: { from: string; to: string; kind: string; order: string };
  filterProblem: string | null;
}

const pageParam = (url: URL, name: string) => {
  const page = Number(url.searchParams.get(name));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const vendorId = storeIdOf(user!);
  const raw = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 64);
  let from = raw("from");
  let to = raw("to");
  const kindText = raw("kind");
  const kind = KINDS.find((k) => k === kindText);
  const order = raw("order");
  const problems: string[] = [];
  if (from && !isCalendarDate(from)) problems.push(`"${from}" is not a date (From).`), from = "";
  if (to && !isCalendarDate(to)) problems.push(`"${to}" is not a date (To).`), to = "";
  if (from && to && from > to) {
    problems.push("From must not be after To: the dates were left out.");
    from = "";
    to = "";
  }
  const page = requestedPage(url);
  const statementPage = pageParam(url, "spage");
  const [summary, statements, ledger] = await Promise.all([
    paymentsSummary(db, vendorId),
    listStatements(db, { vendorId }, { page: statementPage, limit: STATEMENTS_PER_PAGE }),
    ledgerPage(db, {
      vendorId,
      from: from ? indiaMidnight(from) : undefined,
      to: to ? indiaMidnight(addDays(to, 1)) : undefined,
      kind,
      orderId: order ? await orderMeant(db, vendorId, order) : undefined,
    }, { page, limit: LEDGER_PER_PAGE }),
  ]);
  return {
    data: {
      summary,
      statements: statements.statements,
      statementTotal: statements.total,
      statementPage,
      ledger: {
        rows: ledger.rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          amountPaise: row.amount_paise,
          orderId: row.order_id,
          occurredAt: row.created_at.toISOString(),
          availableAt: row.available_at.toISOString(),
          statementId: row.settlement_id,
          weekEnding: row.week_ending,
          creditNote: row.credit_note_number,
        })),
        total: ledger.total,
        sumPaise: ledger.sum,
        page,
      },
      filters: { from, to, kind: kind ?? "", order },
      filterProblem: problems.length ? problems.join(" ") : null,
    },
    head: { title: "Payments" },
  };
}

const weekText = (s: { weekStart: string; weekEnding: string }) =>
  `${indiaDayText(s.weekStart)} – ${indiaDayText(s.weekEnding)}`;

const statementHref = (id: string) => `/vendor-payments/${encodeURIComponent(id)}`;
const downloadHref = (id: string, ext: "csv" | "pdf") =>
  `/api/vendor/settlements/${encodeURIComponent(id)}.${ext}`;

const statementColumns: Column<StatementSummary>[] = [
  {
    key: "week",
    label: "Week",
    render: (s) => (
      <a href={statementHref(s.id)} data-testid="statement-link">
        {weekText(s)}
      </a>
    ),
  },
  { key: "lines", label: "Lines", numeric: true, render: (s) => formatCount(s.lineCount) },
  {
    key: "net",
    label: "Net payable",
    numeric: true,
    render: (s) => <span data-testid="statement-net">{formatRupees(s.netPayable)}</span>,
  },
  { key: "status", label: "Status", render: (s) => <PaymentsStatus status={s.status} /> },
  {
    key: "utr",
    label: "UTR",
    render: (s) => s.utr ? <span className="mono">{s.utr}</span> : <span className="muted">–</span>,
  },
  {
    key: "downloads",
    label: "Statement",
    render: (s) => (
      <span className="statement-downloads">
        <a href={statementHref(s.id)}>View</a>
        <a href={downloadHref(s.id, "csv")} download>CSV</a>
        <a href={downloadHref(s.id, "pdf")}>PDF</a>
      </span>
    ),
  },
];

const ledgerColumns: Column<LedgerEntryView>[] = [
  {
    key: "date",
    label: "Date",
    render: (e) => <time dateTime={e.occurredAt}>{indiaDate(e.occurredAt)}</time>,
  },
  { key: "kind", label: "Kind", render: (e) => ENTRY_KIND_LABELS[e.kind] },
  {
    key: "order",
    label: "Order",
    render: (e) =>
      e.orderId
        ? (
          <a className="mono" href={`/vendor-orders/${encodeURIComponent(e.orderId)}`}>
            #{e.orderId.slice(-7)}
          </a>
        )
        : <span className="muted">–</span>,
  },
  {
    key: "amount",
    label: "Amount",
    numeric: true,
    render: (e) => (
      <span className={e.amountPaise < 0 ? "amount-debit" : "amount-credit"}>
        {formatPaise(e.amountPaise)}
      </span>
    ),
  },
  {
    key: "statement",
    label: "Settled in",
    render: (e) =>
      e.statementId
        ? <a href={statementHref(e.statementId)}>Week ending {indiaDayText(e.weekEnding ?? e.occurredAt)}</a>
        : <span className="muted">Not yet (from {indiaDate(e.availableAt)})</span>,
  },
];

function Summary({ summary }: { summary: PaymentsSummary }) {
  const next = summary.nextPayoutPaise;
  return (
    <>
      <div className="stat-grid payments-tiles">
        <StatTile
          label="Balance now"
          value={
            <span className={summary.balancePaise < 0 ? "amount-debit" : undefined}>
              {formatPaise(summary.balancePaise)}
            </span>
          }
          hint={summary.balancePaise < 0
            ? "You owe this: see below"
            : "In your ledger, not yet in a statement"}
          testId="balance-now"
        />
        <StatTile
          label="Awaiting payout"
          value={formatPaise(summary.awaitingPayoutPaise)}
          hint={summary.awaitingStatements === 0
            ? "No statement waits for payment"
            : `${formatCount(summary.awaitingStatements)} payable ${
              summary.awaitingStatements === 1 ? "statement" : "statements"
            }`}
          testId="awaiting-payout"
        />
        <StatTile
          label="Next expected payout"
          value={formatPaise(next)}
          hint={`${indiaDayText(summary.nextPayoutDate)}, for the week ending ${
            indiaDayText(summary.nextWeekEnding)
          }${next === 0 ? " (nothing due yet)" : " (estimate)"}`}
          testId="next-payout"
        />
      </div>
      {summary.owedPaise > 0 && (
        <PanelNotice tone="warning" testId="balance-owed">
          <strong>You owe {formatPaise(summary.owedPaise)}</strong>: commission and taxes on cash-on-delivery
          orders your courier collected; it is netted against your next payouts.
        </PanelNotice>
      )}
    </>
  );
}

function StatementPager({ url, page, total }: { url: URL; page: number; total: number }) {
  const last = Math.max(1, Math.ceil(total / STATEMENTS_PER_PAGE));
  if (last <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(url.searchParams);
    if (p <= 1) params.delete("spage");
    else params.set("spage", String(p));
    const query = params.toString();
    return `${url.pathname}${query ? `?${query}` : ""}#statements`;
  };
  return (
    <nav className="statement-pager" aria-label="Statement pages">
      {page > 1 ? <a href={href(page - 1)} rel="prev">Newer statements</a> : <span />}
      <span className="muted">Page {page} of {last}</span>
      {page < last ? <a href={href(page + 1)} rel="next">Older statements</a> : <span />}
    </nav>
  );
}

export default function Payments({ data, url }: PageProps<Data>) {
  const { ledger } = data;
  return (
    <PanelPage
      title="Payments"
      description="What SwiftCart owes you, your weekly statements and every entry of your ledger. Orders are settled weekly (Monday to Sunday, India time) once their 7-day return window has passed, and paid out on the Monday after."
    >
      <Summary summary={data.summary} />
      <PanelSection id="statements" title="Weekly statements">
        <DataTable
          id="statements-table"
          className="payments-statements"
          caption="Your weekly statements, newest first"
          columns={statementColumns}
          rows={data.statements}
          rowKey={(s) => s.id}
          empty="No statements yet: your first comes the Monday after a delivered order's return window ends."
        />
        <StatementPager url={url} page={data.statementPage} total={data.statementTotal} />
      </PanelSection>
      <PanelSection id="ledger" title="Ledger">
        <ListFilters
          url={url}
          label="Filter the ledger"
          idPrefix="ledger"
          submitLabel="Filter"
          className="ledger-filters"
          values={data.filters}
          fields={[
            { kind: "date", name: "from", label: "From" },
            { kind: "date", name: "to", label: "To" },
            {
              name: "kind",
              label: "Kind",
              anyLabel: "All kinds",
              options: KINDS.map((k) => ({ value: k, label: ENTRY_KIND_LABELS[k] })),
            },
            { kind: "search", name: "order", label: "Order", placeholder: "Order ID or #number" },
          ]}
        />
        {data.filterProblem && (
          <PanelNotice tone="warning" testId="ledger-filter-problem">{data.filterProblem}</PanelNotice>
        )}
        <p className="ledger-sum" data-testid="ledger-sum">
          {formatCount(ledger.total)} {ledger.total === 1 ? "entry" : "entries"}, adding up to{" "}
          <strong>{formatPaise(ledger.sumPaise)}</strong>{" "}
          <span className="muted">(positive: owed to you; negative: owed by you)</span>
        </p>
        <DataTable
          id="ledger-table"
          className="payments-ledger"
          caption="Your ledger entries, newest first"
          columns={ledgerColumns}
          rows={ledger.rows}
          rowKey={(e) => e.id}
          empty="No matching ledger entries"
          mobile="scroll"
        />
        <PanelPagination
          url={url}
          page={ledger.page}
          total={ledger.total}
          perPage={LEDGER_PER_PAGE}
          shown={ledger.rows.length}
          hash="#ledger"
        />
      </PanelSection>
    </PanelPage>
  );
}

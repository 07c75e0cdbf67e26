/**
 * /panel/settlements: the weekly settlements, a week at a time (`?week=` one of the weeks that ran, newest
 * first; the latest by default; `?status=` narrows the list): the week's totals, one row per store (opening
 * balance, lines, net payable, closing balance carried forward, status with the UTR once paid), 'Mark paid'
 * with the bank's UTR on each payable row, the bank's payment file of the week, and 'Run settlement for week
 * ending …' for an ended week (the scheduled job runs each week from Monday 02:00 India time anyway).
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import { addDays, indiaDayText, isCalendarDate, isoWeekday, lastEndedWeek } from "../../src/core/clock.ts";
import {
  type AdminSettlementJson,
  adminSettlementWeek,
  settlementWeeks,
} from "../../src/settlements/admin/admin-settlements.service.ts";
import { SETTLEMENT_STATUSES } from "../../src/settlements/admin/admin-settlements.schema.ts";
import {
  type Column,
  indiaDateTime,
  ListPage,
  PanelNotice,
  PanelSection,
  StatTile,
} from "../../src/ui/panel/mod.ts";
import SettlementPaid from "../../islands/SettlementPaid.tsx";

export const SETTLEMENTS_PER_PAGE = 100;

type Status = typeof SETTLEMENT_STATUSES[number];

const STATUS_LABELS: Record<Status, string> = {
  payable: "Payable",
  paid: "Paid",
  nothing_due: "Nothing due",
};
/** The panels' badge colours: payable waits (amber), paid is done (green), nothing due is grey. */
const STATUS_TONES: Record<Status, string> = { payable: "pending", paid: "approved", nothing_due: "other" };

type Week = Awaited<ReturnType<typeof adminSettlementWeek>>;

type Data =
  | {
    failed: false;
    week: Week;
    weeks: { weekEnding: string; statements: number }[];
    /** Ended weeks not yet run, newest first: what the run form offers. */
    runnable: string[];
    page: number;
  }
  | { failed: true };

const sundayParam = (value: string | null) =>
  value && isCalendarDate(value) && isoWeekday(value) === 7 ? value : undefined;

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Settlements" };
  try {
    const status = SETTLEMENT_STATUSES.find((s) => s === url.searchParams.get("status"));
    const page = requestedPage(url);
    const [week, weeks] = await Promise.all([
      adminSettlementWeek(db, { week: sundayParam(url.searchParams.get("week")), status }, {
        page,
        limit: SETTLEMENTS_PER_PAGE,
      }),
      settlementWeeks(db, { page: 1, limit: 200 }),
    ]);
    const latest = weeks.weeks[0]?.weekEnding;
    const runnable: string[] = [];
    // The weeks after the latest run (eight at most before any run), newest first.
    for (
      let sunday = lastEndedWeek();
      runnable.length < 8 && (!latest || sunday > latest);
      sunday = addDays(sunday, -7)
    ) {
      runnable.push(sunday);
    }
    return {
      data: {
        failed: false,
        week,
        weeks: weeks.weeks.map((w) => ({ weekEnding: w.weekEnding, statements: w.statements })),
        runnable,
        page,
      },
      head,
    };
  } catch (error) {
    console.error("Admin settlements failed to load:", error);
    return { data: { failed: true }, head };
  }
}

const weekLabel = (sunday: string) => `${indiaDayText(addDays(sunday, -6))} – ${indiaDayText(sunday)}`;

function SettlementStatus({ row }: { row: AdminSettlementJson }) {
  return (
    <div className="status-cell">
      <span className={`status-badge status-${STATUS_TONES[row.status]}`} data-testid="status">
        {STATUS_LABELS[row.status]}
      </span>
      {row.status === "paid" && (
        <small className="settlement-utr">
          UTR <span className="mono">{row.utr}</span>
          {row.paidAt && <>, {indiaDateTime(row.paidAt)}</>}
        </small>
      )}
    </div>
  );
}

const money = (rupees: number) => (
  <span className={rupees < 0 ? "amount-debit" : undefined}>{formatRupees(rupees)}</span>
);

const columns: Column<AdminSettlementJson>[] = [
  {
    key: "store",
    label: "Store",
    render: (r) => <a href={`/vendordetails/${encodeURIComponent(r.storeId)}`}>{r.storeName}</a>,
  },
  { key: "opening", label: "Opening", numeric: true, render: (r) => money(r.openingBalance) },
  { key: "lines", label: "Lines total", numeric: true, render: (r) => money(r.linesTotal) },
  {
    key: "net",
    label: "Net payable",
    numeric: true,
    render: (r) => <strong>{formatRupees(r.netPayable)}</strong>,
  },
  { key: "closing", label: "Carried forward", numeric: true, render: (r) => money(r.closingBalance) },
  { key: "status", label: "Status", render: (r) => <SettlementStatus row={r} /> },
  {
    key: "action",
    label: "Payment",
    render: (r) =>
      r.status !== "payable" ? <span className="muted">—</span> : (
        <div className="settlement-pay">
          <SettlementPaid
            action="paid"
            statementId={r.id}
            storeName={r.storeName}
            amount={formatRupees(r.netPayable)}
          />
          {!r.bankDetails && (
            <small className="settlement-nobank" data-testid="no-bank">
              No valid bank account or IFSC on file
            </small>
          )}
        </div>
      ),
  },
];

export default function Settlements({ data, url }: PageProps<Data>) {
  if (data.failed) {
    return (
      <ListPage
        url={url}
        title="Settlements"
        problem={
          <PanelNotice tone="danger" testId="settlements-error">Failed to load the settlements</PanelNotice>
        }
        table={{ id: "settlements", caption: "", columns, rows: [], rowKey: (r) => r.id, empty: "" }}
        paging={{ page: 1, total: 0, perPage: SETTLEMENTS_PER_PAGE }}
      />
    );
  }
  const { week, weeks, runnable } = data;
  const totals = week.totals;
  const missingBank = week.statements.filter((r) => r.status === "payable" && !r.bankDetails).length;
  const fileHref = week.weekEnding
    ? `/api/admin/settlements/payment-file?week=${encodeURIComponent(week.weekEnding)}` +
      (missingBank > 0 ? "&skipMissing=true" : "")
    : "";
  const weekOptions = weeks.map((w) => ({
    value: w.weekEnding,
    label: `${weekLabel(w.weekEnding)} (${formatCount(w.statements)})`,
  }));
  return (
    <ListPage
      url={url}
      title="Settlements"
      description="Weekly statements per store: each week (Monday to Sunday, India time) settles the deliveries whose 7-day return window has passed, less commission, its GST, TCS and TDS; cash-on-delivery balances the stores owe carry forward. The schedule runs each week on Monday from 02:00 India time."
      actions={week.ran && totals.outstanding > 0
        ? (
          <a className="btn" href={fileHref} download data-testid="payment-file">
            Download bank payment file
          </a>
        )
        : undefined}
      before={
        <>
          {week.weekEnding && week.ran && (
            <div className="stat-grid settlement-tiles">
              <StatTile
                label="Week"
                value={weekLabel(week.weekEnding)}
                hint={`Ran ${indiaDateTime(week.ranAt!)} by ${
                  week.ranBy === "schedule" ? "the schedule" : "an admin"
                }`}
                testId="settlement-week"
              />
              <StatTile label="Statements" value={formatCount(totals.statements)} testId="settlement-count" />
              <StatTile label="Net payable" value={formatRupees(totals.netPayable)} testId="settlement-net" />
              <StatTile label="Paid" value={formatRupees(totals.paid)} testId="settlement-paid" />
              <StatTile
                label="Outstanding"
                value={formatRupees(totals.outstanding)}
                testId="settlement-outstanding"
              />
              <StatTile
                label="Carried forward"
                value={formatRupees(totals.closingBalance)}
                hint="Owed by stores (cash on delivery), netted next week"
                testId="settlement-carried"
              />
            </div>
          )}
          {missingBank > 0 && (
            <PanelNotice tone="warning" testId="settlement-missing-bank">
              {formatCount(missingBank)}{" "}
              payable store(s) on this page have no valid bank account or IFSC: the payment file leaves them
              out until their details are added on the store's page.
            </PanelNotice>
          )}
          {runnable.length > 0 && (
            <PanelSection id="settlement-run" title="Run a settlement">
              <p className="muted">
                Weeks run in order: earlier weeks not yet run are settled first. Running a week twice changes
                nothing.
              </p>
              <SettlementPaid
                action="run"
                weeks={runnable.map((sunday) => ({ value: sunday, label: indiaDayText(sunday) }))}
                suggested={runnable[0]}
              />
            </PanelSection>
          )}
        </>
      }
      filters={weekOptions.length > 0
        ? {
          label: "Choose a week",
          idPrefix: "settlements",
          submitLabel: "Show",
          values: { week: week.weekEnding ?? "", status: url.searchParams.get("status") ?? "" },
          fields: [
            { name: "week", label: "Week", options: weekOptions },
            {
              name: "status",
              label: "Status",
              anyLabel: "All statuses",
              options: SETTLEMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            },
          ],
        }
        : undefined}
      table={{
        id: "settlements",
        caption: week.weekEnding
          ? `Statements of the week ending ${indiaDayText(week.weekEnding)}`
          : "Statements",
        columns,
        rows: week.statements,
        rowKey: (r) => r.id,
        empty: !week.weekEnding
          ? "No week has been settled yet."
          : week.ran
          ? "No statement matches."
          : "This week has not been settled yet.",
        className: "settlements-table",
      }}
      paging={{ page: data.page, total: week.total, perPage: SETTLEMENTS_PER_PAGE }}
    />
  );
}

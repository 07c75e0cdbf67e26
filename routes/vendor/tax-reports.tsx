/**
 * /vendor-tax-reports: the store's tax reports. Pick a month: its GSTR-1 at a glance (a row per section:
 * documents, taxable value, IGST, CGST, SGST, value) with links to download the GST portal's JSON and the
 * CSV. Pick a quarter of the financial year: the TDS deducted under s.194-O per order, with totals (what
 * Form 16A shows). The store's own figures only, read on the server.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { AppError } from "../../src/core/errors.ts";
import { formatCount, formatPaise } from "../../src/core/money.ts";
import { indiaDate as isoIndiaDate } from "../../src/core/clock.ts";
import { gstr1Summary, type SummaryRow } from "../../src/tax-reports/gstr1.ts";
import { gstr1Return, NO_GSTIN, storeTds } from "../../src/tax-reports/tax-reports.service.ts";
import type { TdsRow } from "../../src/tax-reports/tds.ts";
import {
  MONTH_PATTERN,
  monthPeriod,
  QUARTER_PATTERN,
  quarterPeriod,
  recentMonths,
  recentQuarters,
} from "../../src/tax-reports/period.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  PanelNotice,
  PanelPage,
  PanelSection,
  percentText,
  StatTile,
  storeIdOf,
} from "../../src/ui/panel/mod.ts";

const MONTHS_OFFERED = 24;
const QUARTERS_OFFERED = 8;

interface Data {
  month: string;
  monthLabel: string;
  months: { value: string; label: string }[];
  quarter: string;
  quarterLabel: string;
  quarters: { value: string; label: string }[];
  gstin: string | null;
  summary: SummaryRow[];
  net: { taxable: number; tax: number };
  tds: {
    rows: TdsRow[];
    totals: { gross: number; tds: number; orders: number };
    deductor: { name: string; tan: string | null };
  };
}

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const vendorId = storeIdOf(user!);
  const today = isoIndiaDate();
  const months = recentMonths(today, MONTHS_OFFERED);
  const quarters = recentQuarters(today, QUARTERS_OFFERED);
  const askedMonth = url.searchParams.get("month") ?? "";
  const askedQuarter = url.searchParams.get("quarter") ?? "";
  const month = MONTH_PATTERN.test(askedMonth) ? askedMonth : months[0];
  const quarter = QUARTER_PATTERN.test(askedQuarter) ? askedQuarter : quarters[0];
  let gstin: string | null = null;
  let summary: SummaryRow[] = [];
  try {
    const model = await gstr1Return(db, vendorId, month);
    gstin = model.gstin;
    summary = gstr1Summary(model);
  } catch (error) {
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
  const { report } = await storeTds(db, vendorId, quarter);
  const hsn = summary.find((row) => row.section === "hsn");
  return {
    data: {
      month,
      monthLabel: monthPeriod(month)!.label,
      months: months.map((value) => ({ value, label: monthPeriod(value)!.label })),
      quarter,
      quarterLabel: quarterPeriod(quarter)!.label,
      quarters: quarters.map((value) => ({ value, label: quarterPeriod(value)!.label })),
      gstin,
      summary,
      net: { taxable: hsn?.taxable ?? 0, tax: (hsn?.igst ?? 0) + (hsn?.cgst ?? 0) + (hsn?.sgst ?? 0) },
      tds: { rows: report.rows, totals: report.totals, deductor: report.deductor },
    },
    head: { title: "Tax reports" },
  };
}

const summaryColumns: Column<SummaryRow>[] = [
  { key: "section", label: "Section", render: (r) => r.label },
  {
    key: "documents",
    label: "Documents",
    numeric: true,
    render: (r) => r.section === "hsn" ? `${formatCount(r.documents)} rows` : formatCount(r.documents),
  },
  { key: "taxable", label: "Taxable value", numeric: true, render: (r) => formatPaise(r.taxable) },
  { key: "igst", label: "IGST", numeric: true, render: (r) => formatPaise(r.igst) },
  { key: "cgst", label: "CGST", numeric: true, render: (r) => formatPaise(r.cgst) },
  { key: "sgst", label: "SGST", numeric: true, render: (r) => formatPaise(r.sgst) },
  { key: "value", label: "Value", numeric: true, render: (r) => formatPaise(r.gross) },
];

const tdsColumns: Column<TdsRow>[] = [
  { key: "date", label: "Date", render: (r) => <time dateTime={r.date}>{indiaDate(r.date)}</time> },
  {
    key: "order",
    label: "Order",
    render: (r) =>
      r.orderId ? <a href={`/vendor-orders/${encodeURIComponent(r.orderId)}`}>{r.orderId.slice(-8)}</a> : "—",
  },
  {
    key: "document",
    label: "Invoice / credit note",
    render: (r) => (r.kind === "reversal" ? r.creditNoteNumber ?? "Reversal" : r.invoiceNumber ?? "—"),
  },
  { key: "kind", label: "Entry", render: (r) => (r.kind === "reversal" ? "Reversed" : "Deducted") },
  { key: "gross", label: "Gross amount", numeric: true, render: (r) => formatPaise(r.gross) },
  { key: "rate", label: "Rate", numeric: true, render: (r) => percentText(r.rateBp) },
  { key: "tds", label: "TDS", numeric: true, render: (r) => formatPaise(r.tds) },
];

function PeriodForm(
  { id, name, label, value, options, keep }: {
    id: string;
    name: string;
    label: string;
    value: string;
    options: { value: string; label: string }[];
    keep: Record<string, string>;
  },
) {
  return (
    <form className="list-filters" method="get" action="/vendor-tax-reports" aria-label={label}>
      {Object.entries(keep).map(([key, kept]) => <input key={key} type="hidden" name={key} value={kept} />)}
      <div className="list-filter">
        <label htmlFor={id}>{label}</label>
        <select id={id} name={name} defaultValue={value}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </div>
      <div className="list-filter-actions">
        <button type="submit" className="btn btn-primary">Show</button>
      </div>
    </form>
  );
}

export default function TaxReports({ data }: PageProps<Data>) {
  const download = (format: "json" | "csv") =>
    `/api/vendor/tax/gstr1?month=${encodeURIComponent(data.month)}&format=${format}`;
  return (
    <PanelPage
      title="Tax reports"
      description="Your GST return figures and the tax SwiftCart withheld from your sales, from your own invoices, credit notes and ledger. Dates are India time."
    >
      <PanelSection
        id="gstr1"
        title={`GSTR-1 · ${data.monthLabel}`}
        actions={data.gstin
          ? (
            <div className="panel-page-actions">
              <a className="btn btn-primary" href={download("json")} download>Download JSON</a>
              <a className="btn" href={download("csv")} download>Download CSV</a>
            </div>
          )
          : undefined}
      >
        <PeriodForm
          id="tax-month"
          name="month"
          label="Return period"
          value={data.month}
          options={data.months}
          keep={{ quarter: data.quarter }}
        />
        {data.gstin
          ? (
            <>
              <p className="panel-page-description">
                GSTIN{" "}
                {data.gstin}. The JSON is the GST portal's GSTR-1 offline-tool file (B2B, B2C large, B2C
                small, credit notes, HSN summary, documents issued): upload it in the offline tool or on the
                portal. The CSV has one row per invoice or credit-note line.
              </p>
              <div className="stat-grid">
                <StatTile
                  label="Net taxable value"
                  value={formatPaise(data.net.taxable)}
                  testId="gstr1-taxable"
                />
                <StatTile label="Net GST" value={formatPaise(data.net.tax)} testId="gstr1-tax" />
              </div>
              <DataTable
                id="gstr1-summary"
                caption={`GSTR-1 summary for ${data.monthLabel}, by section`}
                columns={summaryColumns}
                rows={data.summary}
                rowKey={(r) => r.section}
                empty="No invoices or credit notes this month."
                mobile="scroll"
              />
            </>
          )
          : (
            <PanelNotice tone="warning" title="No GSTIN" testId="gstr1-no-gstin">
              {NO_GSTIN}
            </PanelNotice>
          )}
      </PanelSection>
      <PanelSection id="tds" title={`TDS under section 194-O · ${data.quarterLabel}`}>
        <PeriodForm
          id="tax-quarter"
          name="quarter"
          label="Quarter"
          value={data.quarter}
          options={data.quarters}
          keep={{ month: data.month }}
        />
        <p className="panel-page-description">
          Deducted by {data.tds.deductor.name}
          {data.tds.deductor.tan ? ` (TAN ${data.tds.deductor.tan})` : ""}{" "}
          on the gross amount of each order when it is delivered, and given back when a sale is reversed. Form
          16A for the quarter shows these totals.
        </p>
        <div className="stat-grid">
          <StatTile label="Gross amount" value={formatPaise(data.tds.totals.gross)} testId="tds-gross" />
          <StatTile label="TDS deducted" value={formatPaise(data.tds.totals.tds)} testId="tds-total" />
          <StatTile label="Orders" value={formatCount(data.tds.totals.orders)} testId="tds-orders" />
        </div>
        <DataTable
          id="tds-rows"
          caption={`TDS deducted in ${data.quarterLabel}, per order`}
          columns={tdsColumns}
          rows={data.tds.rows}
          rowKey={(r) => `${r.eventId}`}
          empty="No TDS deducted in this quarter."
        />
      </PanelSection>
    </PanelPage>
  );
}

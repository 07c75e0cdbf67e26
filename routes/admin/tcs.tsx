/**
 * /panel/tcs: the TCS the platform collected in a month under CGST section 52, the figures of its GSTR-8:
 * per store GSTIN and place of supply, the gross taxable supplies, returns, net, CGST, SGST and IGST, with
 * the month's totals and the ledger's own sum beside them (they are equal). Read from the ledger on the
 * server; the JSON is GET /api/admin/tax/tcs.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatPaise } from "../../src/core/money.ts";
import { indiaDate } from "../../src/core/clock.ts";
import { tcsReport, type TcsRow } from "../../src/tax-reports/tcs.ts";
import { MONTH_PATTERN, monthPeriod, recentMonths } from "../../src/tax-reports/period.ts";
import { type Column, ListFilters, PanelNotice, PanelPage, StatTile } from "../../src/ui/panel/mod.ts";
import { DataTable } from "../../src/ui/panel/DataTable.tsx";

const MONTHS_OFFERED = 24;

interface Data {
  month: string;
  label: string;
  months: { value: string; label: string }[];
  rows: TcsRow[];
  totals: {
    gross: number;
    returns: number;
    net: number;
    cgst: number;
    sgst: number;
    igst: number;
    tcs: number;
  };
  ledgerTcs: number;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const months = recentMonths(indiaDate(), MONTHS_OFFERED);
  const asked = url.searchParams.get("month") ?? "";
  const month = MONTH_PATTERN.test(asked) ? asked : months[0];
  const report = (await tcsReport(db, month))!;
  return {
    data: {
      month,
      label: monthPeriod(month)!.label,
      months: months.map((value) => ({ value, label: monthPeriod(value)!.label })),
      rows: report.rows,
      totals: report.totals,
      ledgerTcs: report.ledgerTcs,
    },
    head: { title: "TCS (GSTR-8)" },
  };
}

const columns: Column<TcsRow>[] = [
  {
    key: "gstin",
    label: "Store GSTIN",
    render: (r) =>
      r.storeId === "" ? <strong>Total</strong> : (
        <>
          <code>{r.gstin || "No GSTIN"}</code>
          <br />
          <a className="muted" href={`/vendordetails/${encodeURIComponent(r.storeId)}`}>{r.storeName}</a>
        </>
      ),
  },
  { key: "pos", label: "Place of supply", render: (r) => (r.pos ? `${r.pos} ${r.posName}` : "") },
  { key: "gross", label: "Gross supplies", numeric: true, render: (r) => formatPaise(r.gross) },
  { key: "returns", label: "Returns", numeric: true, render: (r) => formatPaise(r.returns) },
  { key: "net", label: "Net", numeric: true, render: (r) => formatPaise(r.net) },
  { key: "cgst", label: "CGST", numeric: true, render: (r) => formatPaise(r.cgst) },
  { key: "sgst", label: "SGST", numeric: true, render: (r) => formatPaise(r.sgst) },
  { key: "igst", label: "IGST", numeric: true, render: (r) => formatPaise(r.igst) },
];

export default function TcsPage({ data, url }: PageProps<Data>) {
  const { totals } = data;
  return (
    <PanelPage
      title="TCS (GSTR-8)"
      description="Tax collected at source under CGST section 52 on the stores' supplies through SwiftCart: 0.5 % of the net taxable value, as CGST + SGST (0.25 % each) within a state or IGST between states. Per store GSTIN and place of supply, from the ledger's entries of the month (India dates)."
      actions={
        <a className="btn" href={`/api/admin/tax/tcs?month=${encodeURIComponent(data.month)}`}>JSON</a>
      }
    >
      <ListFilters
        url={url}
        label="Choose the month"
        fields={[{ name: "month", label: "Month", options: data.months, notAFilter: true }]}
        values={{ month: data.month }}
        idPrefix="tcs"
        submitLabel="Show"
      />
      <div className="stat-grid">
        <StatTile label="Net taxable supplies" value={formatPaise(totals.net)} testId="tcs-net" />
        <StatTile label="CGST" value={formatPaise(totals.cgst)} testId="tcs-cgst" />
        <StatTile label="SGST" value={formatPaise(totals.sgst)} testId="tcs-sgst" />
        <StatTile label="IGST" value={formatPaise(totals.igst)} testId="tcs-igst" />
        <StatTile
          label="TCS collected"
          value={formatPaise(totals.tcs)}
          hint={`Ledger: ${formatPaise(data.ledgerTcs)}`}
          testId="tcs-total"
        />
      </div>
      {totals.tcs !== data.ledgerTcs && (
        <PanelNotice tone="danger" title="Does not match the ledger">
          The rows add up to {formatPaise(totals.tcs)}, the ledger's TCS entries to{" "}
          {formatPaise(data.ledgerTcs)}.
        </PanelNotice>
      )}
      <DataTable
        id="tcs"
        caption={`${data.label}: TCS by store GSTIN and place of supply`}
        columns={columns}
        rows={data.rows.length
          ? [...data.rows, { ...totals, storeId: "", storeName: "", gstin: "", pos: "", posName: "" }]
          : []}
        rowKey={(r) => `${r.gstin}|${r.storeId}|${r.pos}`}
        empty={`No TCS collected in ${data.label}.`}
        mobile="scroll"
      />
    </PanelPage>
  );
}

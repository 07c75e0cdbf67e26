/**
 * /panel/reconciliation: a period's money collected (the store orders delivered in it, from the orders) set
 * against where it went (payouts, cash the stores kept, the change in what the stores are owed, commission,
 * its GST, TCS, TDS, refunds), as a table ending in the difference, which must be ₹0.00. The period is a
 * plain GET form of two India dates; by default the month so far.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatPaise } from "../../src/core/money.ts";
import { AppError } from "../../src/core/errors.ts";
import { indiaDate, isCalendarDate } from "../../src/core/clock.ts";
import { reconcile, type ReconciliationPaise } from "../../src/reconciliation/reconciliation.service.ts";
import {
  type Column,
  DataTable,
  ListFilters,
  PanelNotice,
  PanelPage,
  PanelSection,
  StatTile,
} from "../../src/ui/panel/mod.ts";

interface Data {
  from: string;
  to: string;
  figures: ReconciliationPaise | null;
  problem: string | null;
}

const day = (url: URL, name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 10);

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const today = indiaDate();
  const from = day(url, "from") || `${today.slice(0, 8)}01`;
  const to = day(url, "to") || today;
  const head = { title: "Reconciliation" };
  try {
    return { data: { from, to, figures: await reconcile(db, from, to), problem: null }, head };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    const shown = (d: string) => (isCalendarDate(d) ? d : "");
    return { data: { from: shown(from), to: shown(to), figures: null, problem: error.message }, head };
  }
}

interface Row {
  key: string;
  figure: string;
  detail: string;
  /** Paise, and how it enters the sum: "+" adds to what is accounted for, "−" takes from it. */
  amount: number;
  sign: "" | "+" | "−" | "=";
  emphasis?: boolean;
}

function rowsOf(r: ReconciliationPaise): Row[] {
  const owedChange = r.balancesOwedAtEnd.total - r.balancesOwedAtStart.total;
  const accounted = r.moneyCollected.total - r.difference;
  const owed = (o: ReconciliationPaise["balancesOwedAtEnd"]) =>
    `Ledger balance ${formatPaise(o.ledgerBalance)} + payable not yet paid ${formatPaise(o.payableUnpaid)}`;
  return [
    {
      key: "collected",
      figure: "Money collected",
      detail: `${formatCount(r.moneyCollected.orders)} store orders delivered (from the orders): prepaid ` +
        `${formatPaise(r.moneyCollected.prepaid)}, cash on delivery ${
          formatPaise(r.moneyCollected.cashOnDelivery)
        }`,
      amount: r.moneyCollected.total,
      sign: "",
      emphasis: true,
    },
    {
      key: "payouts",
      figure: "Payouts to stores",
      detail: `${formatCount(r.payoutsToStores.statements)} statements marked paid in the period`,
      amount: r.payoutsToStores.total,
      sign: "+",
    },
    {
      key: "cash",
      figure: "Cash kept by stores",
      detail: "Cash on delivery their couriers collected",
      amount: r.cashKeptByStores,
      sign: "+",
    },
    {
      key: "owed-end",
      figure: "Owed to stores at the end",
      detail: owed(r.balancesOwedAtEnd),
      amount: r.balancesOwedAtEnd.total,
      sign: "+",
    },
    {
      key: "owed-start",
      figure: "Owed to stores at the start",
      detail: owed(r.balancesOwedAtStart),
      amount: r.balancesOwedAtStart.total,
      sign: "−",
    },
    { key: "commission", figure: "Commission", detail: "Net of reversals", amount: r.commission, sign: "+" },
    {
      key: "gst",
      figure: "GST on commission",
      detail: "18 % of the commission",
      amount: r.commissionGst,
      sign: "+",
    },
    { key: "tcs", figure: "TCS", detail: "CGST + SGST + IGST, section 52", amount: r.tcs, sign: "+" },
    { key: "tds", figure: "TDS", detail: "Section 194-O", amount: r.tds, sign: "+" },
    {
      key: "refunds",
      figure: "Refunds",
      detail: "Sales refunded after delivery",
      amount: r.refunds,
      sign: "+",
    },
    {
      key: "adjustments",
      figure: "Adjustments",
      detail: "Credited to stores by the platform",
      amount: r.adjustments,
      sign: "−",
    },
    {
      key: "accounted",
      figure: "Accounted for",
      detail: `Including the change in what stores are owed: ${formatPaise(owedChange)}`,
      amount: accounted,
      sign: "=",
      emphasis: true,
    },
    {
      key: "difference",
      figure: "Difference",
      detail: "Money collected − accounted for",
      amount: r.difference,
      sign: "",
      emphasis: true,
    },
  ];
}

const columns: Column<Row>[] = [
  {
    key: "figure",
    label: "Figure",
    render: (r) => (
      <>
        {r.emphasis ? <strong>{r.figure}</strong> : r.figure}
        <br />
        <small className="muted">{r.detail}</small>
      </>
    ),
  },
  {
    key: "amount",
    label: "Amount",
    numeric: true,
    render: (r) => {
      const amount = `${r.sign ? `${r.sign} ` : ""}${formatPaise(r.amount)}`;
      return r.emphasis ? <strong>{amount}</strong> : amount;
    },
  },
];

export default function ReconciliationPage({ data, url }: PageProps<Data>) {
  const r = data.figures;
  return (
    <PanelPage
      title="Reconciliation"
      description="The money collected on the store orders delivered in a period, set against where it went, to the paisa. Dates are India dates, both included; amounts net of reversals."
    >
      <ListFilters
        url={url}
        label="Choose the period"
        idPrefix="reconciliation"
        submitLabel="Reconcile"
        values={{ from: data.from, to: data.to }}
        fields={[
          { kind: "date", name: "from", label: "From" },
          { kind: "date", name: "to", label: "To" },
        ]}
      />
      {data.problem && (
        <PanelNotice tone="danger" title="Cannot reconcile this period" testId="reconciliation-problem">
          {data.problem}
        </PanelNotice>
      )}
      {r && (
        <>
          <div className="stat-grid">
            <StatTile
              label="Money collected"
              value={formatPaise(r.moneyCollected.total)}
              testId="reconciliation-collected"
            />
            <StatTile
              label="Accounted for"
              value={formatPaise(r.moneyCollected.total - r.difference)}
              testId="reconciliation-accounted"
            />
            <StatTile
              label="Difference"
              value={formatPaise(r.difference)}
              testId="reconciliation-difference"
            />
          </div>
          {r.difference === 0
            ? (
              <PanelNotice tone="success" title="Balanced" testId="reconciliation-check">
                Every rupee collected from {r.from} to {r.to} is accounted for: the difference is{" "}
                {formatPaise(0)}.
              </PanelNotice>
            )
            : (
              <PanelNotice tone="danger" title="Not balanced" testId="reconciliation-check">
                The orders and the ledger differ by{" "}
                {formatPaise(r.difference)}: an order delivered without its sale in the ledger (or before the
                ledger began), or a sale entered at another amount.
              </PanelNotice>
            )}
          <PanelSection id="reconciliation-figures" title={`${r.from} to ${r.to}`}>
            <DataTable
              id="reconciliation"
              caption="Money collected and where it went"
              columns={columns}
              rows={rowsOf(r)}
              rowKey={(row) => row.key}
              empty="No figures."
              mobile="scroll"
            />
          </PanelSection>
        </>
      )}
    </PanelPage>
  );
}

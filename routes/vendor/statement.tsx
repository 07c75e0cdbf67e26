/**
 * /vendor-payments/:id: one of the store's weekly statements. The week, the store, the status with the UTR
 * and the date it was paid; the opening balance; every line (the order, sale, commission, GST on it, TCS,
 * TDS, refund, cash collected, net) and their totals; the closing balance carried forward and the net
 * payable; the CSV and PDF. Another store's statement is "not found".
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { AppError } from "../../src/core/errors.ts";
import { indiaDayText, indiaMomentText } from "../../src/core/clock.ts";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import {
  type PaymentIssue,
  STATEMENT_NOT_FOUND,
  type StatementJson,
  type StatementLine,
  statementView,
} from "../../src/settlements/statements/statement.service.ts";
import { PaymentsStatus } from "../../src/settlements/statements/statement-ui.tsx";
import { issueBoxProps } from "../../src/settlements/issues/payment-issues.service.ts";
import PaymentIssueBox from "../../islands/PaymentIssueBox.tsx";
import {
  type Column,
  DataTable,
  PanelNotice,
  PanelPage,
  PanelSection,
  storeIdOf,
} from "../../src/ui/panel/mod.ts";

/** What the "Raise a payment issue" box needs: the statement, whether an issue may be raised now, its issues. */
export interface PaymentIssueBoxData {
  statementId: string;
  canRaise: boolean;
  whyNot: string | null;
  issues: PaymentIssue[];
}

type Data =
  | { kind: "found"; statement: StatementJson; issueBox: PaymentIssueBoxData }
  | { kind: "missing" };

export async function handler({ db, user, params }: PageContext): Promise<PageData<Data>> {
  const viewer = { id: user!.id, role: "vendor" as const, vendor_id: storeIdOf(user!) };
  try {
    const statement = await statementView(db, params.id ?? "", viewer);
    return {
      data: {
        kind: "found",
        statement,
        // Decided on the server: within 7 days of the statement's payment.
        issueBox: issueBoxProps(statement),
      },
      head: { title: `Statement, week ending ${indiaDayText(statement.weekEnding)}` },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { data: { kind: "missing" }, head: { title: "Statement not found" }, status: 404 };
    }
    throw error;
  }
}

type Row = StatementLine | { kind: "totals"; totals: StatementJson["totals"] };

const KIND_TEXT: Record<StatementLine["kind"], string> = {
  delivery: "Delivered",
  reversal: "Reversed",
  adjustment: "Adjustment",
};

const METHOD_TEXT = { cod: "COD", card: "Card", upi: "UPI" } as const;

const isLine = (row: Row): row is StatementLine => row.kind !== "totals";

/** An amount cell: a line's figure, or the column's total in bold; 0 shown as a dash. */
const amountCell =
  (line: (l: StatementLine) => number, total: (t: StatementJson["totals"]) => number) => (row: Row) => {
    const value = isLine(row) ? line(row) : total(row.totals);
    const text = value === 0 ? "–" : formatRupees(value);
    return isLine(row) ? text : <strong>{text}</strong>;
  };

const columns: Column<Row>[] = [
  {
    key: "order",
    label: "Order",
    render: (row) =>
      !isLine(row) ? <strong>Totals</strong> : (
        <span className="statement-line-order">
          {row.orderId
            ? (
              <a className="mono" href={`/vendor-orders/${encodeURIComponent(row.orderId)}`}>
                #{row.orderId.slice(-7)}
              </a>
            )
            : <span className="muted">–</span>}
          <small>
            {KIND_TEXT[row.kind]} {indiaDayText(row.date)}
            {row.paymentMethod && ` · ${METHOD_TEXT[row.paymentMethod]}`}
            {row.creditNote && ` · ${row.creditNote}`}
          </small>
        </span>
      ),
  },
  { key: "sale", label: "Sale", numeric: true, render: amountCell((l) => l.sale, (t) => t.sale) },
  {
    key: "commission",
    label: "Commission",
    numeric: true,
    render: amountCell((l) => l.commission, (t) => t.commission),
  },
  {
    key: "gst",
    label: "GST on commission",
    numeric: true,
    render: amountCell((l) => l.commissionGst, (t) => t.commissionGst),
  },
  { key: "tcs", label: "TCS", numeric: true, render: amountCell((l) => l.tcs, (t) => t.tcs) },
  { key: "tds", label: "TDS", numeric: true, render: amountCell((l) => l.tds, (t) => t.tds) },
  { key: "refund", label: "Refund", numeric: true, render: amountCell((l) => l.refund, (t) => t.refunds) },
  {
    key: "cash",
    label: "Cash collected",
    numeric: true,
    render: amountCell((l) => l.cashCollected, (t) => t.cashCollected),
  },
  { key: "net", label: "Net", numeric: true, render: amountCell((l) => l.net, (t) => t.net) },
];

function Missing() {
  return (
    <PanelPage title="Statement" actions={<a className="btn" href="/vendor-payments">All payments</a>}>
      <PanelNotice tone="warning" testId="statement-error">{STATEMENT_NOT_FOUND}</PanelNotice>
    </PanelPage>
  );
}

function Header({ statement }: { statement: StatementJson }) {
  return (
    <dl className="detail-list statement-head" data-testid="statement-head">
      <dt>Week</dt>
      <dd>
        {indiaDayText(statement.weekStart)} – {indiaDayText(statement.weekEnding)}{" "}
        <span className="muted">(Monday to Sunday, India time)</span>
      </dd>
      <dt>Store</dt>
      <dd>{statement.storeName}</dd>
      <dt>Status</dt>
      <dd>
        <PaymentsStatus status={statement.status} />
      </dd>
      <dt>UTR</dt>
      <dd>
        {statement.utr ? <span className="mono">{statement.utr}</span> : <span className="muted">–</span>}
      </dd>
      <dt>Paid</dt>
      <dd>{statement.paidAt ? indiaMomentText(statement.paidAt) : <span className="muted">Not yet</span>}</dd>
      <dt>Generated</dt>
      <dd>{indiaMomentText(statement.generatedAt)}</dd>
    </dl>
  );
}

function Balances({ statement }: { statement: StatementJson }) {
  const total = Math.round((statement.openingBalance + statement.linesTotal) * 100) / 100;
  return (
    <dl className="detail-list detail-amounts statement-balances" data-testid="statement-balances">
      <dt>Opening balance</dt>
      <dd data-testid="opening-balance">{formatRupees(statement.openingBalance)}</dd>
      <dt>Lines ({formatCount(statement.lines.length)})</dt>
      <dd>{formatRupees(statement.linesTotal)}</dd>
      <dt>Total</dt>
      <dd>{formatRupees(total)}</dd>
      <dt className="detail-total">Net payable</dt>
      <dd className="detail-total" data-testid="net-payable">{formatRupees(statement.netPayable)}</dd>
      <dt>Closing balance (carried forward)</dt>
      <dd data-testid="closing-balance">{formatRupees(statement.closingBalance)}</dd>
    </dl>
  );
}

function Found(
  { statement, issueBox }: { statement: StatementJson; issueBox: PaymentIssueBoxData },
) {
  const rows: Row[] = [...statement.lines, { kind: "totals", totals: statement.totals }];
  const id = encodeURIComponent(statement.id);
  return (
    <PanelPage
      title={`Statement, week ending ${indiaDayText(statement.weekEnding)}`}
      description={statement.storeName}
      actions={
        <>
          <a className="btn" href={`/api/vendor/settlements/${id}.csv`} download data-testid="statement-csv">
            CSV
          </a>
          <a className="btn" href={`/api/vendor/settlements/${id}.pdf`} data-testid="statement-pdf">PDF</a>
          <a className="btn" href="/vendor-payments">All payments</a>
        </>
      }
    >
      <PanelSection id="statement-summary" title="Summary">
        <div className="statement-summary">
          <Header statement={statement} />
          <Balances statement={statement} />
        </div>
        {statement.closingBalance < 0 && (
          <PanelNotice tone="warning" testId="statement-carried">
            You owe{" "}
            {formatRupees(-statement.closingBalance)}: commission and taxes on cash-on-delivery orders your
            courier collected; it is netted against your next payouts.
          </PanelNotice>
        )}
      </PanelSection>
      <PanelSection id="statement-lines" title="Lines">
        <p className="muted statement-sign-note">
          Positive amounts are owed to you, negative ones by you. TCS is collected under CGST section 52, TDS
          deducted under Income-tax section 194-O.
        </p>
        <DataTable
          id="statement-lines-table"
          className="statement-lines"
          caption="The statement's lines and their totals"
          columns={columns}
          rows={rows}
          rowKey={(row) => isLine(row) ? row.eventId : "totals"}
          empty="No lines"
        />
      </PanelSection>
      <PanelSection id="payment-issues" title="Payment issues">
        <PaymentIssueBox {...issueBox} />
      </PanelSection>
    </PanelPage>
  );
}

export default function Statement({ data }: PageProps<Data>) {
  return data.kind === "found" ? <Found statement={data.statement} issueBox={data.issueBox} /> : <Missing />;
}

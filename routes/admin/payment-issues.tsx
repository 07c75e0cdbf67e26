/**
 * /panel/payment-issues: the stores' questions about their paid statements, open ones first (the longest
 * waiting on top): the store, the statement (its PDF), the message, and a box to answer each open one; the
 * store reads the answer on its statement. A filter shows the answered ones, or all.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount } from "../../src/core/money.ts";
import { indiaDayText } from "../../src/core/clock.ts";
import { listPaymentIssues } from "../../src/settlements/issues/payment-issues.service.ts";
import type { PaymentIssueJson } from "../../src/settlements/issues/payment-issues.schema.ts";
import { type Column, indiaDateTime, ListPage, StatTile } from "../../src/ui/panel/mod.ts";
import PaymentIssueAnswer from "../../islands/PaymentIssueAnswer.tsx";

export const ISSUES_PER_PAGE = 50;
const SHOWS = ["open", "answered", "all"] as const;
type Show = (typeof SHOWS)[number];

interface Data {
  show: Show;
  issues: PaymentIssueJson[];
  total: number;
  open: number;
  page: number;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const asked = url.searchParams.get("status") ?? "open";
  const show: Show = (SHOWS as readonly string[]).includes(asked) ? asked as Show : "open";
  const page = requestedPage(url);
  const [list, open] = await Promise.all([
    listPaymentIssues(db, { status: show === "all" ? undefined : show }, { page, limit: ISSUES_PER_PAGE }),
    show === "open"
      ? Promise.resolve(undefined)
      : listPaymentIssues(db, { status: "open" }, { page: 1, limit: 1 }),
  ]);
  return {
    data: { show, issues: list.issues, total: list.total, open: open?.total ?? list.total, page },
    head: { title: "Payment issues" },
  };
}

const statementPdf = (issue: PaymentIssueJson) =>
  `/api/admin/settlements/${encodeURIComponent(issue.statementId)}.pdf`;

const columns: Column<PaymentIssueJson>[] = [
  {
    key: "raised",
    label: "Raised",
    render: (i) => <time dateTime={i.raisedAt}>{indiaDateTime(i.raisedAt)}</time>,
  },
  { key: "store", label: "Store", render: (i) => <a href={`/vendordetails/${i.storeId}`}>{i.storeName}</a> },
  {
    key: "statement",
    label: "Statement",
    render: (i) => (
      <a href={statementPdf(i)} target="_blank" rel="noopener" data-testid="issue-statement">
        Week ending {indiaDayText(i.weekEnding)} (PDF)
      </a>
    ),
  },
  { key: "message", label: "Message", render: (i) => <p className="issue-message">{i.message}</p> },
  {
    key: "answer",
    label: "Answer",
    render: (i) =>
      i.status === "open"
        ? <PaymentIssueAnswer issueId={i.id} storeName={i.storeName} />
        : (
          <div className="issue-answer">
            <p className="issue-answer-head">
              Answered {i.answeredAt ? indiaDateTime(i.answeredAt) : ""}
            </p>
            <p>{i.answer}</p>
          </div>
        ),
  },
];

export default function PaymentIssuesPage({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Payment issues"
      description="Stores' questions about their paid statements (a store may raise one within 7 days of a payment). Answer each: the store reads the answer on its statement. Times are India time."
      before={
        <div className="stat-grid">
          <StatTile label="Open issues" value={formatCount(data.open)} testId="issues-open" />
        </div>
      }
      filters={{
        label: "Show payment issues",
        idPrefix: "issues",
        submitLabel: "Show",
        // Open is the list's default: no Clear for it.
        values: { status: data.show === "open" ? "" : data.show },
        className: "issue-filters",
        fields: [{
          name: "status",
          label: "Status",
          options: [
            { value: "open", label: "Open" },
            { value: "answered", label: "Answered" },
            { value: "all", label: "All" },
          ],
        }],
      }}
      table={{
        id: "payment-issues",
        caption: data.show === "open" ? "Open payment issues, longest waiting first" : "Payment issues",
        columns,
        rows: data.issues,
        rowKey: (i) => i.id,
        empty: data.show === "open"
          ? "No open payment issue: every one has been answered."
          : "No payment issue.",
        className: "payment-issues-table",
      }}
      paging={{ page: data.page, total: data.total, perPage: ISSUES_PER_PAGE }}
    />
  );
}

/**
 * /panel/outbox: the mails that have not gone out yet although they were tried (the mail server refused or
 * was away), oldest first, with their attempts, last error and next try; and the outbox at a glance (mails
 * waiting, failing, sent in the last 24 hours). Read only: the sender keeps trying each one, at most a minute
 * apart, until the server takes it.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount } from "../../src/core/money.ts";
import { nowMs } from "../../src/core/clock.ts";
import { listStuckMails, outboxSummary } from "../../src/outbox/outbox.queries.ts";
import {
  type Column,
  EmailText,
  indiaDateTime,
  ListPage,
  PanelNotice,
  StatTile,
} from "../../src/ui/panel/mod.ts";

export const OUTBOX_PER_PAGE = 50;
export const NO_STUCK_MAILS = "No mail is waiting on a failed attempt: every mail tried so far went out.";

interface Row {
  id: string;
  createdAt: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  givenUp: boolean;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
  summary: { waiting: number; failing: number; givenUp: number; sent: number };
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const [list, summary] = await Promise.all([
    listStuckMails(db, { page, limit: OUTBOX_PER_PAGE }),
    outboxSummary(db, new Date(nowMs() - 24 * 3_600_000)),
  ]);
  return {
    data: {
      rows: list.rows.map((mail) => ({
        id: mail.id,
        createdAt: mail.createdAt.toISOString(),
        recipient: mail.recipient,
        subject: mail.subject,
        attempts: mail.attempts,
        lastError: mail.lastError ?? "",
        lastAttemptAt: mail.lastAttemptAt?.toISOString() ?? null,
        nextAttemptAt: mail.nextAttemptAt.toISOString(),
        givenUp: mail.givenUp,
      })),
      total: list.total,
      page,
      summary,
    },
    head: { title: "Mail Outbox" },
  };
}

const columns: Column<Row>[] = [
  {
    key: "written",
    label: "Written",
    render: (r) => <time dateTime={r.createdAt}>{indiaDateTime(r.createdAt)}</time>,
  },
  { key: "to", label: "To", render: (r) => <EmailText email={r.recipient} /> },
  { key: "subject", label: "Subject", render: (r) => r.subject },
  { key: "attempts", label: "Attempts", render: (r) => formatCount(r.attempts) },
  { key: "error", label: "Last error", render: (r) => <code className="outbox-error">{r.lastError}</code> },
  {
    key: "next",
    label: "Next try",
    render: (r) =>
      r.givenUp ? "Given up" : <time dateTime={r.nextAttemptAt}>{indiaDateTime(r.nextAttemptAt)}</time>,
  },
];

export default function OutboxPage({ data, url }: PageProps<Data>) {
  const { waiting, failing, givenUp, sent } = data.summary;
  return (
    <ListPage
      url={url}
      title="Mail Outbox"
      description="Mails written with an order's change and sent after it by the background sender. Listed here: those still waiting after a failed attempt, oldest first. Each is tried again after 1 second, then twice as long each time, at most a minute apart, until the mail server takes it. Times are India time."
      before={
        <>
          <div className="stat-grid">
            <StatTile label="Waiting to be sent" value={formatCount(waiting)} testId="outbox-waiting" />
            <StatTile label="Waiting after a failure" value={formatCount(failing)} testId="outbox-failing" />
            {givenUp > 0 && (
              <StatTile label="Given up (order gone)" value={formatCount(givenUp)} testId="outbox-given-up" />
            )}
            <StatTile label="Sent in the last 24 hours" value={formatCount(sent)} testId="outbox-sent" />
          </div>
          {failing > 0 && (
            <PanelNotice tone="warning" title="Mails are not going out">
              The mail server refused or could not be reached; the last error of each mail is below. Check
              SMTP_URL and the mail server: the mails go out on their next try once it answers.
            </PanelNotice>
          )}
        </>
      }
      table={{
        id: "outbox",
        caption: "Mails waiting after a failed attempt, oldest first",
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: NO_STUCK_MAILS,
      }}
      paging={{ page: data.page, total: data.total, perPage: OUTBOX_PER_PAGE }}
    />
  );
}

/**
 * /panel/career, also /panel/carrer and /carrer: post job openings and remove them; the
 * public /career page lists them, newest first.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { listJobs } from "../../src/content/jobs.queries.ts";
import { type Column, indiaDate, ListPage, PanelNotice, PanelSection } from "../../src/ui/panel/mod.ts";
import JobForm from "../../islands/JobForm.tsx";
import RowDelete from "../../islands/RowDelete.tsx";

export const JOBS_PER_PAGE = 20;
export const FETCH_FAILED = "Failed to fetch jobs";

interface Row {
  id: string;
  title: string;
  description: string;
  postedAt: string;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
  failed: boolean;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const head = { title: "Career Management" };
  try {
    const { rows, total } = await listJobs(db, { page, limit: JOBS_PER_PAGE });
    return {
      data: {
        rows: rows.map((j) => ({
          id: j.id,
          title: j.title,
          description: j.description,
          postedAt: j.created_at.toISOString(),
        })),
        total,
        page,
        failed: false,
      },
      head,
    };
  } catch (error) {
    console.error("Career page:", error);
    return { data: { rows: [], total: 0, page, failed: true }, head };
  }
}

const columns: Column<Row>[] = [
  { key: "title", label: "Title", render: (r) => <strong>{r.title}</strong> },
  {
    key: "description",
    label: "Description",
    render: (r) => <p className="job-description">{r.description}</p>,
  },
  { key: "posted", label: "Posted", render: (r) => indiaDate(r.postedAt) },
  {
    key: "actions",
    label: "Action",
    hideLabel: true,
    render: (r) => (
      <RowDelete
        path={`/jobs/${encodeURIComponent(r.id)}`}
        name={r.title}
        confirmText={`Delete the opening "${r.title}"?`}
        failure="Error deleting job."
      />
    ),
  },
];

export default function CareerPage({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Career Management"
      description={
        <>
          Openings posted here show on the public <a href="/career">careers page</a> at once.
        </>
      }
      before={
        <>
          {data.failed && <PanelNotice tone="danger" testId="fetch-failed">{FETCH_FAILED}</PanelNotice>}
          <PanelSection id="job-form" title="Add a Job">
            <JobForm />
          </PanelSection>
        </>
      }
      section={{ id: "job-list", title: "Jobs" }}
      table={{
        id: "jobs",
        caption: "Job openings, newest first",
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: "No jobs posted.",
      }}
      paging={{ page: data.page, total: data.total, perPage: JOBS_PER_PAGE }}
    />
  );
}

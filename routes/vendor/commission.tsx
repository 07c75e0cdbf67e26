/**
 * /vendor-commission: the commission the marketplace keeps per sale, read-only: Sl. no.,
 * Categories, Sub-Categories, Commission per sale; searched on the server (`?search=`).
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { searchCommissions } from "../../src/vendors/dashboard/dashboard.queries.ts";
import { type Column, ListPage, percentText, storeIdOf } from "../../src/ui/panel/mod.ts";

export const COMMISSIONS_PER_PAGE = 25;

interface Row {
  number: number;
  id: string;
  category: string;
  subcategory: string | null;
  rate_bp: number;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
}

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  storeIdOf(user!);
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const { rows, total } = await searchCommissions(db, search, { page, limit: COMMISSIONS_PER_PAGE });
  const first = (page - 1) * COMMISSIONS_PER_PAGE + 1;
  return {
    data: { rows: rows.map((row, i) => ({ ...row, number: first + i })), total, page },
    head: { title: "Commission Management" },
  };
}

const columns: Column<Row>[] = [
  { key: "number", label: "Sl. no.", numeric: true, render: (r) => r.number },
  { key: "category", label: "Categories", render: (r) => r.category },
  {
    key: "subcategory",
    label: "Sub-Categories",
    render: (r) => r.subcategory ?? <span className="muted">All sub-categories</span>,
  },
  { key: "rate", label: "Commission per sale", numeric: true, render: (r) => percentText(r.rate_bp) },
];

export default function Commission({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Commission Management"
      description="The share of each sale SwiftCart keeps, by category. Set by the marketplace; read only."
      filters={{
        label: "Search commissions",
        search: { label: "Search", placeholder: "Category or sub-category" },
      }}
      table={{
        id: "commissions",
        caption: "Commission per sale by category and sub-category",
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: "No matching results found",
        mobile: "scroll",
      }}
      paging={{ page: data.page, total: data.total, perPage: COMMISSIONS_PER_PAGE }}
    />
  );
}

/**
 * /panel/commission: the commission table with Edit and Delete, and the form that adds a
 * rate or, opened with ?edit={id} (a row's Edit), updates that row. A rate change applies to orders placed
 * from then on: each order line keeps the rate of its time.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { listCategories } from "../../src/catalogue/categories/categories.queries.ts";
import { findCommission, listCommissions } from "../../src/commissions/commissions.queries.ts";
import { type Column, ListPage, PanelNotice, PanelSection, percentText } from "../../src/ui/panel/mod.ts";
import CommissionForm, { type CategoryChoice } from "../../islands/CommissionForm.tsx";
import RowDelete from "../../islands/RowDelete.tsx";

export const COMMISSIONS_PER_PAGE = 50;
export const FETCH_FAILED = "Failed to fetch commissions!";

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
  categories: CategoryChoice[];
  editing: { id: string; categoryId: string; subcategoryId: string | null; commission: number } | null;
  failed: boolean;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const editId = url.searchParams.get("edit")?.slice(0, 100);
  try {
    const [list, categories, editing] = await Promise.all([
      listCommissions(db, { page, limit: COMMISSIONS_PER_PAGE }),
      listCategories(db, { page: 1, limit: 200 }),
      editId ? findCommission(db, editId) : undefined,
    ]);
    const first = (page - 1) * COMMISSIONS_PER_PAGE + 1;
    return {
      data: {
        rows: list.rows.map((row, i) => ({ ...row, number: first + i })),
        total: list.total,
        page,
        categories: categories.rows.map((c) => ({
          id: c.id,
          name: c.name,
          subcategories: c.subcategories.map((s) => ({ id: s.id, name: s.name })),
        })),
        editing: editing
          ? {
            id: editing.id,
            categoryId: editing.category_id,
            subcategoryId: editing.subcategory_id,
            commission: editing.rate_bp / 100,
          }
          : null,
        failed: false,
      },
      head: { title: "Commission Management" },
    };
  } catch (error) {
    console.error("Commission page:", error);
    return {
      data: { rows: [], total: 0, page, categories: [], editing: null, failed: true },
      head: { title: "Commission Management" },
    };
  }
}

const scopeName = (r: Row) => r.subcategory ? `${r.category} / ${r.subcategory}` : r.category;

const columns: Column<Row>[] = [
  { key: "number", label: "Sl. no.", numeric: true, render: (r) => r.number },
  { key: "category", label: "Categories", render: (r) => r.category },
  {
    key: "subcategory",
    label: "Sub-Categories",
    render: (r) => r.subcategory ?? <span className="muted">All sub-categories</span>,
  },
  { key: "rate", label: "Commission per sale", numeric: true, render: (r) => percentText(r.rate_bp) },
  {
    key: "actions",
    label: "Action",
    render: (r) => (
      <div className="content-row-actions">
        <a
          className="btn btn-outline btn-small"
          href={`/panel/commission?edit=${encodeURIComponent(r.id)}#commission-form-title`}
          aria-label={`Edit ${scopeName(r)}`}
        >
          Edit
        </a>
        <RowDelete
          path={`/commissions/${encodeURIComponent(r.id)}`}
          name={scopeName(r)}
          confirmText="Delete this row?"
          failure="Failed to delete commission."
        />
      </div>
    ),
  },
];

export default function CommissionPage({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Commission Management"
      description="The share of each sale SwiftCart keeps, by category or sub-category. A change applies to orders placed from then on; orders already placed keep the rate of their time."
      before={
        <>
          {data.failed && <PanelNotice tone="danger" testId="fetch-failed">{FETCH_FAILED}</PanelNotice>}
          <PanelSection id="commission-form" title={data.editing ? "Update Commission" : "Add Commission"}>
            <CommissionForm
              key={data.editing?.id ?? "new"}
              categories={data.categories}
              editing={data.editing}
            />
          </PanelSection>
        </>
      }
      section={{ id: "commission-list", title: "Commissions" }}
      table={{
        id: "commissions",
        caption: "Commission per sale by category and sub-category",
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: "No commissions set.",
        mobile: "cards",
      }}
      paging={{ page: data.page, total: data.total, perPage: COMMISSIONS_PER_PAGE }}
    />
  );
}

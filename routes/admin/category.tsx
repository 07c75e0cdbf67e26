/**
 * /panel/category: the categories, filtered on the server by ID, Title or Description plus a
 * search (a plain GET form), paged; Edit and Delete per row; a category's name links to `?open={id}`,
 * which lists its subcategories below with Edit and Delete (no script needed). Add Category and
 * Add SubCategory buttons.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import {
  type AdminCategoryRow,
  adminSubcategories,
  CATEGORY_FIELDS,
  type CategoryField,
  listAdminCategories,
} from "../../src/catalogue/categories/category-writes.queries.ts";
import { findCategory } from "../../src/catalogue/categories/categories.queries.ts";
import {
  CATEGORY_DELETE_FAILED,
  SUBCATEGORY_DELETE_FAILED,
} from "../../src/catalogue/catalogue-admin.rules.ts";
import { mediaVariantUrl } from "../../src/uploads/media-urls.ts";
import { formatCount } from "../../src/core/money.ts";
import { type Column, DataTable, ListPage, PanelSection } from "../../src/ui/panel/mod.ts";
import DeleteButton from "../../islands/DeleteButton.tsx";

export const CATEGORIES_PER_PAGE = 20;
export const NO_CATEGORIES = "No categories available";
export const NO_SUBCATEGORIES = "No subcategories available";

interface SubRow {
  id: string;
  name: string;
  description: string;
  products: number;
}

interface Data {
  rows: AdminCategoryRow[];
  total: number;
  page: number;
  open: { id: string; name: string; subcategories: SubRow[] } | null;
}

const FIELD_LABELS: Record<CategoryField, string> = { id: "ID", title: "Title", description: "Description" };

const fieldOf = (url: URL): CategoryField | undefined =>
  CATEGORY_FIELDS.find((f) => f === url.searchParams.get("field"));

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const openId = (url.searchParams.get("open") ?? "").slice(0, 64);
  const [list, opened, subs] = await Promise.all([
    listAdminCategories(db, { field: fieldOf(url), search: search || undefined }, {
      page,
      limit: CATEGORIES_PER_PAGE,
    }),
    openId ? findCategory(db, openId) : undefined,
    openId ? adminSubcategories(db, openId) : [],
  ]);
  const open = opened && opened.id === openId
    ? {
      id: opened.id,
      name: opened.name,
      subcategories: subs.map((s) => ({ ...s, products: Number(s.products) })),
    }
    : null;
  return { data: { ...list, page, open }, head: { title: "Categories" } };
}

/** This list's URL with `open` set (or cleared), keeping the filters and page. */
function openHref(url: URL, id: string | null) {
  const next = new URL(url);
  if (id) next.searchParams.set("open", id);
  else next.searchParams.delete("open");
  return `${next.pathname}${next.search}${id ? "#subcategories" : ""}`;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function columns(url: URL, openId: string | undefined): Column<AdminCategoryRow>[] {
  return [
    {
      key: "id",
      label: "ID",
      render: (c) => <span className="mono" title={c.id}>{c.id.slice(-7)}</span>,
    },
    {
      key: "image",
      label: "Image",
      render: (c) =>
        c.image_id
          ? (
            <img
              className="catalogue-thumb"
              src={mediaVariantUrl(c.image_id, 160)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          )
          : <span className="catalogue-thumb catalogue-thumb-empty" aria-label="No image">—</span>,
    },
    {
      key: "title",
      label: "Title",
      render: (c) => (
        <a
          className="catalogue-open-link"
          href={openHref(url, openId === c.id ? null : c.id)}
          aria-expanded={openId === c.id}
          data-testid="open-category"
        >
          {c.name}
        </a>
      ),
    },
    {
      key: "description",
      label: "Description",
      render: (c) => <span className="catalogue-description">{c.description}</span>,
    },
    {
      key: "uses",
      label: "Contents",
      render: (c) => (
        <span className="muted">
          {`${plural(c.subcategories, "subcategory", "subcategories")}, ${
            plural(c.products, "product", "products")
          }`}
        </span>
      ),
    },
    {
      key: "action",
      label: "Action",
      render: (c) => (
        <div className="row-actions">
          <a
            className="btn btn-outline btn-small"
            href={`/panel/category/edit/${c.id}`}
            aria-label={`Edit ${c.name}`}
          >
            Edit
          </a>
          <DeleteButton
            path={`/category/${encodeURIComponent(c.id)}`}
            confirmText={`Delete the category "${c.name}"? Its subcategories go with it.`}
            label={`Delete ${c.name}`}
            failText={CATEGORY_DELETE_FAILED}
          />
        </div>
      ),
    },
  ];
}

function subColumns(categoryId: string): Column<SubRow>[] {
  return [
    { key: "id", label: "ID", render: (s) => <span className="mono" title={s.id}>{s.id.slice(-7)}</span> },
    { key: "title", label: "Title", render: (s) => s.name },
    {
      key: "description",
      label: "Description",
      render: (s) => <span className="catalogue-description">{s.description}</span>,
    },
    { key: "products", label: "Products", numeric: true, render: (s) => formatCount(s.products) },
    {
      key: "action",
      label: "Action",
      render: (s) => (
        <div className="row-actions">
          <a
            className="btn btn-outline btn-small"
            href={`/panel/subcategory/edit/${categoryId}/${s.id}`}
            aria-label={`Edit ${s.name}`}
          >
            Edit
          </a>
          <DeleteButton
            path={`/api/category/${encodeURIComponent(categoryId)}/subcategory/${encodeURIComponent(s.id)}`}
            confirmText={`Delete the subcategory "${s.name}"?`}
            label={`Delete ${s.name}`}
            failText={SUBCATEGORY_DELETE_FAILED}
          />
        </div>
      ),
    },
  ];
}

export default function Categories({ data, url }: PageProps<Data>) {
  const { open } = data;
  return (
    <ListPage
      url={url}
      title="Categories"
      description="The storefront's categories in display order. Click a category's name to see its subcategories."
      actions={
        <>
          <a className="btn btn-primary" href="/panel/category/new">Add Category</a>
          <a
            className="btn"
            href={open ? `/panel/subcategory/new?category=${open.id}` : "/panel/subcategory/new"}
          >
            Add SubCategory
          </a>
        </>
      }
      filters={{
        label: "Search categories",
        search: { label: "Search", placeholder: "Text to look for" },
        selects: [{
          name: "field",
          label: "Filter by",
          anyLabel: "Title",
          options: CATEGORY_FIELDS.filter((f) => f !== "title").map((f) => ({
            value: f,
            label: FIELD_LABELS[f],
          })),
        }],
      }}
      table={{
        id: "categories",
        caption: "Categories in display order",
        columns: columns(url, open?.id),
        rows: data.rows,
        rowKey: (c) => c.id,
        empty: NO_CATEGORIES,
      }}
      paging={{ page: data.page, total: data.total, perPage: CATEGORIES_PER_PAGE }}
    >
      {open && (
        <div id="subcategories">
          <PanelSection
            id="subcategories-of"
            title={`Subcategories of ${open.name}`}
            actions={
              <div className="row-actions">
                <a className="btn btn-small btn-primary" href={`/panel/subcategory/new?category=${open.id}`}>
                  Add SubCategory
                </a>
                <a className="btn btn-small" href={openHref(url, null)}>Close</a>
              </div>
            }
          >
            <DataTable
              caption={`Subcategories of ${open.name}`}
              columns={subColumns(open.id)}
              rows={open.subcategories}
              rowKey={(s) => s.id}
              empty={NO_SUBCATEGORIES}
            />
          </PanelSection>
        </div>
      )}
    </ListPage>
  );
}

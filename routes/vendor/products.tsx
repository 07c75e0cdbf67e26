/**
 * /product: the store's own products, listed on the storefront or not, newest first; filtered
 * on the server by ID, Title, Category or Price plus search (a plain GET form), and `?tax=missing` (those
 * without their HSN code or GST rate, whose orders are not invoiced); columns ID (its first 5 characters),
 * Title, Category, Price, Price After Discount, Stock, Status (with "No HSN/GST: not invoiced" when so) and
 * Action (Edit, Delete).
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { discountedPaise, formatCount, formatPaise } from "../../src/core/money.ts";
import {
  listVendorProducts,
  VENDOR_PRODUCT_FIELDS,
  type VendorProductField,
} from "../../src/catalogue/store-products/store-products.queries.ts";
import { type ProductStatus, productStatus } from "../../src/catalogue/store-products/store-products.json.ts";
import { hasTaxDetails, NOT_INVOICED } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { type Column, ListPage, storeIdOf } from "../../src/ui/panel/mod.ts";
import ProductRowActions from "../../islands/ProductRowActions.tsx";

export const VENDOR_PRODUCTS_PER_PAGE = 20;
export const NO_PRODUCTS = "No products available";

export interface ProductRow {
  id: string;
  name: string;
  category: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  status: ProductStatus;
  /** Has its HSN code and GST rate: its orders get a tax invoice. */
  invoiced: boolean;
}

interface Data {
  rows: ProductRow[];
  total: number;
  page: number;
}

const FIELD_LABELS: Record<VendorProductField, string> = {
  id: "ID",
  title: "Title",
  category: "Category",
  price: "Price",
};

const fieldOf = (url: URL): VendorProductField | undefined =>
  VENDOR_PRODUCT_FIELDS.find((f) => f === url.searchParams.get("field"));

export async function handler({ db, user, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const tax = url.searchParams.get("tax") === "missing" ? "missing" : undefined;
  const { rows, total } = await listVendorProducts(
    db,
    storeIdOf(user!),
    { field: fieldOf(url), search: search || undefined, tax },
    { page, limit: VENDOR_PRODUCTS_PER_PAGE },
  );
  return {
    data: {
      rows: rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category_name,
        pricePaise: p.price_paise,
        discountPercent: p.discount_percent,
        stock: p.stock,
        status: productStatus(p),
        invoiced: hasTaxDetails(p),
      })),
      total,
      page,
    },
    head: { title: "Products" },
  };
}

/** The status colours: waiting amber, on sale green, the rest grey. */
const STATUS_CLASS: Record<ProductStatus, string> = {
  "Listed": "status-approved",
  "Waiting for approval": "status-pending",
  "Store switched off": "status-other",
  "Out of stock": "status-other",
};

const columns: Column<ProductRow>[] = [
  {
    key: "id",
    label: "ID",
    // The last characters: ids begin with their creation time, so products added together share a start.
    render: (p) => <span className="mono" title={p.id}>{p.id.slice(-7)}</span>,
  },
  { key: "title", label: "Title", render: (p) => <span className="product-title-cell">{p.name}</span> },
  { key: "category", label: "Category", render: (p) => p.category },
  { key: "price", label: "Price", numeric: true, render: (p) => formatPaise(p.pricePaise) },
  {
    key: "discounted",
    label: "Price After Discount",
    numeric: true,
    render: (p) => formatPaise(discountedPaise(p.pricePaise, p.discountPercent)),
  },
  { key: "stock", label: "Stock", numeric: true, render: (p) => formatCount(p.stock) },
  {
    key: "status",
    label: "Status",
    render: (p) => (
      <div className="status-cell">
        <span className={`status-badge ${STATUS_CLASS[p.status]}`} data-testid="product-status">
          {p.status}
        </span>
        {!p.invoiced && (
          <span className="status-badge status-pending tax-missing" data-testid="product-tax-missing">
            {NOT_INVOICED}
          </span>
        )}
      </div>
    ),
  },
  {
    key: "action",
    label: "Action",
    render: (p) => (
      <ProductRowActions productId={p.id} name={p.name} editHref={`/vendor-edit-product/${p.id}`} />
    ),
  },
];

export default function Products({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Products"
      description="Everything your store sells, on the storefront or waiting for approval."
      actions={<a className="btn btn-primary" href="/vendor-add-product">Add Product</a>}
      filters={{
        label: "Search products",
        search: { label: "Search", placeholder: "Text to look for" },
        selects: [{
          name: "field",
          label: "Filter by",
          anyLabel: "Title",
          options: VENDOR_PRODUCT_FIELDS.filter((f) => f !== "title").map((f) => ({
            value: f,
            label: FIELD_LABELS[f],
          })),
        }, {
          name: "tax",
          label: "Tax",
          anyLabel: "Any",
          options: [{ value: "missing", label: "No HSN/GST" }],
        }],
      }}
      table={{
        id: "products",
        caption: "Your products, newest first",
        columns,
        rows: data.rows,
        rowKey: (p) => p.id,
        empty: NO_PRODUCTS,
      }}
      paging={{ page: data.page, total: data.total, perPage: VENDOR_PRODUCTS_PER_PAGE }}
    />
  );
}

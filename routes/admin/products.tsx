/**
 * /panel/product: every store's products, newest first, filtered on the server by a chosen
 * field (ID, Title, Category, Price) plus search, by store (`?store=`), `?stock=out` (the dashboard's
 * "out of stock" link) and `?tax=missing` (no HSN code or GST rate: not invoiced); columns ID (row number), Title, Category, Price, Price After Discount, plus the
 * store and its stock, and Action (Edit, Delete). Add Product goes to /product/new.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { discountedPaise, formatCount, formatPaise } from "../../src/core/money.ts";
import {
  listManagedProducts,
  VENDOR_PRODUCT_FIELDS,
  type VendorProductField,
} from "../../src/catalogue/store-products/store-products.queries.ts";
import { type ProductStatus, productStatus } from "../../src/catalogue/store-products/store-products.json.ts";
import { hasTaxDetails, NOT_INVOICED } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { activeStoreChoices, findStore } from "../../src/vendors/stores/stores.queries.ts";
import { type Column, ListPage } from "../../src/ui/panel/mod.ts";
import ProductRowActions from "../../islands/ProductRowActions.tsx";

export const ADMIN_PRODUCTS_PER_PAGE = 20;
export const NO_PRODUCTS = "No products available";

interface Row {
  number: number;
  id: string;
  name: string;
  category: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  storeId: string;
  storeName: string;
  status: ProductStatus;
  /** Has its HSN code and GST rate: its orders get a tax invoice. */
  invoiced: boolean;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
  stores: { value: string; label: string }[];
  /** The store filtered on, when one is. */
  store: { id: string; name: string } | null;
  outOfStock: boolean;
  taxMissing: boolean;
}

const FIELD_LABELS: Record<VendorProductField, string> = {
  id: "ID",
  title: "Title",
  category: "Category",
  price: "Price",
};

const fieldOf = (url: URL): VendorProductField | undefined =>
  VENDOR_PRODUCT_FIELDS.find((f) => f === url.searchParams.get("field"));

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  const storeId = (url.searchParams.get("store") ?? "").trim() || undefined;
  const outOfStock = url.searchParams.get("stock") === "out";
  const taxMissing = url.searchParams.get("tax") === "missing";
  const [{ rows, total }, choices, store] = await Promise.all([
    listManagedProducts(
      db,
      {
        field: fieldOf(url),
        search: search || undefined,
        vendorId: storeId,
        outOfStock,
        tax: taxMissing ? "missing" : undefined,
      },
      { page, limit: ADMIN_PRODUCTS_PER_PAGE },
    ),
    activeStoreChoices(db),
    storeId ? findStore(db, storeId) : undefined,
  ]);
  const stores = choices.map((s) => ({ value: s.id, label: s.name }));
  // A switched-off store is not in the picker, yet its products may be asked for (from its details page).
  if (store && !stores.some((s) => s.value === store.id)) {
    stores.unshift({ value: store.id, label: `${store.store_name} (switched off)` });
  }
  const first = (page - 1) * ADMIN_PRODUCTS_PER_PAGE;
  return {
    data: {
      rows: rows.map((p, i) => ({
        number: first + i + 1,
        id: p.id,
        name: p.name,
        category: p.category_name,
        pricePaise: p.price_paise,
        discountPercent: p.discount_percent,
        stock: p.stock,
        storeId: p.vendor_id,
        storeName: p.store_name,
        status: productStatus(p),
        invoiced: hasTaxDetails(p),
      })),
      total,
      page,
      stores,
      store: store ? { id: store.id, name: store.store_name } : null,
      outOfStock,
      taxMissing,
    },
    head: { title: "Products" },
  };
}

const STATUS_CLASS: Record<ProductStatus, string> = {
  "Listed": "status-approved",
  "Waiting for approval": "status-pending",
  "Store switched off": "status-other",
  "Out of stock": "status-other",
};

const columns: Column<Row>[] = [
  {
    key: "id",
    label: "ID",
    render: (p) => <span className="mono" title={`Product id ${p.id}`}>{p.number}</span>,
  },
  {
    key: "title",
    label: "Title",
    render: (p) => (
      <span className="product-title-cell">
        <a href={`/product/${p.id}`}>{p.name}</a>
        <small className="muted">
          <a href={`/vendordetails/${p.storeId}`}>{p.storeName}</a> · {formatCount(p.stock)} in stock
          {p.status !== "Listed" && (
            <>
              {" "}
              <span className={`status-badge ${STATUS_CLASS[p.status]}`} data-testid="product-status">
                {p.status}
              </span>
            </>
          )}
          {!p.invoiced && (
            <>
              {" "}
              <span className="status-badge status-pending tax-missing" data-testid="product-tax-missing">
                {NOT_INVOICED}
              </span>
            </>
          )}
        </small>
      </span>
    ),
  },
  { key: "category", label: "Category", render: (p) => p.category },
  { key: "price", label: "Price", numeric: true, render: (p) => formatPaise(p.pricePaise) },
  {
    key: "discounted",
    label: "Price After Discount",
    numeric: true,
    render: (p) => formatPaise(discountedPaise(p.pricePaise, p.discountPercent)),
  },
  {
    key: "action",
    label: "Action",
    render: (p) => (
      <ProductRowActions productId={p.id} name={p.name} editHref={`/panel/product/edit/${p.id}`} />
    ),
  },
];

export default function AdminProducts({ data, url }: PageProps<Data>) {
  const scope = [
    data.store ? `of ${data.store.name}` : "of every store",
    data.outOfStock ? "out of stock" : "",
    data.taxMissing ? "without HSN/GST" : "",
  ].filter(Boolean).join(", ");
  return (
    <ListPage
      url={url}
      title="Products"
      description={`Products ${scope}, newest first.`}
      actions={<a className="btn btn-primary" href="/product/new">Add Product</a>}
      filters={{
        label: "Search products",
        search: { label: "Search", placeholder: "Text to look for" },
        selects: [
          {
            name: "field",
            label: "Filter by",
            anyLabel: "Title",
            options: VENDOR_PRODUCT_FIELDS.filter((f) => f !== "title").map((f) => ({
              value: f,
              label: FIELD_LABELS[f],
            })),
          },
          { name: "store", label: "Store", anyLabel: "All stores", options: data.stores },
          {
            name: "stock",
            label: "Stock",
            anyLabel: "Any stock",
            options: [{ value: "out", label: "Out of stock" }],
          },
          {
            name: "tax",
            label: "Tax",
            anyLabel: "Any",
            options: [{ value: "missing", label: "No HSN/GST" }],
          },
        ],
      }}
      table={{
        id: "products",
        caption: `Products ${scope}, newest first`,
        columns,
        rows: data.rows,
        rowKey: (p) => p.id,
        empty: NO_PRODUCTS,
      }}
      paging={{ page: data.page, total: data.total, perPage: ADMIN_PRODUCTS_PER_PAGE }}
    />
  );
}

/**
 * /panel/customer and /panel/Customer: the customer accounts, newest first, searched on
 * the server by name, email, mobile or id (`?q=`, a plain GET form) and paged; columns ID (first 5
 * characters and '...'), Name, Email Address, Mobile No., Address (the first saved one, '-' if none), and a
 * view link. Rendered on the server with no script: there is no loading state to show.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { searchCustomers } from "../../src/customers/admin/customers-admin.queries.ts";
import { type CustomerJson, toCustomerJson } from "../../src/customers/admin/customers-admin.json.ts";
import { SEARCH_MAX } from "../../src/customers/admin/customers-admin.schema.ts";
import { type Column, ListPage, PanelNotice } from "../../src/ui/panel/mod.ts";

export const CUSTOMERS_PER_PAGE = 20;
export const NO_MATCHING_CUSTOMERS = "No matching customers found.";
export const CUSTOMERS_FAILED = "Failed to fetch customers";

interface Data {
  customers: CustomerJson[];
  total: number;
  page: number;
  failed: boolean;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const head = { title: "Customers" };
  try {
    const { rows, total } = await searchCustomers(db, { q }, { page, limit: CUSTOMERS_PER_PAGE });
    return { data: { customers: rows.map(toCustomerJson), total, page, failed: false }, head };
  } catch (error) {
    console.error("customer list", error);
    return { data: { customers: [], total: 0, page, failed: true }, head, status: 500 };
  }
}

/** Customer ids are shown as their first 5 characters followed by '...'. */
export const shortId = (id: string) => `${id.slice(0, 5)}...`;

const detailHref = (c: CustomerJson) => `/panel/customer/${encodeURIComponent(c._id)}`;

const columns: Column<CustomerJson>[] = [
  { key: "id", label: "ID", render: (c) => <span className="mono" title={c._id}>{shortId(c._id)}</span> },
  { key: "name", label: "Name", render: (c) => c.name },
  { key: "email", label: "Email Address", render: (c) => <span className="customer-email">{c.email}</span> },
  { key: "mobile", label: "Mobile No.", render: (c) => <span className="mono">{c.mobile}</span> },
  {
    key: "address",
    label: "Address",
    render: (c) => <span className="customer-address">{c.address ?? "-"}</span>,
  },
  {
    key: "action",
    label: "Action",
    render: (c) => <a className="btn btn-small" href={detailHref(c)} aria-label={`View ${c.name}`}>View</a>,
  },
];

export default function Customers({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Customers"
      description="Customer accounts, newest first."
      filters={{
        label: "Search customers",
        search: { label: "Search", placeholder: "Name, email, mobile or ID", name: "q" },
      }}
      notice={data.failed && (
        <PanelNotice tone="danger" testId="customers-failed">{CUSTOMERS_FAILED}</PanelNotice>
      )}
      table={{
        id: "customers",
        caption: "Customers, newest first",
        columns,
        rows: data.customers,
        rowKey: (c) => c._id,
        empty: data.failed ? CUSTOMERS_FAILED : NO_MATCHING_CUSTOMERS,
      }}
      paging={{ page: data.page, total: data.total, perPage: CUSTOMERS_PER_PAGE }}
    />
  );
}

/**
 * /panel/customer/:id: the customer's information card (Name, Email, Phone, Address, '-' when
 * missing), the 'User Spending' chart from their real orders (rupees spent per month on orders paid for,
 * the last 6 months in India time, months without at 0, the total their sum) and their orders, newest
 * first and paged. 'Customer not found.' (404) for an id that is no customer's; 'Failed to fetch customer'
 * when the database fails.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { formatCount, formatPaise, formatRupees } from "../../src/core/money.ts";
import type { OrderJson } from "../../src/orders/orders.json.ts";
import { type CustomerDetail, customerDetail } from "../../src/customers/admin/customers-admin.json.ts";
import { CUSTOMER_NOT_FOUND } from "../../src/customers/admin/customers-admin.schema.ts";
import {
  SPENDING_MONTHS,
  type SpendingMonth,
  spendingTotals,
  SPENT_ORDERS_TEXT,
} from "../../src/customers/account/customer-spending.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  PanelNotice,
  PanelPage,
  PanelPagination,
  PanelSection,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";
import SalesChart from "../../islands/SalesChart.tsx";

export const CUSTOMER_ORDERS_PER_PAGE = 10;
export const CUSTOMER_FAILED = "Failed to fetch customer";
export const NO_CUSTOMER_ORDERS = "No orders found for this customer.";

type Data = { detail: CustomerDetail; page: number } | { problem: string };

export async function handler({ db, user, url, params }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  try {
    const detail = await customerDetail(db, user!, params.id, { page, limit: CUSTOMER_ORDERS_PER_PAGE });
    if (!detail) {
      return { data: { problem: CUSTOMER_NOT_FOUND }, head: { title: CUSTOMER_NOT_FOUND }, status: 404 };
    }
    return { data: { detail, page }, head: { title: `Customer ${detail.customer.name}` } };
  } catch (error) {
    console.error("customer detail", error);
    return { data: { problem: CUSTOMER_FAILED }, head: { title: CUSTOMER_FAILED }, status: 500 };
  }
}

const dash = (text: string | null | undefined) => (text && text.trim() ? text : "-");

const productsOf = (order: OrderJson) =>
  order.items.map((item) => `${item.name} × ${item.quantity}`).join(", ");

const orderColumns: Column<OrderJson>[] = [
  {
    key: "id",
    label: "Tracking ID",
    render: (o) => <span className="mono" title={o._id}>{o.trackingId}</span>,
  },
  { key: "products", label: "Product", render: productsOf },
  { key: "customer", label: "Customer", render: (o) => o.name },
  { key: "date", label: "Date", render: (o) => <time dateTime={o.createdAt}>{indiaDate(o.createdAt)}</time> },
  { key: "amount", label: "Amount", numeric: true, render: (o) => formatRupees(o.total) },
  { key: "payment", label: "Payment Method", render: (o) => o.paymentMethod },
  { key: "status", label: "Status", render: (o) => <StatusBadge status={o.status} /> },
];

function InfoCard({ customer }: { customer: CustomerDetail["customer"] }) {
  const fields: [string, string][] = [
    ["Name", dash(customer.name)],
    ["Email", dash(customer.email)],
    ["Phone", dash(customer.mobile)],
    ["Address", dash(customer.address)],
  ];
  return (
    <PanelSection id="customer-info" title="Customer Information" className="customer-info">
      <dl className="customer-fields" data-testid="customer-info">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </PanelSection>
  );
}

function Spending({ months }: { months: SpendingMonth[] }) {
  const total = spendingTotals(months);
  return (
    <PanelSection id="spending" title="User Spending" className="sales-section">
      <p className="sales-total" data-testid="spending-total">
        <strong>{formatPaise(total.paise)}</strong> spent on {formatCount(total.orders)}{" "}
        {total.orders === 1 ? "order" : "orders"} ({formatCount(total.products)}{" "}
        {total.products === 1 ? "product" : "products"}), {months[0].label} –{" "}
        {months[months.length - 1].label}, India time.
      </p>
      <p className="muted" data-testid="spending-counted">{SPENT_ORDERS_TEXT}</p>
      <SalesChart months={months} />
      <details className="sales-figures">
        <summary>Monthly figures</summary>
        <DataTable
          caption={`Rupees spent per month, last ${SPENDING_MONTHS} months`}
          columns={[
            { key: "month", label: "Month", render: (m: SpendingMonth) => m.label },
            {
              key: "amount",
              label: "Spent",
              numeric: true,
              render: (m: SpendingMonth) => formatPaise(m.paise),
            },
            {
              key: "orders",
              label: "Orders",
              numeric: true,
              render: (m: SpendingMonth) => formatCount(m.orders),
            },
            {
              key: "products",
              label: "Products",
              numeric: true,
              render: (m: SpendingMonth) => formatCount(m.products),
            },
          ]}
          rows={months}
          rowKey={(m) => m.month}
          empty="No purchases in these months"
          mobile="scroll"
        />
      </details>
    </PanelSection>
  );
}

export default function Customer({ data, url }: PageProps<Data>) {
  const back = <a className="btn" href="/panel/customer">All customers</a>;
  if ("problem" in data) {
    return (
      <PanelPage title="Customer" actions={back}>
        <PanelNotice tone="danger" testId="customer-problem">{data.problem}</PanelNotice>
      </PanelPage>
    );
  }
  const { detail, page } = data;
  return (
    <PanelPage
      title={detail.customer.name || "Customer"}
      description={`Customer ID ${detail.customer._id}`}
      actions={back}
    >
      <div className="customer-columns">
        <InfoCard customer={detail.customer} />
        <Spending months={detail.spending} />
      </div>
      <PanelSection id="customer-orders" title="Orders">
        <DataTable
          id="orders"
          caption={`Orders of ${detail.customer.name}, newest first`}
          columns={orderColumns}
          rows={detail.orders}
          rowKey={(o) => o._id}
          empty={NO_CUSTOMER_ORDERS}
        />
        <PanelPagination
          url={url}
          page={page}
          total={detail.total}
          perPage={CUSTOMER_ORDERS_PER_PAGE}
          shown={detail.orders.length}
          hash="#orders"
        />
      </PanelSection>
    </PanelPage>
  );
}

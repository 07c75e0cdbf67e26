/**
 * /admin: the four count tiles (Products, Orders, Customers, Stores) linking to their
 * lists, the 5 newest orders ('No orders found.'), and what an operator checks each morning: orders and
 * revenue of the last 30 days, stores waiting for approval, refunds due, products out of stock; the open
 * return requests as a tile, and the escalations waiting on the admin's decision called out above all.
 * Every figure is read on the server; when that fails the page says 'Error loading dashboard data'.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import {
  type AdminDashboard,
  type DashboardOrder,
  loadDashboard,
} from "../../src/admin/dashboard/dashboard.service.ts";
import { SALES_DAYS, type SalesDay } from "../../src/vendors/dashboard/dashboard.sales.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  PanelNotice,
  PanelPage,
  PanelSection,
  StatTile,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";
import SalesChart from "../../islands/SalesChart.tsx";

export const DASHBOARD_ERROR = "Error loading dashboard data";

type Data = { dashboard: AdminDashboard } | { error: string };

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Dashboard" };
  try {
    return { data: { dashboard: await loadDashboard(db) }, head };
  } catch (error) {
    console.error("Admin dashboard:", error);
    return { data: { error: DASHBOARD_ERROR }, head };
  }
}

const orderColumns: Column<DashboardOrder>[] = [
  { key: "id", label: "Tracking ID", render: (o) => <span className="mono">#{o.trackingId}</span> },
  { key: "products", label: "Products", render: (o) => o.products },
  { key: "customer", label: "Customer", render: (o) => o.customer },
  {
    key: "date",
    label: "Date",
    render: (o) => <time dateTime={o.createdAt}>{indiaDate(o.createdAt)}</time>,
  },
  { key: "amount", label: "Amount", numeric: true, render: (o) => formatRupees(o.amount) },
  { key: "payment", label: "Payment Method", render: (o) => o.paymentMethod },
  { key: "status", label: "Status", render: (o) => <StatusBadge status={o.status} /> },
];

function Sales({ days }: { days: SalesDay[] }) {
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <PanelSection id="sales" title={`Orders and revenue, last ${SALES_DAYS} days`} className="sales-section">
      <p className="sales-total" data-testid="sales-total">
        <strong>{formatRupees(total)}</strong> from {formatCount(orders)} {orders === 1 ? "order" : "orders"}
        {" "}
        <span className="muted">
          ({days[0].label} – {days[days.length - 1].label}, India time; cancelled and unpaid orders excluded)
        </span>
      </p>
      <SalesChart days={days} measure="Revenue" />
      <details className="sales-figures">
        <summary>Daily figures</summary>
        <DataTable
          caption={`Orders and revenue per day, last ${SALES_DAYS} days`}
          columns={[
            {
              key: "day",
              label: "Day",
              render: (d: SalesDay) =>
                d.label,
            },
            {
              key: "orders",
              label: "Orders",
              numeric: true,
              render: (d: SalesDay) =>
                formatCount(d.orders),
            },
            {
              key: "amount",
              label: "Revenue",
              numeric: true,
              render: (d: SalesDay) =>
                formatRupees(d.amount),
            },
          ]}
          rows={days.filter((d) => d.orders > 0)}
          rowKey={(d) => d.date}
          empty="No orders in these days"
          mobile="scroll"
        />
      </details>
    </PanelSection>
  );
}

function Checks({ dashboard }: { dashboard: AdminDashboard }) {
  const { pendingStores, refundsDue, outOfStock } = dashboard;
  return (
    <div className="admin-checks">
      <PanelSection
        id="pending-stores"
        title="Stores waiting for approval"
        actions={<a href="/panel/vendor">All stores</a>}
      >
        {pendingStores.total === 0 ? <p className="muted">No store is waiting for approval.</p> : (
          <>
            <p className="admin-check-count" data-testid="pending-count">
              <strong>{formatCount(pendingStores.total)}</strong> waiting
            </p>
            <ul className="low-stock-list" data-testid="pending-stores">
              {pendingStores.stores.map((store) => (
                <li key={store.id}>
                  <a href={`/vendordetails/${encodeURIComponent(store.id)}`}>{store.storeName}</a>
                  <span className="muted">
                    applied <time dateTime={store.appliedAt}>{indiaDate(store.appliedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </PanelSection>
      <PanelSection id="refunds-due" title="Refunds due">
        <p className="admin-check-count" data-testid="refunds-due">
          <strong>{formatCount(refundsDue.count)}</strong>{" "}
          {refundsDue.count === 1 ? "cancelled paid order" : "cancelled paid orders"} to refund
          {refundsDue.count > 0 && <>{` (${formatRupees(refundsDue.amount)})`}</>}
        </p>
        {refundsDue.count > 0 && <a href="/panel/order?refund=due">See the orders to refund</a>}
      </PanelSection>
      <PanelSection id="out-of-stock" title="Products out of stock">
        <p className="admin-check-count" data-testid="out-of-stock-count">
          <strong>{formatCount(outOfStock.total)}</strong> {outOfStock.total === 1 ? "product" : "products"}
          {" "}
          out of stock
        </p>
        {outOfStock.products.length > 0 && (
          <ul className="low-stock-list" data-testid="out-of-stock">
            {outOfStock.products.map((product) => (
              <li key={product.id}>
                <a href={`/panel/product/edit/${encodeURIComponent(product.id)}`}>{product.name}</a>
                <span className="muted">{product.storeName}</span>
              </li>
            ))}
          </ul>
        )}
        {outOfStock.total > 0 && <a href="/panel/product?stock=out">See all out of stock</a>}
      </PanelSection>
    </div>
  );
}

export default function Dashboard({ data }: PageProps<Data>) {
  if ("error" in data) {
    return (
      <PanelPage title="Dashboard">
        <PanelNotice tone="danger" testId="dashboard-error">{data.error}</PanelNotice>
      </PanelPage>
    );
  }
  const { dashboard } = data;
  const { counts, openReturns } = dashboard;
  return (
    <PanelPage title="Dashboard" description="The marketplace at a glance.">
      {openReturns.escalated > 0 && (
        <PanelNotice tone="warning" title="Escalated returns" testId="returns-escalated">
          {openReturns.escalated === 1
            ? "1 shopper has escalated a store's rejection of a return: "
            : `${
              formatCount(openReturns.escalated)
            } shoppers have escalated a store's rejection of a return: `}
          your decision is final. <a href="/panel/returns?status=escalated">Decide the escalations</a>
        </PanelNotice>
      )}
      <div className="stat-grid admin-stats">
        <StatTile
          label="Products"
          value={formatCount(counts.products)}
          href="/panel/product"
          testId="product-count"
        />
        <StatTile
          label="Orders"
          value={formatCount(counts.orders)}
          href="/panel/order"
          testId="order-count"
        />
        <StatTile
          label="Customers"
          value={formatCount(counts.customers)}
          href="/panel/customer"
          testId="customer-count"
        />
        <StatTile
          label="Stores"
          value={formatCount(counts.stores)}
          href="/panel/vendor"
          testId="store-count"
        />
        <StatTile
          label="Open returns"
          value={formatCount(openReturns.open)}
          href="/panel/returns"
          hint={openReturns.escalated > 0
            ? `${formatCount(openReturns.escalated)} escalated to you`
            : "None escalated"}
          testId="open-returns"
        />
      </div>
      <PanelSection id="latest" title="Latest orders" actions={<a href="/panel/order">All orders</a>}>
        <DataTable
          caption="The 5 newest orders"
          columns={orderColumns}
          rows={dashboard.latestOrders}
          rowKey={(o) => o.id}
          empty="No orders found."
        />
      </PanelSection>
      <div className="dashboard-columns">
        <Sales days={dashboard.sales} />
        <Checks dashboard={dashboard} />
      </div>
    </PanelPage>
  );
}

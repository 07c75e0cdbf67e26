/**
 * /vendor-dashboard: the store's counts of products and orders, 'Latest Deliveries' (its
 * newest 5 orders; 'No Deliveries'), its sales of the last 30 days in India time, and its products
 * running low on stock; the return requests waiting on it (to /vendor-returns) and its return rate over the
 * last 90 days. Only the signed-in store's own figures, read on the server.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import { listOrdersFor, type OrderJson } from "../../src/orders/orders.json.ts";
import { dailySales, lowStockProducts, storeCounts } from "../../src/vendors/dashboard/dashboard.queries.ts";
import {
  firstDay,
  SALES_DAYS,
  type SalesDay,
  salesSeries,
} from "../../src/vendors/dashboard/dashboard.sales.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  indiaDay,
  PanelPage,
  PanelSection,
  StatTile,
  StatusBadge,
  storeIdOf,
} from "../../src/ui/panel/mod.ts";
import SalesChart from "../../islands/SalesChart.tsx";
import EarningsChart from "../../islands/EarningsChart.tsx";
import {
  EARNINGS_WEEKS,
  earningsByWeek,
  type EarningsWeek,
} from "../../src/vendors/dashboard/earnings.queries.ts";
import { storeBalance } from "../../src/ledger/ledger.queries.ts";
import { now } from "../../src/core/clock.ts";
import { openReturnCount, returnRate } from "../../src/returns/returns.service.ts";
import { rateText } from "../../src/returns/return-admin-ui.tsx";

/** The dashboard shows the latest 5 orders. */
export const LATEST_ORDERS = 5;
/** A product with this many units or fewer is running low. */
export const LOW_STOCK = 5;
const LOW_STOCK_SHOWN = 10;

interface Data {
  products: number;
  orders: number;
  latest: OrderJson[];
  sales: SalesDay[];
  lowStock: { products: { id: string; name: string; stock: number }[]; total: number };
  /** The last 12 settlement weeks' sales and payouts, and the ledger's balance (paise). */
  earnings: EarningsWeek[];
  balance: number;
  /** Return requests waiting on the store (to accept or reject, or to receive). */
  openReturns: number;
  /** Delivered orders of the last 90 days, and those with a return not rejected. */
  returnRate: { delivered: number; returned: number };
}

export async function handler({ db, user }: PageContext): Promise<PageData<Data>> {
  const vendorId = storeIdOf(user!);
  const viewer = { id: user!.id, role: "vendor" as const, vendor_id: vendorId };
  const today = indiaDay();
  const at = now();
  const [counts, latest, found, lowStock, earnings, balance, openReturns, rate] = await Promise.all([
    storeCounts(db, vendorId),
    listOrdersFor(db, viewer, { page: 1, limit: LATEST_ORDERS }),
    dailySales(db, vendorId, firstDay(today)),
    lowStockProducts(db, vendorId, LOW_STOCK, LOW_STOCK_SHOWN),
    earningsByWeek(db, vendorId, at),
    storeBalance(db, vendorId, at),
    openReturnCount(db, { vendorId }),
    returnRate(db, vendorId),
  ]);
  return {
    data: {
      ...counts,
      latest: latest.orders,
      sales: salesSeries(found, today),
      lowStock,
      earnings,
      balance: balance.balance,
      openReturns,
      returnRate: { delivered: rate.delivered, returned: rate.returned },
    },
    head: { title: "Dashboard" },
  };
}

const productsOf = (order: OrderJson) =>
  order.items.map((item) => `${item.name} × ${item.quantity}`).join(", ");

const deliveryColumns: Column<OrderJson>[] = [
  { key: "id", label: "Order ID", render: (o) => <span className="mono">#{o.trackingId}</span> },
  { key: "products", label: "Product(s)", render: productsOf },
  { key: "customer", label: "Customer", render: (o) => o.name },
  {
    key: "date",
    label: "Date",
    render: (o) => <time dateTime={o.createdAt}>{indiaDate(o.createdAt)}</time>,
  },
  { key: "amount", label: "Amount", numeric: true, render: (o) => formatRupees(o.total) },
  { key: "payment", label: "Payment Method", render: (o) => o.paymentMethod },
  { key: "status", label: "Status", render: (o) => <StatusBadge status={o.status} /> },
];

function Sales({ days }: { days: SalesDay[] }) {
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <PanelSection id="sales" title={`Sales, last ${SALES_DAYS} days`} className="sales-section">
      <p className="sales-total" data-testid="sales-total">
        <strong>{formatRupees(total)}</strong> from {formatCount(orders)} {orders === 1 ? "order" : "orders"}
        {" "}
        <span className="muted">
          ({days[0].label} – {days[days.length - 1].label}, India time; cancelled and unpaid orders excluded)
        </span>
      </p>
      <SalesChart days={days} />
      <details className="sales-figures">
        <summary>Daily figures</summary>
        <DataTable
          caption={`Sales per day, last ${SALES_DAYS} days`}
          columns={[
            { key: "day", label: "Day", render: (d: SalesDay) => d.label },
            { key: "orders", label: "Orders", numeric: true, render: (d: SalesDay) => formatCount(d.orders) },
            { key: "amount", label: "Sales", numeric: true, render: (d: SalesDay) => formatRupees(d.amount) },
          ]}
          rows={days.filter((d) => d.orders > 0)}
          rowKey={(d) => d.date}
          empty="No sales in these days"
          mobile="scroll"
        />
      </details>
    </PanelSection>
  );
}

function Earnings({ weeks }: { weeks: EarningsWeek[] }) {
  const sales = weeks.reduce((sum, week) => sum + week.sales, 0);
  const payouts = weeks.reduce((sum, week) => sum + week.payouts, 0);
  return (
    <PanelSection
      id="earnings"
      title={`Earnings, last ${EARNINGS_WEEKS} weeks`}
      actions={<a href="/vendor-payments">Payments and statements</a>}
    >
      <p className="sales-total" data-testid="earnings-total">
        <strong>{formatRupees(sales)}</strong> sold, <strong>{formatRupees(payouts)}</strong> paid out{" "}
        <span className="muted">
          (weeks Monday to Sunday, India time: sales of the orders delivered that week, payouts of the week's
          statement once paid)
        </span>
      </p>
      <EarningsChart weeks={weeks} />
      <details className="sales-figures">
        <summary>Weekly figures</summary>
        <DataTable
          caption={`Sales and payouts per week, last ${EARNINGS_WEEKS} weeks`}
          columns={[
            { key: "week", label: "Week ending", render: (w: EarningsWeek) => w.label },
            {
              key: "sales",
              label: "Sales",
              numeric: true,
              render: (w: EarningsWeek) => formatRupees(w.sales),
            },
            {
              key: "payouts",
              label: "Payouts",
              numeric: true,
              render: (w: EarningsWeek) => formatRupees(w.payouts),
            },
          ]}
          rows={weeks.filter((w) => w.sales > 0 || w.payouts > 0)}
          rowKey={(w) => w.weekEnding}
          empty="No sales or payouts in these weeks"
          mobile="scroll"
        />
      </details>
    </PanelSection>
  );
}

function LowStock({ lowStock: { products, total } }: { lowStock: Data["lowStock"] }) {
  return (
    <PanelSection id="low-stock" title="Running low on stock" className="low-stock-section">
      {products.length === 0
        ? <p className="muted">No product has {LOW_STOCK} or fewer units left.</p>
        : (
          <ul className="low-stock-list" data-testid="low-stock">
            {products.map((product) => (
              <li key={product.id}>
                <a href={`/vendor-edit-product/${encodeURIComponent(product.id)}`}>{product.name}</a>
                <span className={product.stock === 0 ? "stock-out" : "stock-low"}>
                  {product.stock === 0 ? "Out of stock" : `${product.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      {total > products.length && (
        <p className="muted">
          And {formatCount(total - products.length)} more. <a href="/product">See all products</a>
        </p>
      )}
    </PanelSection>
  );
}

export default function Dashboard({ data }: PageProps<Data>) {
  const salesTotal = data.sales.reduce((sum, day) => sum + day.amount, 0);
  return (
    <PanelPage title="Dashboard" description="Your store at a glance.">
      <div className="stat-grid dashboard-stats dashboard-stats-six">
        <StatTile
          label="Products"
          value={formatCount(data.products)}
          href="/product"
          testId="product-count"
        />
        <StatTile
          label="Orders"
          value={formatCount(data.orders)}
          href="/vendor-orders"
          testId="order-count"
        />
        <StatTile label={`Sales, last ${SALES_DAYS} days`} value={formatRupees(salesTotal)} />
        <StatTile
          label="Low on stock"
          value={formatCount(data.lowStock.total)}
          hint={`${LOW_STOCK} units or fewer`}
        />
        <StatTile
          label="Balance"
          value={formatRupees(data.balance / 100)}
          href="/vendor-payments"
          hint={data.balance < 0
            ? "You owe this: it is netted against your next sales"
            : "Not settled yet: paid out in the weekly statements"}
          testId="balance"
        />
        <StatTile
          label="Open returns"
          value={formatCount(data.openReturns)}
          href="/vendor-returns"
          hint={data.returnRate.delivered === 0
            ? "Return rate: no deliveries in 90 days"
            : `Return rate ${rateText(data.returnRate)} over 90 days`}
          testId="open-returns"
        />
      </div>
      <PanelSection
        id="latest"
        title="Latest Deliveries"
        actions={<a href="/vendor-orders">All orders</a>}
      >
        <DataTable
          caption="Latest Deliveries: your 5 newest orders"
          columns={deliveryColumns}
          rows={data.latest}
          rowKey={(o) => o._id}
          empty="No Deliveries"
        />
      </PanelSection>
      <Earnings weeks={data.earnings} />
      <div className="dashboard-columns">
        <Sales days={data.sales} />
        <LowStock lowStock={data.lowStock} />
      </div>
    </PanelPage>
  );
}

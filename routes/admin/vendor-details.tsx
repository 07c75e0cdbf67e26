/**
 * /vendordetails/{id}: one store for the admin: its status (the same toggle and badge as
 * the list, with the last decision's reason), its KYC and payout details (the account number masked but
 * for its last 4 digits), its return rate over the last 90 days and the return requests waiting on it, its
 * newest products (all of them at /panel/product?store=) and its latest orders (all at /panel/order?store=).
 * An unknown id answers 404 with 'Vendor not found' in red.
 */
import type { ReactNode } from "react";
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { discountedPaise, formatCount, formatPaise } from "../../src/core/money.ts";
import { listManagedProducts } from "../../src/catalogue/store-products/store-products.queries.ts";
import { type ProductStatus, productStatus } from "../../src/catalogue/store-products/store-products.json.ts";
import {
  findStoreWithState,
  latestStoreOrders,
  storeOrderCount,
} from "../../src/vendors/stores/stores.queries.ts";
import { VENDOR_NOT_FOUND } from "../../src/vendors/stores/stores.schema.ts";
import type { VendorWithState } from "../../src/vendors/stores/vendor.json.ts";
import { PAYMENT_LABELS, type PaymentMethodCode } from "../../src/orders/status.ts";
import {
  type Column,
  DataTable,
  indiaDate,
  indiaDateTime,
  PanelPage,
  PanelSection,
  StatusBadge,
} from "../../src/ui/panel/mod.ts";
import VendorDecision from "../../islands/VendorDecision.tsx";
import TdsExemption from "../../islands/TdsExemption.tsx";
import { taxSettingsOf } from "../../src/vendors/tax-settings/tax-settings.service.ts";
import { ZoneLink } from "../../src/ui/panel/ZoneLink.tsx";
import { openReturnCount, returnRate } from "../../src/returns/returns.service.ts";
import { rateSentence, rateText } from "../../src/returns/return-admin-ui.tsx";

export const DETAIL_PRODUCTS = 10;
export const DETAIL_ORDERS = 10;

interface ProductLine {
  id: string;
  name: string;
  category: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  status: ProductStatus;
}

interface OrderLine {
  id: string;
  createdAt: string;
  customer: string;
  items: string;
  totalPaise: number;
  payment: string;
  status: string;
}

type Data =
  | {
    store: VendorWithState;
    products: ProductLine[];
    productTotal: number;
    orders: OrderLine[];
    orderTotal: number;
    /** Delivered orders of the last 90 days and those with a return; requests waiting on the store. */
    returns: { delivered: number; returned: number; open: number };
  }
  | { store: null };

/** "XXXXXX6789": only the last 4 digits are shown. */
export const maskAccount = (number: string) =>
  number.length <= 4 ? number : `${"X".repeat(number.length - 4)}${number.slice(-4)}`;

export async function handler({ db, params }: PageContext): Promise<PageData<Data>> {
  const store = await findStoreWithState(db, params.id);
  if (!store) return { data: { store: null }, head: { title: VENDOR_NOT_FOUND }, status: 404 };
  const [products, orders, orderTotal, rate, openReturns] = await Promise.all([
    listManagedProducts(db, { vendorId: store.id }, { page: 1, limit: DETAIL_PRODUCTS }),
    latestStoreOrders(db, store.id, DETAIL_ORDERS),
    storeOrderCount(db, store.id),
    returnRate(db, store.id),
    openReturnCount(db, { vendorId: store.id }),
  ]);
  return {
    data: {
      store,
      products: products.rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category_name,
        pricePaise: p.price_paise,
        discountPercent: p.discount_percent,
        stock: p.stock,
        status: productStatus(p),
      })),
      productTotal: products.total,
      orders: orders.map((o) => ({
        id: o.id,
        createdAt: new Date(o.created_at).toISOString(),
        customer: o.customer_name,
        items: o.items ?? "",
        totalPaise: o.total_paise,
        payment: PAYMENT_LABELS[o.payment_method as PaymentMethodCode] ?? o.payment_method,
        status: o.status,
      })),
      orderTotal,
      returns: { delivered: rate.delivered, returned: rate.returned, open: openReturns },
    },
    head: { title: store.store_name },
  };
}

const productColumns: Column<ProductLine>[] = [
  {
    key: "title",
    label: "Title",
    render: (p) => <a href={`/panel/product/edit/${p.id}`}>{p.name}</a>,
  },
  { key: "category", label: "Category", render: (p) => p.category },
  {
    key: "price",
    label: "Price After Discount",
    numeric: true,
    render: (p) => formatPaise(discountedPaise(p.pricePaise, p.discountPercent)),
  },
  { key: "stock", label: "Stock", numeric: true, render: (p) => formatCount(p.stock) },
  { key: "status", label: "Status", render: (p) => <span className="muted">{p.status}</span> },
];

const orderColumns: Column<OrderLine>[] = [
  {
    key: "id",
    label: "Order ID",
    render: (o) => <a className="mono" href={`/panel/order/${o.id}`} title={o.id}>#{o.id.slice(-7)}</a>,
  },
  { key: "items", label: "Products", render: (o) => o.items },
  { key: "customer", label: "Customer", render: (o) => o.customer },
  { key: "date", label: "Date", render: (o) => indiaDateTime(o.createdAt) },
  { key: "total", label: "Amount", numeric: true, render: (o) => formatPaise(o.totalPaise) },
  { key: "payment", label: "Payment Method", render: (o) => o.payment },
  { key: "status", label: "Status", render: (o) => <StatusBadge status={o.status} /> },
];

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="vendor-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === "" || value === null || value === undefined ? "-" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const back = <a className="btn" href="/panel/vendor">Back to vendors</a>;

export default function VendorDetails({ data }: PageProps<Data>) {
  if (!data.store) {
    return (
      <PanelPage title="Vendor details" actions={back}>
        <p className="vendor-not-found" role="alert" data-testid="vendor-not-found">{VENDOR_NOT_FOUND}</p>
      </PanelPage>
    );
  }
  const { store: v, products, orders } = data;
  const owner = `${v.first_name} ${v.last_name}`.trim();
  return (
    <PanelPage
      title={v.store_name}
      description={
        <>
          Store since {indiaDate(v.created_at)} · id <span className="mono">{v.id}</span>
        </>
      }
      actions={back}
    >
      <PanelSection id="vendor-status" title="Status" className="vendor-status">
        <div className="vendor-status-row">
          <div>
            <span className="vendor-status-label">Vendor Active Status</span>
            <VendorDecision
              storeId={v.id}
              storeName={v.store_name}
              control="active"
              active={v.active}
              approval={v.approval_state}
            />
          </div>
          <div>
            <span className="vendor-status-label">Vendor Account Approval</span>
            <VendorDecision
              storeId={v.id}
              storeName={v.store_name}
              control="approval"
              active={v.active}
              approval={v.approval_state}
            />
          </div>
        </div>
        {v.decision_reason && (
          <p className="vendor-reason" data-testid="decision-reason">
            <strong>Last decision's reason:</strong> {v.decision_reason}
          </p>
        )}
      </PanelSection>

      <div className="vendor-detail-grid">
        <PanelSection id="vendor-owner" title="Owner and store">
          <Facts
            rows={[
              ["Owner", owner],
              ["Phone", v.phone ? <a key="phone" href={`tel:+91${v.phone}`}>{v.phone}</a> : ""],
              ["Email", <a key="email" href={`mailto:${v.email}`}>{v.email}</a>],
              ["Username", v.username ?? ""],
              ["Address", v.store_address],
              ["City", v.city],
              ["Pincode", v.pincode],
              ["Zone", <ZoneLink key="zone" link={v.google_maps_link} city={v.city} />],
            ]}
          />
        </PanelSection>
        <PanelSection id="vendor-kyc" title="KYC and bank">
          <Facts
            rows={[
              ["PAN", <span key="pan" className="mono">{v.pan}</span>],
              ["GSTIN", <span key="gstin" className="mono">{v.gstin}</span>],
              [
                "TDS (s.194-O)",
                <TdsExemption
                  key="tds"
                  storeId={v.id}
                  exempt={v.tds_exempt}
                  ratePercent={taxSettingsOf(v).tdsRatePercent}
                />,
              ],
              ["Bank", v.bank_name],
              ["IFSC", <span key="ifsc" className="mono">{v.ifsc}</span>],
              ["Branch", v.branch],
              [
                "Account number",
                v.account_number
                  ? (
                    <span
                      key="account"
                      className="mono"
                      aria-label={`Ending in ${v.account_number.slice(-4)}`}
                    >
                      {maskAccount(v.account_number)}
                    </span>
                  )
                  : "",
              ],
            ]}
          />
        </PanelSection>
      </div>

      <PanelSection
        id="vendor-returns"
        title="Returns"
        actions={<a className="btn btn-small" href="/panel/returns">All returns</a>}
      >
        <div className="vendor-returns" data-testid="store-return-rate">
          <p className="vendor-return-rate">
            <strong>{rateText(data.returns)}</strong> <span className="muted">return rate, last 90 days</span>
          </p>
          <p>
            {rateSentence(data.returns)} {data.returns.open === 0
              ? "No request waits on the store."
              : `${formatCount(data.returns.open)} ${
                data.returns.open === 1 ? "request waits" : "requests wait"
              } on the store (to answer or to receive).`}
          </p>
        </div>
      </PanelSection>

      <PanelSection
        id="vendor-products"
        title={`Products (${formatCount(data.productTotal)})`}
        actions={
          <span className="vendor-section-links">
            <a className="btn btn-outline btn-small" href={`/product/new?store=${v.id}`}>Add Product</a>
            <a className="btn btn-small" href={`/panel/product?store=${v.id}`}>All products</a>
          </span>
        }
      >
        <DataTable
          caption={`The newest ${DETAIL_PRODUCTS} products of ${v.store_name}`}
          columns={productColumns}
          rows={products}
          rowKey={(p) => p.id}
          empty="No products available"
        />
      </PanelSection>

      <PanelSection
        id="vendor-orders"
        title={`Latest orders (${formatCount(data.orderTotal)} in all)`}
        actions={<a className="btn btn-small" href={`/panel/order?store=${v.id}`}>All orders</a>}
      >
        <DataTable
          caption={`The latest ${DETAIL_ORDERS} orders of ${v.store_name}`}
          columns={orderColumns}
          rows={orders}
          rowKey={(o) => o.id}
          empty="No orders found."
        />
      </PanelSection>
    </PanelPage>
  );
}

/**
 * /vendor-orders/:orderId/packing-slip: the slip the store prints and puts in the parcel: the store (from),
 * the order number and date, the ship-to name, address, pincode and phone, the items and quantities, and
 * for cash on delivery the amount the courier collects. No other prices. On paper only the slip is printed
 * (the panel's chrome and the buttons are left out by the print stylesheet).
 */
import type { PageContext, PageProps } from "../../src/ui/pages.ts";
import { formatCount, formatRupees } from "../../src/core/money.ts";
import type { StoreOrderView } from "../../src/orders/store-orders/store-orders.service.ts";
import { indiaDate } from "../../src/ui/panel/mod.ts";
import PrintButton from "../../islands/PrintButton.tsx";
import {
  loadStoreOrder,
  OrderMissing,
  ShipToAddress,
  type StoreOrderData,
} from "../../src/ui/panel/store-order.tsx";

export const handler = (ctx: PageContext) => loadStoreOrder(ctx, (tracking) => `Packing slip #${tracking}`);

function Slip({ view }: { view: StoreOrderView }) {
  const { order, sender, codDue } = view;
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const from = [sender.address, [sender.city, sender.pincode].filter(Boolean).join(" ")].filter(Boolean);
  return (
    <>
      <div className="slip-toolbar">
        <PrintButton label="Print packing slip" />
        <a className="btn" href={`/vendor-orders/${encodeURIComponent(order._id)}`}>Back to the order</a>
      </div>
      <article className="packing-slip" data-testid="packing-slip" aria-labelledby="slip-title">
        <header className="slip-head">
          <div>
            <p className="slip-kicker">Packing slip</p>
            <h1 id="slip-title">Order #{order.trackingId}</h1>
            <p className="slip-meta">
              Placed {indiaDate(order.createdAt)} · <span className="mono">{order._id}</span>
            </p>
          </div>
          <div className="slip-from" data-testid="slip-from">
            <p className="slip-label">From</p>
            <strong>{sender.name}</strong>
            {from.map((line) => <span key={line}>{line}</span>)}
            {sender.phone && <span>Phone {sender.phone}</span>}
            {sender.gstin && <span>GSTIN {sender.gstin}</span>}
          </div>
        </header>
        <section className="slip-to" aria-label="Ship to">
          <p className="slip-label">Ship to</p>
          <ShipToAddress view={view} />
        </section>
        {order.status === "Cancelled"
          ? <p className="slip-cod slip-cancelled" data-testid="slip-cod">Cancelled: do not ship</p>
          : codDue !== null
          ? (
            <p className="slip-cod" data-testid="slip-cod">
              Cash on delivery: collect <strong>{formatRupees(codDue)}</strong>
            </p>
          )
          : <p className="slip-cod slip-prepaid" data-testid="slip-cod">Prepaid: collect nothing</p>}
        <table className="slip-items" data-testid="slip-items">
          <caption className="visually-hidden">Items in this parcel</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="slip-qty">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.productId}-${item.name}`}>
                <td>
                  {item.name}
                  {item.unit && <small>{` · ${item.unit}`}</small>}
                </td>
                <td className="slip-qty">{formatCount(item.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total units</th>
              <td className="slip-qty">{formatCount(units)}</td>
            </tr>
          </tfoot>
        </table>
        {order.carrier && order.trackingNumber && (
          <p className="slip-meta">
            Carrier {order.carrier} · tracking <span className="mono">{order.trackingNumber}</span>
          </p>
        )}
      </article>
    </>
  );
}

export default function PackingSlip({ data }: PageProps<StoreOrderData>) {
  return data.kind === "missing" ? <OrderMissing /> : <Slip view={data.view} />;
}

/**
 * What the vendor's order page and its packing slip share: the order as the store may see it (another
 * store's is not found), where to ship it, and the page shown when it is not found.
 */
import type { PageContext, PageData } from "../pages.ts";
import { AppError } from "../../core/errors.ts";
import { type StoreOrderView, storeOrderView } from "../../orders/store-orders/store-orders.service.ts";
import { PanelNotice, PanelPage } from "./PanelPage.tsx";
import { storeIdOf } from "./store.ts";

export const ORDER_NOT_FOUND = "Order not found.";

export type StoreOrderData = { kind: "found"; view: StoreOrderView } | { kind: "missing" };

/** The order for either page (the order and its packing slip): the store's own, else not found (404). */
export async function loadStoreOrder(
  { db, user, params }: PageContext,
  title: (tracking: string) => string,
): Promise<PageData<StoreOrderData>> {
  const viewer = { id: user!.id, role: "vendor" as const, vendor_id: storeIdOf(user!) };
  try {
    const view = await storeOrderView(db, viewer, params.orderId ?? "");
    return { data: { kind: "found", view }, head: { title: title(view.order.trackingId) } };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { data: { kind: "missing" }, head: { title: "Order not found" }, status: 404 };
    }
    throw error;
  }
}

export function ShipToAddress({ view }: { view: StoreOrderView }) {
  const to = view.shipTo;
  return (
    <address className="ship-to" data-testid="ship-to">
      <strong>{to.name}</strong>
      {to.lines.map((line) => <span key={line}>{line}</span>)}
      <span>
        {to.city}
        {to.state && `, ${to.state}`}
      </span>
      <span>
        Pincode <strong className="mono" data-testid="ship-pincode">{to.pincode}</strong>
      </span>
      <span>
        Phone {to.phone
          ? <a href={`tel:+91${to.phone}`} data-testid="ship-phone">{to.phone}</a>
          : <span data-testid="ship-phone">-</span>}
      </span>
    </address>
  );
}

export function OrderMissing() {
  return (
    <PanelPage title="Order" actions={<a className="btn" href="/vendor-orders">All orders</a>}>
      <PanelNotice tone="warning" testId="order-error">{ORDER_NOT_FOUND}</PanelNotice>
    </PanelPage>
  );
}

/**
 * Orders as the API and the pages show them: amounts in rupees, the commission only for the store and
 * admins, and what this viewer may do next. Pages, payments and the API share these mappers.
 */
import type { z } from "@hono/zod-openapi";
import type { DB } from "../../db/database.ts";
import type { Page } from "../core/http.ts";
import { toRupees } from "../core/money.ts";
import { listOrders, type OrderFilter, type OrderRecord } from "./orders.queries.ts";
import type { OrderSchema } from "./orders.schema.ts";
import { canCancel, nextStatusFor, type OrderViewer, scopeOf } from "./orders.service.ts";
import { PAYMENT_LABELS, trackingId } from "./status.ts";
import { documentsJson } from "../invoices/invoices.json.ts";

export type OrderJson = z.infer<typeof OrderSchema>;

const percent = (bp: number) => bp / 100;
const isoOrNull = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The API's Order for this viewer: commissions only for the store and admins. */
export function toOrderJson(order: OrderRecord, viewer: OrderViewer): OrderJson {
  const trade = viewer.role !== "customer";
  return {
    _id: order.id,
    trackingId: trackingId(order.id),
    checkoutId: order.checkout_id,
    createdAt: new Date(order.created_at).toISOString(),
    updatedAt: new Date(order.updated_at).toISOString(),
    items: order.items.map((item) => ({
      productId: item.product_id,
      name: item.name,
      category: item.category,
      subcategory: item.subcategory,
      unit: item.unit,
      mrp: toRupees(item.mrp_paise),
      discountPercent: item.discount_percent,
      price: toRupees(item.price_paise),
      quantity: item.quantity,
      lineTotal: toRupees(item.line_paise),
      ...(trade
        ? { commissionRate: percent(item.commission_bp), commission: toRupees(item.commission_paise) }
        : {}),
    })),
    customerId: {
      _id: order.customer_id,
      name: order.customer_name,
      email: order.customer_email,
      mobile: order.customer_mobile,
    },
    name: order.customer_name,
    email: order.customer_email,
    userEmail: order.vendor_email,
    vendorId: order.vendor_id,
    storeName: order.store_name,
    address: order.address,
    buyerGstin: order.buyer_gstin,
    subtotal: toRupees(order.subtotal_paise),
    shipping: toRupees(order.shipping_paise),
    total: toRupees(order.total_paise),
    ...(trade ? { commission: toRupees(order.commission_paise) } : {}),
    paymentType: order.payment_method,
    paymentMethod: PAYMENT_LABELS[order.payment_method],
    paymentStatus: order.payment_status,
    paymentId: order.payment_id,
    status: order.status,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    shippedAt: isoOrNull(order.shipped_at),
    deliveredAt: isoOrNull(order.delivered_at),
    cancelledAt: isoOrNull(order.cancelled_at),
    returnedAt: isoOrNull(order.returned_at ?? null),
    refund: order.payment_status === "refund_due" || order.payment_status === "refunded"
      ? {
        id: order.refund_id,
        refundedAt: isoOrNull(order.refunded_at),
        error: trade ? order.refund_error : null,
        attemptedAt: isoOrNull(order.refund_attempted_at),
      }
      : null,
    ...documentsJson(order.documents),
    canCancel: canCancel(viewer, order),
    nextStatus: nextStatusFor(viewer, order),
  };
}

/** A page of the orders this viewer may see, newest first, optionally narrowed (pages use it too). */
export async function listOrdersFor(
  db: DB,
  viewer: OrderViewer,
  page: Page,
  filter: OrderFilter = {},
): Promise<{ orders: OrderJson[]; total: number }> {
  const { orders, total } = await listOrders(db, scopeOf(viewer), page, filter);
  return { orders: orders.map((order) => toOrderJson(order, viewer)), total };
}

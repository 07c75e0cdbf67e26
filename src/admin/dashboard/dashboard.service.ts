/**
 * The admin dashboard's figures (the tiles, the latest orders and the morning checks), read once for the page
 * (/admin) and the JSON call (GET /api/admin/dashboard): the four counts, the 5 newest orders, orders and
 * revenue of the last 30 days in India time, stores waiting for approval, refunds due, products out of stock,
 * return requests open and escalations waiting on the admin.
 */
import type { DB } from "../../../db/database.ts";
import { toRupees } from "../../core/money.ts";
import { PAYMENT_LABELS, trackingId } from "../../orders/status.ts";
import { firstDay, type SalesDay, salesSeries } from "../../vendors/dashboard/dashboard.sales.ts";
import { indiaDay } from "../../ui/panel/format.ts";
import {
  latestOrders,
  openReturns,
  outOfStock,
  pendingStores,
  type PlatformCounts,
  platformCounts,
  platformDailySales,
  refundsDue,
} from "./dashboard.queries.ts";

/** The dashboard shows the latest 5 orders. */
export const LATEST_ORDERS = 5;
/** How many pending stores and out-of-stock products are named (the counts are of all). */
export const LISTED = 5;

export interface DashboardOrder {
  id: string;
  /** The last 7 characters of the order id, as every screen shows it. */
  trackingId: string;
  /** Item names joined by ", ". */
  products: string;
  customer: string;
  createdAt: string;
  /** Rupees. */
  amount: number;
  paymentMethod: string;
  status: string;
}

export interface AdminDashboard {
  counts: PlatformCounts;
  latestOrders: DashboardOrder[];
  sales: SalesDay[];
  pendingStores: {
    total: number;
    stores: { id: string; storeName: string; city: string; appliedAt: string }[];
  };
  refundsDue: { count: number; amount: number };
  outOfStock: { total: number; products: { id: string; name: string; storeName: string }[] };
  /** Return requests still being handled, and the escalations among them (the admin decides those). */
  openReturns: { open: number; escalated: number };
}

const iso = (at: Date | string) => new Date(at).toISOString();

export async function loadDashboard(db: DB, today = indiaDay()): Promise<AdminDashboard> {
  const [counts, latest, days, pending, refunds, empty, returns] = await Promise.all([
    platformCounts(db),
    latestOrders(db, LATEST_ORDERS),
    platformDailySales(db, firstDay(today)),
    pendingStores(db, LISTED),
    refundsDue(db),
    outOfStock(db, LISTED),
    openReturns(db),
  ]);
  return {
    counts,
    latestOrders: latest.map((order) => ({
      id: order.id,
      trackingId: trackingId(order.id),
      products: order.products,
      customer: order.customer_name,
      createdAt: iso(order.created_at),
      amount: toRupees(order.total_paise),
      paymentMethod: PAYMENT_LABELS[order.payment_method],
      status: order.status,
    })),
    sales: salesSeries(days, today),
    pendingStores: {
      total: pending.total,
      stores: pending.stores.map((s) => ({
        id: s.id,
        storeName: s.store_name,
        city: s.city,
        appliedAt: iso(s.created_at),
      })),
    },
    refundsDue: { count: refunds.count, amount: toRupees(refunds.paise) },
    outOfStock: {
      total: empty.total,
      products: empty.products.map((p) => ({ id: p.id, name: p.name, storeName: p.store_name })),
    },
    openReturns: returns,
  };
}

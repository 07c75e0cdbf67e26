/**
 * The admin's order list and its CSV export, sharing one filter. The list counts matches only up to a cap
 * (an exact count of a broad filter over 100,000 orders is the slow part); the export streams the orders in
 * chunks read newest first by keyset, so a large export never sits in memory at once.
 */
import type { DB } from "../../../db/database.ts";
import {
  adminOrderChunk,
  type AdminOrderFilter,
  adminOrderPage,
  COUNT_CAP,
  type OrderSort,
  type RefundFilter,
  withCustomPlans,
} from "./admin-orders.queries.ts";
import { type OrderJson, toOrderJson } from "../orders.json.ts";
import { CSV_COLUMNS, csvLine, orderCsvLine } from "../orders-csv.ts";
import type { OrderViewer } from "../orders.service.ts";
import type { OrderStatusName } from "../status.ts";

/** The filter a query string asks for: empty values mean "any". */
export function adminOrderFilter(query: {
  q?: string | null;
  status?: string | null;
  store?: string | null;
  refund?: string | null;
}): AdminOrderFilter {
  const text = (query.q ?? "").trim().slice(0, 100);
  return {
    ...(text && { q: text }),
    ...(query.status && { status: query.status as OrderStatusName }),
    ...(query.store && { store: query.store.slice(0, 64) }),
    ...(query.refund && { refund: query.refund as RefundFilter }),
  };
}

export interface AdminOrderList {
  orders: OrderJson[];
  /** Matches counted up to COUNT_CAP + 1. */
  total: number;
  /** More than COUNT_CAP match. */
  totalCapped: boolean;
}

export async function listAdminOrders(
  db: DB,
  viewer: OrderViewer,
  filter: AdminOrderFilter,
  page: { page: number; limit: number },
  sort: OrderSort = "newest",
): Promise<AdminOrderList> {
  const { rows, total } = await withCustomPlans(db, (tx) => adminOrderPage(tx, filter, page, sort));
  return {
    orders: rows.map((order) => toOrderJson(order, viewer)),
    total,
    totalCapped: total > COUNT_CAP,
  };
}

const CHUNK = 500;

/** The matching orders as CSV, newest first, read a chunk at a time as the client takes them. */
export function ordersCsvStream(db: DB, filter: AdminOrderFilter, chunk = CHUNK): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // The byte-order mark lets spreadsheets read UTF-8 (₹, names in Indian scripts).
          controller.enqueue(encoder.encode("\uFEFF" + csvLine([...CSV_COLUMNS])));
          return;
        }
        const rows = await withCustomPlans(db, (tx) => adminOrderChunk(tx, filter, after, chunk));
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(orderCsvLine).join("")));
        if (rows.length < chunk) controller.close();
        else after = rows[rows.length - 1].id;
      } catch (error) {
        console.error("Orders export failed:", error);
        controller.error(error);
      }
    },
  }, { highWaterMark: 1 });
}

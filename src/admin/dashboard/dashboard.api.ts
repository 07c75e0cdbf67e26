/**
 * GET /api/admin/dashboard: the figures of the admin dashboard (/admin) as JSON, for admins only: the four
 * counts, the 5 newest orders, orders and revenue per day of the last 30 days (India time), stores waiting
 * for approval, refunds due, products out of stock, return requests open and escalated. Read the same way
 * as the page (dashboard.service.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, jsonResponse } from "../../core/http.ts";
import { guarded } from "../../auth/guard.ts";
import { LATEST_ORDERS, LISTED, loadDashboard } from "./dashboard.service.ts";

const count = (description: string, example: number) => z.number().int().openapi({ description, example });
const rupees = (description: string, example: number) => z.number().openapi({ description, example });
const text = (description: string, example: string) => z.string().openapi({ description, example });

const DashboardSchema = z.object({
  counts: z.object({
    products: count("Products on offer (not archived)", 1240),
    orders: count("Every order", 100000),
    customers: count("Customer accounts", 50000),
    stores: count("Stores, whatever their state", 42),
  }).openapi({ description: "The four tiles" }),
  latestOrders: z.array(z.object({
    id: text("The order id", "6740f1a2c3d4e5f6a7b8c9d0"),
    trackingId: text("The last 7 characters of the id", "7b8c9d0"),
    products: text("The items' names joined by ', '", "Redmi Note 13, Boat Airdopes 141"),
    customer: text("The customer's name", "Priya Sharma"),
    createdAt: text("When it was placed (ISO 8601)", "2026-11-24T09:30:00.000Z"),
    amount: rupees("The order total in rupees", 18499),
    paymentMethod: text("The payment method's label", "Cash on Delivery"),
    status: text("The order's status", "Confirmed"),
  })).openapi({ description: `The ${LATEST_ORDERS} newest orders, newest first` }),
  sales: z.array(z.object({
    date: text("The day in India, YYYY-MM-DD", "2026-11-24"),
    label: text("The day as the chart labels it", "24 Nov"),
    amount: rupees("Revenue that day in rupees (orders confirmed or further, not cancelled)", 152340.5),
    orders: count("Orders that day (the same orders)", 37),
  })).openapi({ description: "Each of the last 30 days in India, oldest first; days without orders at 0" }),
  pendingStores: z.object({
    total: count("Stores waiting for approval", 3),
    stores: z.array(z.object({
      id: text("The store's id (its page: /vendordetails/{id})", "6740f1a2c3d4e5f6a7b8c9e1"),
      storeName: text("The store's name", "Kochi Gadget Point"),
      city: text("Its city", "Kochi"),
      appliedAt: text("When it applied (ISO 8601)", "2026-11-20T10:00:00.000Z"),
    })).openapi({ description: `The ${LISTED} that waited longest` }),
  }).openapi({ description: "Store applications waiting for the admin (accountApproval true)" }),
  refundsDue: z.object({
    count: count("Cancelled paid orders not yet refunded (/panel/order?refund=due)", 2),
    amount: rupees("Their total in rupees", 2598),
  }).openapi({ description: "Paid orders cancelled whose refund has not gone through yet" }),
  outOfStock: z.object({
    total: count("Products on offer with no stock left (/panel/product?stock=out)", 4),
    products: z.array(z.object({
      id: text("The product's id", "6740f1a2c3d4e5f6a7b8c9f7"),
      name: text("Its name", "JBL Flip 6"),
      storeName: text("Its store", "SoundWave Audio"),
    })).openapi({ description: `${LISTED} of them, by name` }),
  }).openapi({ description: "Products on offer that cannot be bought: no stock left" }),
  openReturns: z.object({
    open: count(
      "Return requests still being handled: requested, accepted, escalated or received (/panel/returns)",
      7,
    ),
    escalated: count(
      "Of them, rejections the shopper escalated: the admin decides (/panel/returns?status=escalated)",
      2,
    ),
  }).openapi({
    description: "Return requests and claims waiting on the store, the shopper's parcel or the admin",
  }),
}).openapi("AdminDashboard", { description: "The admin dashboard's figures, all computed on the server." });

const route = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/dashboard",
  operationId: "getAdminDashboard",
  tags: ["Admin"],
  summary: "The admin dashboard's figures",
  description: "What /admin shows, as JSON: counts, the newest orders, the last 30 days, and the morning " +
    "checks (stores waiting for approval, refunds due, products out of stock, return requests open and " +
    "escalated). Admins only.",
  responses: {
    200: jsonResponse(DashboardSchema, "The figures", {
      counts: { products: 1240, orders: 100000, customers: 50000, stores: 42 },
      latestOrders: [{
        id: "6740f1a2c3d4e5f6a7b8c9d0",
        trackingId: "7b8c9d0",
        products: "Redmi Note 13, Boat Airdopes 141",
        customer: "Priya Sharma",
        createdAt: "2026-11-24T09:30:00.000Z",
        amount: 18499,
        paymentMethod: "Cash on Delivery",
        status: "Confirmed",
      }],
      sales: [{ date: "2026-11-24", label: "24 Nov", amount: 152340.5, orders: 37 }],
      pendingStores: {
        total: 1,
        stores: [{
          id: "6740f1a2c3d4e5f6a7b8c9e1",
          storeName: "Kochi Gadget Point",
          city: "Kochi",
          appliedAt: "2026-11-20T10:00:00.000Z",
        }],
      },
      refundsDue: { count: 2, amount: 2598 },
      outOfStock: {
        total: 1,
        products: [{ id: "6740f1a2c3d4e5f6a7b8c9f7", name: "JBL Flip 6", storeName: "SoundWave Audio" }],
      },
      openReturns: { open: 7, escalated: 2 },
    }),
  },
}));

export const adminDashboardApi = createApi()
  .openapi(route, async (c) => c.json(await loadDashboard(c.var.db), 200));

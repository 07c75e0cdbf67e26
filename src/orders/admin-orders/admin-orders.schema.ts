/** The admin's order list, CSV export and refund retry, as the contract shows them. */
import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "../status.ts";
import { COUNT_CAP, ORDER_SORTS, REFUND_FILTERS, SEARCH_MIN } from "./admin-orders.queries.ts";
import { OrderSchema } from "../orders.schema.ts";

export const ADMIN_ORDERS_PER_PAGE = 25;

const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** The filters of the list and the export; an empty value means "any" (as the list's form sends it). */
export const AdminOrderFilterQuery = z.object({
  q: z.string().max(100, { error: "must be at most 100 characters." })
    .refine((q) => q.trim() === "" || q.trim().length >= SEARCH_MIN, {
      error: `must be at least ${SEARCH_MIN} characters (or empty).`,
    }).optional().openapi({
      description: "Only orders whose id, customer name or an item's name contains this text (any case); " +
        `at least ${SEARCH_MIN} characters, not counting spaces at either end (empty: any)`,
      example: "redmi",
    }),
  status: z.enum(["", ...ORDER_STATUSES]).optional().openapi({
    description: "Only orders with this status (empty: any)",
    example: "Confirmed",
  }),
  store: z.string().max(64, { error: "must be at most 64 characters." }).optional().openapi({
    description: "Only this store's orders: the store's (vendor's) id (empty: any)",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
  refund: z.enum(["", ...REFUND_FILTERS]).optional().openapi({
    description: "Only cancelled paid orders whose refund is `due` (not yet accepted, failed attempts " +
      "included), `failed` (the last attempt was refused) or `refunded` (empty: any)",
    example: "due",
  }),
});

export const AdminOrdersQuery = AdminOrderFilterQuery.extend({
  sort: z.enum(ORDER_SORTS).optional().openapi({
    description: "`newest` first (default) or largest `total` first",
    example: "newest",
  }),
  page: wholeNumber(1, 100_000).default(1).openapi({ description: "1-based page number.", example: 1 }),
  limit: wholeNumber(1, 200).default(ADMIN_ORDERS_PER_PAGE).openapi({
    description: "Rows per page (1 to 200).",
    example: ADMIN_ORDERS_PER_PAGE,
  }),
});

export const AdminOrderPageSchema = z.object({
  orders: z.array(OrderSchema).openapi({ description: "This page of orders" }),
  total: z.number().int().openapi({
    description: `Orders matching the filters, counted up to ${
      (COUNT_CAP + 1).toLocaleString("en-IN")
    }: see \`totalCapped\``,
    example: 1342,
  }),
  totalCapped: z.boolean().openapi({
    description:
      `True when more than ${COUNT_CAP.toLocaleString("en-IN")} orders match (\`total\` is then ${
        (COUNT_CAP + 1).toLocaleString("en-IN")
      }, ` +
      "not the exact count)",
    example: false,
  }),
  page: z.number().int().openapi({ description: "This page's number", example: 1 }),
  limit: z.number().int().openapi({ description: "Rows per page", example: ADMIN_ORDERS_PER_PAGE }),
}).openapi("AdminOrderPage", { description: "A page of the admin's order list." });

export const RefundBody = z.object({
  reference: z.string().trim().regex(/^[A-Za-z0-9/-]{6,40}$/, {
    message: "Please enter the transfer's reference: 6 to 40 letters, digits, / or -.",
  }).openapi({
    description:
      "The reference (UTR) of the bank transfer or UPI payment the admin refunded the shopper with.",
    example: "HDFC26112812345678",
  }),
}).openapi("RefundRequest", {
  description:
    "Records that the admin refunded the shopper by bank transfer or UPI outside the payment gateway.",
});

export const RefundedSchema = z.object({
  message: z.string().openapi({ description: "What happened", example: "Refund sent." }),
  order: OrderSchema,
}).openapi("OrderRefunded", {
  description: "An order after a refund (or after finding it already refunded).",
});

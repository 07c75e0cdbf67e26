/** Orders as the API shows them: amounts in rupees, ids as strings. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../core/http.ts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "./status.ts";
import { BUYER_GSTIN_EXAMPLE, BuyerGstinField } from "./checkout/checkout.schema.ts";
import { OrderDocumentFields } from "../invoices/invoices.schema.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const OrderItemSchema = z.object({
  productId: z.string().nullable().openapi({
    description: "The product sold (null if it has since been deleted)",
    example: ID_EXAMPLE,
  }),
  name: z.string().openapi({ description: "Product name at the time of sale", example: "Redmi Note 13 5G" }),
  category: z.string().openapi({ description: "Category at the time of sale", example: "Mobiles" }),
  subcategory: z.string().nullable().openapi({
    description: "Subcategory at the time of sale (null if none)",
    example: "Android Phones",
  }),
  unit: z.string().openapi({ description: "Unit of sale", example: "piece" }),
  mrp: z.number().openapi({ description: "MRP of one unit, rupees", example: 19999 }),
  discountPercent: z.number().int().openapi({ description: "Discount applied, percent", example: 10 }),
  price: z.number().openapi({ description: "One unit after discount, rupees", example: 17999.1 }),
  quantity: z.number().int().openapi({ description: "Units bought", example: 1 }),
  lineTotal: z.number().openapi({ description: "price × quantity, rupees", example: 17999.1 }),
  commissionRate: z.number().optional().openapi({
    description: "Commission per sale as it was at the time of sale, percent (stores and admins only)",
    example: 5.5,
  }),
  commission: z.number().optional().openapi({
    description: "Commission on this line, rupees (stores and admins only)",
    example: 989.95,
  }),
}).openapi("OrderItem", { description: "One line of an order, as it was sold." });

export const OrderAddressSchema = z.object({
  street: z.string().openapi({ description: "House and street" }),
  floor: z.string().openapi({ description: "Floor or flat" }),
  area: z.string().openapi({ description: "Area or locality" }),
  landmark: z.string().openapi({ description: "Nearby landmark" }),
  city: z.string().openapi({ description: "City" }),
  state: z.string().openapi({ description: "State" }),
  postalCode: z.string().openapi({ description: "6-digit pincode", example: "411001" }),
  country: z.string().openapi({ description: "Country", example: "India" }),
  phoneNumber: z.string().openapi({ description: "Phone number for the delivery", example: "9876543210" }),
}).openapi("OrderAddress", { description: "The delivery address, as it was at checkout." });

export const OrderSchema = z.object({
  _id: z.string().openapi({ description: "Order id", example: ID_EXAMPLE }),
  trackingId: z.string().openapi({ description: "Last 7 characters of the order id", example: "8c9d0" }),
  checkoutId: z.string().openapi({ description: "Orders placed in one checkout share it (one per store)" }),
  createdAt: z.string().openapi({ description: "When it was placed (ISO 8601)" }),
  updatedAt: z.string().openapi({ description: "When its status or payment last changed (ISO 8601)" }),
  items: z.array(OrderItemSchema).openapi({ description: "The lines of this order" }),
  customerId: z.object({
    _id: z.string().nullable().openapi({
      description: "Customer id (null if the account was deleted)",
      example: ID_EXAMPLE,
    }),
    name: z.string().openapi({ description: "Customer name" }),
    email: z.string().openapi({ description: "Customer email" }),
    mobile: z.string().openapi({ description: "Customer mobile" }),
  }).openapi({ description: "Who ordered" }),
  name: z.string().openapi({ description: "Customer name, as the order keeps it" }),
  email: z.string().openapi({ description: "Customer email, as the order keeps it" }),
  userEmail: z.string().openapi({ description: "The store's (vendor's) email" }),
  vendorId: z.string().openapi({ description: "The store that sells and ships this order" }),
  storeName: z.string().openapi({ description: "The store's name" }),
  address: OrderAddressSchema,
  buyerGstin: z.string().nullable().openapi({
    description: "The buyer's GSTIN when a business bought (given at checkout; named on the tax invoice), " +
      "or null for a consumer",
    example: BUYER_GSTIN_EXAMPLE,
  }),
  subtotal: z.number().openapi({ description: "Sum of the lines, rupees", example: 17999.1 }),
  shipping: z.number().openapi({ description: "Shipping charge, rupees (shipping is free)", example: 0 }),
  total: z.number().openapi({
    description: "What the customer pays for this order, rupees",
    example: 17999.1,
  }),
  commission: z.number().optional().openapi({
    description: "The marketplace's commission on this order, rupees (stores and admins only)",
  }),
  paymentType: z.enum(PAYMENT_METHODS).openapi({ description: "cod, card or upi" }),
  paymentMethod: z.string().openapi({
    description: "Label of the payment method",
    example: "Cash on Delivery",
  }),
  paymentStatus: z.enum(["unpaid", "paid", "refund_due", "refunded"]).openapi({
    description: "unpaid (cash on delivery before delivery, or online payment awaited), paid, " +
      "refund_due (a paid order was cancelled or returned to origin; its refund not yet accepted by the " +
      "gateway), or refunded",
  }),
  paymentId: z.string().nullable().openapi({
    description: "The gateway's payment id, once paid online (null otherwise)",
    example: "pay_Ns1Tq3sdR5w8Xk",
  }),
  status: z.enum(ORDER_STATUSES).openapi({
    description: "Pending (online payment awaited), Confirmed, Shipped, Delivered, Cancelled, or Returned " +
      "(returned to origin: the courier could not deliver the shipped parcel and it went back to the store)",
  }),
  carrier: z.string().nullable().openapi({
    description: "Who carries the parcel, as the store gave it when shipping (null until shipped)",
    example: "Delhivery",
  }),
  trackingNumber: z.string().nullable().openapi({
    description: "The carrier's tracking number (null until shipped)",
    example: "1234567890123",
  }),
  shippedAt: z.string().nullable().openapi({
    description: "When the store shipped it (ISO 8601), or null",
    example: "2026-11-20T10:15:00.000Z",
  }),
  deliveredAt: z.string().nullable().openapi({
    description: "When it was delivered (ISO 8601), or null",
    example: "2026-11-21T08:40:00.000Z",
  }),
  cancelledAt: z.string().nullable().openapi({
    description: "When it was cancelled (ISO 8601), or null",
    example: "2026-11-19T18:05:00.000Z",
  }),
  returnedAt: z.string().nullable().openapi({
    description:
      "When the store marked the parcel returned to origin (the courier could not deliver it; ISO " +
      "8601), or null",
    example: "2026-11-23T11:20:00.000Z",
  }),
  refund: z.object({
    id: z.string().nullable().openapi({
      description: "The gateway's refund id once the refund was accepted (null before)",
      example: "rfnd_Ns1Tq3sdR5w8Xk",
    }),
    refundedAt: z.string().nullable().openapi({
      description: "When the gateway accepted the refund (ISO 8601), or null",
      example: "2026-11-19T18:05:02.000Z",
    }),
    error: z.string().nullable().openapi({
      description: "Why the last attempt failed (the order stays refund_due until a retry succeeds), or null",
      example: "The amount must be atleast INR 1.00",
    }),
    attemptedAt: z.string().nullable().openapi({
      description: "When the refund was last attempted (ISO 8601), or null",
      example: "2026-11-19T18:05:01.000Z",
    }),
  }).nullable().openapi({
    description: "A cancelled or returned-to-origin paid order's refund (paymentStatus refund_due or " +
      "refunded); null for any other",
    example: {
      id: "rfnd_Ns1Tq3sdR5w8Xk",
      refundedAt: "2026-11-19T18:05:02.000Z",
      error: null,
      attemptedAt: "2026-11-19T18:05:01.000Z",
    },
  }),
  ...OrderDocumentFields,
  canCancel: z.boolean().openapi({ description: "Whether the caller may cancel this order now" }),
  nextStatus: z.enum(ORDER_STATUSES).nullable().openapi({
    description: "The status the caller may move this order to next (stores and admins), or null",
    example: "Shipped",
  }),
}).openapi("Order", { description: "One store's part of a checkout." });

export const OrderListSchema = z.array(OrderSchema).openapi("OrderList", {
  description: "Orders, newest first",
});

export const OrderPageSchema = z.object({
  orders: z.array(OrderSchema).openapi({ description: "This page of orders, newest first" }),
  total: z.number().int().openapi({ description: "Orders in the whole list" }),
  page: z.number().int().openapi({ description: "This page's number" }),
  limit: z.number().int().openapi({ description: "Rows per page" }),
}).openapi("OrderPage", { description: "A page of all orders (admins)." });

export const OrdersQuery = PageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional().openapi({ description: "Only orders with this status" }),
  search: z.string().max(100, { error: "must be at most 100 characters." }).optional().openapi({
    description: "Only orders whose id, a product's name or the store's name contains this text (any case)",
    example: "redmi",
  }),
});

export const OrderIdParam = z.object({
  orderId: z.string().max(64).openapi({
    param: { name: "orderId", in: "path" },
    description: "Order id",
    example: ID_EXAMPLE,
  }),
});

const NamedUser = z.string().optional().openapi({
  description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
  example: ID_EXAMPLE,
});

const CartLineIn = z.object({
  productId: z.union([z.string(), z.object({ _id: z.string() })]).openapi({
    description: "Product id, or the product object with its `_id`",
    example: ID_EXAMPLE,
  }),
  quantity: z.number().int().min(1).openapi({ description: "Units", example: 1 }),
}).passthrough().openapi({
  description:
    "A cart line as the client saw it; its other fields (as GET get-cart answers them) are ignored",
});

export const PaymentInfoSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64).openapi({
    description: "The gateway's order id",
    example: "order_Ns1Tq3sdR5w8Xk",
  }),
  razorpay_payment_id: z.string().min(1).max(64).openapi({
    description: "The gateway's payment id",
    example: "pay_Ns1Tq3sdR5w8Xk",
  }),
  razorpay_signature: z.string().min(1).max(256).openapi({
    description: "HMAC-SHA256 of `order_id|payment_id`, hex",
  }),
  name: z.string().optional().openapi({ description: "Ignored: the order keeps the account's name" }),
  email: z.string().optional().openapi({ description: "Ignored: the order keeps the account's email" }),
}).strict().openapi("PaymentInfo", {
  description: "What the gateway's checkout handed the browser after paying.",
});

const placeOrderFields = {
  userID: NamedUser,
  userId: NamedUser,
  addressId: z.string().max(64).optional().openapi({
    description: "Saved address to deliver to (default: the most recently saved one)",
  }),
  total: z.number().optional().openapi({ description: "Ignored: the server computes every total" }),
};
const clientCart = z.array(CartLineIn, { error: "must list the cart the customer is buying." }).max(500);

export const CashOrderBody = z.object({
  ...placeOrderFields,
  total: z.number().min(0).optional().openapi({
    description: "The total the customer was shown, rupees. When sent, the database's prices must come to " +
      "it: otherwise 409 with the new total and nothing is placed (the customer confirms the new total). " +
      "The amount charged is always computed by the server.",
  }),
  cart: clientCart.openapi({
    description: "The cart as the client showed it: what the customer saw is what is bought. Only " +
      "compared with the stored cart (409 when they differ); prices and totals come from the database.",
  }),
  buyerGstin: BuyerGstinField,
}).strict().openapi("CashOnDeliveryOrder", {
  description: "Place the signed-in customer's cart as a cash-on-delivery order.",
});

export const PaidOrderBody = z.object({
  ...placeOrderFields,
  cart: clientCart.optional().openapi({ description: "Ignored when paying online: the payment fixed it" }),
  paymentInfo: PaymentInfoSchema, // the gateway's result for a card/UPI payment: completes its orders
}).strict().openapi("PaidOrder", {
  description: "Complete a card/UPI checkout with the gateway's result (as the storefront sends it).",
});

export const PlaceOrderBody = z.union([CashOrderBody, PaidOrderBody]).openapi("PlaceOrder", {
  description: "Cash on delivery (with `cart`), or the result of an online payment (with `paymentInfo`).",
});

export const PlacedSchema = z.object({
  message: z.string().openapi({
    example: "Cash on Delivery order placed!",
    description: "What to tell the customer",
  }),
  orders: z.array(OrderSchema).openapi({ description: "The orders placed: one per store" }),
}).openapi("Placed", { description: "The orders a checkout placed." });

export const UpdateStatusBody = z.object({
  status: z.enum(["Shipped", "Delivered", "Returned"]).openapi({
    description: "The next status: Shipped, Delivered, or Returned (returned to origin) for a Shipped " +
      "order the courier could not deliver",
  }),
  carrier: z.string().max(60, { error: "must be at most 60 characters." }).optional().openapi({
    description: "Required with Shipped: who carries the parcel",
    example: "Delhivery",
  }),
  trackingNumber: z.string().max(40, { error: "must be at most 40 characters." }).optional().openapi({
    description: "Required with Shipped: the carrier's tracking number, shown to the customer",
    example: "1234567890123",
  }),
}).strict().openapi("UpdateOrderStatus", {
  description: "Move an order forward (stores and admins). Shipping needs the carrier and tracking number; " +
    "a shipped parcel that came back undelivered is marked Returned.",
});

export const OrderChangedSchema = z.object({
  message: z.string().openapi({ description: "What happened", example: "Order cancelled." }),
  order: OrderSchema,
}).openapi("OrderChanged", { description: "An order after a change." });

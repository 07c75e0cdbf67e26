/**
 * Checkout: turns a customer's cart into orders, one per store, in one transaction that re-reads every price,
 * discount, stock level and limit from the database (nothing the client sends about money is used), takes the
 * stock on locked rows, snapshots each line and its commission, and clears the cart.
 *
 * Cash on delivery is placed Confirmed at once. An online payment places its orders Pending, holding their
 * stock, when the gateway order is created; the verified payment (browser or webhook, whichever comes first)
 * confirms them. An unpaid attempt is released, its stock returned, when the customer starts another checkout
 * or after PAYMENT_WINDOW_MINUTES; a payment that still arrives for it is recorded as owing a refund.
 */
import type { CheckoutLine, DB, OrderAddress, PaymentMethod } from "../../db/database.ts";
import type { Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { AppError, badRequest, notFound } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { discountedPaise } from "../core/money.ts";
import { quantityRefusal } from "../customers/cart.service.ts";
import { findAddress } from "../customers/addresses.queries.ts";
import { isUniqueViolation } from "../customers/users.queries.ts";
import { unlistedProductNames } from "../catalogue/products.queries.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { checkoutMessage, verifySignature } from "../payments/signature.ts";
import {
  findPaymentOrder,
  insertPaymentOrder,
  lockPaymentOrder,
  markPaymentOrder,
  openPaymentOrders,
  type PaymentOrderRow,
} from "../payments/payments.queries.ts";
import {
  cartLinesForCheckout,
  type CheckoutProduct,
  clearCartLines,
  commissionRates,
  deleteOrders,
  insertOrder,
  lockCustomer,
  type NewOrder,
  type OrderRecord,
  ordersOf,
  pendingOrderIds,
  productsForCheckout,
  returnStock,
  settleOrdersOfPayment,
  takeStock,
} from "./orders.queries.ts";

type Tx = Transaction<Database>;

/** How long stock stays held for an online payment that has not arrived. */
export const PAYMENT_WINDOW_MINUTES = 30;

export interface Buyer {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

export const CART_CHANGED = "Your cart has changed. Please review it and try again.";

/** A cart holding products the storefront no longer shows (their store switched off or not yet approved). */
export function unavailableRefusal(names: string[]): AppError {
  const one = names.length === 1;
  return new AppError(
    409,
    `${names.map((name) => `"${name}"`).join(", ")} ${one ? "is" : "are"} no longer available. ` +
      `Please remove ${one ? "it" : "them"} from your cart to check out.`,
  );
}

/** Refuses the checkout when a line's product is unlisted; run after the rows are locked, so it stays true. */
async function refuseUnlisted(tx: Tx, lines: CheckoutLine[]): Promise<void> {
  const names = await unlistedProductNames(tx, lines.map((l) => l.productId));
  if (names.length) throw unavailableRefusal(names);
}

/** Every line checked against its product, priced in paise from the database, grouped by store. */
interface PricedStore {
  vendorId: string;
  vendorEmail: string;
  storeName: string;
  lines: { product: CheckoutProduct; quantity: number; unitPaise: number; linePaise: number }[];
  totalPaise: number;
}

function priceLines(products: CheckoutProduct[], lines: CheckoutLine[]): PricedStore[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const stores = new Map<string, PricedStore>();
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw new AppError(409, "A product in your cart is no longer sold. " + CART_CHANGED);
    if (line.quantity > product.stock || line.quantity > product.max_purchase_limit) {
      const facts = {
        name: product.name,
        stock: product.stock,
        maxPurchaseLimit: product.max_purchase_limit,
      };
      throw quantityRefusal({ ...facts, inCart: 0 }, line.quantity, false);
    }
    const unitPaise = discountedPaise(product.price_paise, product.discount_percent);
    const store = stores.get(product.vendor_id) ?? {
      vendorId: product.vendor_id,
      vendorEmail: product.vendor_email,
      storeName: product.store_name,
      lines: [],
      totalPaise: 0,
    };
    store.lines.push({ product, quantity: line.quantity, unitPaise, linePaise: unitPaise * line.quantity });
    store.totalPaise += unitPaise * line.quantity;
    stores.set(product.vendor_id, store);
  }
  return [...stores.values()];
}

const totalOf = (stores: PricedStore[]) => stores.reduce((sum, s) => sum + s.totalPaise, 0);

/** The rate that applied to a line: its subcategory's own, else its category's, else none. */
function rateFor(
  rates: { category_id: string; subcategory_id: string | null; rate_bp: number }[],
  p: CheckoutProduct,
) {
  const own = rates.find((r) => r.category_id === p.category_id && r.subcategory_id === p.subcategory_id);
  const categoryWide = rates.find((r) => r.category_id === p.category_id && r.subcategory_id === null);
  return (p.subcategory_id ? own : undefined)?.rate_bp ?? categoryWide?.rate_bp ?? 0;
}

interface Placement {
  buyer: Buyer;
  address: OrderAddress;
  lines: CheckoutLine[];
  checkoutId: string;
  method: PaymentMethod;
  paymentOrderId: string | null;
}

/** Writes the orders of a checkout and takes their stock. Returns the amount in paise. */
async function placeOrders(tx: Tx, placement: Placement): Promise<number> {
  const products = await productsForCheckout(tx, placement.lines.map((l) => l.productId));
  await refuseUnlisted(tx, placement.lines);
  const stores = priceLines(products, placement.lines);
  const rates = await commissionRates(tx, [...new Set(products.map((p) => p.category_id))]);
  // The rows are locked and checked above, so this guard never refuses; it is the last line of defence.
  for (const { product, quantity } of stores.flatMap((store) => store.lines)) {
    if (!(await takeStock(tx, product.id, quantity))) {
      throw quantityRefusal(
        { name: product.name, stock: 0, maxPurchaseLimit: 0, inCart: 0 },
        quantity,
        false,
      );
    }
  }
  const online = placement.method !== "cod";
  for (const store of stores) {
    const id = newId();
    const items = store.lines.map((line, position) => {
      const bp = rateFor(rates, line.product);
      return {
        order_id: id,
        position,
        product_id: line.product.id,
        name: line.product.name,
        category: line.product.category,
        subcategory: line.product.subcategory,
        unit: line.product.unit,
        mrp_paise: line.product.price_paise,
        discount_percent: line.product.discount_percent,
        price_paise: line.unitPaise,
        quantity: line.quantity,
        line_paise: line.linePaise,
        commission_bp: bp,
        commission_paise: Math.round((line.linePaise * bp) / 10_000),
      };
    });
    const order: NewOrder = {
      id,
      checkout_id: placement.checkoutId,
      customer_id: placement.buyer.id,
      customer_name: placement.buyer.name,
      customer_email: placement.buyer.email,
      customer_mobile: placement.buyer.mobile,
      address: placement.address,
      vendor_id: store.vendorId,
      vendor_email: store.vendorEmail,
      store_name: store.storeName,
      payment_method: placement.method,
      payment_order_id: placement.paymentOrderId,
      payment_status: "unpaid",
      status: online ? "Pending" : "Confirmed",
      subtotal_paise: store.totalPaise,
      total_paise: store.totalPaise,
      commission_paise: items.reduce((sum, item) => sum + item.commission_paise, 0),
      items,
    };
    await insertOrder(tx, order);
  }
  return totalOf(stores);
}

async function deliveryAddress(tx: Tx, userId: string, addressId?: string): Promise<OrderAddress> {
  const found = await findAddress(tx, userId, addressId);
  if (found) {
    const { id: _id, userId: _owner, ...address } = found;
    return address;
  }
  if (addressId !== undefined) throw notFound("Address not found.");
  throw badRequest("Please add a delivery address.");
}

async function cartForCheckout(tx: Tx, userId: string): Promise<CheckoutLine[]> {
  const rows = await cartLinesForCheckout(tx, userId);
  if (rows.length === 0) throw new AppError(409, "Your cart is empty.");
  return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
}

const sameLines = (a: CheckoutLine[], b: CheckoutLine[]) => {
  const key = (lines: CheckoutLine[]) => lines.map((l) => `${l.productId}:${l.quantity}`).sort().join(",");
  return key(a) === key(b);
};

/** Gives back the stock of unpaid attempts and removes their orders: they were never paid for. */
async function releasePayments(tx: Tx, paymentOrderIds: string[]): Promise<void> {
  for (const id of paymentOrderIds) {
    const pending = await pendingOrderIds(tx, id);
    await returnStock(tx, pending);
    await deleteOrders(tx, pending);
    await markPaymentOrder(tx, id, "released");
  }
}

/** Releases every unpaid attempt older than the payment window (run on start and before each checkout). */
export async function releaseAbandonedPayments(db: DB): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const stale = await openPaymentOrders(tx, { olderThanMinutes: PAYMENT_WINDOW_MINUTES });
    await releasePayments(tx, stale.map((r) => r.id));
  });
}

/** Cash on delivery: the cart becomes Confirmed orders at once. */
export async function placeCashOnDelivery(
  db: DB,
  buyer: Buyer,
  request: { addressId?: string; cart?: CheckoutLine[] },
): Promise<OrderRecord[]> {
  await releaseAbandonedPayments(db);
  return await db.transaction().execute(async (tx) => {
    await lockCustomer(tx, buyer.id);
    const lines = await cartForCheckout(tx, buyer.id);
    const address = await deliveryAddress(tx, buyer.id, request.addressId);
    if (request.cart && !sameLines(request.cart, lines)) throw new AppError(409, CART_CHANGED);
    // A new checkout supersedes an unpaid online attempt: its held stock returns first.
    await releasePayments(tx, (await openPaymentOrders(tx, { userId: buyer.id })).map((r) => r.id));
    const checkoutId = newId();
    await placeOrders(tx, { buyer, address, lines, checkoutId, method: "cod", paymentOrderId: null });
    await clearCartLines(tx, buyer.id, lines.map((l) => l.productId));
    return await ordersOf(tx, { checkoutId });
  });
}

export interface StartedPayment {
  payment: PaymentOrderRow;
  orders: OrderRecord[];
}

/**
 * Card/UPI: prices the cart, creates the gateway's order for that amount, then places the orders Pending
 * (holding stock) in one transaction that re-checks the cart did not change while the gateway answered.
 */
export async function startOnlinePayment(
  db: DB,
  gateway: PaymentGateway,
  buyer: Buyer,
  request: { method: "card" | "upi"; addressId?: string },
): Promise<StartedPayment> {
  await releaseAbandonedPayments(db);
  const quoted = await db.transaction().execute(async (tx) => {
    const lines = await cartForCheckout(tx, buyer.id);
    await deliveryAddress(tx, buyer.id, request.addressId);
    await refuseUnlisted(tx, lines);
    const products = await productsForCheckout(tx, lines.map((l) => l.productId), false);
    return { lines, amount: totalOf(priceLines(products, lines)) };
  });
  if (quoted.amount <= 0) throw new AppError(409, "There is nothing to pay for in your cart.");
  const checkoutId = newId();
  const gatewayOrder = await gateway.createOrder(quoted.amount, checkoutId);
  return await db.transaction().execute(async (tx) => {
    await lockCustomer(tx, buyer.id);
    const lines = await cartForCheckout(tx, buyer.id);
    const address = await deliveryAddress(tx, buyer.id, request.addressId);
    if (!sameLines(lines, quoted.lines)) throw new AppError(409, CART_CHANGED);
    await releasePayments(tx, (await openPaymentOrders(tx, { userId: buyer.id })).map((r) => r.id));
    const payment = await insertPaymentOrder(tx, {
      id: gatewayOrder.id,
      user_id: buyer.id,
      checkout_id: checkoutId,
      gateway: gateway.kind,
      method: request.method,
      amount_paise: quoted.amount,
      lines,
    });
    const amount = await placeOrders(tx, {
      buyer,
      address,
      lines,
      checkoutId,
      method: request.method,
      paymentOrderId: gatewayOrder.id,
    });
    if (amount !== quoted.amount) throw new AppError(409, "Prices have changed. " + CART_CHANGED);
    return { payment, orders: await ordersOf(tx, { checkoutId }) };
  });
}

export type Settlement =
  | { outcome: "paid" | "already_paid"; payment: PaymentOrderRow; orders: OrderRecord[] }
  | { outcome: "refund_due"; payment: PaymentOrderRow; orders: OrderRecord[] };

/**
 * Records a verified payment of a gateway order, exactly once however many times it is reported (browser
 * verify, webhook retries, both at once): the payment row is locked and settled only from `created`.
 * Undefined when the gateway order is not ours.
 */
export async function settlePayment(
  db: DB,
  paymentOrderId: string,
  paymentId: string,
): Promise<Settlement | undefined> {
  try {
    return await settleOnce(db, paymentOrderId, paymentId);
  } catch (error) {
    // A payment id is recorded once: another gateway order already carries it (a replayed result).
    if (isUniqueViolation(error)) {
      throw new AppError(409, "This payment was already recorded for another order.");
    }
    throw error;
  }
}

async function settleOnce(
  db: DB,
  paymentOrderId: string,
  paymentId: string,
): Promise<Settlement | undefined> {
  return await db.transaction().execute(async (tx) => {
    const payment = await lockPaymentOrder(tx, paymentOrderId);
    if (!payment) return undefined;
    if (payment.status === "created") {
      const settled = await markPaymentOrder(tx, payment.id, "paid", paymentId);
      await settleOrdersOfPayment(tx, payment.id);
      if (payment.user_id) await clearCartLines(tx, payment.user_id, payment.lines.map((l) => l.productId));
      return {
        outcome: "paid",
        payment: settled,
        orders: await ordersOf(tx, { paymentOrderId: payment.id }),
      };
    }
    if (payment.status === "released") {
      // Paid after its stock went back on the shelf: the money is owed back, nothing is shipped.
      const settled = await markPaymentOrder(tx, payment.id, "refund_due", paymentId);
      return { outcome: "refund_due", payment: settled, orders: [] };
    }
    if (payment.status === "paid" && payment.payment_id !== paymentId) {
      console.warn(
        `Second payment ${paymentId} for gateway order ${payment.id}, already paid by ${payment.payment_id}`,
      );
    }
    const orders = await ordersOf(tx, { paymentOrderId: payment.id });
    return { outcome: payment.status === "refund_due" ? "refund_due" : "already_paid", payment, orders };
  });
}

export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed";

/**
 * The browser's report of a paid checkout: the signature of `order_id|payment_id` must verify against the
 * gateway order this customer started (constant-time HMAC), then the payment is settled exactly once.
 */
export async function confirmCheckoutPayment(
  db: DB,
  gateway: PaymentGateway | null,
  userId: string,
  info: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<Settlement> {
  const payment = await findPaymentOrder(db, info.razorpay_order_id);
  const valid = gateway !== null && payment !== undefined && payment.user_id === userId &&
    payment.gateway === gateway.kind &&
    await verifySignature(
      gateway.checkoutSecret,
      checkoutMessage(payment.id, info.razorpay_payment_id),
      info.razorpay_signature,
    );
  if (!valid) throw badRequest(PAYMENT_VERIFICATION_FAILED);
  const settled = await settlePayment(db, payment!.id, info.razorpay_payment_id);
  if (!settled) throw badRequest(PAYMENT_VERIFICATION_FAILED);
  if (settled.outcome === "refund_due") {
    throw new AppError(
      409,
      "Your payment arrived after the checkout had expired, so no order was placed. " +
        "The amount will be refunded to you.",
    );
  }
  return settled;
}

export const paidMessage = (settled: Settlement) =>
  `Payment successful! Payment ID: ${settled.payment.payment_id}`;

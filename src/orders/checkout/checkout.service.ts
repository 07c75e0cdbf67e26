/**
 * Checkout: turns a customer's cart into orders, one per store. One statement reads the basket (cart lines,
 * products, stores, commission rates, address); the orders are decided here from the database's prices,
 * discounts, stock and limits (nothing the client sends about money prices them: a total it was shown is only
 * compared, and refused with the new one when they differ); one more statement places
 * them as a single transaction: it locks the lines' product rows in id order, re-checks on them everything
 * the orders were decided on, takes the stock, writes each line with its commission, and clears the cart,
 * or writes nothing, and the basket is read again (checkout.queries.ts, `applyCheckout`).
 *
 * Cash on delivery is placed Confirmed at once. An online payment places its orders Pending, holding their
 * stock, when the gateway order is created; the verified payment (browser or webhook, whichever comes first)
 * confirms them. An unpaid attempt is released, its stock returned, when the customer starts another checkout
 * or after PAYMENT_WINDOW_MINUTES; a payment that still arrives for it is recorded as owing a refund.
 */
import type { CheckoutLine, DB, PaymentMethod } from "../../../db/database.ts";
import type { Transaction } from "kysely";
import type { Database } from "../../../db/database.ts";
import { AppError, badRequest, notFound } from "../../core/errors.ts";
import { newId } from "../../core/ids.ts";
import { discountedPaise, formatPaise } from "../../core/money.ts";
import { quantityRefusal } from "../../customers/cart/cart.service.ts";
import { isUniqueViolation } from "../../customers/account/users.queries.ts";
import { placeInGroup } from "./checkout-batch.service.ts";
import { mailOrdersPlaced, placedMailRefs } from "../emails/order-mails.service.ts";
import { wakeOutbox } from "../../outbox/outbox.wake.ts";
import type { PaymentGateway } from "../../payments/gateway.ts";
import { checkoutMessage, verifySignature } from "../../payments/signature.ts";
import {
  findPaymentOrder,
  insertPaymentOrder,
  lockPaymentOrder,
  markPaymentOrder,
  openPaymentOrders,
  type PaymentOrderRow,
} from "../../payments/payments.queries.ts";
import {
  applyCheckout,
  type Basket,
  type BasketLine,
  checkoutBasket,
  type CheckoutPlan,
  clearCartLines,
  deleteOrders,
  lockCustomer,
  pendingOrderIds,
  reholdCartLines,
  settleOrdersOfPayment,
} from "./checkout.queries.ts";
import { type NewOrder, type OrderRecord, type OrderRow, ordersOf, returnStock } from "../orders.queries.ts";

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

/** The cart now costs another amount than the customer was shown: nothing is placed, the new total is told. */
export const pricesChanged = (amountPaise: number) =>
  new AppError(
    409,
    `Prices have changed: your cart now comes to ${formatPaise(amountPaise)}. ` +
      "Please review it and confirm again.",
  );

/** What a checkout request says about the cart the customer was shown. */
export interface ShownCart {
  addressId?: string;
  /** The lines shown: the stored cart must hold exactly these (else CART_CHANGED). */
  cart?: CheckoutLine[];
  /** The total shown, in paise: the database's prices must come to it (else `pricesChanged`). */
  totalPaise?: number;
  /** A business buyer's GSTIN (checked at the edge), kept on every order of the checkout; none: a consumer. */
  buyerGstin?: string | null;
}

/** A cart holding products the storefront no longer shows (their store switched off or not yet approved). */
export function unavailableRefusal(names: string[]): AppError {
  const one = names.length === 1;
  return new AppError(
    409,
    `${names.map((name) => `"${name}"`).join(", ")} ${one ? "is" : "are"} no longer available. ` +
      `Please remove ${one ? "it" : "them"} from your cart to check out.`,
  );
}

/** A checkout's orders, their lines from the plan that wrote them (no read back). */
const withPlannedItems = (rows: OrderRow[], plan: CheckoutPlan): OrderRecord[] =>
  rows.map((row) => ({ ...row, items: plan.orders.find((o) => o.id === row.id)!.items, payment_id: null }));

/** The basket's lines checked and priced in paise, grouped by store; refuses what cannot be bought. */
export function priceBasket(lines: BasketLine[]): PricedStore[] {
  const unlisted = lines.filter((l) => l.found && !l.listed).map((l) => l.name).sort();
  if (unlisted.length) throw unavailableRefusal(unlisted);
  const stores = new Map<string, PricedStore>();
  for (const line of lines) {
    if (!line.found) throw new AppError(409, "A product in your cart is no longer sold. " + CART_CHANGED);
    if (line.quantity > line.stock || line.quantity > line.max_purchase_limit) {
      const facts = { name: line.name, stock: line.stock, maxPurchaseLimit: line.max_purchase_limit };
      throw quantityRefusal({ ...facts, inCart: 0 }, line.quantity, false);
    }
    const unitPaise = discountedPaise(line.price_paise, line.discount_percent);
    const store = stores.get(line.vendor_id) ?? {
      vendorId: line.vendor_id,
      vendorEmail: line.vendor_email,
      storeName: line.store_name,
      lines: [],
      totalPaise: 0,
    };
    store.lines.push({ line, unitPaise, linePaise: unitPaise * line.quantity });
    store.totalPaise += unitPaise * line.quantity;
    stores.set(line.vendor_id, store);
  }
  return [...stores.values()];
}

/** Every line checked against its product, priced in paise from the database, grouped by store. */
export interface PricedStore {
  vendorId: string;
  vendorEmail: string;
  storeName: string;
  lines: { line: BasketLine; unitPaise: number; linePaise: number }[];
  totalPaise: number;
}

const totalOf = (stores: PricedStore[]) => stores.reduce((sum, s) => sum + s.totalPaise, 0);

export interface Placement {
  buyer: Buyer;
  checkoutId: string;
  method: PaymentMethod;
  paymentOrderId: string | null;
  /** Named on each store's tax invoice when a business buys; none: a consumer. */
  buyerGstin?: string | null;
}

/** The orders of a priced basket, one per store, each line with its commission as it is now. */
export function planOrders(basket: Basket, stores: PricedStore[], placement: Placement): CheckoutPlan {
  const online = placement.method !== "cod";
  const orders = stores.map((store): NewOrder => {
    const id = newId();
    const items = store.lines.map(({ line, unitPaise, linePaise }, position) => ({
      order_id: id,
      position,
      product_id: line.product_id,
      name: line.name,
      category: line.category,
      subcategory: line.subcategory,
      unit: line.unit,
      mrp_paise: line.price_paise,
      discount_percent: line.discount_percent,
      price_paise: unitPaise,
      quantity: line.quantity,
      line_paise: linePaise,
      commission_bp: line.rate_bp,
      commission_paise: Math.round((linePaise * line.rate_bp) / 10_000),
    }));
    return {
      id,
      checkout_id: placement.checkoutId,
      customer_id: placement.buyer.id,
      customer_name: placement.buyer.name,
      customer_email: placement.buyer.email,
      customer_mobile: placement.buyer.mobile,
      address: basket.address!,
      vendor_id: store.vendorId,
      vendor_email: store.vendorEmail,
      store_name: store.storeName,
      payment_method: placement.method,
      payment_order_id: placement.paymentOrderId,
      // Always present (null for a consumer): a group's orders are inserted with one column list.
      buyer_gstin: placement.buyerGstin ?? null,
      payment_status: "unpaid",
      status: online ? "Pending" : "Confirmed",
      subtotal_paise: store.totalPaise,
      total_paise: store.totalPaise,
      commission_paise: items.reduce((sum, item) => sum + item.commission_paise, 0),
      items,
    };
  });
  const lines = basket.lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    price_paise: l.price_paise,
    discount_percent: l.discount_percent,
    vendor_id: l.vendor_id,
  }));
  // Cash on delivery is placed now: its mails go in with the orders, by reference (rendered when sent).
  // Card/UPI mails when the payment arrives.
  const mails = online ? [] : placedMailRefs(orders);
  return { userId: placement.buyer.id, lines, orders, paymentOrderId: placement.paymentOrderId, mails };
}

/** The checks every checkout makes first, in this order: a cart, an address, the cart the client saw. */
function refuseBasket(basket: Basket, request: ShownCart): void {
  if (basket.lines.length === 0) throw new AppError(409, "Your cart is empty.");
  if (!basket.address) {
    if (request.addressId !== undefined) throw notFound("Address not found.");
    throw badRequest("Please add a delivery address.");
  }
  if (request.cart && !sameLines(request.cart, linesOf(basket))) throw new AppError(409, CART_CHANGED);
}

const linesOf = (basket: Basket): CheckoutLine[] =>
  basket.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));

const sameLines = (a: CheckoutLine[], b: CheckoutLine[]) => {
  const key = (lines: CheckoutLine[]) => lines.map((l) => `${l.productId}:${l.quantity}`).sort().join(",");
  return key(a) === key(b);
};

/** How often a checkout reads its basket again when the database changed between the read and the write. */
const ATTEMPTS = 8;

/** What a caller adds to a checkout's reading of its basket. */
interface BasketChecks {
  /** True: stop, the caller takes the long way (undefined is answered). Asked before anything is refused. */
  longWay?: (basket: Basket) => boolean;
  /** Refuses (throws) a priced basket the caller cannot accept. */
  confirm?: (basket: Basket, amountPaise: number) => void;
}

/**
 * Reads the basket, decides the orders, and writes them in one statement that checks nothing they were
 * decided on has changed; when something did (stock taken by another checkout, a new price, a cart edited
 * in another tab), it reads again and decides again, so a refusal always reflects the database as it is.
 */
async function placeBasket(
  tx: DB | Tx,
  placement: Placement,
  request: ShownCart,
  checks: BasketChecks = {},
  readAhead?: Basket,
): Promise<OrderRecord[] | undefined> {
  for (let attempt = 1;; attempt++) {
    const basket = (attempt === 1 ? readAhead : undefined) ?? await checkoutBasket(tx, placement.buyer.id, {
      addressId: request.addressId,
      windowMinutes: PAYMENT_WINDOW_MINUTES,
    });
    if (checks.longWay?.(basket)) return undefined;
    refuseBasket(basket, request);
    const stores = priceBasket(basket.lines);
    const amount = totalOf(stores);
    // A price raised (or lowered) since the customer saw the cart: they confirm the new total first.
    if (request.totalPaise !== undefined && amount !== request.totalPaise) throw pricesChanged(amount);
    checks.confirm?.(basket, amount);
    const plan = planOrders(basket, stores, placement);
    // On its own (not inside a caller's transaction), it commits with the checkouts arriving meanwhile.
    const placed = tx.isTransaction ? await applyCheckout(tx, plan) : await placeInGroup(tx, plan);
    if (placed) {
      // Its mails are in the outbox (committed, or with the caller's transaction): the sender may look.
      if (plan.mails?.length) wakeOutbox();
      return withPlannedItems(placed, plan);
    }
    if (attempt === ATTEMPTS) throw new AppError(409, CART_CHANGED);
  }
}

/** Gives back the stock of unpaid attempts and removes their orders: they were never paid for. */
async function releasePayments(tx: Tx, paymentOrderIds: string[]): Promise<void> {
  for (const id of paymentOrderIds) {
    const pending = await pendingOrderIds(tx, id);
    await returnStock(tx, pending);
    await deleteOrders(tx, pending);
    await markPaymentOrder(tx, id, "released");
  }
}

/** Releases every unpaid attempt older than the payment window (run on start, and by a checkout that sees one). */
export async function releaseAbandonedPayments(db: DB): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const stale = await openPaymentOrders(tx, { olderThanMinutes: PAYMENT_WINDOW_MINUTES });
    await releasePayments(tx, stale.map((r) => r.id));
  });
}

/**
 * Cash on delivery: the cart becomes Confirmed orders at once. The usual case takes two statements (read,
 * then place; the read may come `readAhead`, sent with the session's lookup: checkout-read-ahead.ts); a
 * customer with an unpaid online attempt takes the longer way, in one transaction that releases the attempt
 * (its stock back on the shelf) and places the cart, or does neither.
 */
export async function placeCashOnDelivery(
  db: DB,
  buyer: Buyer,
  request: ShownCart,
  readAhead?: Basket,
): Promise<OrderRecord[]> {
  const placement = {
    buyer,
    checkoutId: newId(),
    method: "cod" as const,
    paymentOrderId: null,
    buyerGstin: request.buyerGstin || null,
  };
  // Unpaid online attempts (this customer's, or anyone's past the window) hold stock: they are released
  // first, on the long way.
  let stale = false;
  const longWay = (basket: Basket) => (stale = basket.stalePayments) || basket.openPayments > 0;
  const placed = await placeBasket(db, placement, request, { longWay }, readAhead);
  if (placed) return placed;
  if (stale) await releaseAbandonedPayments(db);
  return await db.transaction().execute(async (tx) => {
    await lockCustomer(tx, buyer.id);
    // A new checkout supersedes an unpaid online attempt: its held stock returns first.
    await releasePayments(tx, (await openPaymentOrders(tx, { userId: buyer.id })).map((r) => r.id));
    return (await placeBasket(tx, placement, request))!;
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
  request: { method: "card" | "upi"; addressId?: string; buyerGstin?: string | null },
): Promise<StartedPayment> {
  const read = () =>
    checkoutBasket(db, buyer.id, { addressId: request.addressId, windowMinutes: PAYMENT_WINDOW_MINUTES });
  let basket = await read();
  if (basket.stalePayments) {
    await releaseAbandonedPayments(db);
    basket = await read();
  }
  refuseBasket(basket, request);
  const quoted = { lines: linesOf(basket), amount: totalOf(priceBasket(basket.lines)) };
  if (quoted.amount <= 0) throw new AppError(409, "There is nothing to pay for in your cart.");
  const checkoutId = newId();
  const gatewayOrder = await gateway.createOrder(quoted.amount, checkoutId);
  return await db.transaction().execute(async (tx) => {
    await lockCustomer(tx, buyer.id);
    await releasePayments(tx, (await openPaymentOrders(tx, { userId: buyer.id })).map((r) => r.id));
    const payment = await insertPaymentOrder(tx, {
      id: gatewayOrder.id,
      user_id: buyer.id,
      checkout_id: checkoutId,
      gateway: gateway.kind,
      method: request.method,
      amount_paise: quoted.amount,
      lines: quoted.lines,
    });
    const placement = {
      buyer,
      checkoutId,
      method: request.method,
      paymentOrderId: gatewayOrder.id,
      buyerGstin: request.buyerGstin || null,
    };
    // The cart must be the one quoted (else CART_CHANGED), at the amount quoted.
    const orders = (await placeBasket(tx, placement, { ...request, cart: quoted.lines }, {
      confirm: (_basket, amount) => {
        if (amount !== quoted.amount) throw pricesChanged(amount);
      },
    }))!;
    await reholdCartLines(tx, buyer.id);
    return { payment, orders };
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
      const orders = await ordersOf(tx, { paymentOrderId: payment.id });
      // Card/UPI orders are placed for the shopper (and to ship for the store) once paid: their mails go in
      // with the payment, once (settled only from `created`). Orders cancelled meanwhile are owed a refund.
      await mailOrdersPlaced(tx, orders.filter((order) => order.status === "Confirmed"));
      return { outcome: "paid", payment: settled, orders };
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

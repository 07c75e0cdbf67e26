/**
 * A cash-on-delivery checkout's basket is read alongside its session's lookup, not after it (access.ts,
 * `ReadAhead`): both statements go out together, and the checkout waits for one round trip before it
 * places its orders where it waited for two. Under load each round trip costs a turn of the server's
 * queue, and checkouts, with the most round trips, made the slowest answers of the mixed load.
 *
 * The read is by the session's token hash: it sees only the cart of whoever the session belongs to, and
 * nothing at all once the session has ended. The handler uses it only after the route's guards passed, and
 * only when it was read for the same customer and the same address the validated body asks for; the
 * placing statement re-checks everything it was decided on, as for any basket.
 */
import type { AppContext } from "../core/http.ts";
import type { ReadAhead } from "../auth/access.ts";
import { type Basket, checkoutBasket } from "./orders.queries.ts";
import { PAYMENT_WINDOW_MINUTES } from "./checkout.service.ts";

export const PLACE_ORDER_PATH = "/api/orders/place-order";

interface ReadBasket {
  addressId: string | undefined;
  basket: Basket;
}

/** Each checkout's read, by its request's context; undefined when there was none to make, or it failed. */
const started = new WeakMap<AppContext, Promise<ReadBasket | undefined>>();

/** Reads the basket of a cash-on-delivery checkout (a body without `paymentInfo`) with the session. */
export const basketReadAhead: ReadAhead = {
  start(c, tokenHash) {
    if (c.req.method === "POST" && c.req.path === PLACE_ORDER_PATH) started.set(c, readBasket(c, tokenHash));
  },
};

async function readBasket(c: AppContext, sessionHash: string): Promise<ReadBasket | undefined> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== "object" || body === null || "paymentInfo" in body) return undefined;
    const asked = (body as { addressId?: unknown }).addressId;
    const addressId = typeof asked === "string" ? asked : undefined;
    const options = { addressId, windowMinutes: PAYMENT_WINDOW_MINUTES };
    return { addressId, basket: await checkoutBasket(c.var.db, { sessionHash }, options) };
  } catch {
    // A body that is not JSON, or a failed read: the checkout meets it again the usual way.
    return undefined;
  }
}

/**
 * The basket read ahead for this checkout, when it was read for `buyerId` and `addressId`; undefined
 * otherwise (the checkout then reads it itself).
 */
export async function basketReadAheadFor(
  c: AppContext,
  buyerId: string,
  addressId: string | undefined,
): Promise<Basket | undefined> {
  const read = await started.get(c);
  return read?.basket.userId === buyerId && read.addressId === addressId ? read.basket : undefined;
}

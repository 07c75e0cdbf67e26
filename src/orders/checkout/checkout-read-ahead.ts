/**
 * A cash-on-delivery checkout's basket is read in the same statement as its session's lookup (access.ts,
 * `ReadAhead`; checkout.queries.ts, `sessionWithBasket`): the checkout waits for one read before it places its
 * orders. Under load each statement costs a turn of the server's queue and of the database's: read by two
 * statements on two connections, side by side, the later of the two answers set the checkout's pace (in the
 * mixed load, the basket's came a turn after the session's in one checkout in ten, 15 ms later at p90 and
 * 69 ms at p99), and checkouts, with the most round trips, made the slowest answers of the mixed load.
 *
 * The read is by the session's token hash: it sees only the cart of whoever the session belongs to, and
 * nothing at all once the session has ended. The handler uses it only after the route's guards passed, and
 * only when it was read for the same customer and the same address the validated body asks for; the
 * placing statement re-checks everything it was decided on, as for any basket. Any other body (a payment's
 * confirmation, or one that is not JSON) looks the session up alone.
 */
import type { AppContext } from "../../core/http.ts";
import type { ReadAhead } from "../../auth/access.ts";
import { findSessionUser, type SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { type Basket, sessionWithBasket } from "./checkout.queries.ts";
import { PAYMENT_WINDOW_MINUTES } from "./checkout.service.ts";

export const PLACE_ORDER_PATH = "/api/orders/place-order";

interface ReadBasket {
  addressId: string | undefined;
  basket: Basket;
}

/** Each checkout's basket, by its request's context; undefined when there was none to read. */
const started = new WeakMap<AppContext, Promise<ReadBasket | undefined>>();

/** Reads the session and the basket of a cash-on-delivery checkout (a body without `paymentInfo`). */
export const basketReadAhead: ReadAhead = {
  start(c, tokenHash) {
    if (c.req.method !== "POST" || c.req.path !== PLACE_ORDER_PATH) return undefined;
    const read = readWithSession(c, tokenHash);
    started.set(c, read.then((r) => r.basket, () => undefined));
    return read.then((r) => r.user);
  },
};

async function readWithSession(
  c: AppContext,
  tokenHash: string,
): Promise<{ user: SessionUser | undefined; basket?: ReadBasket }> {
  const addressId = await codAddress(c);
  if (addressId === false) return { user: await findSessionUser(c.var.db, tokenHash, { forPage: false }) };
  const options = { addressId, windowMinutes: PAYMENT_WINDOW_MINUTES };
  try {
    const { user, basket } = await sessionWithBasket(c.var.db, tokenHash, options);
    return { user, basket: { addressId, basket } };
  } catch {
    // The read-ahead reads more than the session: should that fail where the session's lookup alone would
    // not, the request goes on with the lookup alone, and the checkout reads its basket itself.
    return { user: await findSessionUser(c.var.db, tokenHash, { forPage: false }) };
  }
}

/** A cash-on-delivery body's `addressId` (undefined: none asked for); false for any other body. */
async function codAddress(c: AppContext): Promise<string | undefined | false> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || "paymentInfo" in body) return false;
  const asked = (body as { addressId?: unknown }).addressId;
  return typeof asked === "string" ? asked : undefined;
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

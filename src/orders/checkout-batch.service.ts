/**
 * Group commit for checkouts. A checkout on its own is one statement (`checkoutStatement`) in a transaction
 * of its own, holding the product rows it locked until it has committed. In a sale, when everyone buys the same
 * product, every checkout queues on that one row, and each waiter wakes, re-checks the row's new version and
 * waits again: in the benchmark (32 at once, PostgreSQL) 204 orders/s at 5.5 ms of database CPU per order.
 *
 * So checkouts that arrive while others are being written wait for them and then go in together, in one
 * transaction of two statements: the first locks every product of the group in id order (groups and single
 * checkouts lock in the same order, so they queue and never deadlock), then the group's cart lines, and
 * reads them with the customers' unpaid online attempts; here each checkout is then checked in turn on those
 * locked rows exactly as `applyCheckout` checks its own (cart lines and quantities, listed, price, discount,
 * store, purchase limit, stock, no unpaid attempt), the stock and cart lines an accepted one takes counted
 * for the next; the second statement writes the accepted ones at once (the stock taken per product, the
 * orders, lines and cleared carts). A refused checkout writes nothing (its caller reads again), and does
 * not touch the others. Should the transaction fail as a whole, nothing of it stays, and each checkout of
 * the group is placed again on its own, so only a faulty one fails.
 *
 * A group costs the database two statements and one commit whatever its size (on PostgreSQL, BEGIN goes
 * with the first and COMMIT with the second: two round trips), where a statement per checkout cost each one
 * its own triggers, plans and catalogue-log entry. A checkout arriving when nothing is being written goes at
 * once, alone (one round trip): no added wait when it is quiet.
 *
 * Either way, the transaction reads back its own entries of the catalogue log before it commits, sent with
 * the write (catalogue-log.queries.ts), and each checkout's request applies them to its cache once
 * committed (own-changes.ts): its answer need not wait for a read of the log.
 */
import type { DB } from "../../db/database.ts";
import { batchedTransactionOf } from "../../db/connect.ts";
import { isDatabaseUnavailable } from "../core/unavailable.ts";
import { type LoggedChange, loggedSinceMark, markLogPosition } from "../cache/catalogue-log.queries.ts";
import { committedWithChanges } from "../cache/own-changes.ts";
import {
  type CheckoutPlan,
  checkoutStatement,
  type GroupFacts,
  lockGroup,
  type OrderRow,
  writeGroup,
} from "./orders.queries.ts";

/** Checkouts in one transaction at most: a group's locks are held until its commit. */
const MAX_GROUP = 32;
/**
 * Groups being written at once by one server thread. One: the checkouts arriving meanwhile make the next
 * group bigger, and a group costs the database about the same whatever its size. Benchmark (PostgreSQL,
 * 32 at once, spread/hot orders/s): one in flight 701-757/690-771, two 498-533/546-644. Measured again
 * (2026-11-27, a slower machine): one 872/916, two 655/775. Under the mixed load, where checkouts come a
 * few at a time, two in flight halve a checkout's wait for the group before it (p50 31-48 against 17-22
 * ms), but the load's p99 gave no clear answer: two always, 176/204 ms against 308/441 with one; a second
 * group only while the first held at most two checkouts, 218/223 against 162/158, with more CPU per
 * request (smaller groups, more commits). Runs of one build ranged 153-441 ms that day.
 */
const MAX_IN_FLIGHT = 1;

/** A checkout's orders (undefined: refused, nothing written) and the log entries its transaction read. */
export interface Placed {
  orders: OrderRow[] | undefined;
  changes: LoggedChange[];
}

interface Waiting {
  plan: CheckoutPlan;
  resolve: (placed: Placed) => void;
  reject: (error: unknown) => void;
}

class CheckoutGroups {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: DB) {}

  place(plan: CheckoutPlan): Promise<Placed> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ plan, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length) {
      const group = this.waiting.splice(0, MAX_GROUP);
      this.inFlight++;
      this.write(group).finally(() => {
        this.inFlight--;
        this.next();
      });
    }
  }

  private async write(group: Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await placeTogether(this.db, group.map((w) => w.plan));
    } catch (error) {
      // Every waiting checkout gets an answer, whatever went wrong (a plan that cannot be written at all).
      for (const waiting of group) waiting.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) => {
      if (outcome.status === "fulfilled") group[i].resolve(outcome.value);
      else group[i].reject(outcome.reason);
    });
  }
}

type Outcome = PromiseSettledResult<Placed>;

/** Writes planned checkouts as one group, committed once; each one's outcome, in order. */
export async function placeTogether(db: DB, plans: CheckoutPlan[]): Promise<Outcome[]> {
  // A plan that cannot be written at all (no orders) fails alone, before the group.
  const results = await placeWritable(db, plans.filter(writable));
  let next = 0;
  return plans.map((plan) =>
    writable(plan)
      ? results[next++]
      : { status: "rejected", reason: new Error("A checkout plan without orders") }
  );
}

async function placeWritable(db: DB, group: CheckoutPlan[]): Promise<Outcome[]> {
  const oneByOne = () => Promise.allSettled(group.map((plan) => placeAlone(db, plan)));
  if (group.length <= 1) return await oneByOne();
  try {
    return (await writeTogether(db, group)).map((value) => ({ status: "fulfilled", value }));
  } catch (error) {
    // An unreachable database fails them all alike: trying each again would only double their wait.
    if (isDatabaseUnavailable(error)) return group.map(() => ({ status: "rejected", reason: error }));
    // Nothing of the group stayed: each again on its own, so an error reaches only the checkout raising it.
    return await oneByOne();
  }
}

const writable = (plan: CheckoutPlan) =>
  plan.lines.length > 0 && plan.orders.length > 0 && plan.orders.every((order) => order.items.length > 0);

/** A checkout on its own: `checkoutStatement` with the log read back, one batch (one round trip). */
async function placeAlone(db: DB, plan: CheckoutPlan): Promise<Placed> {
  const [, orders, changes] = await batchedTransactionOf(db)([
    markLogPosition(db),
    checkoutStatement(plan).compile(db),
    loggedSinceMark(db),
  ]);
  return { orders: orders.length ? orders as OrderRow[] : undefined, changes: changes as LoggedChange[] };
}

/** The group in one transaction: locked and read, decided here, written. Each plan's outcome, in order. */
async function writeTogether(db: DB, plans: CheckoutPlan[]): Promise<Placed[]> {
  let accepted: boolean[] = [];
  const lock = lockGroup(
    plans.flatMap((plan) => plan.lines.map((line) => line.product_id)),
    plans.map((plan) => plan.userId),
  );
  const [, , written = [], changes = []] = await batchedTransactionOf(db)([lock.compile(db)], ([rows]) => {
    accepted = decideGroup(plans, rows[0] as GroupFacts);
    const chosen = plans.filter((_, i) => accepted[i]);
    return chosen.length
      ? [markLogPosition(db), writeGroup(groupWrite(chosen)).compile(db), loggedSinceMark(db)]
      : [];
  }) as [unknown, unknown, OrderRow[]?, LoggedChange[]?];
  // Committed by now: each accepted plan's orders, as the write returned them (sorted by store, then id).
  return plans.map((plan, i) => {
    if (!accepted[i]) return { orders: undefined, changes };
    const ids = new Set(plan.orders.map((order) => order.id));
    return { orders: written.filter((row) => ids.has(row.id)), changes };
  });
}

/**
 * Which of the plans may be written, in order, on the facts read with their rows locked: each is checked as
 * `applyCheckout` checks its own, on the stock and cart lines the ones accepted before it left.
 */
export function decideGroup(plans: CheckoutPlan[], facts: GroupFacts): boolean[] {
  const products = new Map(facts.products.map((product) => [product.id, { ...product }]));
  const carts = new Map<string, Map<string, number>>();
  for (const line of facts.cart_lines) {
    if (!carts.has(line.user_id)) carts.set(line.user_id, new Map());
    carts.get(line.user_id)!.set(line.product_id, line.quantity);
  }
  return plans.map((plan) => {
    const cart = carts.get(plan.userId) ?? new Map<string, number>();
    const unpaid = facts.open_payments.some((p) => p.user_id === plan.userId && p.id !== plan.paymentOrderId);
    const ok = !unpaid && cart.size === plan.lines.length && plan.lines.every((line) => {
      const product = products.get(line.product_id);
      return product !== undefined && cart.get(line.product_id) === line.quantity && product.listed &&
        product.stock >= line.quantity && product.max_purchase_limit >= line.quantity &&
        product.price_paise === line.price_paise && product.discount_percent === line.discount_percent &&
        product.vendor_id === line.vendor_id;
    });
    if (!ok) return false;
    for (const line of plan.lines) {
      products.get(line.product_id)!.stock -= line.quantity;
      // Cash on delivery clears the cart; an online attempt keeps it until paid.
      if (plan.paymentOrderId === null) cart.delete(line.product_id);
    }
    return true;
  });
}

/** What the accepted plans write: the stock taken per product, their orders, the cart lines they clear. */
function groupWrite(plans: CheckoutPlan[]): Parameters<typeof writeGroup>[0] {
  const taken = new Map<string, number>();
  for (const line of plans.flatMap((plan) => plan.lines)) {
    taken.set(line.product_id, (taken.get(line.product_id) ?? 0) + line.quantity);
  }
  return {
    taken: [...taken].map(([product_id, quantity]) => ({ product_id, quantity })),
    orders: plans.flatMap((plan) => plan.orders),
    cleared: plans.filter((plan) => plan.paymentOrderId === null)
      .flatMap((plan) => plan.lines.map((line) => ({ user_id: plan.userId, product_id: line.product_id }))),
  };
}

const groupsByDatabase = new WeakMap<DB, CheckoutGroups>();

/**
 * Places a planned checkout (as `applyCheckout`), committed together with the checkouts arriving meanwhile.
 * Once placed, its request's cache applies the log entries read with it (own-changes.ts): placing is the
 * request's last write. A refused one wrote nothing, and its caller may go on to write another way (the
 * long way of a cash-on-delivery checkout), so it hands nothing over.
 */
export async function placeInGroup(db: DB, plan: CheckoutPlan): Promise<OrderRow[] | undefined> {
  let groups = groupsByDatabase.get(db);
  if (!groups) groupsByDatabase.set(db, groups = new CheckoutGroups(db));
  const { orders, changes } = await groups.place(plan);
  if (orders) committedWithChanges(changes);
  return orders;
}

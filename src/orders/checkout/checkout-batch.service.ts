/**
 * Group commit for checkouts. A checkout on its own is one statement (`placeStatement` with its plan) in a
 * transaction of its own, holding the product rows it locked until it has committed. In a sale, when
 * everyone buys the same product, every checkout queues on that one row, and each waiter wakes, re-checks
 * the row's new version and waits again: in the benchmark (32 at once, PostgreSQL) 204 orders/s at 5.5 ms of
 * database CPU per order.
 *
 * So checkouts that arrive while others are being written wait for them and then go in together: the same
 * one statement, given all their plans, locks every product of the group in id order (groups and single
 * checkouts lock in the same order, so they queue and never deadlock) and the group's cart lines, checks
 * each checkout in turn exactly as it would be checked alone (the stock an accepted one takes counted for
 * the next), and writes the accepted ones (checkout.queries.ts). A refused checkout writes nothing (its caller
 * reads again), and does not touch the others. Should the statement fail as a whole, nothing of it stays,
 * and each checkout of the group is placed again on its own, so only a faulty one fails.
 *
 * A group costs the database one statement and one commit whatever its size, sent with BEGIN and COMMIT as
 * one round trip, where a statement per checkout cost each one its own triggers, plans and catalogue-log
 * entry. (Until 2026-11-27 a group took two round trips, its rows locked and read by one statement, decided
 * here, then written by a second: the locks were held across a round trip, and the next group waited for
 * both.) A checkout arriving when nothing is being written goes at once, alone: no added wait when it is
 * quiet.
 *
 * Either way, the transaction reads back its own entries of the catalogue log before it commits, sent with
 * the write (catalogue-log.queries.ts), and each checkout's request applies them to its cache once
 * committed (own-changes.ts): its answer need not wait for a read of the log.
 */
import type { DB } from "../../../db/database.ts";
import { batchedTransactionOf } from "../../../db/connect.ts";
import { isDatabaseUnavailable } from "../../core/unavailable.ts";
import { loggedSinceMark, markLogPosition } from "../../catalogue/catalogue-log.queries.ts";
import { committedWithChanges, type LoggedChange } from "../../core/page-cache.ts";
import { type CheckoutPlan, placeStatement } from "./checkout.queries.ts";
import type { OrderRow } from "../orders.queries.ts";

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
 * request (smaller groups, more commits). Runs of one build ranged 153-441 ms that day. With groups of one
 * round trip (2026-11-27, a faster machine), two in flight: mixed p99 111.4/106.8 ms against 106.7/110.0
 * with one, and 185 against 164-169 µs of PostgreSQL CPU per request.
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
  const oneByOne = () => Promise.allSettled(group.map((plan) => writePlans(db, [plan]).then(([one]) => one)));
  if (group.length <= 1) return await oneByOne();
  try {
    return (await writePlans(db, group)).map((value) => ({ status: "fulfilled", value }));
  } catch (error) {
    // An unreachable database fails them all alike: trying each again would only double their wait.
    if (isDatabaseUnavailable(error)) return group.map(() => ({ status: "rejected", reason: error }));
    // Nothing of the group stayed: each again on its own, so an error reaches only the checkout raising it.
    return await oneByOne();
  }
}

const writable = (plan: CheckoutPlan) =>
  plan.lines.length > 0 && plan.orders.length > 0 && plan.orders.every((order) => order.items.length > 0);

/**
 * The plans in one transaction of one statement, with the log read back: one batch (one round trip). Each
 * plan's orders as the statement returned them (sorted by store, then id), or undefined where refused.
 */
async function writePlans(db: DB, plans: CheckoutPlan[]): Promise<Placed[]> {
  const [, written, changes] = await batchedTransactionOf(db)([
    markLogPosition(db),
    placeStatement(plans).compile(db),
    loggedSinceMark(db),
  ]) as [unknown, OrderRow[], LoggedChange[]];
  return plans.map((plan) => {
    const ids = new Set(plan.orders.map((order) => order.id));
    const orders = written.filter((row) => ids.has(row.id));
    return { orders: orders.length ? orders : undefined, changes };
  });
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

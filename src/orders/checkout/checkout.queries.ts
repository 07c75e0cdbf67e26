/**
 * SQL of a checkout: a customer's basket read in one statement, and the orders it plans placed in one
 * statement. Stock moves only inside the caller's transaction, on rows locked in id order, so concurrent
 * checkouts of the same products queue instead of overselling or deadlocking.
 */
import { sql } from "kysely";
import type { Kysely, Transaction } from "kysely";
import type { Database, OrderAddress } from "../../../db/database.ts";
import { sessionQuery, type SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { jsonb, type NewOrder, type OrderRow } from "../orders.queries.ts";
import type { OutboxEntry } from "../../outbox/outbox.queries.ts";
import { now } from "../../core/clock.ts";
import { outboxRow } from "../emails/order-mails.queries.ts";

type Tx = Transaction<Database> | Kysely<Database>;

/**
 * Serialises one customer's checkouts: two tabs paying at once place the cart once. No key update: rows
 * only referring to the user (a cart add's foreign key check) need not wait for it.
 */
export async function lockCustomer(tx: Tx, userId: string): Promise<void> {
  await sql`select id from users where id = ${userId} for no key update`.execute(tx);
}

/** New orders as rows for `orders` and `order_items`, with the column lists of their inserts. */
function orderInserts(newOrders: NewOrder[]) {
  const orders = newOrders.map(({ items: _items, ...order }) => order);
  const items = newOrders.flatMap((order) => order.items);
  const orderColumns = sql.join(Object.keys(orders[0]).map((c) => sql.ref(c)));
  const itemColumns = sql.join(Object.keys(items[0]).map((c) => sql.ref(c)));
  return { orders, items, orderColumns, itemColumns };
}

export async function clearCartLines(tx: Tx, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.deleteFrom("cart_items").where("user_id", "=", userId).where("product_id", "in", productIds)
    .execute();
}

/** A cart line with what its order would snapshot: the product, store and commission rate as they are now. */
export interface BasketLine {
  product_id: string;
  quantity: number;
  /** False when the product is gone. */
  found: boolean;
  listed: boolean;
  name: string;
  category_id: string;
  category: string;
  subcategory_id: string | null;
  subcategory: string | null;
  unit: string;
  price_paise: number;
  discount_percent: number;
  stock: number;
  max_purchase_limit: number;
  vendor_id: string;
  vendor_email: string;
  store_name: string;
  /** The subcategory's own rate, else the category-wide one, else 0. */
  rate_bp: number;
}

/** Everything a checkout decides on, read in one statement without locks (the write re-checks it). */
export interface Basket {
  lines: BasketLine[];
  /** The delivery address: the one asked for, else the newest; null when there is none. */
  address: OrderAddress | null;
  /** Unpaid online attempts of this customer: a new checkout releases them first. */
  openPayments: number;
  /** Whether anyone's unpaid attempt is past the payment window (its stock is due back). */
  stalePayments: boolean;
  /** Whose basket it is: null when it was read by a session that has ended (nothing else is read then). */
  userId: string | null;
}

/** A customer by id, or whoever a session (its token's hash) belongs to while it lasts. */
type BasketOwner = string | { sessionHash: string };

/** Whose basket, as SQL: the owner's id, and the session's user (as JSON) when read by a session. */
function ownerOf(tx: Tx, owner: BasketOwner) {
  if (typeof owner === "string") return sql`(select ${owner}::text as user_id, null::jsonb as who)`;
  return sql`(
    select who.id as user_id, to_jsonb(who) as who
    from (select 1) one left join (${sessionQuery(tx, owner.sessionHash)}) who on true
  )`;
}

/**
 * A customer's cart, its products, stores and commission rates, the delivery address and the customer's
 * unpaid online attempts, in one round trip (lines in the order they were put in the cart); by a session's
 * token instead, `sessionWithBasket`.
 */
export async function checkoutBasket(
  tx: Tx,
  userId: string,
  options: { addressId?: string; windowMinutes: number },
): Promise<Basket> {
  return (await readBasket(tx, userId, options)).basket;
}

/**
 * A session's user (as `findSessionUser` finds it for an API call; undefined once the session has ended)
 * and its basket, in one statement: a checkout's session and basket for the cost of one read.
 */
export async function sessionWithBasket(
  tx: Tx,
  sessionHash: string,
  options: { addressId?: string; windowMinutes: number },
): Promise<{ user: SessionUser | undefined; basket: Basket }> {
  const { who, basket } = await readBasket(tx, { sessionHash }, options);
  return { user: who ?? undefined, basket };
}

/** The basket's one statement: the owner is found once (a session's lookup, when read by one), every part reads by it. */
async function readBasket(
  tx: Tx,
  owner: BasketOwner,
  options: { addressId?: string; windowMinutes: number },
): Promise<{ who: SessionUser | null; basket: Basket }> {
  const onlyAddress = options.addressId === undefined ? sql`` : sql`and a.id = ${options.addressId}`;
  const { rows } = await sql<
    & {
      user_id: string | null;
      who: SessionUser | null;
      open_payments: number;
      stale_payments: boolean;
      address: OrderAddress | null;
      added_at: unknown;
    }
    & ({ [K in keyof BasketLine]: BasketLine[K] | null })
  >`
    select me.user_id, owner.who, me.open_payments, me.stale_payments, me.address, l.*
    from ${ownerOf(tx, owner)} owner
    cross join lateral (
      select
        owner.user_id,
        (select count(*)::int from payment_orders where user_id = owner.user_id and status = 'created')
          as open_payments,
        exists (select 1 from payment_orders where status = 'created'
          and created_at < now() - make_interval(mins => ${options.windowMinutes}::int)) as stale_payments,
        (select jsonb_build_object('street', a.street, 'floor', a.floor, 'area', a.area,
            'landmark', a.landmark, 'city', a.city, 'state', a.state, 'postalCode', a.postal_code,
            'country', a.country, 'phoneNumber', a.phone_number)
          from addresses a
          where a.user_id = owner.user_id ${onlyAddress}
          order by a.created_at desc, a.id desc limit 1) as address
    ) me
    left join lateral (
      select ci.product_id, ci.quantity, ci.added_at, p.id is not null as found, p.listed, p.name,
        p.category_id, c.name as category, p.subcategory_id, s.name as subcategory, p.unit, p.price_paise,
        p.discount_percent, p.stock, p.max_purchase_limit, p.vendor_id, v.email as vendor_email, v.store_name,
        coalesce(
          (select k.rate_bp from commissions k
            where k.category_id = p.category_id and k.subcategory_id = p.subcategory_id),
          (select k.rate_bp from commissions k where k.category_id = p.category_id and k.subcategory_id is null),
          0
        ) as rate_bp
      from cart_items ci
      left join products p on p.id = ci.product_id
      left join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
      left join vendors v on v.id = p.vendor_id
      where ci.user_id = me.user_id
    ) l on true
    order by l.added_at, l.product_id`.execute(tx);
  // One row per cart line, each carrying the customer's facts; an empty cart is one row without a line.
  const [me] = rows;
  const lines = rows.filter((r) => r.product_id !== null).map((row) => {
    const {
      user_id: _u,
      who: _w,
      open_payments: _o,
      stale_payments: _s,
      address: _a,
      added_at: _t,
      ...line
    } = row;
    return line as BasketLine;
  });
  const basket = {
    userId: me.user_id,
    lines,
    address: me.address,
    openPayments: me.open_payments,
    stalePayments: me.stale_payments,
  };
  return { who: me.who, basket };
}

/** What a checkout writes, decided from a Basket; `lines` are the facts it was decided on. */
export interface CheckoutPlan {
  userId: string;
  lines: {
    product_id: string;
    quantity: number;
    price_paise: number;
    discount_percent: number;
    vendor_id: string;
  }[];
  orders: NewOrder[];
  /** The online payment the orders await (its cart stays until paid); null: cash on delivery, cart cleared. */
  paymentOrderId: string | null;
  /**
   * Mails written to the outbox with the orders, only if they are placed (cash on delivery's "placed"): by
   * reference (a template and the order ids, rendered when sent), so the placing statement stays small.
   */
  mails?: OutboxEntry[];
}

/**
 * The plans' mails as outbox rows (emails/order-mails.queries.ts), each tagged with its plan, so they go in
 * with the orders in the placing statement: no round trip of their own.
 */
function outboxRows(plans: CheckoutPlan[]) {
  const at = now();
  return plans.flatMap((plan, i) =>
    (plan.mails ?? []).map((mail) => ({ plan: i + 1, ...outboxRow(mail, at) }))
  );
}

/**
 * Places a planned checkout in ONE statement, or nothing when anything it was planned on has changed
 * (undefined; the caller reads the basket again): `placeStatement` with one plan, inside the caller's
 * transaction. Checkouts arriving together are placed by one such statement for all of them
 * (checkout-batch.service.ts).
 */
export async function applyCheckout(tx: Tx, plan: CheckoutPlan): Promise<OrderRow[] | undefined> {
  const { rows } = await placeStatement([plan]).execute(tx);
  return rows.length ? rows : undefined;
}

/**
 * Places planned checkouts in ONE statement, each one only if nothing it was planned on has changed. It
 * locks their products in id order (the order every checkout locks them in, so checkouts queue and never
 * deadlock), as their stock update locks them (no key update: `for update` would also hold up every foreign
 * key check on them, a cart add or another checkout's order lines, until commit), then their customers'
 * cart lines. On those latest, locked versions each plan is checked as planned: every line still in the
 * cart at its quantity, listed, at its price and discount, in its store, within the purchase limit; the cart
 * has no other lines; the customer no other unpaid online attempt; and a customer's first plan only (the
 * second one of the same cart would find it cleared). Then, in the plans' order, each takes its stock only
 * if all its lines fit in what the ones accepted before it left (`walk`), so a refused plan takes nothing
 * from the others. The accepted ones' stock is taken, their orders and lines written and (cash on delivery)
 * their cart lines cleared. Its rows: the orders placed, sorted by store, then id; a refused plan has none.
 * One statement is one short transaction: the locks are held only while it runs, never across a round trip.
 */
export function placeStatement(plans: CheckoutPlan[]) {
  const heads = plans.map((plan, i) => ({
    plan: i + 1,
    user_id: plan.userId,
    payment_order_id: plan.paymentOrderId,
  }));
  const lines = plans.flatMap((plan, i) => plan.lines.map((line) => ({ plan: i + 1, ...line })));
  const owners = plans.flatMap((plan, i) =>
    plan.orders.map((order) => ({ order_id: order.id, plan: i + 1 }))
  );
  const { orders, items, orderColumns, itemColumns } = orderInserts(plans.flatMap((plan) => plan.orders));
  // Looked up by arrays, not by the JSON's rows: the generic plan (db/connect.ts) cannot know how many
  // rows the JSON holds, and might scan a whole table for them.
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const userIds = [...new Set(heads.map((head) => head.user_id))];
  return sql<OrderRow>`
    with recursive plans as (
      select * from jsonb_to_recordset(${jsonb(heads)}) as x(plan int, user_id text, payment_order_id text)
    ),
    lines as (
      select * from jsonb_to_recordset(${jsonb(lines)})
        as x(plan int, product_id text, quantity int, price_paise int, discount_percent int, vendor_id text)
    ),
    p as materialized (
      select id, listed, stock, max_purchase_limit, price_paise, discount_percent, vendor_id
      from products where id = any(${productIds}::text[]) order by id for no key update
    ),
    c as materialized (
      select user_id, product_id, quantity from cart_items where user_id = any(${userIds}::text[])
      order by user_id, product_id for update
    ),
    unpaid as (
      select user_id, id from payment_orders where user_id = any(${userIds}::text[]) and status = 'created'
    ),
    ready as (
      select pl.plan from plans pl
      where pl.plan = (select min(o.plan) from plans o where o.user_id = pl.user_id)
        and not exists (
          select 1 from unpaid u where u.user_id = pl.user_id and u.id is distinct from pl.payment_order_id
        )
        and (select count(*) from c where c.user_id = pl.user_id)
          = (select count(*) from lines l where l.plan = pl.plan)
        and not exists (
          select 1 from lines l
          left join p on p.id = l.product_id
          left join c on c.user_id = pl.user_id and c.product_id = l.product_id
          where l.plan = pl.plan and not coalesce(
            c.quantity = l.quantity and p.listed and p.max_purchase_limit >= l.quantity
              and p.price_paise = l.price_paise and p.discount_percent = l.discount_percent
              and p.vendor_id = l.vendor_id,
            false
          )
        )
    ),
    -- The plans in order, with the stock left per product: a ready plan whose lines all fit takes them.
    walk (plan, stock, accepted) as (
      select 0, (select coalesce(jsonb_object_agg(id, stock), '{}'::jsonb) from p), false
      union all
      select w.plan + 1, case when f.fits then w.stock || f.left_over else w.stock end, f.fits
      from walk w
      cross join lateral (
        select exists (select 1 from ready r where r.plan = w.plan + 1)
            and coalesce(bool_and((w.stock ->> l.product_id)::int >= l.quantity), false) as fits,
          jsonb_object_agg(l.product_id, (w.stock ->> l.product_id)::int - l.quantity) as left_over
        from lines l where l.plan = w.plan + 1
      ) f
      where w.plan < ${plans.length}
    ),
    accepted as (select plan from walk where accepted),
    taken as (
      -- products' check (stock >= 0) fails the whole statement should a decision ever be wrong.
      update products p set stock = p.stock - t.quantity, updated_at = now()
      from (
        select product_id, sum(quantity)::int as quantity from lines
        where plan in (select plan from accepted) group by product_id
      ) t
      where p.id = t.product_id
    ),
    placed as (
      insert into orders (${orderColumns})
      select ${orderColumns} from jsonb_populate_recordset(null::orders, ${jsonb(orders)}) o
      where o.id in (
        select order_id from jsonb_to_recordset(${jsonb(owners)}) as x(order_id text, plan int)
        where plan in (select plan from accepted)
      )
      returning *
    ),
    written_items as (
      insert into order_items (${itemColumns})
      select ${itemColumns} from jsonb_populate_recordset(null::order_items, ${jsonb(items)}) i
      where i.order_id in (select id from placed)
    ),
    cleared as (
      delete from cart_items ci
      using lines l, plans pl
      where l.plan in (select plan from accepted) and pl.plan = l.plan and pl.payment_order_id is null
        and ci.user_id = pl.user_id and ci.product_id = l.product_id
    ),
    -- The accepted plans' mails into the outbox, committed with their orders (nothing for a refused plan).
    mailed as (
      insert into outbox (id, dedupe_key, recipient, subject, body_text, body_html, template, template_args,
        attachments, created_at, next_attempt_at)
      select m.id, m.dedupe_key, m.recipient, m.subject, m.body_text, m.body_html, m.template,
        m.template_args::jsonb, m.attachments::jsonb, m.created_at, m.next_attempt_at
      from jsonb_to_recordset(${jsonb(outboxRows(plans))}) as m(plan int, id text, dedupe_key text,
        recipient text, subject text, body_text text, body_html text, template text, template_args text,
        attachments text, created_at timestamptz, next_attempt_at timestamptz)
      where m.plan in (select plan from accepted)
      on conflict (dedupe_key) do nothing
    )
    select * from placed order by store_name, id`;
}

/**
 * Deletes and re-inserts a customer's cart lines unchanged, inside an online attempt's transaction. A cash-on-
 * delivery checkout of the same cart waiting on these rows' locks then finds its lines gone and starts over
 * (seeing this attempt, which it releases), instead of placing the cart a second time beside it.
 */
export async function reholdCartLines(tx: Tx, userId: string): Promise<void> {
  await sql`
    with held as (delete from cart_items where user_id = ${userId} returning *)
    insert into cart_items select * from held`.execute(tx);
}

/** Commission rates of these categories: a subcategory's own rate, or the category-wide one (null subcategory). */
export function commissionRates(tx: Tx, categoryIds: string[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return tx.selectFrom("commissions").select(["category_id", "subcategory_id", "rate_bp"])
    .where("category_id", "in", categoryIds).execute();
}

/**
 * A payment arrived for these orders: awaiting ones are confirmed and paid; any the customer cancelled
 * meanwhile owe a refund instead.
 */
export async function settleOrdersOfPayment(tx: Tx, paymentOrderId: string): Promise<void> {
  await tx.updateTable("orders").set({
    payment_status: sql`case when status = 'Cancelled' then 'refund_due' else 'paid' end`,
    status: sql`case when status = 'Pending' then 'Confirmed' else status end`,
    updated_at: sql`now()`,
  }).where("payment_order_id", "=", paymentOrderId).execute();
}

/** Ids of a payment's orders still awaiting it. */
export async function pendingOrderIds(tx: Tx, paymentOrderId: string): Promise<string[]> {
  const rows = await tx.selectFrom("orders").select("id").where("payment_order_id", "=", paymentOrderId)
    .where("status", "=", "Pending").execute();
  return rows.map((r) => r.id);
}

/** Removes orders that were never paid for (their lines go with them). */
export async function deleteOrders(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.deleteFrom("orders").where("id", "in", ids).execute();
}

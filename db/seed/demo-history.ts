/**
 * The demo's order history: a shopper, Priya Raman (priya@example.in / customer123), with two saved
 * addresses (Chennai, Tamil Nadu and Pune, Maharashtra) and about six weeks of orders from several demo
 * stores, so a newcomer sees order pages, tax invoices, credit notes, the order mails' records, and each
 * store's money after the sale: its ledger and its weekly settlement statements, the older ones paid with
 * the bank's UTR and the latest one payable.
 *
 * Everything goes through the app's own services, as if it happened: checkouts paid cash on delivery
 * (`placeCashOnDelivery`) or online through the built-in test gateway (`startOnlinePayment`, then
 * `settlePayment`), the store shipping with a carrier and tracking number (`advanceOrder`, which issues the
 * tax invoice) and delivering (which enters the sale in the store's ledger), a shopper's cancellation before
 * dispatch, an admin cancelling a shipped parcel that came back and refunding a delivered one (`cancelOrder`,
 * which issues a credit note and reverses the ledger's entries; `refundOrder`), every Monday's settlement
 * run (`runSettlementWeek`) and the admin paying the week's statements the next day (`markStatementPaid`),
 * except the latest week's; the shopper's returns and claims after delivery (`requestReturn` and the store's,
 * her own and the admin's steps on them: a refunded return, a rejection escalated to the admin, a claim for a
 * missing item refunded by transfer, a request waiting for the store) and a parcel returned to origin.
 * Events run in date order with the app's clock stood at each moment, so invoice
 * numbers rise with their dates; the columns the database stamps itself (`now()`) are then moved back to the
 * same moment. The mails the services wrote to the outbox are marked sent: nothing is mailed on the first
 * start.
 *
 * Development only, and only where a new database is seeded for `deno task start` (db/create.ts,
 * src/server.ts) or `deno task seed`; `seedDemo` alone (the tests' catalogue) has no orders.
 */
import { sql } from "kysely";
import type { DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import {
  addDays,
  indiaDate,
  indiaMidnight,
  isoWeekday,
  IST_OFFSET_MS,
  now as clockNow,
  resetClock,
  setClock,
} from "../../src/core/clock.ts";
import { hashPassword } from "../../src/auth/password.ts";
import {
  placeCashOnDelivery,
  settlePayment,
  startOnlinePayment,
} from "../../src/orders/checkout/checkout.service.ts";
import { advanceOrder, cancelOrder, type OrderViewer } from "../../src/orders/orders.service.ts";
import { refundOrder } from "../../src/orders/refunds/refunds.service.ts";
import { gatewayId, type PaymentGateway } from "../../src/payments/gateway.ts";
import { runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";
import { markStatementPaid } from "../../src/settlements/admin/admin-settlements.service.ts";
import {
  acceptReturn,
  decideReturn,
  escalateReturn,
  receiveReturn,
  refundReturn,
  refundReturnIfDue,
  type RefundTo,
  rejectReturn,
  requestReturn,
} from "../../src/returns/returns.service.ts";
import type { ReturnReason } from "../database.ts";
import { DEMO_ADMIN } from "./content/accounts.ts";
import { VENDORS } from "./content/vendors.ts";
import { DEMO_SHOPPER } from "./content/accounts.ts";

export { DEMO_SHOPPER };

/** Priya's business (a design studio in Pune): its GSTIN goes on the B2B order's invoice. */
export const DEMO_BUYER_GSTIN = "27AAKFR7310M1ZT";

const ADDRESSES = {
  chennai: {
    street: "Flat 3B, Srinivasa Apartments, 14 Second Main Road",
    floor: "3rd floor",
    area: "Gandhi Nagar, Adyar",
    landmark: "Near Adyar Ananda Bhavan",
    city: "Chennai",
    state: "Tamil Nadu",
    postal_code: "600020",
  },
  pune: {
    street: "Office 402, Kumar Business Centre, Karve Road",
    floor: "4th floor",
    area: "Kothrud",
    landmark: "Opposite Kothrud bus depot",
    city: "Pune",
    state: "Maharashtra",
    postal_code: "411038",
  },
} as const;
type Place = keyof typeof ADDRESSES;

/** A moment `daysAgo` days before today in India, at hh:mm India time. */
type When = [daysAgo: number, hour: number, minute: number];

interface HistoryOrder {
  /** Product names, with quantities; one store each unless it is a grouped checkout. */
  lines: [name: string, quantity: number][];
  to: Place;
  placed: When;
  gstin?: string;
  /** Paid online through the test gateway; cash on delivery when absent. */
  pay?: "card" | "upi";
  ship?: { at: When; carrier: string; tracking: string };
  deliver?: When;
  /**
   * Cancelled by the shopper (before dispatch) or by the admin (a shipped parcel that came back, or a
   * delivered order refunded: its refund is sent at once).
   */
  cancel?: { at: When; by: "shopper" | "admin" };
  /** The courier could not deliver it: the store marks it returned to origin (a prepaid one is refunded). */
  returnedToOrigin?: When;
  /** The shopper's return or claim after delivery, and what each party did with it. */
  ret?: DemoReturn;
}

interface DemoReturn {
  at: When;
  reason: ReturnReason;
  items: [name: string, quantity: number][];
  comment: string;
  /** Cash on delivery: where the refund goes. */
  refundTo?: RefundTo;
  /** The shopper's photo: the product's own first photo stands in for it. */
  photo?: boolean;
  accept?: { at: When; carrier?: string; tracking?: string };
  reject?: { at: When; reason: string };
  escalate?: { at: When; comment: string };
  decide?: { at: When; approve: boolean; note: string };
  receive?: { at: When; restock: boolean };
  /** Cash on delivery: the admin pays by UPI/bank transfer and records the UTR. */
  transfer?: { at: When; utr: string };
}

type ReturnStepKind = "request" | "accept" | "reject" | "escalate" | "decide" | "receive" | "transfer";
const RETURN_STEPS: Exclude<ReturnStepKind, "request">[] = [
  "accept",
  "reject",
  "escalate",
  "decide",
  "receive",
  "transfer",
];

/** The history, oldest first. Every store's invoices and credit notes follow from these dates. */
export const HISTORY: HistoryOrder[] = [
  // Six weeks ago onwards: a delivery a week paid online at Lakshmi Mobiles (so every settlement week has
  // a payable statement for it), cash-on-delivery groceries (FreshKart's commission and taxes are owed by
  // the store and carried forward), and one online order refunded by the admin after delivery.
  {
    lines: [["Samsung Galaxy M34 5G (6 GB RAM, 128 GB)", 1]],
    to: "chennai",
    pay: "card",
    placed: [40, 11, 5],
    ship: { at: [39, 16, 0], carrier: "Blue Dart", tracking: "BD71819954120IN" },
    deliver: [37, 12, 30],
  },
  {
    lines: [["Tata Tea Gold 1 kg", 2], ["India Gate Basmati Rice Classic 1 kg", 3]],
    to: "pune",
    placed: [38, 18, 40],
    ship: { at: [37, 10, 5], carrier: "Delhivery", tracking: "DLV4410150923" },
    deliver: [35, 17, 45],
  },
  {
    lines: [["Logitech MX Master 3S Wireless Performance Mouse", 1]],
    to: "pune",
    pay: "upi",
    placed: [36, 9, 15],
    ship: { at: [35, 14, 20], carrier: "Blue Dart", tracking: "BD71820012873IN" },
    deliver: [33, 11, 0],
  },
  {
    lines: [["OnePlus 12R 5G (8 GB RAM, 128 GB)", 1]],
    to: "chennai",
    pay: "upi",
    placed: [33, 19, 50],
    ship: { at: [32, 12, 40], carrier: "Blue Dart", tracking: "BD71820105536IN" },
    deliver: [30, 15, 10],
  },
  {
    // Delivered, then refunded by the admin (the shopper reported it dead on arrival): a credit note, the
    // sale and its commission and taxes reversed in the store's ledger, the card refunded.
    lines: [["JBL Flip 6 Portable Bluetooth Speaker", 1]],
    to: "pune",
    pay: "card",
    placed: [31, 21, 5],
    ship: { at: [30, 11, 25], carrier: "Delhivery", tracking: "DLV4410201766" },
    deliver: [28, 16, 40],
    cancel: { at: [26, 12, 15], by: "admin" },
  },
  {
    lines: [["Haldiram's Aloo Bhujia 1 kg", 2], ["Amul Pure Ghee 1 L Jar", 1]],
    to: "pune",
    placed: [30, 8, 30],
    ship: { at: [29, 9, 50], carrier: "Delhivery", tracking: "DLV4410209931" },
    deliver: [27, 13, 20],
  },
  {
    lines: [["Samsung Galaxy Tab A9+ Wi-Fi (8 GB RAM, 128 GB)", 1]],
    to: "chennai",
    pay: "card",
    placed: [20, 14, 35],
    ship: { at: [19, 11, 10], carrier: "Blue Dart", tracking: "BD71820577301IN" },
    deliver: [16, 18, 5],
  },
  {
    // Returned: the phone arrived with a cracked screen; picked up, received, refunded to the UPI account.
    lines: [["realme narzo 70x 5G (4 GB RAM, 128 GB)", 1]],
    to: "chennai",
    pay: "upi",
    placed: [12, 10, 45],
    ship: { at: [11, 15, 30], carrier: "Blue Dart", tracking: "BD71820699845IN" },
    deliver: [9, 12, 50],
    ret: {
      at: [8, 19, 20],
      reason: "damaged",
      items: [["realme narzo 70x 5G (4 GB RAM, 128 GB)", 1]],
      comment: "The screen has a crack across the top corner; the outer box was dented.",
      photo: true,
      accept: { at: [8, 21, 5], carrier: "Blue Dart", tracking: "BD71820741106IN" },
      receive: { at: [6, 15, 40], restock: false },
    },
  },
  {
    // Reported not as described; the store rejected it and the shopper escalated: the admin's to decide.
    lines: [["boAt Stone 350 10 W Bluetooth Speaker", 1]],
    to: "pune",
    pay: "card",
    placed: [13, 20, 20],
    ship: { at: [12, 10, 40], carrier: "Delhivery", tracking: "DLV4410318842" },
    deliver: [10, 14, 25],
    ret: {
      at: [9, 18, 10],
      reason: "not_as_described",
      items: [["boAt Stone 350 10 W Bluetooth Speaker", 1]],
      comment: "The listing says 12 hours of playback; it lasts under 5 hours from a full charge.",
      photo: true,
      reject: {
        at: [8, 11, 30],
        reason: "Playback time depends on volume; the unit tested fine before dispatch.",
      },
      escalate: {
        at: [3, 20, 45],
        comment: "I tested at half volume three times: 4 h 40 min at most. The listing promises 12 hours.",
      },
    },
  },
  {
    // A phone from a Chennai store to Chennai: CGST + SGST.
    lines: [["Redmi Note 13 Pro 5G (8 GB RAM, 256 GB)", 1]],
    to: "chennai",
    placed: [26, 10, 12],
    ship: { at: [25, 17, 40], carrier: "Blue Dart", tracking: "BD71820495633IN" },
    deliver: [23, 13, 5],
  },
  {
    // One checkout, two stores (both in Maharashtra), delivered to Pune.
    lines: [
      ["Tata Tea Gold 1 kg", 1],
      ["Aashirvaad Shudh Chakki Atta 5 kg", 2],
      ["Tata Sampann Unpolished Toor Dal 1 kg", 2],
      ["boAt Airdopes 141 True Wireless Earbuds", 1],
    ],
    to: "pune",
    placed: [24, 20, 31],
    ship: { at: [23, 11, 15], carrier: "Delhivery", tracking: "DLV4410293857" },
    deliver: [21, 16, 20],
  },
  {
    // A business purchase with the buyer's GSTIN, Bengaluru to Pune: IGST.
    lines: [["Dell Latitude 3440 (Core i5 13th Gen, 16 GB, 512 GB)", 1]],
    to: "pune",
    gstin: DEMO_BUYER_GSTIN,
    placed: [19, 11, 48],
    ship: { at: [18, 15, 2], carrier: "Blue Dart", tracking: "BD71820631207IN" },
    deliver: [15, 12, 30],
  },
  {
    // Shipped, then the parcel came back and the admin cancelled it: a credit note for the whole invoice.
    lines: [["Sony Alpha ZV-E10 Mirrorless Camera with 16-50 mm Lens", 1]],
    to: "chennai",
    placed: [16, 9, 25],
    ship: { at: [15, 18, 10], carrier: "India Post Speed Post", tracking: "EE482913657IN" },
    cancel: { at: [11, 14, 45], by: "admin" },
  },
  {
    // A product without its HSN code and GST rate: it shipped without a tax invoice.
    lines: [["Ambrane 20000 mAh 22.5 W Fast Charging Power Bank", 1]],
    to: "chennai",
    placed: [10, 19, 2],
    ship: { at: [9, 12, 20], carrier: "DTDC", tracking: "D38291047" },
    deliver: [7, 11, 10],
  },
  {
    // Cancelled by the shopper before it shipped.
    lines: [["Prestige Iris 750 W Mixer Grinder with 4 Jars", 1]],
    to: "chennai",
    placed: [8, 21, 15],
    cancel: { at: [7, 9, 5], by: "shopper" },
  },
  {
    // One of the two phones does not charge: the request waits for the store's answer.
    lines: [["Nokia 105 Dual SIM Keypad Phone", 2]],
    to: "chennai",
    placed: [6, 12, 40],
    ship: { at: [5, 16, 30], carrier: "Blue Dart", tracking: "BD71820788412IN" },
    deliver: [3, 14, 55],
    ret: {
      at: [1, 19, 10],
      reason: "defective",
      items: [["Nokia 105 Dual SIM Keypad Phone", 1]],
      comment: "One phone does not charge with the supplied charger or any other.",
      refundTo: { upi: "priya.raman@okhdfcbank" },
    },
  },
  {
    // Groceries, cash on delivery: the bhujia was missing from the parcel. The store accepted the claim
    // and the admin paid the refund to the shopper's bank account by transfer.
    lines: [["Tata Tea Gold 1 kg", 1], ["Haldiram's Aloo Bhujia 1 kg", 2]],
    to: "pune",
    placed: [7, 10, 5],
    ship: { at: [6, 9, 40], carrier: "Delhivery", tracking: "DLV4410362215" },
    deliver: [5, 13, 15],
    ret: {
      at: [5, 18, 30],
      reason: "missing",
      items: [["Haldiram's Aloo Bhujia 1 kg", 2]],
      comment: "The parcel had the tea but neither pack of bhujia.",
      refundTo: { accountNumber: "50100234567812", ifsc: "HDFC0001234", accountName: "Priya Raman" },
      accept: { at: [4, 10, 20] },
      transfer: { at: [3, 12, 0], utr: "HDFCN52026112400731" },
    },
  },
  {
    // The courier could not deliver it (nobody at the office): returned to the store, refunded in full.
    lines: [["boAt Airdopes 141 True Wireless Earbuds", 1]],
    to: "pune",
    pay: "upi",
    placed: [8, 13, 30],
    ship: { at: [7, 17, 0], carrier: "Delhivery", tracking: "DLV4410350068" },
    returnedToOrigin: [3, 16, 20],
  },
  {
    // On its way.
    lines: [["Amul Pure Ghee 1 L Jar", 1], ["Britannia Good Day Cashew Cookies 600 g", 2]],
    to: "pune",
    placed: [4, 8, 50],
    ship: { at: [3, 10, 35], carrier: "Delhivery", tracking: "DLV4410377120" },
  },
  {
    // Confirmed, waiting for the store to ship it.
    lines: [["boAt Rockerz 450 Bluetooth On-Ear Headphones", 1]],
    to: "pune",
    placed: [1, 18, 20],
  },
];

const DAY_MS = 86_400_000;

function momentOf(now: Date, [daysAgo, hour, minute]: When): Date {
  const indiaMidnight = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(indiaMidnight - daysAgo * DAY_MS + (hour * 60 + minute) * 60_000);
}

type Step =
  | { at: Date; kind: "place"; order: HistoryOrder }
  | { at: Date; kind: "ship" | "deliver" | "cancel" | "rto"; order: HistoryOrder }
  | { at: Date; kind: "return"; step: ReturnStepKind; order: HistoryOrder }
  | { at: Date; kind: "settle"; weekEnding: string }
  | { at: Date; kind: "pay"; weekEnding: string };

/** How far back the settlement runs go: every Monday since the history's first delivery. */
const SETTLED_DAYS = 42;

/**
 * Every event of the history, in date order: the orders' own, every Monday's settlement run at 03:00 India
 * time (the scheduled job's hour), and the admin paying that week's statements on the Tuesday at 11:30,
 * except for the latest week run, whose statements stay payable.
 */
function stepsOf(now: Date): Step[] {
  const steps: Step[] = [];
  for (const order of HISTORY) {
    steps.push({ at: momentOf(now, order.placed), kind: "place", order });
    if (order.ship) steps.push({ at: momentOf(now, order.ship.at), kind: "ship", order });
    if (order.deliver) steps.push({ at: momentOf(now, order.deliver), kind: "deliver", order });
    if (order.cancel) steps.push({ at: momentOf(now, order.cancel.at), kind: "cancel", order });
    if (order.returnedToOrigin) steps.push({ at: momentOf(now, order.returnedToOrigin), kind: "rto", order });
    const ret = order.ret;
    if (ret) {
      steps.push({ at: momentOf(now, ret.at), kind: "return", step: "request", order });
      for (const step of RETURN_STEPS) {
        const done = ret[step];
        if (done) steps.push({ at: momentOf(now, done.at), kind: "return", step, order });
      }
    }
  }
  const mondays: Date[] = [];
  for (let daysAgo = SETTLED_DAYS; daysAgo >= 0; daysAgo--) {
    const at = momentOf(now, [daysAgo, 3, 0]);
    if (isoWeekday(indiaDate(at)) === 1 && at < now) mondays.push(at);
  }
  mondays.forEach((monday, i) => {
    const weekEnding = addDays(indiaDate(monday), -1);
    steps.push({ at: monday, kind: "settle", weekEnding });
    const tuesday = new Date(indiaMidnight(addDays(weekEnding, 2)).getTime() + (11 * 60 + 30) * 60_000);
    if (i < mondays.length - 1) steps.push({ at: tuesday, kind: "pay", weekEnding });
  });
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The built-in test gateway, offline: the demo's online payments and its refund. */
const demoGateway: PaymentGateway = {
  kind: "test",
  keyId: "rzp_test_builtin",
  checkoutSecret: "demo-history",
  webhookSecret: "demo-history",
  createOrder: () => Promise.resolve({ id: gatewayId("order") }),
  refund: () => Promise.resolve({ id: gatewayId("rfnd") }),
};

/** A bank's UTR for the demo's payouts: 16 characters, unique per week and statement. */
const utrOf = (weekEnding: string, n: number) =>
  `SBIN${weekEnding.replaceAll("-", "")}${String(n).padStart(4, "0")}`;

/** A moment written into a column the app never updates (its type allows no update). */
const stamp = (at: Date) => sql<never>`${at}`;

/** The columns each event stamps with the database's `now()`, and its audit action. */
const STAMPS = {
  ship: { column: "shipped_at", action: "order.ship" },
  deliver: { column: "delivered_at", action: "order.deliver" },
  cancel: { column: "cancelled_at", action: "order.cancel" },
  rto: { column: "returned_at", action: "order.return_to_origin" },
} as const;

/**
 * Adds the demo shopper and her order history to a database that has the demo catalogue with its accounts
 * (`seedDemo`). Returns the shopper's id and how many orders were made.
 */
export async function seedDemoHistory(
  db: DB,
  options: { now?: Date } = {},
): Promise<{ shopperId: string; orders: number }> {
  const now = options.now ?? clockNow();
  const steps = stepsOf(now);
  const names = [...new Set(HISTORY.flatMap((o) => o.lines.map(([name]) => name)))];
  const [products, stores, admin, before] = await Promise.all([
    db.selectFrom("products").select(["id", "name", "vendor_id"]).where("name", "in", names).execute(),
    db.selectFrom("vendors").select(["id", "user_id"])
      .where("email", "in", Object.values(VENDORS).map((v) => v.email)).execute(),
    db.selectFrom("users").select("id").where("email", "=", DEMO_ADMIN.email).executeTakeFirstOrThrow(),
    db.selectFrom("outbox").select("id").execute(),
  ]);
  const productId = new Map(products.map((p) => [p.name, p]));
  const missing = names.filter((name) => !productId.has(name));
  if (missing.length) throw new Error(`The demo history needs these demo products: ${missing.join(", ")}`);
  const storeUser = new Map(stores.map((s) => [s.id, s.user_id]));

  const joined = momentOf(now, [45, 19, 5]);
  const shopperId = newId(joined.getTime());
  await db.insertInto("users").values({
    id: shopperId,
    name: DEMO_SHOPPER.name,
    email: DEMO_SHOPPER.email,
    mobile: DEMO_SHOPPER.mobile,
    password_hash: await hashPassword(DEMO_SHOPPER.password),
    role: "customer",
    // The header's "Deliver to", as if she had picked her Chennai home.
    delivery_location: "Adyar, Chennai 600020",
    created_at: joined,
    updated_at: joined,
  }).execute();
  const addressIds = {} as Record<Place, string>;
  for (const [i, place] of (["chennai", "pune"] as const).entries()) {
    const at = new Date(joined.getTime() + (i + 1) * 240_000);
    addressIds[place] = newId(at.getTime());
    await db.insertInto("addresses").values({
      id: addressIds[place],
      user_id: shopperId,
      ...ADDRESSES[place],
      country: "India",
      phone_number: DEMO_SHOPPER.mobile,
      created_at: at,
      updated_at: at,
    }).execute();
  }

  const buyer = {
    id: shopperId,
    name: DEMO_SHOPPER.name,
    email: DEMO_SHOPPER.email,
    mobile: DEMO_SHOPPER.mobile,
  };
  const shopper: OrderViewer = { id: shopperId, role: "customer", vendor_id: null };
  const adminViewer: OrderViewer = { id: admin.id, role: "admin", vendor_id: null };
  /** The store's own account moves its orders (the admin's when the store has none). */
  const storeViewer = (vendorId: string): OrderViewer => {
    const userId = storeUser.get(vendorId);
    return userId ? { id: userId, role: "vendor", vendor_id: vendorId } : adminViewer;
  };
  const orderIds = new Map<HistoryOrder, { id: string; vendorId: string }[]>();
  const returnIds = new Map<DemoReturn, string>();
  let made = 0;

  try {
    for (const step of steps) {
      setClock(step.at);
      if (step.kind === "settle") {
        await runSettlementWeek(db, step.weekEnding, "schedule");
        continue;
      }
      if (step.kind === "pay") {
        const payable = await db.selectFrom("settlements").select("id")
          .where("week_ending", "=", sql<string>`${step.weekEnding}::date`).where("status", "=", "payable")
          .orderBy("id").execute();
        for (const [n, { id }] of payable.entries()) {
          await markStatementPaid(db, { id: admin.id, role: "admin" }, id, utrOf(step.weekEnding, n + 1));
        }
        await db.updateTable("audit_log").set({ created_at: stamp(step.at) })
          .where("entity", "=", "settlement").where("entity_id", "in", ["", ...payable.map((p) => p.id)])
          .execute();
        continue;
      }
      const { order } = step;
      if (step.kind === "return") {
        const [{ id: orderId, vendorId }] = orderIds.get(order)!;
        await demoReturnStep(db, order.ret!, step.step, {
          orderId,
          shopper,
          store: storeViewer(vendorId),
          admin: adminViewer,
          productId: (name) => productId.get(name)!.id,
          returnIds,
          at: step.at,
        });
        continue;
      }
      if (step.kind === "place") {
        await db.insertInto("cart_items").values(order.lines.map(([name, quantity], i) => ({
          user_id: shopperId,
          product_id: productId.get(name)!.id,
          quantity,
          added_at: new Date(step.at.getTime() - (order.lines.length - i) * 60_000),
        }))).execute();
        const request = { addressId: addressIds[order.to], buyerGstin: order.gstin ?? null };
        let placed;
        if (order.pay) {
          const started = await startOnlinePayment(db, demoGateway, buyer, { ...request, method: order.pay });
          await settlePayment(db, started.payment.id, gatewayId("pay"));
          await db.updateTable("payment_orders").set({ created_at: stamp(step.at), paid_at: step.at })
            .where("id", "=", started.payment.id).execute();
          placed = started.orders;
        } else placed = await placeCashOnDelivery(db, buyer, request);
        orderIds.set(order, placed.map((o) => ({ id: o.id, vendorId: o.vendor_id })));
        made += placed.length;
        await db.updateTable("orders").set({ created_at: stamp(step.at), updated_at: step.at })
          .where("id", "in", placed.map((o) => o.id)).execute();
        continue;
      }
      for (const { id, vendorId } of orderIds.get(order)!) {
        if (step.kind === "ship") {
          await advanceOrder(db, storeViewer(vendorId), id, {
            status: "Shipped",
            carrier: order.ship!.carrier,
            trackingNumber: order.ship!.tracking,
          });
        } else if (step.kind === "deliver") {
          await advanceOrder(db, storeViewer(vendorId), id, { status: "Delivered" });
        } else if (step.kind === "rto") {
          const back = await advanceOrder(db, storeViewer(vendorId), id, { status: "Returned" });
          if (back.payment_status === "refund_due") {
            await refundOrder(db, demoGateway, storeViewer(vendorId), id);
            await db.updateTable("orders").set({ refunded_at: step.at, refund_attempted_at: step.at })
              .where("id", "=", id).execute();
          }
        } else {
          const cancelled = await cancelOrder(db, order.cancel!.by === "admin" ? adminViewer : shopper, id);
          // A paid order refunded after delivery: the admin sends the refund at once.
          if (cancelled.payment_status === "refund_due") {
            await refundOrder(db, demoGateway, adminViewer, id);
            await db.updateTable("orders").set({ refunded_at: step.at, refund_attempted_at: step.at })
              .where("id", "=", id).execute();
            await db.updateTable("audit_log").set({ created_at: stamp(step.at) })
              .where("entity", "=", "order").where("entity_id", "=", id).where(
                "action",
                "like",
                "order.refund%",
              )
              .execute();
          }
        }
        const { column, action } = STAMPS[step.kind];
        await db.updateTable("orders").set({ [column]: step.at, updated_at: step.at }).where("id", "=", id)
          .execute();
        await db.updateTable("audit_log").set({ created_at: stamp(step.at) })
          .where("entity", "=", "order").where("entity_id", "=", id).where("action", "=", action).execute();
      }
    }
  } finally {
    resetClock();
  }

  // The mails these events wrote are history too: recorded as sent, so the first start mails nobody.
  const earlier = before.map((row) => row.id);
  await db.updateTable("outbox")
    .set({ sent_at: sql`created_at`, next_attempt_at: sql`created_at` })
    .where("sent_at", "is", null)
    .$if(earlier.length > 0, (q) => q.where("id", "not in", earlier))
    .execute();
  return { shopperId, orders: made };
}

interface ReturnStepContext {
  orderId: string;
  shopper: OrderViewer;
  store: OrderViewer;
  admin: OrderViewer;
  productId: (name: string) => string;
  returnIds: Map<DemoReturn, string>;
  at: Date;
}

/** One step of a demo return, through the service, with the audit rows it wrote dated at its moment. */
async function demoReturnStep(db: DB, ret: DemoReturn, step: ReturnStepKind, c: ReturnStepContext) {
  let view;
  if (step === "request") {
    view = await requestReturn(db, c.shopper, c.orderId, {
      items: ret.items.map(([name, quantity]) => ({ productId: c.productId(name), quantity })),
      reason: ret.reason,
      comment: ret.comment,
      refundTo: ret.refundTo,
    });
    c.returnIds.set(ret, view.id);
    if (ret.photo) {
      const photo = await db.selectFrom("product_photos").select("media_id")
        .where("product_id", "=", c.productId(ret.items[0][0])).orderBy("position").executeTakeFirst();
      if (photo) {
        await db.insertInto("return_photos").values({
          return_id: view.id,
          position: 1,
          media_id: photo.media_id,
        }).execute();
      }
    }
  } else {
    const id = c.returnIds.get(ret)!;
    if (step === "accept") {
      view = await acceptReturn(db, c.store, id, {
        carrier: ret.accept!.carrier,
        trackingNumber: ret.accept!.tracking,
      });
    } else if (step === "reject") view = await rejectReturn(db, c.store, id, ret.reject!.reason);
    else if (step === "escalate") view = await escalateReturn(db, c.shopper, id, ret.escalate!.comment);
    else if (step === "decide") view = await decideReturn(db, c.admin, id, ret.decide!);
    else if (step === "receive") view = await receiveReturn(db, c.store, id, ret.receive!);
    else view = (await refundReturn(db, null, c.admin, id, ret.transfer!.utr)).ret;
    // A prepaid refund made due goes through the gateway at once.
    await refundReturnIfDue(db, demoGateway, c.store, view);
  }
  await db.updateTable("audit_log").set({ created_at: stamp(c.at) })
    .where("entity", "=", "return").where("entity_id", "=", view.id).where("created_at", ">", c.at).execute();
}

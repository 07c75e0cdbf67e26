/**
 * Test support: two stores with a few weeks of delivered orders (prepaid and cash on delivery, one cancelled
 * after delivery), their weeks settled by the settlement run, and a sign-in for each store and an admin.
 * Store a's first statement (week ending 15 Nov) is paid on 24 Nov. The clock is left standing on Wednesday
 * 25 Nov 2026 (India), with one delivery still in its return window.
 */
import type { DB } from "../../../db/database.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { setClock } from "../../core/clock.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder, cancelOrder } from "../../orders/orders.service.ts";
import { runSettlementWeek } from "../run/settlement-run.service.ts";
import { markStatementPaid } from "../admin/admin-settlements.service.ts";
import { createSession } from "../../auth/sessions/sessions.queries.ts";
import { hashToken, SESSION_COOKIE } from "../../auth/sessions/session.ts";

/** A moment in India time: `ist("2026-11-03 10:00")`. */
export const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

/** The UTR of the paid statement (store a's week ending 15 Nov). */
export const PAID_UTR = "HDFCN52026112412345";

export type StoreAccount = TestCustomer & { vendorId: string; storeName: string };

export interface StatementWorld {
  admin: TestCustomer;
  /** A store with a PAN and GSTIN (Maharashtra): prepaid and COD orders, one cancelled after delivery. */
  a: StoreAccount;
  /** A store with cash-on-delivery orders only: it owes commission and taxes, carried forward. */
  b: StoreAccount;
  orders: { aCard: string; aCod: string; aCancelled: string; aLate: string; aOpen: string; bCod: string };
}

type Viewer = { id: string; role: "admin"; vendor_id: null };

async function deliver(
  db: DB,
  admin: Viewer,
  store: StoreAccount,
  at: Date,
  { cod = false, pricePaise = 100_000, quantity = 1 }: {
    cod?: boolean;
    pricePaise?: number;
    quantity?: number;
  } = {},
): Promise<string> {
  setClock(new Date(at.getTime() - 3_600_000));
  const order = await insertOrderFixture(db, {
    vendor: { id: store.vendorId, email: store.email, store_name: store.storeName },
    items: [{ name: "Electric Kettle 1.5 L", quantity, pricePaise }],
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
  });
  await advanceOrder(db, admin, order.id, { status: "Shipped", carrier: "Delhivery", trackingNumber: "DL1" });
  setClock(at);
  await advanceOrder(db, admin, order.id, { status: "Delivered" });
  return order.id;
}

/** A session for an existing store's account (e.g. a demo store's), as its sign-in would start. */
export async function storeSession(db: DB, email: string): Promise<StoreAccount> {
  const row = await db.selectFrom("vendors as v").innerJoin("users as u", "u.id", "v.user_id")
    .select(["v.id as vendor_id", "v.store_name", "u.id", "u.name", "u.email", "u.mobile"])
    .where("v.email", "=", email).executeTakeFirstOrThrow();
  const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
  await createSession(db, await hashToken(token), row.id, new Date(Date.now() + 86_400_000));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    password: "",
    cookie: `${SESSION_COOKIE}=${token}`,
    vendorId: row.vendor_id,
    storeName: row.store_name,
  };
}

/** `a`: the store with prepaid and COD orders, a new one unless given (a demo store, for the browser). */
export async function statementWorld(db: DB, options: { a?: StoreAccount } = {}): Promise<StatementWorld> {
  const adminUser = await createCustomer(db, { role: "admin" });
  const admin: Viewer = { id: adminUser.id, role: "admin", vendor_id: null };
  const a = options.a ?? await createVendorAccount(db, { storeName: "Sharma Electronics" });
  const b = await createVendorAccount(db, { storeName: "Cash Corner" });
  if (!options.a) {
    await db.updateTable("vendors").set({ pan: "ABCDE1234F", gstin: "27ABCDE1234F1Z5" })
      .where("id", "=", a.vendorId).execute();
  }
  await db.updateTable("vendors").set({ pan: "ABCDE1234F", gstin: "27ABCDE1234F1Z5" })
    .where("id", "=", b.vendorId).execute();

  // Week ending 15 Nov: delivered on 3 Nov, their return windows end on 10 Nov.
  const aCard = await deliver(db, admin, a, ist("2026-11-03 10:00"), { pricePaise: 123_457 });
  const aCod = await deliver(db, admin, a, ist("2026-11-03 12:00"), {
    cod: true,
    pricePaise: 59_999,
    quantity: 2,
  });
  const aCancelled = await deliver(db, admin, a, ist("2026-11-04 09:00"), { pricePaise: 250_000 });
  setClock(ist("2026-11-05 11:00"));
  await cancelOrder(db, admin, aCancelled);
  const bCod = await deliver(db, admin, b, ist("2026-11-04 18:30"), { cod: true, pricePaise: 80_000 });
  // Week ending 22 Nov: delivered on 12 Nov (window ends 19 Nov).
  const aLate = await deliver(db, admin, a, ist("2026-11-12 16:45"), { pricePaise: 45_050 });

  setClock(ist("2026-11-23 03:00"));
  await runSettlementWeek(db, "2026-11-22", "schedule");
  // The first week's statement is paid on 24 Nov.
  setClock(ist("2026-11-24 09:30"));
  const [first] = await db.selectFrom("settlements").select("id").where("vendor_id", "=", a.vendorId)
    .where("week_ending", "=", "2026-11-15").execute();
  await markStatementPaid(db, admin, first.id, PAID_UTR);
  // Still inside its return window when the clock stops: the next payout's.
  const aOpen = await deliver(db, admin, a, ist("2026-11-24 10:00"), { pricePaise: 30_000 });
  setClock(ist("2026-11-25 12:00"));
  return { admin: adminUser, a, b, orders: { aCard, aCod, aCancelled, aLate, aOpen, bCod } };
}

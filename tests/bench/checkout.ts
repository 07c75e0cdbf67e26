/**
 * The checkout half of `deno task bench`: many signed-in shoppers, each with a cart spanning two stores,
 * placing cash-on-delivery orders at once over HTTP; then everyone buying the same product (one hot row that
 * every transaction must lock). Reports orders/s and latency percentiles.
 */
import type { DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/session.ts";

export interface CheckoutResult {
  name: string;
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
}

/** A shopper's session cookie and the body of its cash-on-delivery order. */
interface Shopper {
  cookie: string;
  body: string;
}

/** Shoppers with a session cookie, an address and the given cart lines. */
async function shoppers(
  db: DB,
  count: number,
  cart: (i: number) => { productId: string; quantity: number }[],
) {
  const cookies: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
    await db.insertInto("users").values({
      id,
      name: `Bench Shopper ${i}`,
      email: `bench.${id}@example.in`,
      mobile: "9876543210",
      password_hash: "not-a-password",
      delivery_location: null,
    }).execute();
    await db.insertInto("sessions").values({
      token_hash: await hashToken(token),
      user_id: id,
      expires_at: new Date(Date.now() + 3_600_000),
    }).execute();
    await db.insertInto("addresses").values({
      id: newId(),
      user_id: id,
      street: "1 MG Road",
      floor: "1",
      area: "Camp",
      landmark: "Clock tower",
      city: "Pune",
      state: "Maharashtra",
      postal_code: "411001",
      country: "India",
      phone_number: "9876543210",
    }).execute();
    await db.insertInto("cart_items").values(
      cart(i).map((line) => ({ user_id: id, product_id: line.productId, quantity: line.quantity })),
    ).execute();
    // The checkout confirms the cart the shopper saw, as the storefront sends it.
    cookies.push({ cookie: `${SESSION_COOKIE}=${token}`, body: JSON.stringify({ cart: cart(i) }) });
  }
  return cookies;
}

async function placeAll(name: string, base: string, cookies: Shopper[], concurrency: number) {
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < cookies.length) {
      const { cookie, body } = cookies[next++];
      const t0 = performance.now();
      const response = await fetch(`${base}/api/orders/place-order`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", accept: "application/json" },
        body,
      });
      await response.body?.cancel();
      latencies.push(performance.now() - t0);
      if (response.status !== 200 && refused++ === 0) {
        console.warn(`${name}: first refusal ${response.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    name,
    orders: cookies.length - refused,
    perSecond: (cookies.length - refused) / seconds,
    p50: at(0.5),
    p99: at(0.99),
    refused,
  };
}

export interface PreparedCheckouts {
  spread: Shopper[];
  hot: Shopper[];
}

/** Written before the app starts: PGlite's files belong to one process at a time. */
export async function prepareCheckouts(db: DB, shopperCount: number): Promise<PreparedCheckouts> {
  // Products from two different stores, with stock for everyone.
  const pair = await db.selectFrom("products").select(["id", "vendor_id"]).orderBy("id").limit(400).execute();
  const a = pair[0];
  const b = pair.find((p) => p.vendor_id !== a.vendor_id)!;
  await db.updateTable("products").set({ stock: 1_000_000, max_purchase_limit: 10 })
    .where("id", "in", pair.map((p) => p.id)).execute();
  const spread = await shoppers(db, shopperCount, (i) => [
    { productId: pair[(2 * i) % pair.length].id, quantity: 1 },
    { productId: pair[(2 * i + 1) % pair.length].id, quantity: 2 },
  ]);
  const hot = await shoppers(db, shopperCount, () => [
    { productId: a.id, quantity: 1 },
    { productId: b.id, quantity: 1 },
  ]);
  return { spread, hot };
}

export async function benchCheckout(base: string, prepared: PreparedCheckouts, concurrency = 32) {
  return [
    await placeAll("COD checkout, 2 stores/cart", base, prepared.spread, concurrency),
    await placeAll("COD checkout, same 2 products", base, prepared.hot, concurrency),
  ];
}

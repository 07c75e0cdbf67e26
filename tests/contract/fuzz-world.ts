/**
 * The fuzzer's people and their rows, kept usable for the whole run: a request that succeeds may log a
 * caller out, delete an account, place the cart, cancel the order or delete the address, so after every
 * successful write the missing pieces are put back (new session, new address, new order, ...).
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { type Aim, resolveAim, type Targets } from "./aims.ts";
import {
  type Actor,
  type Catalogue,
  insertActor,
  insertAddress,
  insertOrder,
  insertPaymentOrder,
  insertShopper,
  insertWorlds,
  newSession,
  pastTargets,
  putInCart,
  type Shopper,
  type Store,
  type World,
} from "./fixtures.ts";
import type { Aimed, Caller } from "./fuzz-inputs.ts";

export class FuzzWorld {
  private constructor(readonly db: DB, readonly catalogue: Catalogue, readonly world: World) {}

  static async create(db: DB, catalogue: Catalogue): Promise<FuzzWorld> {
    const [world] = await insertWorlds(db, catalogue.categoryIds[0], 1);
    return new FuzzWorld(db, catalogue, world);
  }

  actor(caller: Caller): Actor | undefined {
    if (caller === "customer") return this.world.customer;
    if (caller === "vendor") return this.world.store.vendor;
    if (caller === "admin") return this.world.admin;
    return undefined;
  }

  /** Whose rows a value names: the caller's own (visitors: the customer's), or someone else's. */
  targets(caller: Caller, someoneElse: boolean): Targets {
    const { customer, otherCustomer } = this.world;
    const owner: Shopper = someoneElse ? otherCustomer : customer;
    const person = someoneElse ? otherCustomer : this.actor(caller) ?? customer;
    const { productIds, categoryIds, categoryNames } = this.catalogue;
    return {
      userId: person.id,
      userEmail: person.email,
      product: (pick) => pick % 7 === 0 ? this.world.store.productId : productIds[pick % productIds.length],
      category: (pick) =>
        pick % 2 ? categoryNames[pick % categoryNames.length] : categoryIds[pick % categoryIds.length],
      cartLine: owner.cartProductId,
      address: owner.addressId,
      order: owner.orderId,
      paymentOrder: owner.paymentOrderId,
      media: this.catalogue.mediaHash,
      pincode: this.catalogue.pincode,
      store: someoneElse ? this.world.otherStore.vendorId : this.world.store.vendorId,
      storeEmail: someoneElse ? this.world.otherStore.vendor.email : this.world.store.vendor.email,
      adminEmail: this.world.admin.email,
      city: this.catalogue.cityId,
      job: this.catalogue.jobId,
      ...pastTargets(someoneElse ? this.world.otherStore : this.world.store),
    };
  }

  private freshEmails = 0;

  resolve(value: Aimed, caller: Caller): string {
    if (value.fresh) return `fuzz.${++this.freshEmails}.${crypto.randomUUID().slice(0, 8)}@example.in`;
    return resolveAim(
      value.aim as Exclude<Aim, "signature">,
      this.targets(caller, value.someoneElse),
      value.pick,
    );
  }

  /** Puts back whatever a successful request took away. */
  async repair(): Promise<void> {
    const { db, world } = this;
    const ids = [world.customer.id, world.store.vendor.id, world.admin.id];
    const users = await db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
    const emails = new Map(users.map((u) => [u.id, u.email]));
    if (!emails.has(world.customer.id)) world.customer = await insertShopper(db, world.store, "customer");
    if (!emails.has(world.store.vendor.id)) await this.replaceVendor(world.store);
    if (!emails.has(world.admin.id)) world.admin = await insertActor(db, "admin", "admin");
    for (const actor of [world.customer, world.store.vendor, world.admin]) {
      actor.email = emails.get(actor.id) ?? actor.email; // an account change may have renamed it
    }
    await this.reviveSessions([world.customer, world.store.vendor, world.admin]);
    await this.refillShopper(world.customer, world.store);
  }

  private async replaceVendor(store: Store) {
    store.vendor = await insertActor(this.db, "vendor", "vendor");
    await this.db.updateTable("vendors").set({ user_id: store.vendor.id }).where("id", "=", store.vendorId)
      .execute();
  }

  private async reviveSessions(actors: Actor[]) {
    const live = await this.db.selectFrom("sessions").select("token_hash")
      .where("token_hash", "in", actors.map((a) => a.tokenHash))
      .where("expires_at", ">", sql<Date>`now()`).execute();
    const alive = new Set(live.map((s) => s.token_hash));
    for (const actor of actors) {
      if (!alive.has(actor.tokenHash)) Object.assign(actor, await newSession(this.db, actor.id));
    }
  }

  private async refillShopper(customer: Shopper, store: Store) {
    const db = this.db;
    const [address, line, order, payment] = await Promise.all([
      db.selectFrom("addresses").select("id").where("id", "=", customer.addressId).executeTakeFirst(),
      db.selectFrom("cart_items").select("quantity").where("user_id", "=", customer.id)
        .where("product_id", "=", customer.cartProductId).executeTakeFirst(),
      db.selectFrom("orders").select("status").where("id", "=", customer.orderId).executeTakeFirst(),
      db.selectFrom("payment_orders").select("status").where("id", "=", customer.paymentOrderId)
        .executeTakeFirst(),
    ]);
    if (!address) customer.addressId = await insertAddress(db, customer.id);
    if (!line) await putInCart(db, customer.id, customer.cartProductId);
    if (order?.status !== "Confirmed") customer.orderId = await insertOrder(db, customer, store);
    if (payment?.status !== "created") {
      customer.paymentOrderId = await insertPaymentOrder(db, customer, customer.cartProductId);
    }
  }
}

/**
 * The admin's TDS exemption of a store, and what it does to the store's ledger: a delivered sale of an
 * exempt store has no TDS entry, one without a PAN has 5 %, one with a PAN 0.1 %. Also an admin's
 * cancellation of a delivered cash-on-delivery order: a credit note, the sale reversed in the ledger, and the
 * refund recorded with the bank transfer's reference.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../../tests/orders.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { auditTrail } from "../../audit/audit.queries.ts";
import { PAN_NEEDED_FOR_EXEMPTION } from "./tax-settings.service.ts";
import { COD_REFUND_BY_TRANSFER } from "../../orders/refunds/refunds.service.ts";

Deno.test("TDS exemption, and a delivered order cancelled and refunded by transfer", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const withPan = await insertVendor(db, {
      store_name: "Pan Traders",
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZR",
    });
    const noPan = await insertVendor(db, { store_name: "No Pan Stores", gstin: "" });
    const store = await createStoreAccount(db, withPan.id);
    const other = await createStoreAccount(db, noPan.id);
    const admin = await createCustomer(db, { role: "admin" });
    const kettle = await insertProduct(db, {
      name: "Kettle",
      hsn_code: "8516",
      gst_rate: 18,
      price_paise: 200_000,
      stock: 20,
      vendor_id: withPan.id,
    });
    const lamp = await insertProduct(db, {
      name: "Lamp",
      hsn_code: "9405",
      gst_rate: 18,
      price_paise: 100_000,
      stock: 20,
      vendor_id: noPan.id,
    });
    const shopper = await createShopper(db);

    const deliver = async (productId: string, by: typeof store) => {
      await putInCart(db, shopper.id, productId, 1);
      const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
      assert.equal(placed.status, 200, await placed.clone().text());
      const id = (await placed.json()).orders[0]._id as string;
      const path = `/api/orders/${id}/status`;
      assert.equal(
        (await call(app, "PUT", path, by, { status: "Shipped", carrier: "Delhivery", trackingNumber: "DL1" }))
          .status,
        200,
      );
      assert.equal((await call(app, "PUT", path, by, { status: "Delivered" })).status, 200);
      return id;
    };
    const tdsOf = async (orderId: string) =>
      (await db.selectFrom("ledger_entries").select(["amount_paise", "basis"]).where("order_id", "=", orderId)
        .where("kind", "=", "tds").execute()).map((r) => r.amount_paise);

    await t.step("with a PAN 0.1 % of the gross, without one 5 %", async () => {
      assert.deepEqual(await tdsOf(await deliver(kettle.id, store)), [-200]);
      assert.deepEqual(await tdsOf(await deliver(lamp.id, other)), [-5_000]);
    });

    await t.step("only an admin records it; a store without a PAN cannot be exempt (409)", async () => {
      const path = (id: string) => `/api/admin/stores/${id}/tds-exemption`;
      const body = {
        exempt: true,
        declaration: "Form received 2 Apr 2026: individual, sales under ₹5 lakh.",
      };
      assert.equal((await call(app, "PUT", path(withPan.id), store, body)).status, 403);
      const refused = await call(app, "PUT", path(noPan.id), admin, body);
      assert.equal(refused.status, 409);
      assert.equal((await refused.json()).message, PAN_NEEDED_FOR_EXEMPTION);
      assert.equal(
        (await call(app, "PUT", path(withPan.id), admin, { exempt: true, declaration: "short" })).status,
        400,
      );
      const done = await call(app, "PUT", path(withPan.id), admin, body);
      assert.equal(done.status, 200);
      assert.deepEqual(await done.json(), { storeId: withPan.id, tdsExempt: true, tdsRatePercent: 0 });
      const trail = await auditTrail(db, "vendor", withPan.id);
      assert.ok(trail.some((row) => row.action === "vendor.tds_exempt"));
    });

    await t.step(
      "an exempt store's next sale has no TDS entry; the earlier one keeps its entry",
      async () => {
        assert.deepEqual(await tdsOf(await deliver(kettle.id, store)), []);
        const all = await db.selectFrom("ledger_entries").select("amount_paise").where(
          "vendor_id",
          "=",
          withPan.id,
        )
          .where("kind", "=", "tds").execute();
        assert.equal(all.length, 1);
      },
    );

    await t.step(
      "an admin cancels a delivered COD order: credit note, sale reversed, refund by transfer",
      async () => {
        const id = await deliver(kettle.id, store);
        const cancelled = await call(app, "POST", `/api/orders/${id}/cancel`, admin);
        assert.equal(cancelled.status, 200, await cancelled.clone().text());
        const order = await db.selectFrom("orders").selectAll().where("id", "=", id)
          .executeTakeFirstOrThrow();
        assert.equal(order.status, "Cancelled");
        assert.equal(order.payment_status, "refund_due");
        assert.equal(order.refund_error, COD_REFUND_BY_TRANSFER);
        const notes = await db.selectFrom("credit_notes").select(["id", "total_paise"]).where(
          "order_id",
          "=",
          id,
        ).execute();
        assert.equal(notes.length, 1);
        const entries = await db.selectFrom("ledger_entries as x").innerJoin(
          "ledger_events as e",
          "e.id",
          "x.event_id",
        )
          .select(["e.kind as event", "x.kind", "x.amount_paise", "e.credit_note_id"]).where(
            "x.order_id",
            "=",
            id,
          )
          .orderBy("x.id").execute();
        const sum = (event: string) =>
          entries.filter((e) => e.event === event).reduce((s, e) => s + e.amount_paise, 0);
        const cash = entries.find((e) => e.kind === "cash_collected")!.amount_paise;
        // Everything of the delivery comes back but the cash the courier collected.
        assert.equal(sum("delivery") + sum("reversal"), cash);
        assert.equal(entries.find((e) => e.kind === "refund")!.amount_paise, -200_000);
        assert.ok(
          entries.filter((e) => e.event === "reversal").every((e) => e.credit_note_id === notes[0].id),
        );
        // The stock stays with the shopper's goods: not returned.
        const refund = `/api/admin/orders/${id}/refund-by-transfer`;
        assert.equal((await call(app, "POST", refund, admin, { reference: "x" })).status, 400);
        // The gateway holds nothing of a cash order: its refund is recorded by transfer.
        const viaGateway = await call(app, "POST", `/api/admin/orders/${id}/refund`, admin);
        assert.deepEqual([viaGateway.status, (await viaGateway.json()).message], [
          502,
          `The refund failed: ${COD_REFUND_BY_TRANSFER}`,
        ]);
        const recorded = await call(app, "POST", refund, admin, { reference: "UTR2026112800123" });
        assert.equal(recorded.status, 200, await recorded.clone().text());
        const after = await db.selectFrom("orders").select(["payment_status", "refund_id"]).where(
          "id",
          "=",
          id,
        )
          .executeTakeFirstOrThrow();
        assert.deepEqual(after, { payment_status: "refunded", refund_id: "UTR2026112800123" });
        // A second cancellation finds nothing to reverse.
        assert.equal((await call(app, "POST", `/api/orders/${id}/cancel`, admin)).status, 409);
      },
    );

    await t.step("the ledger refuses updates and deletes", async () => {
      await assert.rejects(
        db.updateTable("ledger_entries").set({ amount_paise: 0 }).execute(),
        /append-only/,
      );
      await assert.rejects(db.deleteFrom("ledger_events").execute(), /append-only/);
    });
  } finally {
    await close();
  }
});

/** The admin account of ADMIN_EMAIL and ADMIN_PASSWORD at start: made, mended, left alone. */
import assert from "node:assert/strict";
import { createTestDatabase } from "../../tests/helpers.ts";
import { createCustomer } from "../../tests/customers.ts";
import { verifyPassword } from "./password.ts";
import { ADMIN_NAME, ensureAdminAccount } from "./admin-bootstrap.ts";

Deno.test("ensureAdminAccount: creates, resets the password, leaves other accounts alone", async (t) => {
  const { db, close } = await createTestDatabase();
  const original = console.error;
  try {
    const account = () =>
      db.selectFrom("users").selectAll().where("email", "=", "root@swiftcart.in").executeTakeFirst();
    const audit = () => db.selectFrom("audit_log").selectAll().orderBy("created_at").execute();

    await t.step("nothing without both settings", async () => {
      assert.equal(await ensureAdminAccount(db, {}), "not configured");
      assert.equal(await ensureAdminAccount(db, { adminEmail: "root@swiftcart.in" }), "not configured");
      assert.equal(await account(), undefined);
    });

    await t.step("creates the admin account, audited with no actor", async () => {
      const config = { adminEmail: " Root@SwiftCart.in ", adminPassword: "first-secret" };
      assert.equal(await ensureAdminAccount(db, config), "created");
      const row = (await account())!;
      assert.equal(row.role, "admin");
      assert.equal(row.name, ADMIN_NAME);
      assert.ok(await verifyPassword("first-secret", row.password_hash));
      const [entry] = await audit();
      assert.equal(entry.action, "user.create");
      assert.equal(entry.entity_id, row.id);
      assert.equal(entry.actor_id, null);
      assert.equal(entry.actor_role, "system");
      assert.ok(!JSON.stringify(entry.details).includes("first-secret"));
    });

    await t.step("the same settings again change nothing", async () => {
      const before = await account();
      const config = { adminEmail: "root@swiftcart.in", adminPassword: "first-secret" };
      assert.equal(await ensureAdminAccount(db, config), "unchanged");
      assert.deepEqual(await account(), before);
      assert.equal((await audit()).length, 1);
    });

    await t.step("a new ADMIN_PASSWORD resets the password and ends the account's sessions", async () => {
      const row = (await account())!;
      await db.insertInto("sessions")
        .values({ token_hash: "x".repeat(64), user_id: row.id, expires_at: new Date(Date.now() + 3_600_000) })
        .execute();
      const config = { adminEmail: "root@swiftcart.in", adminPassword: "second-secret" };
      assert.equal(await ensureAdminAccount(db, config), "password reset");
      assert.ok(await verifyPassword("second-secret", (await account())!.password_hash));
      const sessions = await db.selectFrom("sessions").select("token_hash").where("user_id", "=", row.id)
        .execute();
      assert.deepEqual(sessions, []);
      const entries = await audit();
      assert.equal(entries.length, 2);
      assert.equal(entries[1].action, "user.password_reset");
      assert.equal(entries[1].actor_id, null);
    });

    await t.step("an email of a customer account is not turned into an admin", async () => {
      const errors: string[] = [];
      console.error = (...args: unknown[]) => errors.push(args.join(" "));
      const customer = await createCustomer(db, { password: "shopper-secret" });
      const config = { adminEmail: customer.email, adminPassword: "taken-over" };
      assert.equal(await ensureAdminAccount(db, config), "email taken");
      const row = await db.selectFrom("users").selectAll().where("id", "=", customer.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.role, "customer");
      assert.ok(await verifyPassword("shopper-secret", row.password_hash));
      assert.match(errors.join("\n"), /belongs to a customer account/);
    });
  } finally {
    console.error = original;
    await close();
  }
});

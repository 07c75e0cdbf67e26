/**
 * The audit trail is complete and read only:
 * - every admin or store write of openapi.yaml (x-required-role names admin or vendor; POST, PUT, PATCH or
 *   DELETE) is listed in audited-writes.ts, and its call, made for real on the demo data, records an audit
 *   row with its action, actor and role, in the same request;
 * - no operation writes the trail itself: no path or operation about the audit takes anything but GET,
 *   and no source file updates or deletes audit_log rows.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { createTestApp } from "../helpers.ts";
import { contractOperations } from "./contract.ts";
import { AUDITED_WRITES, type Writers } from "./audited-writes.ts";
import { AUDIT_LABELS } from "../../src/audit/changes.tsx";

/** Keys that hold other keys (before/after, a profile's changes) or only list them: not shown themselves. */
const AUDIT_STRUCTURE_KEYS = new Set(["before", "after", "changes", "changed", "fields"]);
import { DEMO_ADMIN, PENDING_STORE } from "../../db/seed/content/accounts.ts";
import { createSession } from "../../src/auth/sessions/sessions.queries.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { parse } from "yaml";
import { call, codOrder, createShopper, putInCart } from "../orders.ts";

const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);

async function cookieOf(db: DB, userId: string): Promise<string> {
  const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
  await createSession(db, await hashToken(token), userId, new Date(Date.now() + 86_400_000));
  return `${SESSION_COOKIE}=${token}`;
}

/** The demo's admin, a store with a product of two or more photos and a Confirmed order, the pending store. */
async function writers(app: Writers["app"], db: DB): Promise<Writers> {
  const admin = await db.selectFrom("users").select("id").where("email", "=", DEMO_ADMIN.email)
    .executeTakeFirstOrThrow();
  const product = await db.selectFrom("products as p").innerJoin("vendors as v", "v.id", "p.vendor_id")
    .innerJoin("users as u", "u.id", "v.user_id")
    .select(["p.id", "p.vendor_id", "u.id as user_id", "u.email"])
    .where("v.approval_pending", "=", false).where("v.active", "=", true).where("p.listed", "=", true)
    .where("p.stock", ">", 5)
    .where((eb) =>
      eb(
        eb.selectFrom("product_photos as ph").select(sql<number>`count(*)`.as("n"))
          .whereRef("ph.product_id", "=", "p.id"),
        ">=",
        2,
      )
    )
    .orderBy("p.id").limit(1).executeTakeFirstOrThrow();
  const spare = await db.selectFrom("products").select("id").where("vendor_id", "=", product.vendor_id)
    .where("id", "<>", product.id).orderBy("id").limit(1).executeTakeFirstOrThrow();
  // A customer buys it (cash on delivery): the store's Confirmed order.
  const shopper = await createShopper(db);
  await putInCart(db, shopper.id, product.id);
  const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
  assert.equal(placed.status, 200, await placed.clone().text());
  const order = { ...product, id: (await placed.json()).orders[0]._id as string };
  const pending = await db.selectFrom("vendors").select("id").where("email", "=", PENDING_STORE.email)
    .executeTakeFirstOrThrow();
  const sub = await db.selectFrom("subcategories as s").innerJoin("categories as c", "c.id", "s.category_id")
    .select(["c.id", "c.name", "s.name as subcategory"]).orderBy("c.id").orderBy("s.id").limit(1)
    .executeTakeFirstOrThrow();
  const unit = await db.selectFrom("units").select("name").orderBy("name").limit(1).executeTakeFirstOrThrow();
  return {
    app,
    db,
    admin: await cookieOf(db, admin.id),
    vendor: await cookieOf(db, order.user_id),
    vendorEmail: order.email,
    productId: product.id,
    spareProductId: spare.id,
    orderId: order.id,
    pendingStoreId: pending.id,
    category: { id: sub.id, name: sub.name, subcategory: sub.subcategory },
    unit: unit.name,
  };
}

Deno.test("audit: every admin or store write of the contract records an audit row", async (t) => {
  const test = await createTestApp({ seed: true });
  try {
    const writes = contractOperations(test.app).filter((op) =>
      WRITE_METHODS.has(op.method.toLowerCase()) &&
      (op.roles ?? []).some((r) => r === "admin" || r === "vendor")
    );
    await t.step("every such operation is in audited-writes.ts", () => {
      const missing = writes.filter((op) => !AUDITED_WRITES[op.id])
        .map((op) =>
          `${op.id} (${op.method.toUpperCase()} ${op.path}, x-required-role: ${op.roles!.join(" or ")})`
        );
      assert.deepEqual(
        missing,
        [],
        `These admin or store writes are missing from tests/contract/audited-writes.ts (add each with one ` +
          `successful call and the audit action it records):\n  ${missing.join("\n  ")}`,
      );
      const known = new Set(writes.map((op) => op.id));
      const stale = Object.keys(AUDITED_WRITES).filter((id) => !known.has(id));
      assert.deepEqual(
        stale,
        [],
        `audited-writes.ts lists operations the contract has not (as admin/store writes)`,
      );
    });

    const w = await writers(test.app, test.db);
    for (const op of writes) {
      const entry = AUDITED_WRITES[op.id];
      if (!entry) continue;
      await t.step(`${op.id} records '${entry.action}'`, async () => {
        const since = await test.db.selectFrom("audit_log").select(sql<string>`count(*)`.as("n"))
          .executeTakeFirstOrThrow();
        const started = new Date(Date.now() - 1000);
        const res = await entry.call(w);
        assert.ok(
          res.status >= 200 && res.status < 300,
          `${op.id}: ${res.status} ${await res.clone().text()}`,
        );
        await res.body?.cancel();
        const rows = await test.db.selectFrom("audit_log").selectAll().where("created_at", ">=", started)
          .orderBy("created_at", "desc").execute();
        const after = await test.db.selectFrom("audit_log").select(sql<string>`count(*)`.as("n"))
          .executeTakeFirstOrThrow();
        assert.ok(Number(after.n) > Number(since.n), `${op.id} recorded no audit row`);
        const match = rows.find((r) => r.action === entry.action || r.action.startsWith(`${entry.action}.`));
        assert.ok(match, `${op.id}: no '${entry.action}' entry; got ${rows.map((r) => r.action).join(", ")}`);
        assert.ok(match.actor_id, `${op.id}: the entry names no actor`);
        assert.ok(op.roles!.includes(match.actor_role), `${op.id}: actor role ${match.actor_role}`);
      });
    }
    await t.step("every key those entries record has a label on the audit trail page", async () => {
      const rows = await test.db.selectFrom("audit_log").select(["action", "details"]).execute();
      const unlabelled = new Set<string>();
      const keysOf = (action: string, value: unknown) => {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return;
        for (const [key, inner] of Object.entries(value)) {
          if (AUDIT_STRUCTURE_KEYS.has(key)) keysOf(action, inner);
          else if (!AUDIT_LABELS[key]) unlabelled.add(`${action}: ${key}`);
        }
      };
      // A store profile's `changes` ({ field: { from, to } }) is read through like before and after.
      for (const row of rows) keysOf(row.action, row.details);
      assert.deepEqual([...unlabelled].sort(), [], "add these keys to AUDIT_LABELS in src/audit/changes.tsx");
    });
  } finally {
    await test.close();
  }
});

Deno.test("audit: the trail is read only through the app", async () => {
  const doc = parse(await Deno.readTextFile(new URL("../../openapi.yaml", import.meta.url)));
  const writers: string[] = [];
  for (
    const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { operationId?: string }>>,
    )
  ) {
    for (const [method, op] of Object.entries(item)) {
      if (!WRITE_METHODS.has(method)) continue;
      if (/audit/i.test(path) || /audit/i.test(op.operationId ?? "")) {
        writers.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  assert.deepEqual(writers, [], "operations that would write the audit trail directly");

  // In the code, audit_log is only ever inserted into (recordAudit), never updated or deleted from.
  const offenders: string[] = [];
  for (const dir of ["src", "routes", "islands"]) {
    for await (const file of walk(new URL(`../../${dir}/`, import.meta.url))) {
      const text = await Deno.readTextFile(file);
      if (
        /(updateTable|deleteFrom)\(\s*["'`]audit_log/.test(text) ||
        /(update|delete\s+from)\s+audit_log/i.test(text)
      ) {
        offenders.push(file.pathname);
      }
    }
  }
  assert.deepEqual(offenders, [], "files that update or delete audit_log rows");
});

async function* walk(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* walk(url);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield url;
  }
}

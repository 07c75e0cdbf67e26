import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertAttribute, insertProduct, insertUnit, parseExact } from "../../../tests/fixtures.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

async function send(t: TestApp, who: TestCustomer | null, method: string, path: string, body?: unknown) {
  return await t.app.request(path, {
    method,
    headers: {
      accept: "application/json",
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const answer = async (res: Response) => [res.status, (await res.json()).message];

for (const kind of ["unit", "attribute"] as const) {
  const path = kind === "unit" ? "/units" : "/attributes";
  const Title = kind === "unit" ? "Unit" : "Attribute";
  const schema = kind === "unit" ? UnitSchema : AttributeSchema;

  Deno.test(`admin ${kind} calls: POST and DELETE ${path}`, async (s) => {
    const t = await createTestApp();
    const admin = await createCustomer(t.db, { role: "admin" });
    const customer = await createCustomer(t.db);
    const vendor = await createCustomer(t.db, { role: "vendor" });
    const table = kind === "unit" ? "units" : "attributes";
    const rows = () => t.db.selectFrom(table).select(["id", "name"]).orderBy("name").execute();
    try {
      let id = "";
      await s.step("only admins", async () => {
        assert.equal((await send(t, null, "POST", path, { name: "Dozen" })).status, 401);
        assert.equal((await send(t, customer, "POST", path, { name: "Dozen" })).status, 403);
        assert.equal((await send(t, vendor, "DELETE", `${path}/x`)).status, 403);
        assert.deepEqual(await rows(), []);
      });

      await s.step("add: trimmed name, 201 with the new entry, audited", async () => {
        const res = await send(t, admin, "POST", path, { name: "  Dozen  " });
        assert.equal(res.status, 201);
        const body = parseExact(schema, await res.json());
        assert.equal(body.name, "Dozen");
        id = body._id;
        const list = await (await t.get(path)).json();
        assert.deepEqual(list, [{ _id: id, name: "Dozen" }]);
        const audit = await t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute();
        assert.equal(audit.length, 1);
        assert.equal(audit[0].action, `${kind}.create`);
        assert.equal(audit[0].actor_id, admin.id);
        assert.deepEqual(audit[0].details, { before: null, after: { id, name: "Dozen" } });
      });

      await s.step("add refused: empty, missing, too long (400), duplicate in any case (409)", async () => {
        const cases: [unknown, number, string][] = [
          [{ name: "   " }, 400, "name: This field is required"],
          [{}, 400, "name: This field is required"],
          [{ name: "x".repeat(101) }, 400, "name: must be at most 100 characters."],
          [{ name: "DOZEN" }, 409, `This ${kind} already exists.`],
          [{ name: " dozen " }, 409, `This ${kind} already exists.`],
          [{ name: "A", extra: 1 }, 400, 'Unrecognized key: "extra"'],
        ];
        for (const [body, status, message] of cases) {
          assert.deepEqual(
            await answer(await send(t, admin, "POST", path, body)),
            [status, message],
            JSON.stringify(body),
          );
        }
        assert.equal((await rows()).length, 1);
      });

      await s.step("delete refused while products name it; 404 for an unknown id", async () => {
        const named = kind === "unit" ? await insertUnit(t.db, "Bottle") : await insertAttribute(t.db, "RAM");
        const product = await insertProduct(
          t.db,
          kind === "unit" ? { unit: "bottle" } : { attributes: ["ram: 8 GB", "Storage: 128 GB"] },
        );
        const expected = kind === "unit"
          ? 'The unit "Bottle" is used by 1 product.'
          : 'The attribute "RAM" is used by 1 product.';
        assert.deepEqual(await answer(await send(t, admin, "DELETE", `${path}/${named.id}`)), [
          409,
          expected,
        ]);
        // A name that only starts the same is not a use ("RAM" is not "RAM Type").
        if (kind === "attribute") {
          const other = await insertAttribute(t.db, "Storage Type");
          assert.equal((await send(t, admin, "DELETE", `${path}/${other.id}`)).status, 200);
        }
        // Archived products (kept for past orders) do not hold it.
        await t.db.updateTable("products").set({ archived_at: new Date() }).where("id", "=", product.id)
          .execute();
        assert.deepEqual(await answer(await send(t, admin, "DELETE", `${path}/${named.id}`)), [
          200,
          `${Title} deleted successfully`,
        ]);
        assert.deepEqual(await answer(await send(t, admin, "DELETE", `${path}/nope`)), [
          404,
          `${Title} not found.`,
        ]);
      });

      await s.step("delete: 200, gone from the list, audited with the name", async () => {
        assert.deepEqual(await answer(await send(t, admin, "DELETE", `${path}/${id}`)), [
          200,
          `${Title} deleted successfully`,
        ]);
        assert.deepEqual((await rows()).map((r) => r.id).includes(id), false);
        const audit = await t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id)
          .where("action", "=", `${kind}.delete`).executeTakeFirstOrThrow();
        assert.deepEqual(audit.details, { before: { id, name: "Dozen" }, after: null });
      });
    } finally {
      await t.close();
    }
  });
}

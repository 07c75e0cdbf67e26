/** Saved addresses through the HTTP API: own addresses only, every rule on the server, at most 10. */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";

const home = {
  street: "12, 4th Cross, Residency Road",
  floor: "2nd floor",
  area: "Shanthala Nagar",
  landmark: "Opposite Bishop Cotton School",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560025",
  country: "India",
  phoneNumber: "9876543210",
};

const call = (t: TestApp, who: TestCustomer | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const count = async (t: TestApp, userId: string) =>
  (await t.db.selectFrom("addresses").select("id").where("user_id", "=", userId).execute()).length;

Deno.test("addresses: add, list, update and delete one's own", async () => {
  const t = await createTestApp();
  try {
    const asha = await createCustomer(t.db);
    let res = await call(t, asha, "POST", "/api/addresses/add-address", { ...home, userId: asha.id });
    assert.equal(res.status, 201);
    const added = await res.json();
    assert.equal(added.success, true);
    assert.match(added.address._id, /^[0-9a-f]{24}$/);
    assert.equal(added.address.city, "Bengaluru");
    assert.equal(added.address.postalCode, "560025");

    // Spaces around values are trimmed before they are stored.
    res = await call(t, asha, "POST", "/api/addresses/add-address", { ...home, street: "  7 MG Road  " });
    assert.equal(res.status, 201);
    assert.equal((await res.json()).address.street, "7 MG Road");

    res = await call(t, asha, "GET", `/api/addresses/get-address/${asha.id}`);
    assert.equal(res.status, 200);
    const list = await res.json();
    assert.equal(list.success, true);
    assert.equal(typeof list.message, "string");
    assert.deepEqual(list.addresses.map((a: { street: string }) => a.street), [home.street, "7 MG Road"]);
    assert.deepEqual(Object.keys(list.addresses[0]).sort(), ["_id", "userId", ...Object.keys(home)].sort());

    res = await call(t, asha, "PUT", `/api/addresses/${added.address._id}`, {
      ...home,
      floor: "Ground floor",
    });
    assert.equal(res.status, 200);
    const updated = await res.json();
    assert.equal(updated.success, true);
    assert.equal(updated.updatedAddress.floor, "Ground floor");
    assert.equal(updated.updatedAddress._id, added.address._id);

    res = await call(t, asha, "DELETE", `/api/addresses/${added.address._id}`);
    assert.equal(res.status, 200);
    assert.equal((await res.json()).success, true);
    assert.equal(await count(t, asha.id), 1);
    res = await call(t, asha, "DELETE", `/api/addresses/${added.address._id}`);
    assert.equal(res.status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("addresses: visitors get 401, and another customer's addresses are untouchable", async () => {
  const t = await createTestApp();
  try {
    const asha = await createCustomer(t.db);
    const ravi = await createCustomer(t.db);
    const added = await (await call(t, asha, "POST", "/api/addresses/add-address", home)).json();
    const id = added.address._id;

    for (
      const [method, path, body] of [
        ["GET", `/api/addresses/get-address/${asha.id}`],
        ["POST", "/api/addresses/add-address", home],
        ["PUT", `/api/addresses/${id}`, home],
        ["DELETE", `/api/addresses/${id}`],
      ] as const
    ) {
      const res = await call(t, null, method, path, body);
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal((await res.json()).message, "Please log in to continue.");
    }

    // Ravi names Asha: refused; he cannot change or delete her address by its id either.
    let res = await call(t, ravi, "GET", `/api/addresses/get-address/${asha.id}`);
    assert.equal(res.status, 403);
    res = await call(t, ravi, "POST", "/api/addresses/add-address", { ...home, userId: asha.id });
    assert.equal(res.status, 403);
    res = await call(t, ravi, "PUT", `/api/addresses/${id}`, { ...home, city: "Mysuru" });
    assert.equal(res.status, 404);
    assert.equal((await res.json()).message, "Address not found.");
    res = await call(t, ravi, "DELETE", `/api/addresses/${id}`);
    assert.equal(res.status, 404);
    res = await call(t, ravi, "GET", `/api/addresses/get-address/${ravi.id}`);
    assert.deepEqual((await res.json()).addresses, []);

    const row = await t.db.selectFrom("addresses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    assert.equal(row.city, "Bengaluru");
    assert.equal(row.user_id, asha.id);
    assert.equal(await count(t, asha.id), 1);
    assert.equal(await count(t, ravi.id), 0);
  } finally {
    await t.close();
  }
});

Deno.test("addresses: bad input gets 400 with a message and stores nothing", async () => {
  const t = await createTestApp();
  try {
    const asha = await createCustomer(t.db);
    const cases: [unknown, string][] = [
      [{}, "Please fill in all fields."],
      [{ ...home, landmark: "   " }, "Please fill in all fields."],
      [{ ...home, country: undefined }, "Please fill in all fields."],
      [{ ...home, city: 42 }, "Please fill in all fields."],
      [{ ...home, postalCode: "56002" }, "Pincode must be 6 digits"],
      [{ ...home, postalCode: "56002a" }, "Pincode must be 6 digits"],
      [
        { ...home, phoneNumber: "5876543210" },
        "Please enter a 10-digit phone number starting with 6, 7, 8 or 9.",
      ],
      [{ ...home, phoneNumber: "98765" }, "Please enter a 10-digit phone number starting with 6, 7, 8 or 9."],
      [{ ...home, street: "x".repeat(201) }, "Please keep each field under 200 characters."],
      ["not an object", "Please fill in all fields."],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, asha, "POST", "/api/addresses/add-address", body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal((await res.json()).message, message);
    }
    assert.equal(await count(t, asha.id), 0);

    const { address } = await (await call(t, asha, "POST", "/api/addresses/add-address", home)).json();
    const res = await call(t, asha, "PUT", `/api/addresses/${address._id}`, { ...home, state: "" });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).message, "Please fill in all fields.");
    const row = await t.db.selectFrom("addresses").select("state").where("id", "=", address._id)
      .executeTakeFirstOrThrow();
    assert.equal(row.state, "Karnataka");

    // Ids that cannot exist are simply not found (no database error).
    assert.equal((await call(t, asha, "DELETE", `/api/addresses/${"f".repeat(100)}`)).status, 404);
    assert.equal((await call(t, asha, "DELETE", "/api/addresses/a%00b")).status, 400, "a NUL is bad input");
  } finally {
    await t.close();
  }
});

Deno.test("addresses: the 11th is refused, even when adds arrive at once", async () => {
  const t = await createTestApp();
  try {
    const asha = await createCustomer(t.db);
    const results = await Promise.all(
      Array.from(
        { length: 14 },
        (_, i) => call(t, asha, "POST", "/api/addresses/add-address", { ...home, street: `House ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses.filter((s) => s === 201).length, 10);
    const refused = results.filter((r) => r.status === 409);
    assert.equal(refused.length, 4);
    assert.equal((await refused[0].json()).message, "You can only add up to 10 addresses.");
    await Promise.all(results.filter((r) => r.status !== 409).map((r) => r.body?.cancel()));
    await Promise.all(refused.slice(1).map((r) => r.body?.cancel()));
    assert.equal(await count(t, asha.id), 10);

    const res = await call(t, asha, "POST", "/api/addresses/add-address", home);
    assert.equal(res.status, 409);
    assert.equal((await res.json()).message, "You can only add up to 10 addresses.");
    assert.equal(await count(t, asha.id), 10);
  } finally {
    await t.close();
  }
});

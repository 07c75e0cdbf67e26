/** Pincode lookups, the delivery location, reverse geocoding and nearby products, through the HTTP API. */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { loadPincodes } from "../../../db/seed/pincodes.ts";
import { cityOfDistrict, pincodesIn } from "./location.schema.ts";

const post = async (t: TestApp, who: TestCustomer | null, path: string, body: unknown, method = "POST") =>
  await t.app.request(path, {
    method,
    headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

Deno.test("GET /pincode: India Post's shape, Status Success when found, Status Error otherwise", async () => {
  const t = await createTestApp();
  try {
    await loadPincodes(t.db, { only: [560001] });
    let res = await t.get("/pincode/560001");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("cache-control") ?? "", /max-age=86400/);
    const [found] = await res.json();
    assert.equal(found.Status, "Success");
    assert.ok(found.PostOffice.length >= 5);
    assert.deepEqual(Object.keys(found.PostOffice[0]).sort(), ["District", "Name", "State"]);
    assert.ok(
      found.PostOffice.every((o: { District: string; State: string }) =>
        o.District === "Bangalore" && o.State === "Karnataka"
      ),
    );

    assert.equal((await t.get("/pincode/%00")).status, 400, "a NUL is bad input");
    for (const pincode of ["110001", "56000", "5600011", "abcdef", "056000"]) {
      res = await t.get(`/pincode/${pincode}`);
      assert.equal(res.status, 200, pincode); // as India Post answers: the status is in the body
      const [answer] = await res.json();
      assert.equal(answer.Status, "Error");
      assert.equal(answer.PostOffice, null);
    }
  } finally {
    await t.close();
  }
});

Deno.test("delivery location: saved for the signed-in customer, shown by the header; visitors 401", async () => {
  const t = await createTestApp();
  try {
    const asha = await createCustomer(t.db);
    let res = await post(
      t,
      null,
      "/api/location/delivery-location",
      { deliveryLocation: "Pune 411001" },
      "PUT",
    );
    assert.equal(res.status, 401);

    res = await post(
      t,
      asha,
      "/api/location/delivery-location",
      { deliveryLocation: " Bengaluru 560001 " },
      "PUT",
    );
    assert.equal(res.status, 200);
    assert.equal((await res.json()).deliveryLocation, "Bengaluru 560001");
    const user = await t.db.selectFrom("users").select("delivery_location").where("id", "=", asha.id)
      .executeTakeFirstOrThrow();
    assert.equal(user.delivery_location, "Bengaluru 560001");

    const page = await t.app.request("/", { headers: { cookie: asha.cookie, accept: "text/html" } });
    const html = await page.text();
    assert.match(html, /Deliver to/);
    assert.match(html, /Bengaluru 560001/);

    for (const bad of ["x".repeat(201), "a\u0000b", 42]) {
      res = await post(t, asha, "/api/location/delivery-location", { deliveryLocation: bad }, "PUT");
      assert.equal(res.status, 400);
      assert.ok((await res.json()).message);
    }
    res = await post(t, asha, "/api/location/delivery-location", { deliveryLocation: null }, "PUT");
    assert.equal(res.status, 200);
    const cleared = await t.db.selectFrom("users").select("delivery_location").where("id", "=", asha.id)
      .executeTakeFirstOrThrow();
    assert.equal(cleared.delivery_location, null);
  } finally {
    await t.close();
  }
});

Deno.test("reverse geocoding: 503 when no provider is configured, the formatted address when one is", async () => {
  const t = await createTestApp();
  const before = Deno.env.get("GEOCODER_URL");
  const provider = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (req) => {
    const url = new URL(req.url);
    if (url.searchParams.get("lat") === "0") return new Response("{}", { status: 500 });
    return Response.json({
      results: [{
        formatted_address: `MG Road, Bengaluru, Karnataka 560001 (${url.searchParams.get("lat")})`,
      }],
    });
  });
  try {
    Deno.env.delete("GEOCODER_URL");
    const coordinates = { latitude: 12.97, longitude: 77.59 };
    let res = await post(t, null, "/api/location/reverse-geocode", coordinates);
    assert.equal(res.status, 503);
    assert.equal((await res.json()).message, "Location detection is not set up on this site.");

    Deno.env.set("GEOCODER_URL", `http://127.0.0.1:${provider.addr.port}/reverse?lat={lat}&lng={lng}`);
    res = await post(t, null, "/api/location/reverse-geocode", coordinates);
    assert.equal(res.status, 200);
    assert.equal((await res.json()).address, "MG Road, Bengaluru, Karnataka 560001 (12.97)");

    res = await post(t, null, "/api/location/reverse-geocode", { latitude: 0, longitude: 0 });
    assert.equal(res.status, 502);
    assert.equal((await res.json()).message, "Error fetching location");

    res = await post(t, null, "/api/location/reverse-geocode", { latitude: 123, longitude: 0 });
    assert.equal(res.status, 400);
  } finally {
    if (before === undefined) Deno.env.delete("GEOCODER_URL");
    else Deno.env.set("GEOCODER_URL", before);
    await provider.shutdown();
    await t.close();
  }
});

Deno.test("nearby products: by delivery city or district, else the first address; own only", async () => {
  const t = await createTestApp({ seed: true });
  try {
    await loadPincodes(t.db, { only: [560001, 411001] });
    const asha = await createCustomer(t.db);
    const ravi = await createCustomer(t.db);
    const nearby = async (who: TestCustomer | null, body: Record<string, unknown> = {}) => {
      const res = await post(t, who, "/api/products/get-nearby-products", { userID: who?.id, ...body });
      return { status: res.status, body: await res.json() };
    };

    // Visitors 401; naming someone else 403.
    assert.equal((await nearby(null)).status, 401);
    const named = await post(t, ravi, "/api/products/get-nearby-products", { userID: asha.id });
    assert.equal(named.status, 403);
    await named.body?.cancel();

    // No location and no address: nothing, with its message.
    let answer = await nearby(asha);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { ok: true, products: [], total: 0, message: "No nearby products found" });

    // A pincode whose district (India Post's "Bangalore") is today's Bengaluru.
    await post(
      t,
      asha,
      "/api/location/delivery-location",
      { deliveryLocation: "Bangalore GPO 560001" },
      "PUT",
    );
    answer = await nearby(asha);
    assert.ok(answer.body.products.length > 0);
    assert.ok(answer.body.products.length <= 12);
    assert.ok(answer.body.products.every((p: { location: string }) => p.location === "Bengaluru"));
    const total = answer.body.total;
    const inBengaluru = await t.db.selectFrom("products").select("id").where("location", "=", "Bengaluru")
      .execute();
    assert.equal(total, inBengaluru.length);

    // Paging walks through all of them once.
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 5); page++) {
      for (const p of (await nearby(asha, { limit: 5, page })).body.products) seen.add(p._id);
    }
    assert.equal(seen.size, total);
    assert.equal((await nearby(asha, { limit: 500 })).status, 400);

    // A formatted address naming the city matches it as a word.
    await post(
      t,
      asha,
      "/api/location/delivery-location",
      { deliveryLocation: "FC Road, Pune, Maharashtra" },
      "PUT",
    );
    answer = await nearby(asha);
    assert.ok(answer.body.products.length > 0);
    assert.ok(answer.body.products.every((p: { location: string }) => p.location === "Pune"));

    // Ravi has no delivery location but an address in Jaipur: its city counts. Asha's choice is not his.
    await post(t, ravi, "/api/addresses/add-address", {
      street: "22 MI Road",
      floor: "1",
      area: "C Scheme",
      landmark: "Near Panch Batti",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302001",
      country: "India",
      phoneNumber: "9123456789",
    }).then((r) => r.body?.cancel());
    answer = await nearby(ravi);
    assert.ok(answer.body.products.length > 0);
    assert.ok(answer.body.products.every((p: { location: string }) => p.location === "Jaipur"));

    // Somewhere with no stores.
    await post(t, asha, "/api/location/delivery-location", { deliveryLocation: "Leh 194101" }, "PUT");
    answer = await nearby(asha);
    assert.equal(answer.body.message, "No nearby products found");
    assert.deepEqual(answer.body.products, []);

    // Home shows "Near you" to a signed-in customer with matches, never to visitors.
    const home = async (cookie?: string) =>
      await (await t.app.request("/", { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } }))
        .text();
    assert.match(await home(ravi.cookie), /Near you/);
    assert.doesNotMatch(await home(), /Near you/);
  } finally {
    await t.close();
  }
});

Deno.test("places: old district names and pincodes inside labels", () => {
  assert.equal(cityOfDistrict("Bangalore"), "Bengaluru");
  assert.equal(cityOfDistrict("South West Delhi"), "New Delhi");
  assert.equal(cityOfDistrict("Pune"), "Pune");
  assert.deepEqual(pincodesIn("MG Road, Bengaluru 560001, India"), [560001]);
  assert.deepEqual(pincodesIn("Flat 1234567, 056001"), []);
});

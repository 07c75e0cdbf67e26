import assert from "node:assert/strict";
import { createTestApp, getPage } from "../../../tests/helpers.ts";
import { insertProduct, parseExact } from "../../../tests/fixtures.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { ErrorSchema } from "../../core/http.ts";
import { WishlistSchema } from "./wishlist.schema.ts";

Deno.test("wishlist API and page", async (t) => {
  const test = await createTestApp();
  const { db, app } = test;
  const call = async (method: "GET" | "POST", path: string, who?: TestCustomer, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const ids = (answer: { wishlist: { _id: string }[] }) => answer.wishlist.map((p) => p._id);
  try {
    const asha = await createCustomer(db, { name: "Asha" });
    const ravi = await createCustomer(db, { name: "Ravi" });
    const kettle = await insertProduct(db, {
      name: "Electric Kettle",
      price_paise: 149_900,
      discount_percent: 20,
    });
    const lamp = await insertProduct(db, { name: "Desk Lamp", photos: 0 });
    const wishlistOf = async (who: TestCustomer) => (await call("GET", `/api/wishlist/${who.id}`, who)).body;

    await t.step("visitors get 401 and change nothing", async () => {
      for (
        const [method, path, body] of [
          ["GET", `/api/wishlist/${asha.id}`],
          ["POST", "/api/wishlist/add", { userId: asha.id, productId: kettle.id }],
          ["POST", "/api/wishlist/remove", { userId: asha.id, productId: kettle.id }],
        ] as const
      ) {
        const answer = await call(method, path, undefined, body);
        assert.equal(answer.status, 401, path);
        assert.equal(parseExact(ErrorSchema, answer.body).message, "Please log in to continue.");
      }
      assert.equal(await db.selectFrom("wishlist_items").select("user_id").executeTakeFirst(), undefined);
    });

    await t.step("add: the whole wishlist back, oldest first; adding twice changes nothing", async () => {
      assert.deepEqual(parseExact(WishlistSchema, await wishlistOf(asha)), { wishlist: [] });
      const first = await call("POST", "/api/wishlist/add", asha, { userId: asha.id, productId: kettle.id });
      assert.equal(first.status, 200);
      const list = parseExact(WishlistSchema, first.body);
      assert.equal(list.wishlist[0].name, "Electric Kettle");
      assert.equal(list.wishlist[0].priceAfterDiscount, 1199.2);
      await call("POST", "/api/wishlist/add", asha, { productId: lamp.id });
      const again = await call("POST", "/api/wishlist/add", asha, { productId: kettle.id });
      assert.equal(again.status, 200);
      assert.deepEqual(ids(again.body), [kettle.id, lamp.id]);
      assert.deepEqual(ids(await wishlistOf(asha)), [kettle.id, lamp.id]);
    });

    await t.step("unknown product 404; bad input 400 with a message; nothing changed", async () => {
      for (const productId of ["6740f1a2c3d4e5f6a7b8c9d0", "z".repeat(200)]) {
        const answer = await call("POST", "/api/wishlist/add", asha, { productId });
        assert.equal(answer.status, 404);
        assert.equal(answer.body.message, "Product not found.");
      }
      for (const body of [{}, { productId: "" }, { productId: 5 }, "{", [], { productId: "a\0b" }]) {
        const answer = await call("POST", "/api/wishlist/add", asha, body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.ok(parseExact(ErrorSchema, answer.body).message.length > 0);
      }
      assert.equal((await call("POST", "/api/wishlist/remove", asha, {})).status, 400);
      assert.deepEqual(ids(await wishlistOf(asha)), [kettle.id, lamp.id]);
    });

    await t.step("another customer's wishlist is untouchable: 403, nothing changed", async () => {
      for (
        const [method, path, body] of [
          ["GET", `/api/wishlist/${asha.id}`],
          ["POST", "/api/wishlist/add", { userId: asha.id, productId: lamp.id }],
          ["POST", "/api/wishlist/add", { userID: asha.id, productId: lamp.id }],
          ["POST", "/api/wishlist/remove", { userId: asha.id, productId: kettle.id }],
        ] as const
      ) {
        const answer = await call(method, path, ravi, body);
        assert.equal(answer.status, 403, `${method} ${path} ${JSON.stringify(body)}`);
        assert.equal(answer.body.message, "You can only reach your own account.");
      }
      // Naming no one, Ravi only ever reaches his own list.
      assert.deepEqual(
        ids((await call("POST", "/api/wishlist/remove", ravi, { productId: kettle.id })).body),
        [],
      );
      assert.deepEqual(ids(await wishlistOf(asha)), [kettle.id, lamp.id]);
      assert.deepEqual(ids(await wishlistOf(ravi)), []);
    });

    await t.step("remove: gone; removing again changes nothing", async () => {
      const removed = await call("POST", "/api/wishlist/remove", asha, {
        userId: asha.id,
        productId: kettle.id,
      });
      assert.equal(removed.status, 200);
      assert.deepEqual(ids(parseExact(WishlistSchema, removed.body)), [lamp.id]);
      const again = await call("POST", "/api/wishlist/remove", asha, { productId: kettle.id });
      assert.equal(again.status, 200);
      assert.deepEqual(ids(again.body), [lamp.id]);
    });

    await t.step("pages: /wishlist for a customer and a visitor; the product page's heart", async () => {
      const page = async (path: string, who: TestCustomer) =>
        await (await app.request(path, { headers: { accept: "text/html", cookie: who.cookie } })).text();
      const html = await page("/wishlist", asha);
      assert.match(html, /data-island="WishlistView"/);
      assert.match(html, /Desk Lamp/);
      assert.match(html, /Back to Shopping/);
      assert.doesNotMatch(html, /Electric Kettle/);
      assert.match(await page("/wishlist", ravi), /Your wishlist is empty\./);

      const visitor = await (await getPage(app, "/wishlist")).text();
      assert.match(visitor, /Your wishlist is empty\./);
      assert.match(visitor, /Please login to manage wishlist/);
      assert.match(visitor, /href="\/login-customer\?next=%2Fwishlist"/);
      assert.doesNotMatch(visitor, /data-island="WishlistView"/);

      assert.match(
        await page(`/product/${lamp.id}`, asha),
        /&quot;signedIn&quot;:true,&quot;wishlisted&quot;:true/,
      );
      assert.match(await page(`/product/${kettle.id}`, asha), /&quot;wishlisted&quot;:false/);
    });
  } finally {
    await test.close();
  }
});

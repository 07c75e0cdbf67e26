import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { insertProduct, parseExact } from "../../../tests/fixtures.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { ErrorSchema } from "../../core/http.ts";
import { CartSchema } from "./cart.schema.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One API call, as a customer or (without one) as a visitor. */
function caller(app: TestApp["app"]) {
  return async (method: Method, path: string, who?: TestCustomer, body?: unknown) => {
    const headers: Record<string, string> = who
      ? asCustomer(who)
      : { accept: "application/json", "content-type": "application/json" };
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

const quantities = (cart: { cart: { productId: { _id: string }; quantity: number }[] }) =>
  Object.fromEntries(cart.cart.map((line) => [line.productId._id, line.quantity]));

Deno.test("cart API", async (t) => {
  const test = await createTestApp();
  const { db, app } = test;
  const call = caller(app);
  try {
    const asha = await createCustomer(db, { name: "Asha" });
    const ravi = await createCustomer(db, { name: "Ravi" });
    // ₹999.00 at 15% off: ₹849.15 each. Limit 3 of stock 10.
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 99_900,
      discount_percent: 15,
      stock: 10,
      max_purchase_limit: 3,
    });
    // Stock 2 below its limit 5: the stock binds.
    const honey = await insertProduct(db, {
      name: "Pure Honey",
      price_paise: 33_333,
      discount_percent: 10,
      stock: 2,
    });
    const soldOut = await insertProduct(db, { name: "Sold Out Speaker", stock: 0 });
    const cartOf = async (who: TestCustomer) => (await call("GET", `/api/cart/get-cart/${who.id}`, who)).body;

    await t.step("visitors get 401 on every call and change nothing", async () => {
      const calls: [Method, string, unknown?][] = [
        ["POST", "/api/cart/add-to-cart", { productId: phone.id }],
        ["GET", `/api/cart/get-cart/${asha.id}`],
        ["PUT", `/api/cart/update/${phone.id}`, { quantity: 2 }],
        ["DELETE", `/api/cart/${phone.id}?userID=${asha.id}`],
      ];
      for (const [method, path, body] of calls) {
        const { status, body: answer } = await call(method, path, undefined, body);
        assert.equal(status, 401, `${method} ${path}`);
        assert.equal(parseExact(ErrorSchema, answer).message, "Please log in to continue.");
      }
      assert.equal(await db.selectFrom("cart_items").select("user_id").executeTakeFirst(), undefined);
    });

    await t.step("an empty cart", async () => {
      const cart = parseExact(CartSchema, await cartOf(asha));
      assert.deepEqual(cart, { cart: [], total: 0, count: 0 });
    });

    await t.step("add: one by default, the whole cart back, totals from the database's prices", async () => {
      // A client cannot send a price: fields the contract does not declare are refused by name.
      const tampered = await call("POST", "/api/cart/add-to-cart", asha, { productId: phone.id, price: 1 });
      assert.deepEqual(tampered, { status: 400, body: { message: 'Unrecognized key: "price"' } });
      assert.deepEqual((await cartOf(asha)).cart, []);
      const { status, body } = await call("POST", "/api/cart/add-to-cart", asha, { productId: phone.id });
      assert.equal(status, 200);
      const cart = parseExact(CartSchema, body);
      assert.equal(cart.cart.length, 1);
      assert.equal(cart.cart[0].productId._id, phone.id);
      assert.equal(cart.cart[0].productId.name, "Redmi Note 13");
      assert.equal(cart.cart[0].productId.priceAfterDiscount, 849.15);
      assert.equal(cart.cart[0].quantity, 1);
      assert.equal(cart.cart[0].maxQuantity, 3);
      assert.equal(cart.cart[0].lineTotal, 849.15);
      assert.equal(cart.total, 849.15);
      assert.equal(cart.count, 1);
    });

    await t.step("add again: quantities add up; the answer's own user id is accepted", async () => {
      const { status, body } = await call("POST", "/api/cart/add-to-cart", asha, {
        productId: phone.id,
        quantity: 2,
        userID: asha.id,
      });
      assert.equal(status, 200);
      assert.deepEqual(quantities(body), { [phone.id]: 3 });
      assert.equal(body.total, 2547.45);
      const honeyAdded = await call("POST", "/api/cart/add-to-cart", asha, {
        productId: honey.id,
        userId: asha.id,
      });
      assert.equal(honeyAdded.status, 200);
      // 33,333 paise less 10% is 29,999.7: rounded to 30,000 paise per unit; the total is summed in paise.
      assert.equal(honeyAdded.body.cart[1].lineTotal, 300);
      assert.equal(honeyAdded.body.total, 2847.45);
      assert.equal(honeyAdded.body.count, 4);
      assert.deepEqual(honeyAdded.body.cart.map((l: { productId: { _id: string } }) => l.productId._id), [
        phone.id,
        honey.id,
      ], "oldest line first");
    });

    await t.step(
      "add past the purchase limit or the stock: 409 naming the product, nothing changed",
      async () => {
        const limit = await call("POST", "/api/cart/add-to-cart", asha, { productId: phone.id });
        assert.equal(limit.status, 409);
        assert.equal(
          parseExact(ErrorSchema, limit.body).message,
          'Only 3 of "Redmi Note 13" can be bought per order. You already have 3 in your cart.',
        );
        const stock = await call("POST", "/api/cart/add-to-cart", asha, { productId: honey.id, quantity: 2 });
        assert.equal(stock.status, 409);
        assert.equal(
          stock.body.message,
          'Only 2 of "Pure Honey" are in stock. You already have 1 in your cart.',
        );
        const fresh = await call("POST", "/api/cart/add-to-cart", ravi, { productId: phone.id, quantity: 4 });
        assert.equal(fresh.status, 409);
        assert.equal(fresh.body.message, 'Only 3 of "Redmi Note 13" can be bought per order.');
        const out = await call("POST", "/api/cart/add-to-cart", asha, { productId: soldOut.id });
        assert.equal(out.status, 409);
        assert.equal(out.body.message, '"Sold Out Speaker" is out of stock.');
        assert.deepEqual(quantities(await cartOf(asha)), { [phone.id]: 3, [honey.id]: 1 });
        assert.deepEqual(await cartOf(ravi), { cart: [], total: 0, count: 0 });
      },
    );

    await t.step("add: unknown product 404, bad input 400 with a message", async () => {
      for (const productId of ["6740f1a2c3d4e5f6a7b8c9d0", "x".repeat(500)]) {
        const { status, body } = await call("POST", "/api/cart/add-to-cart", asha, { productId });
        assert.equal(status, 404);
        assert.equal(body.message, "Product not found.");
      }
      const bad: [unknown, RegExp][] = [
        [{ productId: phone.id, quantity: 0 }, /Quantity cannot go below 1\./],
        [{ productId: phone.id, quantity: -2 }, /Quantity cannot go below 1\./],
        [{ productId: phone.id, quantity: 1.5 }, /whole number/],
        [{ productId: phone.id, quantity: "2" }, /quantity/],
        [{ productId: phone.id, quantity: 1e9 }, /whole number/],
        [{ quantity: 1 }, /productId/],
        [{ productId: "" }, /productId/],
        [{ productId: "bad\0id" }, /^productId: must not contain control characters/],
        ["not json", /./],
        [[], /./],
      ];
      for (const [body, message] of bad) {
        const answer = await call("POST", "/api/cart/add-to-cart", asha, body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.match(parseExact(ErrorSchema, answer.body).message, message);
      }
      assert.deepEqual(quantities(await cartOf(asha)), { [phone.id]: 3, [honey.id]: 1 });
    });

    await t.step(
      "another customer's cart is untouchable by path, query or body: 403, nothing changed",
      async () => {
        const before = await cartOf(asha);
        const attempts: [Method, string, unknown?][] = [
          ["GET", `/api/cart/get-cart/${asha.id}`],
          ["POST", "/api/cart/add-to-cart", { productId: honey.id, userID: asha.id }],
          ["POST", "/api/cart/add-to-cart", { productId: honey.id, userId: asha.id }],
          ["PUT", `/api/cart/update/${phone.id}`, { quantity: 1, userID: asha.id }],
          ["DELETE", `/api/cart/${phone.id}?userID=${asha.id}`],
        ];
        for (const [method, path, body] of attempts) {
          const { status, body: answer } = await call(method, path, ravi, body);
          assert.equal(status, 403, `${method} ${path}`);
          assert.equal(answer.message, "You can only reach your own account.");
        }
        // Without naming anyone, Ravi reaches only his own (empty) cart: Asha's lines are not his to change.
        assert.equal((await call("PUT", `/api/cart/update/${phone.id}`, ravi, { quantity: 1 })).status, 404);
        assert.deepEqual((await call("DELETE", `/api/cart/${phone.id}`, ravi)).body.cart, []);
        assert.deepEqual(await cartOf(asha), before);
        assert.deepEqual(await cartOf(ravi), { cart: [], total: 0, count: 0 });
      },
    );

    await t.step("update: sets the quantity within 1 and the product's bounds", async () => {
      const down = await call("PUT", `/api/cart/update/${phone.id}`, asha, { quantity: 2, userID: asha.id });
      assert.equal(down.status, 200);
      assert.deepEqual(quantities(parseExact(CartSchema, down.body)), { [phone.id]: 2, [honey.id]: 1 });
      assert.equal(down.body.total, 1998.3);
      assert.equal(down.body.count, 3);
      assert.deepEqual(
        down.body.cart.map((l: { productId: { _id: string } }) => l.productId._id),
        [phone.id, honey.id],
        "a changed line keeps its place",
      );

      const zero = await call("PUT", `/api/cart/update/${phone.id}`, asha, { quantity: 0 });
      assert.equal(zero.status, 400);
      assert.match(zero.body.message, /Quantity cannot go below 1\./);
      const missing = await call("PUT", `/api/cart/update/${phone.id}`, asha, {});
      assert.equal(missing.status, 400);
      const limit = await call("PUT", `/api/cart/update/${phone.id}`, asha, { quantity: 4 });
      assert.equal(limit.status, 409);
      assert.equal(limit.body.message, 'Only 3 of "Redmi Note 13" can be bought per order.');
      const stock = await call("PUT", `/api/cart/update/${honey.id}`, asha, { quantity: 3 });
      assert.equal(stock.status, 409);
      assert.equal(stock.body.message, 'Only 2 of "Pure Honey" are in stock.');
      const notInCart = await call("PUT", `/api/cart/update/${soldOut.id}`, asha, { quantity: 1 });
      assert.equal(notInCart.status, 404);
      assert.equal(notInCart.body.message, "This product is not in your cart.");
      const unknown = await call("PUT", "/api/cart/update/nope", asha, { quantity: 1 });
      assert.equal(unknown.status, 404);
      assert.deepEqual(quantities(await cartOf(asha)), { [phone.id]: 2, [honey.id]: 1 });
    });

    await t.step("a line whose stock fell below it can come down, not go up", async () => {
      await db.updateTable("products").set({ stock: 1 }).where("id", "=", phone.id).execute();
      const cart = await cartOf(asha);
      assert.equal(cart.cart[0].maxQuantity, 1);
      assert.equal((await call("PUT", `/api/cart/update/${phone.id}`, asha, { quantity: 2 })).status, 409);
      assert.equal((await call("PUT", `/api/cart/update/${phone.id}`, asha, { quantity: 1 })).status, 200);
      await db.updateTable("products").set({ stock: 10 }).where("id", "=", phone.id).execute();
    });

    await t.step("remove: the line goes, the rest stays; removing again changes nothing", async () => {
      const { status, body } = await call("DELETE", `/api/cart/${phone.id}?userID=${asha.id}`, asha);
      assert.equal(status, 200);
      assert.deepEqual(quantities(parseExact(CartSchema, body)), { [honey.id]: 1 });
      assert.equal(body.total, 300);
      const again = await call("DELETE", `/api/cart/${phone.id}`, asha);
      assert.equal(again.status, 200);
      assert.deepEqual(quantities(again.body), { [honey.id]: 1 });
    });

    await t.step("adds at the same moment never pass the limit together", async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call("POST", "/api/cart/add-to-cart", ravi, { productId: phone.id })),
      );
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 409, 409, 409]);
      // Each accepted add answers the cart as its own write left it: one, then two, then three.
      const answered = answers.filter((a) => a.status === 200).map((a) => quantities(a.body)[phone.id]);
      assert.deepEqual(answered.sort(), [1, 2, 3]);
      assert.deepEqual(quantities(await cartOf(ravi)), { [phone.id]: 3 });
    });

    await t.step("pages: the header count, and /cart for a customer and for a visitor", async () => {
      const asCustomerPage = (path: string, who: TestCustomer) =>
        app.request(path, { headers: { accept: "text/html", cookie: who.cookie } });
      const html = await (await asCustomerPage("/cart", ravi)).text();
      assert.match(html, /Redmi Note 13/);
      assert.match(html, /₹2,547\.45/, "the total: 3 × ₹849.15");
      assert.match(html, /aria-label="3 items in cart"/);
      assert.match(html, /data-island="CartView"/);

      const visitor = await (await getPage(app, "/cart")).text();
      assert.match(visitor, /Please login to add items to cart/);
      assert.match(visitor, /href="\/login-customer\?next=%2Fcart"/);
      assert.match(visitor, />Please Login</);
      assert.doesNotMatch(visitor, /data-island="CartView"/);

      // An empty cart says so and offers the way back.
      await call("DELETE", `/api/cart/${phone.id}`, ravi);
      const empty = await (await asCustomerPage("/cart", ravi)).text();
      assert.match(empty, /Your cart is empty/);
    });

    await t.step("the product page knows who is looking", async () => {
      const visitor = await (await getPage(app, `/product/${phone.id}`)).text();
      assert.match(visitor, /&quot;signedIn&quot;:false/);
      const signedIn = await (await app.request(`/product/${phone.id}`, {
        headers: { accept: "text/html", cookie: asha.cookie },
      })).text();
      assert.match(signedIn, /&quot;signedIn&quot;:true/);
      assert.match(signedIn, /&quot;wishlisted&quot;:false/);
    });
  } finally {
    await test.close();
  }
});

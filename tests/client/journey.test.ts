/**
 * A shopper's journey through a client generated from openapi.yaml (openapi-typescript types, openapi-fetch
 * calls), with no casts: if the contract types a body or an answer wrongly, this file stops compiling.
 * It runs against the whole app on the demo catalogue; the session lives in the cookie jar, as in a browser.
 */
import assert from "node:assert/strict";
import createClient from "openapi-fetch";
import type { paths } from "./openapi.d.ts";
import { browserFetch } from "./browser-fetch.ts";
import { createTestApp } from "../helpers.ts";

/** The answer's status, and its body when the call succeeded (fails the test otherwise). */
function expectOk<T>(result: { data?: T; error?: unknown; response: Response }, status = 200): T {
  assert.equal(result.response.status, status, `unexpected answer: ${JSON.stringify(result.error)}`);
  assert.ok(result.data !== undefined, "a JSON body");
  return result.data;
}

/** Rupees to the paisa, computed in whole paise as the server does. */
const rupees = (paise: number) => paise / 100;
const paise = (amount: number) => Math.round(amount * 100);

Deno.test("a shopper's journey through the generated client", async (t) => {
  const app = await createTestApp({ seed: true });
  const client = createClient<paths>({ baseUrl: "http://localhost", fetch: browserFetch(app.app) });
  try {
    const home = expectOk(
      await client.GET("/api/products/get-all-products", { params: { query: { limit: 50 } } }),
    );
    assert.ok(home.products.length > 1, "the demo catalogue shows products");
    assert.ok(home.total >= home.products.length);
    const product = home.products.find((p) => p.stock >= 5 && p.maxPurchaseLimit >= 2);
    assert.ok(product, "a product of which two can be bought");
    const other = home.products.find((p) => p._id !== product._id);
    assert.ok(other);

    await t.step("browse: a category and a product", async () => {
      const { _id: categoryId, name } = product.category;
      const category = expectOk(
        await client.GET("/api/category/{id}", { params: { path: { id: categoryId } } }),
      );
      assert.equal(category.name, name);
      const listed = expectOk(
        await client.GET("/api/products/get-all-products", { params: { query: { category: categoryId } } }),
      );
      assert.ok(listed.products.every((p) => p.category._id === categoryId), "only that category's products");
      assert.ok(listed.products.some((p) => p._id === product._id));
      const shown = expectOk(
        await client.GET("/api/products/get-product/{id}", { params: { path: { id: product._id } } }),
      );
      assert.equal(shown.name, product.name);
      assert.equal(shown.priceAfterDiscount, product.priceAfterDiscount);
    });

    await t.step("search by a word of the product's name", async () => {
      const word = product.name.split(" ").find((w) => w.length >= 3) ?? product.name;
      const found = expectOk(
        await client.GET("/api/products/get-all-products", {
          params: { query: { search: word.toUpperCase() } },
        }),
      );
      assert.ok(found.products.some((p) => p._id === product._id));
      assert.ok(found.products.every((p) => p.name.toLowerCase().includes(word.toLowerCase())));
    });

    const email = `shopper.${crypto.randomUUID().slice(0, 8)}@example.in`;
    const password = "Journey#2024";
    await t.step("register", async () => {
      const body = { name: "Asha Verma", email, mobile: "9876543210", password };
      const created = expectOk(await client.POST("/api/users/customer-register", { body }), 201);
      assert.equal(created.user.email, email);
      const again = await client.POST("/api/users/customer-register", { body });
      assert.equal(again.response.status, 409, "the same email twice");
    });

    const check = await client.GET("/api/users/check-auth");
    assert.equal(check.response.status, 401, "registering does not sign in");

    const login = expectOk(await client.POST("/api/users/customer-login", { body: { email, password } }));
    const userID = login.user.id;
    await t.step("log in: the session cookie signs the next calls in", async () => {
      const auth = expectOk(await client.GET("/api/users/check-auth"));
      assert.equal(auth.isAuthenticated, true);
      assert.equal(auth.user?.email, email);
    });

    const unit = paise(product.priceAfterDiscount);
    /** The cart as the shopper last saw it: checkout sends it back, so nothing changed unseen is bought. */
    let shown: { productId: string; quantity: number }[] = [];
    await t.step("cart: add, update, get", async () => {
      const added = expectOk(
        await client.POST("/api/cart/add-to-cart", { body: { productId: product._id } }),
      );
      assert.equal(added.count, 1);
      assert.equal(added.total, rupees(unit));
      const updated = expectOk(
        await client.PUT("/api/cart/update/{id}", {
          params: { path: { id: product._id } },
          body: { quantity: 2 },
        }),
      );
      assert.equal(updated.cart[0].quantity, 2);
      assert.equal(updated.total, rupees(unit * 2));
      const cart = expectOk(
        await client.GET("/api/cart/get-cart/{userID}", { params: { path: { userID } } }),
      );
      assert.deepEqual(cart.cart.map((line) => [line.productId._id, line.quantity]), [[product._id, 2]]);
      assert.equal(cart.cart[0].lineTotal, rupees(unit * 2));
      assert.equal(cart.total, rupees(unit * 2));
      shown = cart.cart.map((line) => ({ productId: line.productId._id, quantity: line.quantity }));
    });

    await t.step("wishlist: add, get, remove", async () => {
      expectOk(await client.POST("/api/wishlist/add", { body: { productId: other._id } }));
      const saved = expectOk(await client.GET("/api/wishlist/{userID}", { params: { path: { userID } } }));
      assert.deepEqual(saved.wishlist.map((p) => p._id), [other._id]);
      expectOk(await client.POST("/api/wishlist/remove", { body: { productId: other._id } }));
      const emptied = expectOk(await client.GET("/api/wishlist/{userID}", { params: { path: { userID } } }));
      assert.deepEqual(emptied.wishlist, []);
    });

    let addressId = "";
    await t.step("address: add, list", async () => {
      const body = {
        street: "12 MG Road",
        floor: "2nd floor",
        area: "Indiranagar",
        landmark: "Near the metro",
        city: "Bengaluru",
        state: "Karnataka",
        postalCode: "560038",
        country: "India",
        phoneNumber: "9876543210",
      };
      const saved = expectOk(await client.POST("/api/addresses/add-address", { body }), 201);
      assert.equal(saved.success, true);
      addressId = saved.address._id;
      const list = expectOk(
        await client.GET("/api/addresses/get-address/{userID}", { params: { path: { userID } } }),
      );
      assert.deepEqual(list.addresses.map((a) => [a._id, a.postalCode]), [[addressId, "560038"]]);
    });

    let orderId = "";
    await t.step("cash on delivery: one Confirmed order, cart cleared", async () => {
      const placed = expectOk(
        await client.POST("/api/orders/place-order", { body: { addressId, cart: shown } }),
      );
      assert.equal(placed.orders.length, 1);
      const [order] = placed.orders;
      orderId = order._id;
      assert.equal(order.status, "Confirmed");
      assert.equal(order.paymentType, "cod");
      assert.equal(order.paymentStatus, "unpaid");
      assert.equal(order.shipping, 0);
      assert.equal(order.total, rupees(unit * 2));
      assert.deepEqual(order.items.map((item) => [item.productId, item.quantity]), [[product._id, 2]]);
      assert.equal(order.address.postalCode, "560038");
      const cart = expectOk(
        await client.GET("/api/cart/get-cart/{userID}", { params: { path: { userID } } }),
      );
      assert.equal(cart.count, 0);
      const stocked = expectOk(
        await client.GET("/api/products/get-product/{id}", { params: { path: { id: product._id } } }),
      );
      assert.equal(stocked.stock, product.stock - 2, "the stock is taken");
    });

    await t.step("own orders: the list and the order", async () => {
      const mine = expectOk(await client.GET("/orders"));
      assert.deepEqual(mine.map((order) => order._id), [orderId]);
      const order = expectOk(await client.GET("/orders/{orderId}", { params: { path: { orderId } } }));
      assert.equal(order.total, rupees(unit * 2));
      assert.equal(order.canCancel, true);
    });

    await t.step("cancel: Cancelled, and the stock returns", async () => {
      const cancelled = expectOk(
        await client.POST("/api/orders/{orderId}/cancel", { params: { path: { orderId } } }),
      );
      assert.equal(cancelled.order.status, "Cancelled");
      const order = expectOk(await client.GET("/orders/{orderId}", { params: { path: { orderId } } }));
      assert.equal(order.status, "Cancelled");
      assert.equal(order.canCancel, false);
      const again = await client.POST("/api/orders/{orderId}/cancel", { params: { path: { orderId } } });
      assert.equal(again.response.status, 409, "a cancelled order cannot be cancelled twice");
      const restocked = expectOk(
        await client.GET("/api/products/get-product/{id}", { params: { path: { id: product._id } } }),
      );
      assert.equal(restocked.stock, product.stock);
    });

    await t.step("log out: the session ends", async () => {
      expectOk(await client.POST("/api/users/customer-logout"));
      const after = await client.GET("/orders");
      assert.equal(after.response.status, 401);
    });
  } finally {
    await app.close();
  }
});

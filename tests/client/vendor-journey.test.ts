/**
 * A store's journey through the client generated from openapi.yaml, with no casts: apply, wait for the
 * admin, get approved, sign in, look after the catalogue and the profile; the admin switches the store off
 * and on. If the contract types a body or an answer wrongly, this file stops compiling.
 */
import assert from "node:assert/strict";
import createClient from "openapi-fetch";
import type { paths } from "./openapi.d.ts";
import { browserFetch } from "./browser-fetch.ts";
import { createTestApp } from "../helpers.ts";
import { loadPincodes } from "../../db/seed/pincodes.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD, PENDING_STORE } from "../../db/seed/content/accounts.ts";

function expectOk<T>(result: { data?: T; error?: unknown; response: Response }, status = 200): T {
  assert.equal(result.response.status, status, `unexpected answer: ${JSON.stringify(result.error)}`);
  assert.ok(result.data !== undefined, "a JSON body");
  return result.data;
}

Deno.test("a store's journey through the generated client", async (t) => {
  const app = await createTestApp({ seed: true });
  await loadPincodes(app.db, { only: [Number(PENDING_STORE.pincode)] });
  // Three people, three cookie jars.
  const client = () => createClient<paths>({ baseUrl: "http://localhost", fetch: browserFetch(app.app) });
  const seller = client();
  const admin = client();
  const visitor = client();
  const email = "owner@keralamobiles.in";
  try {
    await t.step("apply: the application is checked and waits for approval", async () => {
      const application = {
        storeName: "Kerala Mobiles",
        storeAddress: PENDING_STORE.storeAddress,
        googleMapsLink: PENDING_STORE.googleMapsLink,
        city: "Kochi",
        pincode: PENDING_STORE.pincode,
        firstName: "Mini",
        lastName: "Joseph",
        phone: "9847011111",
        accountNumber: "10010100999999",
        panCardNumber: PENDING_STORE.pan,
        bankName: PENDING_STORE.bankName,
        branch: PENDING_STORE.branch,
        ifscCode: PENDING_STORE.ifsc,
        gstNumber: PENDING_STORE.gstin,
        email,
        username: "keralamobiles",
        password: "seller123",
      };
      const bad = await visitor.POST("/api/stores/register-store", {
        body: { ...application, gstNumber: "32AKTPT4375E1ZA" },
      });
      assert.equal(bad.response.status, 400);
      assert.match(bad.error?.message ?? "", /^Invalid GST number/);
      const done = expectOk(await visitor.POST("/api/stores/register-store", { body: application }), 201);
      assert.equal(done.message, "Store registered successfully");
      const bank = expectOk(
        await visitor.GET("/api/ifsc/{code}", { params: { path: { code: PENDING_STORE.ifsc } } }),
      );
      assert.equal(bank.ifsc, PENDING_STORE.ifsc);
    });

    let storeId = "";
    await t.step("the admin finds the application and approves it", async () => {
      expectOk(
        await admin.POST("/api/admin/login", {
          body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
        }),
      );
      const list = expectOk(
        await admin.GET("/api/vendor/get-all-profiles", { params: { query: { search: "Kerala Mobiles" } } }),
      );
      const store = list.find((s) => s.email === email);
      assert.ok(store, "the new store is listed");
      assert.equal(store.accountApproval, true, "pending");
      storeId = store._id;
      const approved = expectOk(
        await admin.PATCH("/api/vendor/{id}", {
          params: { path: { id: storeId } },
          body: { accountApproval: false },
        }),
      );
      assert.equal(approved.accountApproval, false);
      assert.equal(approved.activeStatus, true);
    });

    await t.step("the store signs in and sees its profile", async () => {
      const login = expectOk(
        await seller.POST("/api/vendor/login", {
          body: { email, password: "seller123" },
        }),
      );
      // A store without two-step sign-in is signed in at once (202 would ask for a code).
      assert.ok("vendorID" in login, "signed in without a second step");
      assert.equal(login.vendorID, storeId);
      assert.equal(login.storeName, "Kerala Mobiles");
      const profile = expectOk(
        await seller.GET("/api/vendor/get-profile/{email}", { params: { path: { email } } }),
      );
      assert.equal(profile.city, "Kochi");
      assert.equal(profile.ifscCode, PENDING_STORE.ifsc);
    });

    await t.step(
      "a demo store changes a product; the storefront shows it; switched off, it is gone",
      async () => {
        const demo = client();
        const login = expectOk(
          await demo.POST("/api/vendor/login", {
            body: { email: "orders@lakshmimobiles.in", password: DEMO_VENDOR_PASSWORD },
          }),
        );
        assert.ok("vendorID" in login, "the demo store signs in without a second step");
        const own = expectOk(await demo.GET("/api/vendor/products", { params: { query: { limit: 5 } } }));
        const [product] = own.products;
        assert.ok(product, "the demo store has products");
        const changed = expectOk(
          await demo.PUT("/api/products/update-product/{id}", {
            params: { path: { id: product._id } },
            body: { stock: 17 },
          }),
        );
        assert.equal(changed.product.stock, 17);
        const shown = expectOk(
          await visitor.GET("/api/products/get-product/{id}", { params: { path: { id: product._id } } }),
        );
        assert.equal(shown.stock, 17);

        expectOk(
          await admin.PATCH("/api/vendor/{id}", {
            params: { path: { id: login.vendorID } },
            body: { activeStatus: false, reason: "KYC documents expired" },
          }),
        );
        const hidden = await visitor.GET("/api/products/get-product/{id}", {
          params: { path: { id: product._id } },
        });
        assert.equal(hidden.response.status, 404);
        expectOk(
          await admin.PATCH("/api/vendor/{id}", {
            params: { path: { id: login.vendorID } },
            body: { activeStatus: true },
          }),
        );
        expectOk(
          await visitor.GET("/api/products/get-product/{id}", { params: { path: { id: product._id } } }),
        );
      },
    );

    await t.step("signing out ends the session on the server", async () => {
      expectOk(await seller.POST("/api/vendor/logout"));
      const after = await seller.GET("/api/vendor/products");
      assert.equal(after.response.status, 401);
    });
  } finally {
    await app.close();
  }
});

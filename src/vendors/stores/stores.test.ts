/** Store applications through the HTTP API: every rule's message, the KYC checks, 409s, the rows written. */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { insertVendor } from "../../../tests/fixtures.ts";
import { loadPincodes } from "../../../db/seed/pincodes.ts";
import { verifyPassword } from "../../auth/password.ts";
import {
  GST_CHECK_WRONG,
  GST_PAN_MISMATCH,
  gstinCheckCharacter,
  IFSC_UNKNOWN,
  PAN_HOLDER_INVALID,
  PINCODE_UNKNOWN,
} from "./kyc.ts";
import { EMAIL_TAKEN, STORE_REGISTERED, USERNAME_TAKEN } from "./stores.schema.ts";
import { APPLICATION } from "./stores.fixtures.ts";

const register = (t: TestApp, body: unknown) =>
  t.app.request("/api/stores/register-store", {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const storeCount = async (t: TestApp) => (await t.db.selectFrom("vendors").select("id").execute()).length;

Deno.test("store applications through POST /api/stores/register-store, and the /store page", async (tt) => {
  const t = await createTestApp();
  try {
    await loadPincodes(t.db, { only: [560001, 400001, 999999] });

    await tt.step(
      "register-store: each of the form's rules answers the spec's message, naming the field",
      async () => {
        const cases: [Partial<Record<keyof typeof APPLICATION, unknown>>, string, string][] = [
          [{ storeName: "" }, "storeName", "Store name: This field is required"],
          [{ storeAddress: "  " }, "storeAddress", "Store address: This field is required"],
          [{ city: "" }, "city", "City: This field is required"],
          [{ firstName: "" }, "firstName", "First name: This field is required"],
          [{ lastName: "" }, "lastName", "Last name: This field is required"],
          [{ username: "" }, "username", "Username: This field is required"],
          [{ bankName: "" }, "bankName", "Bank name: This field is required"],
          [{ branch: "" }, "branch", "Branch: This field is required"],
          [{ pincode: "5600" }, "pincode", "Pincode must be 6 digits"],
          [{ phone: "5876543210" }, "phone", "Invalid phone number"],
          [{ accountNumber: "12345678" }, "accountNumber", "Invalid account number"],
          [{ ifscCode: "HDFC1000001" }, "ifscCode", "Invalid IFSC code"],
          [{ panCardNumber: "AAPF0939F" }, "panCardNumber", "Invalid PAN number"],
          [{ gstNumber: "29AAPFU0939F1Z" }, "gstNumber", "Invalid GST number"],
          [{ email: "ravi@sharma" }, "email", "Invalid email"],
          [{ password: "12345" }, "password", "Password must be at least 6 characters"],
          [{ storeName: 42 }, "storeName", "Store name: This field is required"],
          [{ storeName: "x".repeat(101) }, "storeName", "Store name must be at most 100 characters"],
        ];
        for (const [change, field, message] of cases) {
          const res = await register(t, { ...APPLICATION, ...change });
          assert.equal(res.status, 400, JSON.stringify(change));
          const body = await res.json();
          assert.equal(body.message, message, JSON.stringify(change));
          assert.equal(body.field, field);
          assert.equal(Object.keys(body.errors).length, 1, JSON.stringify(body.errors));
        }

        // A field left out counts as blank; several problems are all listed, the first one in the form's order.
        const { city: _, ...withoutCity } = APPLICATION;
        let res = await register(t, withoutCity);
        assert.equal(res.status, 400);
        assert.equal((await res.json()).message, "City: This field is required");
        res = await register(t, { ...APPLICATION, storeName: "", phone: "1", password: "" });
        const body = await res.json();
        assert.equal(body.message, "Store name: This field is required");
        assert.deepEqual(body.errors, {
          storeName: "This field is required",
          phone: "Invalid phone number",
          password: "Password must be at least 6 characters",
        });

        // A field the form does not have is named, not ignored.
        res = await register(t, { ...APPLICATION, role: "admin" });
        assert.equal(res.status, 400);
        assert.match((await res.json()).message, /role/);

        assert.equal(await storeCount(t), 0);
      },
    );

    await tt.step(
      "register-store: the server's identity and bank checks, each naming its field",
      async () => {
        const state39 = "39AAPFU0939F1Z";
        const cases: [Partial<typeof APPLICATION>, string, string][] = [
          // A PAN whose fourth letter is no holder type (with a GSTIN carrying it, so only the PAN is wrong).
          [
            {
              panCardNumber: "ABCDE1234F",
              gstNumber: "29ABCDE1234F1Z" + gstinCheckCharacter("29ABCDE1234F1Z"),
            },
            "panCardNumber",
            PAN_HOLDER_INVALID,
          ],
          [{ gstNumber: "29AAPFU0939F1ZS" }, "gstNumber", GST_CHECK_WRONG],
          [{ gstNumber: "29AAGCB7383J1Z4" }, "gstNumber", GST_PAN_MISMATCH],
          [
            { gstNumber: state39 + gstinCheckCharacter(state39) },
            "gstNumber",
            "Invalid GST number: 39 is not a GST state code.",
          ],
          [{ ifscCode: "UTIB0000002" }, "ifscCode", IFSC_UNKNOWN],
          [{ pincode: "999999" }, "pincode", PINCODE_UNKNOWN],
        ];
        for (const [change, field, message] of cases) {
          const res = await register(t, { ...APPLICATION, ...change });
          assert.equal(res.status, 400, JSON.stringify(change));
          const body = await res.json();
          assert.equal(body.message, message);
          assert.equal(body.field, field);
        }
        assert.equal(await storeCount(t), 0);
        assert.equal((await t.db.selectFrom("users").select("id").execute()).length, 0);
      },
    );

    await tt.step(
      "register-store: every failing field in one answer, the form's rules and the identity checks together",
      async () => {
        const res = await register(t, {
          ...APPLICATION,
          panCardNumber: "ABCDE1234F", // no holder type
          gstNumber: "29AAPFU0939F1ZS", // wrong check character
          ifscCode: "UTIB0000002", // no branch has it
          pincode: "999999", // not in India Post's directory
          phone: "12345", // the form's own rule
          googleMapsLink: "javascript:alert(document.cookie)",
        });
        assert.equal(res.status, 400);
        const body = await res.json();
        assert.equal(
          body.message,
          "Google Maps link must be a web address starting with https:// or http://",
        );
        assert.equal(body.field, "googleMapsLink");
        assert.deepEqual(body.errors, {
          googleMapsLink: "Google Maps link must be a web address starting with https:// or http://",
          pincode: PINCODE_UNKNOWN,
          phone: "Invalid phone number",
          panCardNumber: PAN_HOLDER_INVALID,
          gstNumber: GST_CHECK_WRONG,
          ifscCode: IFSC_UNKNOWN,
        });
        for (const link of ["data:text/html,<script>1</script>", "maps.google.com/?q=x", "https://"]) {
          const refused = await register(t, { ...APPLICATION, googleMapsLink: link });
          assert.equal(refused.status, 400, link);
          assert.equal((await refused.json()).field, "googleMapsLink", link);
        }
        assert.equal(await storeCount(t), 0);
      },
    );

    await tt.step("register-store: an account and a store, pending approval, no session", async () => {
      const res = await register(t, APPLICATION);
      assert.equal(res.status, 201);
      assert.deepEqual(await res.json(), { message: STORE_REGISTERED });
      assert.equal(res.headers.get("set-cookie"), null, "the store waits for approval: no session starts");

      const store = await t.db.selectFrom("vendors").selectAll().executeTakeFirstOrThrow();
      assert.equal(store.store_name, "Sharma Electronics");
      assert.equal(store.email, "ravi@sharma-electronics.in", "emails are kept in lower case");
      assert.equal(store.username, "SharmaElectronics", "the username as typed");
      assert.equal(store.city, "Bengaluru", "the pincode's city, not the typed one");
      assert.equal(store.pincode, "560001");
      assert.equal(store.pan, "AAPFU0939F");
      assert.equal(store.gstin, "29AAPFU0939F1ZR");
      assert.equal(store.ifsc, "HDFC0000001");
      assert.equal(store.bank_name, "HDFC Bank", "the bank the IFSC names");
      assert.equal(store.branch, "SP Road", "the branch as typed");
      assert.equal(store.account_number, "50100123456789");
      assert.equal(store.first_name, "Ravi");
      assert.equal(store.last_name, "Sharma");
      assert.equal(store.phone, "9876543210");
      assert.equal(store.store_address, "14, SP Road, Chickpet");
      assert.equal(store.active, true);
      assert.equal(store.approval_pending, true);

      const user = await t.db.selectFrom("users").selectAll().where("id", "=", store.user_id!)
        .executeTakeFirstOrThrow();
      assert.equal(user.role, "vendor");
      assert.equal(user.name, "Ravi Sharma");
      assert.equal(user.mobile, "9876543210");
      assert.equal(user.email, "ravi@sharma-electronics.in");
      assert.match(user.password_hash, /^\$argon2id\$/);
      assert.equal(await verifyPassword("secret1", user.password_hash), true);

      const audit = await t.db.selectFrom("audit_log").selectAll().execute();
      assert.equal(audit.length, 1);
      assert.equal(audit[0].action, "vendor.apply");
      assert.equal(audit[0].entity_id, store.id);
      assert.equal(audit[0].actor_id, user.id);
      const details = typeof audit[0].details === "string" ? JSON.parse(audit[0].details) : audit[0].details;
      assert.equal(details.state, "Karnataka");
      assert.equal(JSON.stringify(details).includes("secret1"), false, "never the password");
    });

    await tt.step("register-store: a used email or username is a 409 that says which", async () => {
      const again = async (change: Partial<typeof APPLICATION>, message: string, field: string) => {
        const res = await register(t, { ...APPLICATION, ...change });
        assert.equal(res.status, 409, JSON.stringify(change));
        const body = await res.json();
        assert.equal(body.message, message);
        assert.equal(body.field, field);
      };
      await again({ username: "other" }, EMAIL_TAKEN, "email");
      await again({ email: "RAVI@sharma-electronics.in", username: "other" }, EMAIL_TAKEN, "email");
      await again({ email: "new@sharma-electronics.in" }, USERNAME_TAKEN, "username");
      await again(
        { email: "new@sharma-electronics.in", username: "sharmaELECTRONICS" },
        USERNAME_TAKEN,
        "username",
      );

      // A customer's email, and a store's email that has no account (stores older than applications).
      const customer = await createCustomer(t.db, { email: "asha@example.in" });
      await again({ email: customer.email, username: "asha" }, EMAIL_TAKEN, "email");
      const old = await insertVendor(t.db, { email: "old@store.in" });
      await again({ email: old.email, username: "oldstore" }, EMAIL_TAKEN, "email");
      assert.equal(await storeCount(t), 2, "the first application and the old store");
    });

    await tt.step("register-store: two applications racing for one email: one store, one 409", async () => {
      const stores = await storeCount(t);
      const email = "race@sharma-electronics.in";
      const [a, b] = await Promise.all([
        register(t, { ...APPLICATION, email, username: "racer1" }),
        register(t, { ...APPLICATION, email, username: "racer2" }),
      ]);
      assert.deepEqual([a.status, b.status].sort(), [201, 409]);
      const refused = a.status === 409 ? a : b;
      assert.equal((await refused.json()).message, EMAIL_TAKEN);
      assert.equal(await storeCount(t), stores + 1);
      const accounts = await t.db.selectFrom("users").select("id").where("email", "=", email).execute();
      assert.equal(accounts.length, 1);
    });

    await tt.step("GET /api/ifsc/{code}: the bank a code names, from the offline data", async () => {
      let res = await t.get("/api/ifsc/hdfc0000001");
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { ifsc: "HDFC0000001", bank: "HDFC Bank" });
      res = await t.get("/api/ifsc/SBIN0000001");
      assert.deepEqual(await res.json(), { ifsc: "SBIN0000001", bank: "State Bank of India" });
      res = await t.get("/api/ifsc/UTIB0000002");
      assert.equal(res.status, 404);
      assert.equal((await res.json()).message, IFSC_UNKNOWN);
      res = await t.get("/api/ifsc/HDFC1");
      assert.equal(res.status, 404);
      assert.equal((await res.json()).message, "Invalid IFSC code");
    });

    await tt.step(
      "/store: the application form, server-rendered with every field and the checkbox",
      async () => {
        const res = await getPage(t.app, "/store");
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.match(html, /<title>[^<]*Become a seller/);
        assert.match(html, /data-island="StoreForm"/);
        for (
          const label of [
            "Store name",
            "Store address",
            "Google Maps link",
            "City",
            "Pincode",
            "First name",
            "Last name",
            "Phone",
            "Email",
            "Username",
            "Password",
            "PAN number",
            "GST number",
            "Bank name",
            "Branch",
            "IFSC code",
            "Account number",
          ]
        ) {
          assert.match(html, new RegExp(`<label[^>]*>${label}`), label);
        }
        for (const section of ["Store", "Owner", "Bank", "Account"]) {
          assert.match(html, new RegExp(`<legend[^>]*>${section}`), section);
        }
        assert.match(html, /Privacy Policy/);
        assert.match(html, /type="checkbox"/);
        assert.match(html, /<button[^>]*type="submit"[^>]*disabled=""[^>]*>Register<\/button>/);
        assert.match(html, /href="\/vendor-login"/);
      },
    );
  } finally {
    await t.close();
  }
});

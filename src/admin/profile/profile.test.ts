/**
 * The admin's own profile: GET and PUT /admin/profile/{email} (own only, 403 otherwise), the field rules,
 * the current password for bank details, the audit record with before and after (account number masked),
 * and the /panel/profile page.
 */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { BANK_PASSWORD_NEEDED, OWN_ADMIN_PROFILE_ONLY, PROFILE_SAVED } from "./profile.rules.ts";
import { CURRENT_PASSWORD_WRONG } from "../../auth/current-password.ts";

const path = (email: string) => `/admin/profile/${encodeURIComponent(email)}`;

async function call(
  test: TestApp,
  method: "GET" | "PUT",
  email: string,
  who: TestCustomer | null,
  body?: unknown,
) {
  const res = await test.app.request(path(email), {
    method,
    headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const BLANK = {
  firstName: "",
  lastName: "",
  phone: "",
  username: "",
  role: "Admin",
  department: "",
  designation: "",
  employeeID: "",
  city: "",
  pincode: "",
  bankName: "",
  branch: "",
  accountNumber: "",
  ifscCode: "",
};

Deno.test("admin profile: own only, rules, bank details with the password, audited", async (t) => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    const other = await createCustomer(test.db, { role: "admin" });
    const customer = await createCustomer(test.db);
    const vendor = await createCustomer(test.db, { role: "vendor" });

    await t.step(
      "GET: blank fields and role 'Admin' before the first save; any case of the email",
      async () => {
        const res = await call(test, "GET", admin.email.toUpperCase(), admin);
        assert.deepEqual(res, { status: 200, body: { ...BLANK, email: admin.email } });
      },
    );

    await t.step("another admin's email: 403; others 401/403 by role", async () => {
      for (const method of ["GET", "PUT"] as const) {
        const res = await call(
          test,
          method,
          other.email,
          admin,
          method === "PUT" ? { phone: "9876543210" } : undefined,
        );
        assert.deepEqual(res, { status: 403, body: { message: OWN_ADMIN_PROFILE_ONLY } });
        const body = method === "PUT" ? {} : undefined;
        assert.equal((await call(test, method, admin.email, null, body)).status, 401);
        for (const who of [customer, vendor]) {
          const refused = await call(
            test,
            method,
            who.email,
            who,
            method === "PUT" ? { phone: "9876543210" } : undefined,
          );
          assert.deepEqual(refused, { status: 403, body: { message: "Only an administrator can do this." } });
        }
      }
    });

    await t.step("PUT personal and work fields: saved, audited with before and after", async () => {
      const res = await call(test, "PUT", admin.email, admin, {
        firstName: " Meera ",
        lastName: "Iyer",
        phone: "9876543210",
        username: "meera.admin",
        role: "",
        department: "Operations",
        employeeID: "SC-0042",
        city: "Bengaluru",
        pincode: "560001",
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, PROFILE_SAVED);
      assert.deepEqual(res.body.profile, {
        ...BLANK,
        email: admin.email,
        firstName: "Meera",
        lastName: "Iyer",
        phone: "9876543210",
        username: "meera.admin",
        department: "Operations",
        employeeID: "SC-0042",
        city: "Bengaluru",
        pincode: "560001",
      });
      const audit = await test.db.selectFrom("audit_log").selectAll().where("entity", "=", "admin_profile")
        .execute();
      assert.equal(audit.length, 1);
      assert.equal(audit[0].actor_id, admin.id);
      assert.equal(audit[0].action, "admin.profile.update");
      assert.deepEqual((audit[0].details as { before: unknown }).before, {
        firstName: "",
        lastName: "",
        phone: "",
        username: "",
        department: "",
        employeeID: "",
        city: "",
        pincode: "",
      });
      assert.equal((audit[0].details as { after: { firstName: string } }).after.firstName, "Meera");
      const again = await call(test, "GET", admin.email, admin);
      assert.equal(again.body.firstName, "Meera");
    });

    await t.step("each rule: 400 naming the field, nothing changes", async () => {
      const cases: [Record<string, string>, string][] = [
        [{ phone: "5876543210" }, "phone: Invalid phone number"],
        [{ phone: "98765" }, "phone: Invalid phone number"],
        [{ pincode: "5600" }, "pincode: Pincode must be 6 digits"],
        [{ accountNumber: "12345678" }, "accountNumber: Invalid account number"],
        [{ accountNumber: "1234567890123456789" }, "accountNumber: Invalid account number"],
        [{ ifscCode: "HDFC1000001" }, "ifscCode: Invalid IFSC code"],
        [{ ifscCode: "ZZZZ0999999" }, "ifscCode: Invalid IFSC code: no bank branch has this code."],
        [{ email: "new@example.in" }, 'Unrecognized key: "email"'],
      ];
      for (const [body, message] of cases) {
        const res = await call(test, "PUT", admin.email, admin, { ...body, currentPassword: "admin-secret" });
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(res.body.message, message);
      }
      assert.deepEqual(await call(test, "PUT", admin.email, admin, {}), {
        status: 400,
        body: { message: "Send at least one profile field to change." },
      });
    });

    await t.step("bank details need the current password: missing 400, wrong 403", async () => {
      const bank = {
        bankName: "HDFC Bank",
        branch: "MG Road",
        accountNumber: "50100123456789",
        ifscCode: "hdfc0000001",
      };
      assert.deepEqual(await call(test, "PUT", admin.email, admin, bank), {
        status: 400,
        body: { message: BANK_PASSWORD_NEEDED },
      });
      assert.deepEqual(
        await call(test, "PUT", admin.email, admin, { ...bank, currentPassword: "wrong-one" }),
        {
          status: 403,
          body: { message: CURRENT_PASSWORD_WRONG },
        },
      );
      assert.equal((await call(test, "GET", admin.email, admin)).body.bankName, "");
      const res = await call(test, "PUT", admin.email, admin, { ...bank, currentPassword: "admin-secret" });
      assert.equal(res.status, 200);
      assert.equal(res.body.profile.accountNumber, "••••••6789");
      assert.equal(res.body.profile.ifscCode, "HDFC0000001");
      const stored = await test.db.selectFrom("admin_profiles").selectAll().where("user_id", "=", admin.id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.account_number, "50100123456789");
      const audit = await test.db.selectFrom("audit_log").select("details").where(
        "entity",
        "=",
        "admin_profile",
      )
        .orderBy("created_at", "desc").executeTakeFirstOrThrow();
      const details = JSON.stringify(audit.details);
      assert.ok(!details.includes("50100123456789"), "the audit keeps no whole account number");
      assert.ok(!details.includes("admin-secret"), "nor the password");
      assert.equal((audit.details as { after: { accountNumber: string } }).after.accountNumber, "••••••6789");
      // Work fields alone need no password, even with bank details stored.
      const work = await call(test, "PUT", admin.email, admin, { designation: "Marketplace Manager" });
      assert.equal(work.status, 200);
      // The same bank values again are no change: no password needed.
      const same = await call(test, "PUT", admin.email, admin, { bankName: "HDFC Bank", branch: "MG Road" });
      assert.equal(same.status, 200);
    });

    await t.step("/panel/profile shows the three sections with the stored values", async () => {
      const res = await test.app.request("/panel/profile", {
        headers: { cookie: admin.cookie, accept: "text/html" },
      });
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.match(text, /data-island="AdminProfileForm"/);
      for (const title of ["Personal", "Work", "Bank"]) {
        assert.match(text, new RegExp(`<h2[^>]*>${title}</h2>`));
      }
      assert.match(text, /value="Meera"/);
      assert.match(text, /Save Bank/);
      assert.ok(!text.includes("50100123456789"), "the page never holds the whole account number");
      const visitor = await getPage(test.app, "/panel/profile");
      assert.equal(visitor.headers.get("location"), "/admin-login?next=%2Fpanel%2Fprofile");
    });
  } finally {
    await test.close();
  }
});

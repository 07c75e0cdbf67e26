/** A vendor's own profile through the HTTP API and its page: own store only, the store form's rules, bank changes. */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertVendor } from "../../../tests/fixtures.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { loadPincodes } from "../../../db/seed/pincodes.ts";
import { auditTrail } from "../../audit/audit.queries.ts";
import { gstinCheckCharacter } from "../stores/kyc.ts";

const PAN = "AAPFU0939F";
const gstin = (state: string, pan = PAN) => `${state}${pan}1Z` + gstinCheckCharacter(`${state}${pan}1Z`);
const ACCOUNT = "50100123456789";

interface TestVendor extends TestCustomer {
  vendorId: string;
}

let counter = 0;

/** A vendor account (users, role vendor) and the store it runs, with a complete, valid profile. */
async function createVendor(t: TestApp, overrides: { email?: string } = {}): Promise<TestVendor> {
  const n = ++counter;
  const email = overrides.email ?? `store${n}.${crypto.randomUUID().slice(0, 6)}@example.in`;
  const account = await createCustomer(t.db, {
    role: "vendor",
    email,
    name: "Asha Rao",
    mobile: "9876543210",
  });
  const store = await insertVendor(t.db, {
    user_id: account.id,
    email,
    store_name: `Rao Traders ${n}`,
    first_name: "Asha",
    last_name: "Rao",
    phone: "9876543210",
    city: "Bengaluru",
    pincode: "560001",
    username: `raotraders${n}`,
    pan: PAN,
    gstin: gstin("29"),
    store_address: "12 MG Road",
    google_maps_link: "",
    bank_name: "HDFC Bank",
    ifsc: "HDFC0000001",
    branch: "MG Road",
    account_number: ACCOUNT,
  });
  return { ...account, vendorId: store.id };
}

const call = (t: TestApp, who: TestCustomer | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const profilePath = (email: string) => `/profile/${encodeURIComponent(email)}`;
const put = (t: TestApp, who: TestCustomer, body: unknown, email = who.email) =>
  call(t, who, "PUT", profilePath(email), body);

const storeRow = (t: TestApp, id: string) =>
  t.db.selectFrom("vendors").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const userRow = (t: TestApp, id: string) =>
  t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

Deno.test("profile: a vendor reads its own profile by either path, any case, account number masked", async () => {
  const t = await createTestApp();
  try {
    const asha = await createVendor(t);
    for (const path of ["/api/vendor/get-profile/", "/profile/"]) {
      const res = await call(t, asha, "GET", path + encodeURIComponent(asha.email.toUpperCase()));
      assert.equal(res.status, 200, path);
      assert.deepEqual(await res.json(), {
        _id: asha.vendorId,
        firstName: "Asha",
        lastName: "Rao",
        email: asha.email,
        phone: "9876543210",
        city: "Bengaluru",
        pincode: "560001",
        username: `raotraders${counter}`,
        panCardNumber: PAN,
        storeName: `Rao Traders ${counter}`,
        storeAddress: "12 MG Road",
        googleMapsLink: "",
        bankName: "HDFC Bank",
        ifscCode: "HDFC0000001",
        branch: "MG Road",
        accountNumber: "••••••6789",
        gstNumber: gstin("29"),
        activeStatus: true,
        accountApproval: false,
      });
    }
  } finally {
    await t.close();
  }
});

Deno.test("profile: own store only; customers, visitors and other vendors are refused; admins may read", async () => {
  const t = await createTestApp();
  try {
    const asha = await createVendor(t);
    const ravi = await createVendor(t);
    const priya = await createCustomer(t.db);
    const admin = await createCustomer(t.db, { role: "admin" });
    const change = { storeName: "Taken Over" };

    for (const path of [`/api/vendor/get-profile/${asha.email}`, profilePath(asha.email)]) {
      let res = await call(t, ravi, "GET", path);
      assert.equal(res.status, 403, path);
      assert.equal((await res.json()).message, "You can only reach your own store.");
      res = await call(t, priya, "GET", path);
      assert.equal(res.status, 403, path);
      res = await call(t, null, "GET", path);
      assert.equal(res.status, 401, path);
      res = await call(t, admin, "GET", path);
      assert.equal(res.status, 200, path);
      assert.equal((await res.json())._id, asha.vendorId);
    }
    let res = await call(t, admin, "GET", profilePath("nobody@example.in"));
    assert.equal(res.status, 404);
    assert.equal((await res.json()).message, "Vendor not found");
    // A vendor naming an unknown email learns nothing either.
    res = await call(t, ravi, "GET", profilePath("nobody@example.in"));
    assert.equal(res.status, 403);

    res = await put(t, ravi, change, asha.email);
    assert.equal(res.status, 403);
    assert.equal((await res.json()).message, "You can only reach your own store.");
    for (const who of [priya, admin]) {
      res = await put(t, who, change, asha.email);
      assert.equal(res.status, 403);
    }
    res = await call(t, null, "PUT", profilePath(asha.email), change);
    assert.equal(res.status, 401);
    assert.equal((await storeRow(t, asha.vendorId)).store_name, `Rao Traders ${counter - 1}`);

    // A vendor account that runs no store is refused, never answered with an empty profile.
    const storeless = await createCustomer(t.db, { role: "vendor" });
    res = await call(t, storeless, "GET", profilePath(storeless.email));
    assert.equal(res.status, 403);
    assert.equal((await res.json()).message, "This account runs no store.");
  } finally {
    await t.close();
  }
});

Deno.test("profile: each field keeps the store form's rule, named; nothing is stored on a refusal", async () => {
  const t = await createTestApp();
  try {
    await loadPincodes(t.db, { only: [560001, 411001, 999999] });
    const asha = await createVendor(t);
    const before = await storeRow(t, asha.vendorId);
    const refusals: [Record<string, string>, string, string][] = [
      [{ firstName: "  " }, "firstName", "First name: This field is required"],
      [{ lastName: "" }, "lastName", "Last name: This field is required"],
      [{ storeName: "" }, "storeName", "Store name: This field is required"],
      [{ storeAddress: "" }, "storeAddress", "Store address: This field is required"],
      [{ city: "" }, "city", "City: This field is required"],
      [{ username: "" }, "username", "Username: This field is required"],
      [{ email: "asha@" }, "email", "Invalid email"],
      [{ phone: "5123456789" }, "phone", "Invalid phone number"],
      [{ pincode: "5600" }, "pincode", "Pincode must be 6 digits"],
      [{ pincode: "999999" }, "pincode", "Pincode: no post office has this pincode."],
      [{ panCardNumber: "AAPF0939F" }, "panCardNumber", "Invalid PAN number"],
      [
        { panCardNumber: "ABCDE1234F" },
        "panCardNumber",
        "Invalid PAN number: the fourth letter must be a holder type (P, C, H, F, A, T, B, L, J or G).",
      ],
      [{ gstNumber: "29AAPFU0939F" }, "gstNumber", "Invalid GST number"],
      [
        { gstNumber: gstin("29").slice(0, 14) + "0" },
        "gstNumber",
        "Invalid GST number: its last character does not match the rest; please check it for a typing mistake.",
      ],
      [
        { gstNumber: gstin("29", "AAGCB7383J") },
        "gstNumber",
        "Invalid GST number: characters 3 to 12 must be the PAN number given in this application.",
      ],
      // A new PAN must come with the GSTIN that contains it.
      [
        { panCardNumber: "AAGCB7383J" },
        "gstNumber",
        "Invalid GST number: characters 3 to 12 must be the PAN number given in this application.",
      ],
      [{ bankName: "", currentPassword: asha.password }, "bankName", "Bank name: This field is required"],
      [{ branch: "" }, "branch", "Branch: This field is required"],
      [{ ifscCode: "HDFC1000001" }, "ifscCode", "Invalid IFSC code"],
      [{ ifscCode: "UTIB0000002" }, "ifscCode", "Invalid IFSC code: no bank branch has this code."],
      [{ accountNumber: "12345678" }, "accountNumber", "Invalid account number"],
      [{ accountNumber: "••••••1234" }, "accountNumber", "Invalid account number"],
      [
        { googleMapsLink: "javascript:alert(document.cookie)" },
        "googleMapsLink",
        "Google Maps link must be a web address starting with https:// or http://",
      ],
      [{ storeName: "x".repeat(101) }, "storeName", "Store name must be at most 100 characters"],
    ];
    for (const [body, field, message] of refusals) {
      const res = await put(t, asha, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      const answer = await res.json();
      assert.equal(answer.message, message, JSON.stringify(body));
      assert.equal(answer.field, field, JSON.stringify(body));
      assert.equal(answer.errors[field] !== undefined, true);
    }

    // Every refused field is listed, with the store form's own sentences.
    let res = await put(t, asha, { phone: "12", pincode: "1", firstName: "" });
    assert.deepEqual((await res.json()).errors, {
      firstName: "This field is required",
      phone: "Invalid phone number",
      pincode: "Pincode must be 6 digits",
    });

    for (const body of [{}, { currentPassword: asha.password }]) {
      res = await put(t, asha, body);
      assert.equal(res.status, 400);
      assert.equal((await res.json()).message, "Send at least one profile field to change.");
    }
    for (const body of [{ activeStatus: false }, { accountApproval: true }, { password: "newsecret" }]) {
      res = await put(t, asha, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match((await res.json()).message, new RegExp(Object.keys(body)[0]));
    }
    res = await put(t, asha, { phone: 9876543210 });
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /^phone: /);

    assert.deepEqual(await storeRow(t, asha.vendorId), before);
    assert.deepEqual(await auditTrail(t.db, "vendor", asha.vendorId), []);
  } finally {
    await t.close();
  }
});

Deno.test("profile: what GET answers, sent back with one field changed, saves that field alone", async () => {
  const t = await createTestApp();
  try {
    const asha = await createVendor(t);
    // A link stored before links were checked is not re-checked while it is not changed.
    await t.db.updateTable("vendors").set({ google_maps_link: "javascript:alert(1)" })
      .where("id", "=", asha.vendorId).execute();
    const read = async () => await (await call(t, asha, "GET", profilePath(asha.email))).json();
    const profile = await read();
    assert.equal(profile.accountNumber, "••••••6789");
    const before = await storeRow(t, asha.vendorId);

    let res = await put(t, asha, { ...profile, storeName: "Rao Traders and Sons" });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal((await res.json()).profile.storeName, "Rao Traders and Sons");
    const after = await storeRow(t, asha.vendorId);
    assert.deepEqual(
      { ...after, updated_at: null },
      { ...before, store_name: "Rao Traders and Sons", updated_at: null },
      "only the store name changed: the masked account number and read-only fields mean unchanged",
    );
    assert.equal(after.account_number, ACCOUNT);
    const trail = await auditTrail(t.db, "vendor", asha.vendorId);
    assert.deepEqual(trail.map((entry) => (entry.details as { fields: string[] }).fields), [["storeName"]]);

    // Read-only fields with another value than the stored one are refused, naming the field.
    const current = await read();
    const readOnly: [Record<string, unknown>, string][] = [
      [{ _id: "6740f1a2c3d4e5f6a7b8c9d0" }, "_id"],
      [{ activeStatus: false }, "activeStatus"],
      [{ accountApproval: true }, "accountApproval"],
    ];
    for (const [change, field] of readOnly) {
      res = await put(t, asha, { ...current, storeName: "Elsewhere", ...change });
      assert.equal(res.status, 400, field);
      const answer = await res.json();
      assert.equal(answer.field, field);
      assert.match(answer.message, new RegExp(`^${field}: `));
    }
    assert.equal((await storeRow(t, asha.vendorId)).store_name, "Rao Traders and Sons", "nothing changed");
  } finally {
    await t.close();
  }
});

Deno.test("profile: sections save, normalized, the city follows the pincode, the account follows the store", async () => {
  const t = await createTestApp();
  try {
    await loadPincodes(t.db, { only: [560001, 411001] });
    const asha = await createVendor(t);

    let res = await put(t, asha, {
      firstName: " Asha ",
      lastName: "Rao-Iyer",
      email: asha.email.toUpperCase(), // the same email in capitals is not a change (no password needed)
      phone: "9123456780",
      username: "AshaStores",
    });
    assert.equal(res.status, 200);
    let answer = await res.json();
    assert.equal(answer.message, "Changes saved successfully!");
    assert.equal(answer.profile.lastName, "Rao-Iyer");
    assert.equal(answer.profile.username, "AshaStores");
    assert.equal(answer.profile.email, asha.email);
    assert.equal(answer.profile.accountNumber, "••••••6789");
    let user = await userRow(t, asha.id);
    assert.equal(user.name, "Asha Rao-Iyer");
    assert.equal(user.mobile, "9123456780");

    res = await put(t, asha, {
      storeName: "Iyer Home Goods",
      storeAddress: "4 FC Road",
      googleMapsLink: "",
      city: "Anything",
      pincode: "411001",
      panCardNumber: "aagcb7383j",
      gstNumber: gstin("27", "AAGCB7383J").toLowerCase(),
    });
    assert.equal(res.status, 200);
    answer = await res.json();
    assert.equal(answer.profile.city, "Pune", "the pincode's district names the city");
    assert.equal(answer.profile.panCardNumber, "AAGCB7383J");
    assert.equal(answer.profile.gstNumber, gstin("27", "AAGCB7383J"));
    const row = await storeRow(t, asha.vendorId);
    assert.equal(row.store_name, "Iyer Home Goods");
    assert.equal(row.pincode, "411001");

    // The same values again change nothing and record nothing.
    res = await put(t, asha, { storeName: "Iyer Home Goods", bankName: "HDFC Bank" });
    assert.equal(res.status, 200);

    const trail = await auditTrail(t.db, "vendor", asha.vendorId);
    assert.equal(trail.length, 2);
    assert.ok(trail.every((entry) => entry.action === "vendor.profile.update" && entry.actor_id === asha.id));
    const details = trail.map((entry) =>
      entry.details as { fields: string[]; changes: Record<string, unknown> }
    );
    // A first name that is the same once trimmed is not a change.
    assert.deepEqual(details[1].fields.sort(), ["lastName", "phone", "username"]);
    assert.deepEqual(details[1].changes.phone, { from: "9876543210", to: "9123456780" });
    assert.deepEqual(
      details[0].fields.sort(),
      ["city", "gstNumber", "panCardNumber", "pincode", "storeAddress", "storeName"],
    );
    assert.equal(details[0].changes.panCardNumber, undefined, "no PAN values in the audit trail");
    user = await userRow(t, asha.id);
    assert.equal(user.email, asha.email);
  } finally {
    await t.close();
  }
});

Deno.test("profile: new bank details need the current password, are limited, and are told by email", async () => {
  const sink = await startMailSink();
  const t = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const asha = await createVendor(t);
    const bank = { bankName: "State Bank of India", ifscCode: "sbin0000001", branch: "Main Branch" };

    let res = await put(t, asha, { ...bank, accountNumber: "30012345678" });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), {
      message: "Please enter your current password to change your bank details.",
      field: "currentPassword",
    });
    res = await put(t, asha, { accountNumber: "30012345678", currentPassword: "wrong-one" });
    assert.equal(res.status, 403);
    assert.equal((await res.json()).message, "Your current password is incorrect.");
    assert.equal((await storeRow(t, asha.vendorId)).account_number, ACCOUNT);

    res = await put(t, asha, { ...bank, accountNumber: "30012345678", currentPassword: asha.password });
    assert.equal(res.status, 200);
    const answer = await res.json();
    assert.equal(answer.message, "Changes saved successfully!");
    assert.equal(answer.profile.accountNumber, "••••••5678");
    assert.equal(answer.profile.ifscCode, "SBIN0000001");
    const row = await storeRow(t, asha.vendorId);
    assert.equal(row.account_number, "30012345678");
    assert.equal(row.bank_name, "State Bank of India");

    const mail = await sink.waitFor((m) => m.to.includes(asha.email));
    assert.equal(mail.subject, "Your SwiftCart payout bank account was changed");
    assert.match(mail.text, /account ending 5678/);
    assert.match(mail.text, /SBIN0000001/);
    assert.doesNotMatch(mail.raw, /30012345678/, "never the whole number");
    assert.equal(sink.messages.length, 1);

    const [entry] = await auditTrail(t.db, "vendor", asha.vendorId);
    assert.equal(entry.action, "vendor.profile.update");
    const details = entry.details as { fields: string[]; changes: Record<string, unknown> };
    assert.deepEqual(details.fields.sort(), ["accountNumber", "bankName", "branch", "ifscCode"]);
    assert.deepEqual(details.changes, {});
    assert.doesNotMatch(JSON.stringify(entry.details), /30012345678|5010012/);

    // Wrong current passwords count as failed logins: after 5 from this address, 429 even when right.
    for (let i = 0; i < 5; i++) {
      res = await put(t, asha, { branch: "Fort", currentPassword: `guess-${i}` });
      assert.equal(res.status, 403);
    }
    res = await put(t, asha, { branch: "Fort", currentPassword: asha.password });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get("retry-after")) > 0);
    assert.equal((await storeRow(t, asha.vendorId)).branch, "Main Branch");
  } finally {
    await t.close();
    await sink.close();
  }
});

Deno.test("profile: a new email needs the password, must be free, moves the sign-in and tells both", async () => {
  const sink = await startMailSink();
  const t = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const asha = await createVendor(t);
    const ravi = await createVendor(t);
    const priya = await createCustomer(t.db);

    let res = await put(t, asha, { email: "asha.new@example.in" });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).message, "Please enter your current password to change your email.");
    res = await put(t, asha, { email: "asha.new@example.in", accountNumber: "30012345678" });
    assert.equal(
      (await res.json()).message,
      "Please enter your current password to change your email and your bank details.",
    );

    for (const taken of [ravi.email.toUpperCase(), priya.email]) {
      res = await put(t, asha, { email: taken, currentPassword: asha.password });
      assert.equal(res.status, 409, taken);
      assert.deepEqual(await res.json(), {
        message: "Email: an account with this email already exists. Please use another email.",
        field: "email",
      });
    }
    const raviName = (await storeRow(t, ravi.vendorId)).username!;
    res = await put(t, asha, { username: raviName.toUpperCase() });
    assert.equal(res.status, 409);
    assert.deepEqual(await res.json(), {
      message: "Username: this username is taken. Please choose another.",
      field: "username",
    });

    res = await put(t, asha, { email: " Asha.New@Example.in ", currentPassword: asha.password });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).profile.email, "asha.new@example.in");
    assert.equal((await userRow(t, asha.id)).email, "asha.new@example.in");
    assert.equal((await storeRow(t, asha.vendorId)).email, "asha.new@example.in");

    // The session stays; the new email reaches the profile, the old one no longer does.
    res = await call(t, asha, "GET", profilePath("asha.new@example.in"));
    assert.equal(res.status, 200);
    res = await call(t, asha, "GET", profilePath(asha.email));
    assert.equal(res.status, 403);

    const old = await sink.waitFor((m) => m.to.includes(asha.email));
    const fresh = await sink.waitFor((m) => m.to.includes("asha.new@example.in"));
    for (const mail of [old, fresh]) {
      assert.equal(mail.subject, "Your SwiftCart store email was changed");
      assert.match(mail.text, /asha\.new@example\.in/);
    }
  } finally {
    await t.close();
    await sink.close();
  }
});

Deno.test("profile: a mail that cannot be sent does not undo the change", async () => {
  // Nothing listens on port 1: the send fails at once.
  const t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
  const errors = console.error;
  console.error = () => {};
  try {
    const asha = await createVendor(t);
    const res = await put(t, asha, { accountNumber: "30012345678", currentPassword: asha.password });
    assert.equal(res.status, 200);
    assert.equal((await storeRow(t, asha.vendorId)).account_number, "30012345678");
  } finally {
    console.error = errors;
    await t.close();
  }
});

Deno.test("profile page: a vendor sees its three sections; everyone else is sent to the vendor login", async () => {
  const t = await createTestApp();
  try {
    const asha = await createVendor(t);
    let res = await t.app.request("/vendor-profile", {
      headers: { cookie: asha.cookie, accept: "text/html" },
    });
    assert.equal(res.status, 200);
    const html = await res.text();
    for (
      const text of ["Basic Information", "Store Information", "Bank Details", "Save Changes", "••••••6789"]
    ) {
      assert.ok(html.includes(text), text);
    }
    assert.ok(!html.includes(ACCOUNT), "never the whole account number");
    assert.ok(html.includes('data-island="VendorProfileForm"'));

    res = await getPage(t.app, "/vendor-profile");
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/vendor-login?next=%2Fvendor-profile");
    const priya = await createCustomer(t.db);
    res = await t.app.request("/vendor-profile", { headers: { cookie: priya.cookie, accept: "text/html" } });
    assert.equal(res.status, 302);
  } finally {
    await t.close();
  }
});

/** The store form's rules, as the form island and the server both apply them. */
import assert from "node:assert/strict";
import * as customers from "../../customers/account/users.schema.ts";
import {
  ACCOUNT_INVALID,
  checkStoreField,
  checkStoreForm,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  GST_INVALID,
  IFSC_INVALID,
  LINK_INVALID,
  normalizeStoreField,
  PAN_INVALID,
  PASSWORD_SHORT,
  PHONE_INVALID,
  PHONE_PATTERN,
  PINCODE_INVALID,
  REQUIRED,
  STORE_FIELD_RULES,
  STORE_FIELDS,
} from "./store-rules.ts";

const application = {
  storeName: "Sharma Electronics",
  storeAddress: "14, SP Road, Bengaluru",
  googleMapsLink: "",
  city: "Bengaluru",
  pincode: "560001",
  firstName: "Ravi",
  lastName: "Sharma",
  phone: "9876543210",
  email: "ravi@sharma-electronics.in",
  username: "sharmaelectronics",
  password: "secret1",
  panCardNumber: "AAPFU0939F",
  gstNumber: "27AAPFU0939F1ZV",
  bankName: "HDFC Bank",
  branch: "SP Road",
  ifscCode: "HDFC0000001",
  accountNumber: "50100123456789",
};

Deno.test("store form: the spec's messages, verbatim", () => {
  for (
    const field of [
      "storeName",
      "storeAddress",
      "city",
      "bankName",
      "branch",
      "username",
      "firstName",
      "lastName",
    ] as const
  ) {
    assert.equal(checkStoreField(field, ""), REQUIRED, field);
    assert.equal(checkStoreField(field, "   "), REQUIRED, `${field}: blank is empty`);
    assert.equal(checkStoreField(field, "x"), undefined, field);
  }
  assert.equal(REQUIRED, "This field is required");
  const cases: [typeof STORE_FIELDS[number], string, string][] = [
    ["pincode", "56000", "Pincode must be 6 digits"],
    ["pincode", "5600011", PINCODE_INVALID],
    ["pincode", "56000a", PINCODE_INVALID],
    ["phone", "5876543210", "Invalid phone number"],
    ["phone", "987654321", PHONE_INVALID],
    ["accountNumber", "12345678", "Invalid account number"],
    ["accountNumber", "1234567890123456789", ACCOUNT_INVALID],
    ["accountNumber", "12345678a", ACCOUNT_INVALID],
    ["ifscCode", "HDFC1000001", "Invalid IFSC code"],
    ["ifscCode", "HDF00000001", IFSC_INVALID],
    ["panCardNumber", "AAPF0939FU", "Invalid PAN number"],
    ["panCardNumber", "AAPFU0939", PAN_INVALID],
    ["gstNumber", "27AAPFU0939F1AV", "Invalid GST number"],
    ["gstNumber", "27AAPFU0939F0ZV", GST_INVALID],
    ["email", "ravi@localhost", "Invalid email"],
    ["email", "ravi sharma@example.in", EMAIL_INVALID],
    ["password", "12345", "Password must be at least 6 characters"],
  ];
  for (const [field, value, message] of cases) {
    assert.equal(checkStoreField(field, value), message, `${field} ${value}`);
  }
  // Fields checked by pattern answer their own message when empty (their rule is the pattern).
  assert.equal(checkStoreField("pincode", ""), PINCODE_INVALID);
  assert.equal(checkStoreField("password", ""), PASSWORD_SHORT);
  assert.equal(checkStoreField("gstNumber", undefined), GST_INVALID, "a missing value is empty");
});

Deno.test("store form: googleMapsLink is optional, an http(s) link when given, bounded in length", () => {
  assert.equal(checkStoreField("googleMapsLink", ""), undefined);
  assert.equal(checkStoreField("googleMapsLink", "  "), undefined);
  for (const link of ["https://maps.app.goo.gl/abc", " HTTP://maps.google.com/?q=12.9,77.5 "]) {
    assert.equal(checkStoreField("googleMapsLink", link), undefined, link);
  }
  for (
    const link of [
      "not a link at all",
      "javascript:alert(1)",
      "JavaScript://maps.google.com/%0Aalert(1)",
      "data:text/html,x",
      "https://",
      "https://user@evil.example/",
      "maps.google.com",
    ]
  ) {
    assert.equal(checkStoreField("googleMapsLink", link), LINK_INVALID, link);
  }
  assert.equal(checkStoreField("googleMapsLink", "https://maps.app.goo.gl/" + "x".repeat(476)), undefined);
  assert.equal(
    checkStoreField("googleMapsLink", "https://maps.app.goo.gl/" + "x".repeat(477)),
    "Google Maps link must be at most 500 characters",
  );
  assert.equal(checkStoreField("storeName", "x".repeat(101)), "Store name must be at most 100 characters");
});

Deno.test("store form: codes typed in lower case or with spaces around are accepted and stored in capitals", () => {
  assert.equal(checkStoreField("panCardNumber", " aapfu0939f "), undefined);
  assert.equal(normalizeStoreField("panCardNumber", " aapfu0939f "), "AAPFU0939F");
  assert.equal(normalizeStoreField("gstNumber", "27aapfu0939f1zv"), "27AAPFU0939F1ZV");
  assert.equal(normalizeStoreField("ifscCode", "hdfc0000001"), "HDFC0000001");
  assert.equal(normalizeStoreField("email", " Ravi@Example.IN "), "ravi@example.in");
  assert.equal(normalizeStoreField("password", " secret "), " secret ", "a password is kept as typed");
  assert.equal(checkStoreField("password", "     1"), undefined, "spaces count in a password");
});

Deno.test("store form: the whole form at once gives normalized values or every field's message", () => {
  const ok = checkStoreForm({ ...application, ifscCode: "hdfc0000001" });
  assert.ok(ok.ok);
  assert.equal(ok.values.ifscCode, "HDFC0000001");
  assert.deepEqual(Object.keys(ok.values).sort(), [...STORE_FIELDS].sort());

  const bad = checkStoreForm({ storeName: "Sharma Electronics", phone: 9876543210 });
  assert.ok(!bad.ok);
  assert.equal(bad.errors.storeName, undefined);
  assert.equal(bad.errors.phone, PHONE_INVALID, "a number where text belongs counts as missing");
  assert.equal(bad.errors.city, REQUIRED);
  assert.equal(bad.errors.googleMapsLink, undefined);
  assert.equal(Object.keys(bad.errors).length, STORE_FIELDS.length - 2);
});

Deno.test("store form: email and phone patterns agree with the customer forms'", () => {
  assert.equal(EMAIL_PATTERN.source, customers.EMAIL_PATTERN.source);
  for (const phone of ["9876543210", "6000000000", "5999999999", "98765432100", "+919876543210"]) {
    assert.equal(PHONE_PATTERN.test(phone), customers.MOBILE_PATTERN.test(phone), phone);
  }
  assert.equal(STORE_FIELD_RULES.password.minLength, customers.PASSWORD_MIN);
  assert.equal(STORE_FIELD_RULES.password.maxLength, customers.PASSWORD_MAX);
});

/**
 * The demo's sign-ins (development only: the demo data is never loaded in production): every demo store's
 * account signs in with its store email and DEMO_VENDOR_PASSWORD, the demo admin with DEMO_ADMIN. One more
 * store has just applied and waits for the admin's approval, with no products yet.
 */
import type { DemoStore } from "./vendors.ts";

export const DEMO_VENDOR_PASSWORD = "vendor123";

/** The demo shopper, with a few weeks of orders (db/seed/demo-history.ts). */
export const DEMO_SHOPPER = {
  name: "Priya Raman",
  email: "priya@example.in",
  mobile: "9841012345",
  password: "customer123",
};

export const DEMO_ADMIN = {
  name: "SwiftCart Admin",
  email: "admin@swiftcart.in",
  mobile: "9000000001",
  password: "admin123",
};

/** A new application (approval pending): it can sign in and prepare its catalogue; the storefront shows nothing of it. */
export const PENDING_STORE: DemoStore = {
  storeName: "Kochi Gadget Point",
  email: "hello@kochigadgetpoint.in",
  city: "Kochi",
  pincode: "682016",
  storeAddress: "Door 41/2203, MG Road, Ravipuram",
  googleMapsLink: "https://maps.google.com/?q=Kochi%20Gadget%20Point%2C%20MG%20Road%2C%20Kochi",
  firstName: "Anil",
  lastName: "Thomas",
  phone: "9847090123",
  username: "kochigadgetpoint",
  pan: "AKTPT4375E",
  gstin: "32AKTPT4375E1ZR",
  bankName: "Federal Bank",
  branch: "Ernakulam",
  ifsc: "FDRL0001001",
  accountNumber: "10010100123456",
};

/**
 * The API contract, generated from the zod schemas of every sub-app. `deno task openapi` writes
 * openapi.yaml at the root (write-openapi.ts); a test fails when the committed file differs from what the
 * code declares.
 */
import { stringify } from "yaml";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { withSharedRefusals } from "./core/refusals.ts";

export const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "SwiftCart Marketplace API",
    version: "1.0.0",
    license: { name: "Proprietary: SwiftCart's terms of use apply", url: "https://swiftcart.in/termsofuse" },
    contact: { name: "SwiftCart support", email: "support@swiftcart.in" },
    description: [
      "The HTTP API of SwiftCart, a multi-vendor marketplace for India: what the storefront, the vendor area " +
      "and the admin panel call.",
      "",
      "- Money: amounts are rupees (INR) as numbers, to the paisa (stored as integer paise).",
      "- Ids: opaque strings named `_id`.",
      '- Errors: a 4xx or 5xx status with `{ "message": "…" }`, a sentence safe to show a user.',
      "- Paging: every list takes `limit` (default 100, at most 200) and `page` (from 1). Product lists answer " +
      "`{ products, total, page, limit }`; the other lists answer an array, with the total in the `X-Total-Count` header.",
      "- Pages: /products, /category/{id} and /cities are also storefront pages; they answer JSON unless the " +
      "request accepts `text/html`.",
      "- Sessions: operations marked with the `session` security scheme need the HttpOnly cookie `sc_session` " +
      "set by customer-login; `x-required-role` names the role an operation also needs (e.g. `admin`).",
      "- Refusals every operation shares: 400 for invalid input (the message names the field), 403 for a " +
      "write sent by another site, 413 for a body over 64 KB, 415 for a body that is not JSON, 503 while the " +
      "database is unavailable (with `Retry-After`). A method a path does not take answers 405 with `Allow`.",
    ].join("\n"),
  },
  servers: [{
    url: "/",
    description: "The origin serving this document (`deno task start` listens on http://localhost:8000).",
  }],
  tags: [
    {
      name: "Catalogue",
      description: "Products, categories, banners, units and attributes: what the storefront shows.",
    },
    { name: "Content", description: "Cities we deliver to and open positions." },
    {
      name: "Admin",
      description: "Admin sign-in, and platform settings read by the admin and vendor areas.",
    },
    { name: "Media", description: "Uploaded images, addressed by the hash of their content." },
    { name: "Customers", description: "Sign-up, log-in, the session check and one's own account." },
    { name: "Cart", description: "The signed-in customer's cart, priced by the server." },
    { name: "Wishlist", description: "Products the signed-in customer saved for later." },
    { name: "Addresses", description: "The signed-in customer's delivery addresses." },
    { name: "Location", description: "Pincodes, the delivery location and products near it." },
    {
      name: "Orders",
      description: "Placing orders, one's own orders, cancelling, and stores moving them on.",
    },
    {
      name: "Payments",
      description: "Razorpay (or the offline test gateway): payment orders, verification, webhooks.",
    },
    {
      name: "Vendors",
      description: "Store applications, vendor sign-in and password reset, the store's profile, and the " +
        "admin's approval of stores.",
    },
    {
      name: "Two-step sign-in",
      description: "Codes from an authenticator app (TOTP) after the password, for admins and stores.",
    },
    {
      name: "Vendor products",
      description: "A store's own products: adding with photos, editing, archiving or deleting.",
    },
    {
      name: "Settlements",
      description: "What each store earned and when it is paid: its ledger, weekly statements, payouts, " +
        "payment issues, and the tax reports (GSTR-1, TDS, TCS) and the platform's reconciliation.",
    },
    {
      name: "Returns",
      description: "Returns and claims after delivery: the shopper's request (with photos), the store's " +
        "answer and reverse pickup, escalation to SwiftCart, receipt, and the refund of exactly the returned " +
        "lines with its credit note and ledger reversal.",
    },
  ],
};

// deno-lint-ignore no-explicit-any
export function openApiDocument(app: OpenAPIHono<any>) {
  return withSharedRefusals(app.getOpenAPI31Document(openApiInfo));
}

// deno-lint-ignore no-explicit-any
export const openApiYaml = (app: OpenAPIHono<any>) =>
  stringify(openApiDocument(app), { lineWidth: 0, aliasDuplicateObjects: false });

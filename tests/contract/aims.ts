/**
 * What a parameter or body field of the contract names (a user, a cart line, an order, ...), read from its
 * name, its description and the path around it, never from a list of operations: a new operation whose
 * fields follow the same naming is aimed at real rows without touching these tests.
 */
import { loadConfig } from "../../src/config.ts";
import { checkoutMessage, signHex } from "../../src/payments/signature.ts";

export type Aim =
  | "user.id"
  | "user.email"
  | "product"
  | "category"
  | "cartLine"
  | "address"
  | "order"
  | "paymentOrder"
  | "media"
  | "pincode"
  | "store"
  | "store.email"
  | "admin.email"
  | "city"
  | "job"
  | "statement"
  | "payableStatement"
  | "paymentIssue"
  | "refundDueOrder"
  | "returnRequest"
  | "week"
  | "month"
  | "quarter"
  | "period.from"
  | "period.to"
  | "signature";

/** The resource an `{id}`-like name points at, from the words around it. */
function aimFromContext(context: string): Aim | undefined {
  // A shopper's return request, by whoever handles it (/api/returns/{id}, /api/admin/returns/{id}/...).
  if (/\/returns\/\{id\}/.test(context)) return "returnRequest";
  // A store's weekly statements and the issues raised on them; marking paid needs one not paid yet.
  if (/\/payment-issues\//.test(context)) return "paymentIssue";
  if (/\/settlements\/\{id\}\/paid\b/.test(context)) return "payableStatement";
  if (/\/settlements\/\{id\}/.test(context)) return "statement";
  if (/\/stores\/\{id\}/.test(context)) return "store";
  if (/cart/i.test(context)) return "cartLine";
  if (/\/api\/vendor\/|\bstore\b/i.test(context) && !/product|order/i.test(context)) return "store";
  if (/address/i.test(context)) return "address";
  if (/customer|user/i.test(context)) return "user.id";
  if (/product/i.test(context)) return "product";
  if (/categor/i.test(context)) return "category";
  if (/order/i.test(context)) return "order";
  if (/\/cities\//.test(context)) return "city";
  if (/\/jobs\//.test(context)) return "job";
  return undefined;
}

export function aimOf(name: string, description = "", path = ""): Aim | undefined {
  if (/signature/i.test(name)) return "signature";
  if (/razorpay_order|payment_?order/i.test(name)) return "paymentOrder";
  if (/^user_?id$/i.test(name)) return "user.id";
  // A store's calls name the store by its email; sign-in pages name their own kind of account.
  if (/e-?mail$/i.test(name) && /^(\/api)?\/admin\//.test(path)) return "admin.email";
  if (/e-?mail$/i.test(name) && /^\/(profile|vendor)\/|^\/api\/vendor\//.test(path)) return "store.email";
  if (/e-?mail$/i.test(name)) return "user.email";
  // Refunding by bank transfer is for an order owing its refund (cash on delivery, cancelled after delivery).
  if (/^order_?id$/i.test(name) && /refund-by-transfer/.test(path)) return "refundDueOrder";
  if (/^order_?id$/i.test(name)) return "order";
  // Periods: a settlement week (its Sunday), a tax month or quarter, a range of days.
  if (/^week(_?ending)?$/i.test(name)) return "week";
  if (/^month$/i.test(name)) return "month";
  if (/^quarter$/i.test(name)) return "quarter";
  if (/^from$/i.test(name) && /day|date/i.test(description)) return "period.from";
  if (/^to$/i.test(name) && /day|date/i.test(description)) return "period.to";
  if (/^address_?id$/i.test(name)) return "address";
  if (/^hash$/i.test(name)) return "media";
  if (/pincode/i.test(name)) return "pincode";
  if (/^category(_?id)?$/i.test(name)) return "category";
  if (/^product_?id$/i.test(name)) return /cart/i.test(description) ? "cartLine" : "product";
  if (/^store$/i.test(name) && /vendor/i.test(description)) return "store"; // the admin's order filter
  if (/^(id|_id)$/i.test(name)) return aimFromContext(`${description} ${path}`);
  return undefined;
}

/** The rows a request may name; each test decides whose (its own actor's, or the customer's). */
export interface Targets {
  userId: string;
  userEmail: string;
  product(pick: number): string;
  category(pick: number): string;
  cartLine: string;
  address: string;
  order: string;
  paymentOrder: string;
  media: string;
  pincode: string;
  /** The store of the customer's order (its vendor id) and that store's email; the admin's email. */
  store: string;
  storeEmail: string;
  adminEmail: string;
  /** A listed city and a posted job of the demo data (the admin may delete them). */
  city: string;
  job: string;
  /** The store's settled past (fixtures.ts, `Settled`): a paid statement with an open issue, a payable one */
  statement: string;
  payableStatement: string;
  paymentIssue: string;
  /** A cash-on-delivery order of the store cancelled after delivery: its refund is due by bank transfer. */
  refundDueOrder: string;
  /** The customer's return request on a delivered order of the store, waiting on the store. */
  returnRequest: string;
  /** A week that has ended and run, the month and quarter of the store's sales, days around them. */
  week: string;
  month: string;
  quarter: string;
  from: string;
  to: string;
}

export function resolveAim(aim: Exclude<Aim, "signature">, targets: Targets, pick = 0): string {
  switch (aim) {
    case "user.id":
      return targets.userId;
    case "user.email":
      return targets.userEmail;
    case "product":
      return targets.product(pick);
    case "category":
      return targets.category(pick);
    case "store.email":
      return targets.storeEmail;
    case "admin.email":
      return targets.adminEmail;
    case "period.from":
      return targets.from;
    case "period.to":
      return targets.to;
    default:
      return targets[aim];
  }
}

/** The built-in test gateway's secret, as the test app is configured (tests/helpers.ts). */
export const gatewaySecret = loadConfig({ SEED: "none" }).payments.testSecret;

/** A checkout signature for `order_id|payment_id`, as the gateway would give the browser. */
export const signCheckout = (orderId: string, paymentId: string) =>
  signHex(gatewaySecret, checkoutMessage(orderId, paymentId));

/** A webhook signature over the raw body. */
export const signBody = (body: Uint8Array | string) => signHex(gatewaySecret, body);

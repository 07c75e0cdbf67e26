/**
 * Stores: a visitor applies for a store; the admin lists stores and
 * approves, rejects, switches them off or on; the store form asks which bank an IFSC code names.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { auditActor } from "../../audit/actor.ts";
import { guarded } from "../../auth/guard.ts";
import { notFound } from "../../core/errors.ts";
import {
  type AppEnv,
  createApi,
  describeZodError,
  errorResponse,
  jsonResponse,
  TotalHeader,
} from "../../core/http.ts";
import { sendList } from "../../core/paging.ts";
import { IFSC_UNKNOWN, ifscDetails } from "./kyc.ts";
import { IFSC_INVALID, IFSC_PATTERN } from "./store-rules.ts";
import { listStores } from "./stores.queries.ts";
import {
  IfscParam,
  IfscSchema,
  NO_DECISION,
  REASON_REQUIRED,
  STORE_REGISTERED,
  StoreApplicationBody,
  StoreRefusalSchema,
  StoreRegisteredSchema,
  VENDOR_NOT_FOUND,
  VendorDecisionBody,
  VendorIdParam,
  VendorListItemSchema,
  VendorListQuery,
} from "./stores.schema.ts";
import { checkApplication, decideOnStore, registerStore } from "./stores.service.ts";
import { toVendorListItemJson, toVendorProfileJson } from "./vendor.json.ts";
import { VendorProfileSchema } from "./vendor.schema.ts";

const tags = ["Vendors"];

const registerRoute = createRoute({
  method: "post",
  path: "/api/stores/register-store",
  operationId: "registerStore",
  tags,
  security: [],
  summary: "Apply for a store",
  description: "Anyone may apply. Every field is checked with the store form's rules and messages, " +
    "then the PAN's holder type, the GSTIN (state code, check character, the PAN inside it), the IFSC " +
    "(a real branch) and the pincode (India Post). The city stored is the pincode's; the bank name the " +
    "IFSC's. Creates the store's sign-in account (role vendor) and the store, active and pending approval " +
    "(accountApproval true): its products stay off the storefront until the admin approves it. No session " +
    "starts: the store signs in at /vendor-login.",
  request: { body: { required: true, content: { "application/json": { schema: StoreApplicationBody } } } },
  responses: {
    201: jsonResponse(
      StoreRegisteredSchema,
      "Registered, pending approval: `Store registered successfully`",
      {
        message: STORE_REGISTERED,
      },
    ),
    400: jsonResponse(
      StoreRefusalSchema,
      "A field breaks a rule: `message` names the first such field (e.g. `Store name: This field is " +
        "required`, `Invalid PAN number`, `Pincode: no post office has this pincode.`), `errors` has each.",
      {
        message: "Invalid PAN number",
        field: "panCardNumber",
        errors: { panCardNumber: "Invalid PAN number" },
      },
    ),
    409: jsonResponse(
      StoreRefusalSchema,
      "The email is used by another account or store, or the username by another store",
      { message: "Username: this username is taken. Please choose another.", field: "username" },
    ),
  },
});

const ifscRoute = createRoute({
  method: "get",
  path: "/api/ifsc/{code}",
  operationId: "lookupIfsc",
  tags,
  security: [],
  summary: "The bank an IFSC code names",
  description:
    "Read from Razorpay's published IFSC data, offline (the store form shows the bank as it is typed).",
  request: { params: IfscParam },
  responses: {
    200: jsonResponse(IfscSchema, "A bank branch has this code", { ifsc: "HDFC0000001", bank: "HDFC Bank" }),
    404: errorResponse(
      `Not an IFSC code (\`${IFSC_INVALID}\`), or no branch has it (\`${IFSC_UNKNOWN}\`)`,
      IFSC_UNKNOWN,
    ),
  },
});

const decideRoute = createRoute(guarded("admin", {
  method: "patch",
  path: "/api/vendor/{id}",
  operationId: "decideOnVendor",
  tags,
  summary: "Approve, reject, switch off or on a store (admin)",
  description: "`accountApproval: false` approves a pending store; `true` rejects it (it stays Pending, " +
    "shown as Rejected). `activeStatus: false` switches a store off, `true` on. A rejection or a switch-off " +
    "needs a `reason`; it is kept with the store and emailed to it. The store's products are on the storefront " +
    "exactly when it is active and approved (and they are not archived); they move in the same " +
    "transaction. Each change is audited (vendor.approve, vendor.reject, vendor.activate, " +
    "vendor.deactivate, with the reason) and emailed to the store; a mail that cannot be sent is logged " +
    "and the change stands. Asking for the status a store already has changes nothing and sends no mail " +
    "(except a rejection, which is always a decision).",
  request: {
    params: VendorIdParam,
    body: { required: true, content: { "application/json": { schema: VendorDecisionBody } } },
  },
  responses: {
    200: jsonResponse(VendorProfileSchema, "The store after the decision"),
    400: errorResponse(
      `Invalid body, e.g. \`${NO_DECISION}\`, or no reason for a rejection or a switch-off ` +
        `(\`${REASON_REQUIRED}\`)`,
      NO_DECISION,
    ),
    404: errorResponse(`No store has this id: \`${VENDOR_NOT_FOUND}\``, VENDOR_NOT_FOUND),
  },
}));

const listRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/vendor/get-all-profiles",
  operationId: "listVendors",
  tags,
  summary: "List stores (admin)",
  description: "Newest first, pending and switched-off stores included. Searched by `search` (store name, " +
    "phone, city or address), filtered by `approval` (pending, approved, rejected) and `active`; paged by " +
    "`limit` (default 100, at most 200) and `page`; the total matching is in the `X-Total-Count` header.",
  request: { query: VendorListQuery },
  responses: {
    200: { ...jsonResponse(z.array(VendorListItemSchema), "A page of stores"), headers: TotalHeader },
    400: errorResponse("Invalid paging or search", "limit: must be a whole number from 1 to 200."),
  },
}));

/** A refused application answers with the form's sentences naming every failing field, never zod's. */
async function refuseApplication(
  result: { success: boolean; error?: z.ZodError; data?: unknown },
  c: Context<AppEnv>,
) {
  const unknown = result.error?.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  const refusal = await checkApplication(c.var.db, result.data);
  if (!("values" in refusal)) {
    return c.json({ message: refusal.message, field: refusal.field, errors: refusal.errors }, 400);
  }
  return c.json({ message: describeZodError(result.error!) }, 400);
}

/** Where a store signs in, on the site the admin is using. */
const vendorLoginUrl = (c: Context) => new URL("/vendor-login", c.req.url).toString();

export const storesApi = createApi()
  .openapi(registerRoute, async (c) => {
    const result = await registerStore(c.var.db, c.req.valid("json"));
    if (!("store" in result)) {
      const { status, message, field, errors } = result;
      return c.json({ message, field, errors }, status);
    }
    return c.json({ message: STORE_REGISTERED } as const, 201);
  }, (result, c) => result.success ? undefined : refuseApplication(result, c))
  .openapi(ifscRoute, (c) => {
    const code = c.req.valid("param").code.trim().toUpperCase();
    if (!IFSC_PATTERN.test(code)) throw notFound(IFSC_INVALID);
    const details = ifscDetails(code);
    if (!details) throw notFound(IFSC_UNKNOWN);
    return c.json({ ifsc: code, bank: details.bank }, 200);
  })
  .openapi(decideRoute, async (c) => {
    const store = await decideOnStore(
      c.var.db,
      c.var.config,
      auditActor(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      vendorLoginUrl(c),
    );
    if (!store) throw notFound(VENDOR_NOT_FOUND);
    return c.json(toVendorProfileJson(store), 200);
  })
  .openapi(
    listRoute,
    async (c) => sendList(c, await listStores(c.var.db, c.req.valid("query")), toVendorListItemJson),
  );

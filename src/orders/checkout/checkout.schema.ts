/**
 * What a checkout's request says beyond its cart: a business buyer's GSTIN, checked as a store's is
 * (pattern, state code and check character: src/vendors/stores/kyc.ts, whose GSTIN checks the checkout
 * dialog runs on blur too), and named on every store's tax invoice of that checkout.
 */
import { z } from "@hono/zod-openapi";
import { checkGstin } from "../../vendors/stores/kyc.ts";

export const BUYER_GSTIN_EXAMPLE = "29AAGCB7383J1Z4";

/** Typed in lower case or with spaces around it, still right; blank or null: a consumer's checkout. */
export const BuyerGstinField = z.string().trim().toUpperCase().max(15, {
  error: "Invalid GST number: a GSTIN has 15 characters.",
}).superRefine((value, ctx) => {
  if (value === "") return;
  const problem = checkGstin(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}).nullable().optional().openapi({
  description: "Optional: the buyer's GSTIN when a business buys (B2B), named on each store's tax invoice " +
    "of this checkout and answered as the orders' `buyerGstin`. 15 characters: the state code, the PAN, " +
    "the entity number, Z and a check character (any case; checked as a store's GSTIN is: 400 " +
    "`buyerGstin: Invalid GST number…` when its pattern, state code or check character is wrong, and " +
    "nothing is placed). Blank, null or left out: a consumer.",
  example: BUYER_GSTIN_EXAMPLE,
});

/** The GSTIN as stored: upper case, or null for none. */
export const buyerGstinOf = (sent: string | null | undefined): string | null => sent || null;

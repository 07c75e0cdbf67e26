/**
 * Tax reports: a store's GSTR-1 for a month (the GST portal's offline JSON, or CSV) and its TDS under
 * s.194-O for a quarter, its own only; the platform's TCS (GSTR-8) for a month, admins only.
 */
import { createRoute, type z } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../core/http.ts";
import { currentVendor, guarded } from "../auth/guard.ts";
import { gstr1Json } from "./gstr1.ts";
import { GSTR1_CSV_COLUMNS, gstr1Csv } from "./gstr1-csv.ts";
import { tcsReport } from "./tcs.ts";
import {
  Gstr1Query,
  Gstr1Schema,
  TcsQuery,
  TcsReportSchema,
  TdsQuery,
  TdsReportSchema,
} from "./tax-reports.schema.ts";
import { BAD_MONTH, gstr1Return, NO_GSTIN, storeTds, tcsJson, tdsJson } from "./tax-reports.service.ts";
import { AppError } from "../core/errors.ts";

const tags = ["Tax reports"];

const gstr1Route = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/tax/gstr1",
  operationId: "getVendorGstr1",
  tags,
  summary: "The store's GSTR-1 for a month (GST portal JSON or CSV)",
  description: "The store's tax invoices and credit notes dated in the month (India dates) as the GST " +
    "portal's GSTR-1 offline-tool JSON: `b2b` (buyers with a GSTIN), `b2cl` (inter-state, unregistered, " +
    "invoice value above ₹1,00,000), `b2cs` (other B2C, by supply type, place of supply and rate, net of " +
    "their credit notes), `cdnr` and `cdnur` (credit notes to registered buyers and against B2CL " +
    "invoices), `hsn` (net; `hsn_b2b`/`hsn_b2c` from May 2025) and `doc_issue`. Amounts in rupees with 2 " +
    "decimals, summed from the documents' lines. `format=csv`: one row per document line with its " +
    "section; columns " + GSTR1_CSV_COLUMNS.join(", ") + ". The store's own documents only.",
  request: { query: Gstr1Query },
  responses: {
    200: {
      description: "The return (downloaded as returns_MMYYYY_GSTIN.json or .csv)",
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="GSTR1_112026_27AAPFU0939F1ZV.json"',
          schema: { type: "string" as const },
        },
      },
      content: {
        // Typed loosely: the portal's deep shape would make the route's types too deep to check.
        "application/json": { schema: Gstr1Schema as unknown as z.ZodType },
        "text/csv": { schema: { type: "string" as const } },
      },
    },
    400: errorResponses[400],
    409: errorResponse(`The store has no GSTIN on record: \`${NO_GSTIN}\``, NO_GSTIN),
  },
}));

const tdsRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/tax/tds",
  operationId: "getVendorTds",
  tags,
  summary: "The store's TDS under s.194-O for a quarter (Form 16A figures)",
  description: "TDS the platform deducted from the store's sales in a quarter of the financial year " +
    "(`2026-Q3` = October to December 2026): a row per order delivered (its gross amount, rate and TDS) " +
    "and a negative row per sale reversed after delivery, with the totals. From the store's ledger.",
  request: { query: TdsQuery },
  responses: {
    200: jsonResponse(TdsReportSchema, "The quarter's TDS"),
    400: errorResponses[400],
  },
}));

const tcsRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/tax/tcs",
  operationId: "getAdminTcs",
  tags,
  summary: "TCS collected in a month, per store GSTIN and place of supply (GSTR-8, admins)",
  description: "The platform's TCS under CGST s.52 for a month (events of the month, India dates): per " +
    "store GSTIN and place of supply, the gross taxable supplies, returns, net, and CGST, SGST and IGST " +
    "collected, with totals. From the ledger's TCS entries: `totals.tcs` equals `ledgerTcs`.",
  request: { query: TcsQuery },
  responses: {
    200: jsonResponse(TcsReportSchema, "The month's TCS"),
    400: errorResponses[400],
  },
}));

export const taxReportsApi = createApi();

taxReportsApi
  .openapi(gstr1Route, async (c) => {
    const { month, format } = c.req.valid("query");
    const model = await gstr1Return(c.var.db, currentVendor(c).vendor_id, month);
    const name = `GSTR1_${month.slice(5, 7)}${month.slice(0, 4)}_${model.gstin}`;
    const headers = { "cache-control": "private, no-store" };
    if (format === "csv") {
      return c.body(gstr1Csv(model), 200, {
        ...headers,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}.csv"`,
      });
    }
    return c.json(gstr1Json(model), 200, {
      ...headers,
      "content-disposition": `attachment; filename="${name}.json"`,
    });
  })
  .openapi(tdsRoute, async (c) => {
    const { quarter } = c.req.valid("query");
    const { report, store } = await storeTds(c.var.db, currentVendor(c).vendor_id, quarter);
    return c.json(tdsJson(report, store), 200, { "cache-control": "private, no-store" });
  })
  .openapi(tcsRoute, async (c) => {
    const { month } = c.req.valid("query");
    const report = await tcsReport(c.var.db, month);
    if (!report) throw new AppError(400, BAD_MONTH);
    return c.json(tcsJson(report), 200, { "cache-control": "private, no-store" });
  });

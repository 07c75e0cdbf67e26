/**
 * A weekly statement as an A4 PDF: the store's own (`/api/vendor/settlements/{id}.pdf`) and any store's for
 * admins (`/api/admin/settlements/{id}.pdf`). The path's `{id}.pdf` is a parameter followed by a suffix,
 * which Hono's `:id` cannot express: the routes are documented as declared and served by a pattern that
 * matches only names ending in `.pdf` (so the statement's JSON route, `{id}`, keeps every other name).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { type AppContext, createApi, errorResponse } from "../../core/http.ts";
import { currentUser, guarded, requireRole, type Who } from "../../auth/guard.ts";
import { AppError } from "../../core/errors.ts";
import { statementPdf } from "./statement-pdf.service.ts";

const NOT_FOUND = "Statement not found.";

const PdfIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "The statement's id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

const pdfAnswer = {
  description: "The statement, an A4 PDF",
  headers: {
    "Content-Disposition": {
      description: 'inline; filename="statement-2026-11-22-7b8c9d0.pdf"',
      schema: { type: "string" as const },
    },
  },
  content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
};

const WHAT = "The SwiftCart header, the store's name, GSTIN and PAN, the week (Monday to Sunday, India " +
  "time), the statement's id, status and UTR, the opening balance, every line (date, order, sale, " +
  "commission, GST on commission, TCS, TDS, refund, cash collected, net; over as many pages as it takes), " +
  "the totals, the closing balance and the net payable, and a note on TCS (CGST s.52) and TDS (Income-tax " +
  "s.194-O). Amounts in rupees with Indian digit grouping.";

const route = (who: Who, area: "vendor" | "admin") =>
  createRoute(guarded(who, {
    method: "get",
    path: `/api/${area}/settlements/{id}.pdf`,
    operationId: area === "vendor" ? "getVendorStatementPdf" : "getAdminStatementPdf",
    tags: ["Settlements"],
    summary: area === "vendor"
      ? "Download one of the store's weekly statements (PDF)"
      : "Download any store's weekly statement (PDF, admins)",
    description: WHAT + (area === "vendor" ? " Another store's statement is not found." : ""),
    request: { params: PdfIdParam },
    responses: {
      200: pdfAnswer,
      404: errorResponse(`No statement with this id that the caller may see: \`${NOT_FOUND}\``, NOT_FOUND),
    },
  }));

const vendorRoute = route("vendor", "vendor");
const adminRoute = route("admin", "admin");

async function answerPdf(c: AppContext) {
  const file = c.req.param("file") ?? "";
  const parsed = PdfIdParam.safeParse({ id: file.slice(0, -".pdf".length) });
  if (!parsed.success) throw new AppError(404, NOT_FOUND);
  const { filename, bytes } = await statementPdf(c.var.db, parsed.data.id, currentUser(c));
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

export const statementPdfApi = createApi();
/** The contract's entry of a route served by hand: its middleware runs on the route below, not in the document. */
const documented = (guardedRoute: typeof vendorRoute) => {
  const { middleware: _served, ...rest } = guardedRoute as typeof guardedRoute & { middleware?: unknown };
  return rest;
};
statementPdfApi.openAPIRegistry.registerPath(documented(vendorRoute));
statementPdfApi.openAPIRegistry.registerPath(documented(adminRoute));
statementPdfApi
  .get("/api/vendor/settlements/:file{[^/]+\\.pdf}", requireRole("vendor"), answerPdf)
  .get("/api/admin/settlements/:file{[^/]+\\.pdf}", requireRole("admin"), answerPdf);

import { z } from "@hono/zod-openapi";

export const TdsExemptionBody = z.object({
  exempt: z.boolean().openapi({ description: "true records the store's declaration; false withdraws it." }),
  declaration: z.string().trim().min(10, {
    message: "Please describe the declaration (at least 10 characters).",
  })
    .max(500, { message: "The declaration note is at most 500 characters." }).openapi({
      description: "What the store declared and when (kept in the audit log).",
      example:
        "Form received 2 Apr 2026: individual, gross sales through SwiftCart in FY 2025-26 under ₹5 lakh.",
    }),
}).openapi("TdsExemptionRequest", {
  description:
    "Records or withdraws a store's declaration that no TDS under section 194-O is to be deducted " +
    "from its sales (applies to sales delivered from then on).",
});

export const TaxSettingsSchema = z.object({
  storeId: z.string().openapi({
    description: "The store's (vendor's) id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
  tdsExempt: z.boolean().openapi({ description: "No TDS under section 194-O is deducted from its sales." }),
  tdsRatePercent: z.number().openapi({
    description: "The TDS rate its next delivered sales get: 0.1 (with PAN), 5 (no PAN), 0 (exempt).",
    example: 0.1,
  }),
}).openapi("StoreTaxSettings", { description: "A store's TDS settings." });

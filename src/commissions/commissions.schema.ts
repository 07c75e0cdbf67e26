import { z } from "@hono/zod-openapi";

export const CATEGORY_REQUIRED = "Category required";
export const COMMISSION_NOT_FOUND = "Commission not found.";
export const COMMISSION_DELETED = "Commission deleted.";
export const RATE_RULE = "must be a percentage from 0 to 100, with at most 2 decimals.";
export const UNKNOWN_CATEGORY = "Category not found: choose a category from the list.";

/** "A commission for Mobiles / Android phones already exists." */
export const commissionTaken = (category: string, subcategory: string | null) =>
  `A commission for ${subcategory ? `${category} / ${subcategory}` : `${category} (all sub-categories)`} ` +
  "already exists. Edit that row instead.";

/** "Subcategory not found in Mobiles: choose one of its sub-categories." */
export const unknownSubcategory = (category: string) =>
  `Subcategory not found in ${category}: choose one of its sub-categories.`;

export const CommissionSchema = z.object({
  _id: z.string().openapi({ description: "Commission id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  category: z.string().openapi({ description: "Category name", example: "Mobiles" }),
  subcategory: z.string().nullable().openapi({
    description: "Subcategory name, or null when the rate applies to the whole category",
    example: "Android phones",
  }),
  commission: z.number().openapi({ description: "Percent of each sale kept by the platform", example: 5.5 }),
}).openapi("Commission", {
  description: "The platform's commission per sale for a category or subcategory.",
});

/** A percentage from 0 to 100 with at most two decimals (stored exactly, as basis points). */
export const RatePercent = z.number({ error: RATE_RULE }).min(0, { error: RATE_RULE }).max(100, {
  error: RATE_RULE,
}).refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: RATE_RULE });

export const CommissionBody = z.object({
  category: z.string({ error: CATEGORY_REQUIRED }).trim().min(1, { error: CATEGORY_REQUIRED }).max(200)
    .openapi({
      description:
        `The category, by id or by name (ignoring case). Missing or blank: \`${CATEGORY_REQUIRED}\`.`,
      example: "Mobiles",
    }),
  subcategory: z.string().trim().max(200).nullable().optional().openapi({
    description: "A subcategory of that category, by id or name; omitted, null or blank: the rate applies " +
      "to the whole category (its subcategories without a rate of their own).",
    example: "Android phones",
  }),
  commission: RatePercent.openapi({
    description: "Percent of each sale the platform keeps, 0 to 100, at most 2 decimals (5.5 is 5.5 %).",
    example: 5.5,
  }),
}).strict().openapi("CommissionInput", {
  description: "A commission rate for a category, or for one of its subcategories.",
});
export type CommissionInput = z.infer<typeof CommissionBody>;

export const CommissionIdParam = z.object({
  id: z.string().min(1).max(100).openapi({
    param: { name: "id", in: "path" },
    description: "The commission's id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

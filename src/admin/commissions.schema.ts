import { z } from "@hono/zod-openapi";

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

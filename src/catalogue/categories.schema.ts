import { z } from "@hono/zod-openapi";

export const SubcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
}).openapi("Subcategory");

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().openapi({ description: "Image URL" }),
  subcategories: z.array(SubcategorySchema),
}).openapi("Category");

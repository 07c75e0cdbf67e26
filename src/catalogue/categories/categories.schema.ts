import { z } from "@hono/zod-openapi";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const SubcategorySchema = z.object({
  _id: z.string().openapi({ description: "Subcategory id (opaque)", example: ID_EXAMPLE }),
  name: z.string().openapi({
    description: "Subcategory name, unique within its category",
    example: "Android phones",
  }),
  description: z.string().openapi({
    description: "Short description; may be empty",
    example: "Phones running Android",
  }),
}).openapi("Subcategory", { description: "A subdivision of a category." });

export const CategorySchema = z.object({
  _id: z.string().openapi({ description: "Category id (opaque)", example: ID_EXAMPLE }),
  name: z.string().openapi({ description: "Category name, unique ignoring case", example: "Mobiles" }),
  description: z.string().openapi({
    description: "Short description; may be empty",
    example: "Smartphones and feature phones",
  }),
  image: z.string().nullable().openapi({
    description: "Image URL (same origin, immutable), or null when the category has no image",
    example: "/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  }),
  subcategories: z.array(SubcategorySchema).openapi({ description: "Its subcategories, alphabetical" }),
}).openapi("Category", { description: "A product category with its subcategories." });

/** Any string is accepted: unknown ids and names are a 404, never a 400 or 500. */
export const CategoryIdParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Category id, or its name in any case (the storefront's category URLs carry the name)",
    example: ID_EXAMPLE,
  }),
});

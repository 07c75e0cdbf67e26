/** The admin's category, subcategory and image calls: bodies, parameters and answers. */
import { z } from "@hono/zod-openapi";
import { CategorySchema } from "./categories.schema.ts";
import { CATEGORY_ADDED, MAX_DESCRIPTION, MAX_NAME } from "../catalogue-admin.rules.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const ImageFile = z.custom<File>((value) => value instanceof File, { error: "must be a file." })
  .openapi({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image of at most 10 MB" });

const text = (max: number, description: string, example: string) =>
  z.string().openapi({ description: `${description}; trimmed, 1 to ${max} characters`, example });

const name = (what: string, example: string) => text(MAX_NAME, what, example);
const description = (example: string) => text(MAX_DESCRIPTION, "Short description", example);

export const CategoryForm = z.object({
  name: name("Category name, unique ignoring case", "Smart Home"),
  description: description("Smart plugs, bulbs, cameras and hubs"),
  image: ImageFile.openapi({ description: "The category's image: a JPEG, PNG or WebP of at most 10 MB" }),
}).strict().openapi("CategoryForm", { description: "A new category, as multipart/form-data." });

export const CATEGORY_FORM_EXAMPLE = {
  name: "Smart Home",
  description: "Smart plugs, bulbs, cameras and hubs",
  image: "(binary: smart-home.jpg)",
};

export const CategoryBody = z.object({
  name: name("New name, unique ignoring case", "Smart Home"),
  description: description("Smart plugs, bulbs, cameras and hubs"),
}).strict().openapi("CategoryChange", { description: "A category's name and description." });

export const SubcategoryBody = z.object({
  name: name("Subcategory name, unique within its category ignoring case", "Smart Plugs"),
  description: description("Wi-Fi plugs that switch any appliance from your phone"),
}).strict().openapi("SubcategoryChange", { description: "A subcategory's name and description." });

export const CategoryImageForm = z.object({
  image: ImageFile.openapi({ description: "The new image: a JPEG, PNG or WebP of at most 10 MB" }),
}).strict().openapi("CategoryImageForm", { description: "A category's new image, as multipart/form-data." });

const idParam = (name: string, description: string) =>
  z.string().max(64, { error: "must be at most 64 characters." }).openapi({
    param: { name, in: "path" },
    description,
    example: ID_EXAMPLE,
  });

export const CategoryParam = z.object({ id: idParam("id", "Category id") });
export const SubcategoryParentParam = z.object({
  categoryId: idParam("categoryId", "Id of the category the subcategory belongs to"),
});
export const SubcategoryParam = z.object({
  id: idParam("id", "Category id"),
  subId: idParam("subId", "Subcategory id"),
});

export const CategoryAnswer = z.object({
  message: z.string().openapi({ description: "What to tell the admin", example: CATEGORY_ADDED }),
  category: CategorySchema,
}).openapi("CategoryAnswer", { description: "The category as it now stands, with its subcategories." });

export const CatalogueMessage = z.object({
  message: z.string().openapi({
    description: "What to tell the admin",
    example: "Category deleted successfully",
  }),
}).openapi("CatalogueMessage", { description: "A confirmation." });

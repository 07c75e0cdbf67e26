/**
 * The admin's category calls: add a category with its image (multipart), change its name
 * and description, replace its image, delete it; add, change and delete subcategories. Admins only.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { auditActor } from "../../audit/actor.ts";
import { guarded } from "../../auth/guard.ts";
import { AppError } from "../../core/errors.ts";
import { createApi, describeZodError, errorResponse, jsonResponse } from "../../core/http.ts";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TYPE_REFUSED,
  imagesBusyResponse,
  readUploads,
} from "../../uploads/images.service.ts";
import {
  CATEGORY_ADDED,
  CATEGORY_DELETED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  CATEGORY_UPDATED,
  IMAGE_REQUIRED,
  SUBCATEGORY_ADDED,
  SUBCATEGORY_DELETED,
  SUBCATEGORY_NAME_TAKEN,
  SUBCATEGORY_NOT_FOUND,
  SUBCATEGORY_UPDATED,
} from "../catalogue-admin.rules.ts";
import {
  CatalogueMessage,
  CATEGORY_FORM_EXAMPLE,
  CategoryAnswer,
  CategoryBody,
  CategoryForm,
  CategoryImageForm,
  CategoryParam,
  SubcategoryBody,
  SubcategoryParam,
  SubcategoryParentParam,
} from "./category-writes.schema.ts";
import {
  addCategory,
  addSubcategory,
  deleteCategory,
  deleteSubcategory,
  nameAndDescription,
  replaceCategoryImage,
  updateCategory,
  updateSubcategory,
} from "./category-writes.service.ts";

const tags = ["Catalogue"];

const multipart = <T extends z.ZodType>(schema: T, example: Record<string, unknown>) => ({
  required: true,
  content: { "multipart/form-data": { schema, example } },
});
const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

const uploadRefusals = {
  413: errorResponse(
    `The image is over 10 MB (\`${IMAGE_TOO_LARGE}\`), or over 25 megapixels or 8000 pixels a side ` +
      `(\`${IMAGE_TOO_MANY_PIXELS}\`), or the body is over 40 MB`,
    IMAGE_TOO_LARGE,
  ),
  415: errorResponse(
    `The image is not a JPEG, PNG or WebP, judged by its bytes (\`${IMAGE_TYPE_REFUSED}\`), or is damaged; ` +
      "or the body is not multipart/form-data",
    IMAGE_TYPE_REFUSED,
  ),
  503: imagesBusyResponse,
};
const categoryNotFound = errorResponse(
  `No category has this id: \`${CATEGORY_NOT_FOUND}\``,
  CATEGORY_NOT_FOUND,
);
const subNotFound = errorResponse(
  `No category has this id (\`${CATEGORY_NOT_FOUND}\`), or it has no subcategory with this id ` +
    `(\`${SUBCATEGORY_NOT_FOUND}\`)`,
  SUBCATEGORY_NOT_FOUND,
);
const badText = errorResponse(
  "A field is missing, empty or too long; the message names it",
  "name: This field is required",
);

/** A refused text body: the field's own sentence, or an unknown field named. */
const textRefusal = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success || !result.error) return;
  const data = (result as { data?: unknown }).data;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  if (data && typeof data === "object") {
    try {
      nameAndDescription(data as Record<string, unknown>);
    } catch (error) {
      if (error instanceof AppError) return c.json({ message: error.message }, 400);
      throw error;
    }
  }
  return c.json({ message: describeZodError(result.error) }, 400);
};

/** The multipart forms: text fields first (as the form checks them), then the image ('Please select an image'). */
const formRefusal = (withText: boolean) => (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success || !result.error) return;
  const data = ((result as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  if (withText) {
    try {
      nameAndDescription(data);
    } catch (error) {
      if (error instanceof AppError) return c.json({ message: error.message }, 400);
      throw error;
    }
  }
  if (data.image === undefined) return c.json({ message: IMAGE_REQUIRED }, 400);
  return c.json({ message: describeZodError(result.error) }, 400);
};

/** The one image of a form, checked (413, 415) before anything is stored; none: 'Please select an image'. */
async function oneImage(c: Context) {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new AppError(400, IMAGE_REQUIRED);
  const [image] = await readUploads(await c.req.formData(), "image", 1);
  if (!image) throw new AppError(400, IMAGE_REQUIRED);
  return image;
}

const addRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/category/add-category",
  operationId: "addCategory",
  tags,
  summary: "Add a category with its image",
  description: "multipart/form-data with `name`, `description` and one `image`. The " +
    "category goes after the others on the storefront, at once. Names are unique ignoring case.",
  request: { body: multipart(CategoryForm, CATEGORY_FORM_EXAMPLE) },
  responses: {
    201: jsonResponse(CategoryAnswer, `Added: \`${CATEGORY_ADDED}\``),
    400: errorResponse(
      `A text field is missing, empty or too long (the message names it), or no image was sent: \`${IMAGE_REQUIRED}\``,
      IMAGE_REQUIRED,
    ),
    409: errorResponse(`Another category has this name: \`${CATEGORY_NAME_TAKEN}\``, CATEGORY_NAME_TAKEN),
    ...uploadRefusals,
  },
}));

const updateRoute = createRoute(guarded("admin", {
  method: "put",
  path: "/category/{id}",
  operationId: "updateCategory",
  tags,
  summary: "Change a category's name and description",
  request: { params: CategoryParam, body: json(CategoryBody) },
  responses: {
    200: jsonResponse(CategoryAnswer, `Changed: \`${CATEGORY_UPDATED}\``),
    400: badText,
    404: categoryNotFound,
    409: errorResponse(`Another category has this name: \`${CATEGORY_NAME_TAKEN}\``, CATEGORY_NAME_TAKEN),
  },
}));

const imageRoute = createRoute(guarded("admin", {
  method: "put",
  path: "/api/category/{id}/image",
  operationId: "replaceCategoryImage",
  tags,
  summary: "Replace a category's image",
  description: "multipart/form-data with one `image`; the storefront shows the new one at once.",
  request: { params: CategoryParam, body: multipart(CategoryImageForm, { image: "(binary: mobiles.jpg)" }) },
  responses: {
    200: jsonResponse(CategoryAnswer, `Replaced: \`${CATEGORY_IMAGE_UPDATED}\``),
    400: errorResponse(`No image was sent: \`${IMAGE_REQUIRED}\``, IMAGE_REQUIRED),
    404: categoryNotFound,
    ...uploadRefusals,
  },
}));

const deleteRoute = createRoute(guarded("admin", {
  method: "delete",
  path: "/category/{id}",
  operationId: "deleteCategory",
  tags,
  summary: "Delete a category",
  description: "Deletes the category with its subcategories when nothing holds it. Refused (409, nothing " +
    "changed) while products use it, while products deleted from the storefront but kept for past orders " +
    "reference it, or while it has commission rates (delete those first).",
  request: { params: CategoryParam },
  responses: {
    200: jsonResponse(CatalogueMessage, `Deleted: \`${CATEGORY_DELETED}\``, { message: CATEGORY_DELETED }),
    404: categoryNotFound,
    409: errorResponse(
      "Something still uses the category; the message says what, e.g. `This category is used by 12 products.`",
      "This category is used by 12 products.",
    ),
  },
}));

const addSubRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/category/{categoryId}/subcategory",
  operationId: "addSubcategory",
  tags,
  summary: "Add a subcategory to a category",
  request: { params: SubcategoryParentParam, body: json(SubcategoryBody) },
  responses: {
    201: jsonResponse(CategoryAnswer, `Added: \`${SUBCATEGORY_ADDED}\`; the answer is the whole category`),
    400: badText,
    404: categoryNotFound,
    409: errorResponse(
      `The category has a subcategory with this name: \`${SUBCATEGORY_NAME_TAKEN}\``,
      SUBCATEGORY_NAME_TAKEN,
    ),
  },
}));

const updateSubRoute = createRoute(guarded("admin", {
  method: "put",
  path: "/api/category/{id}/subcategory/{subId}",
  operationId: "updateSubcategory",
  tags,
  summary: "Change a subcategory's name and description",
  request: { params: SubcategoryParam, body: json(SubcategoryBody) },
  responses: {
    200: jsonResponse(
      CategoryAnswer,
      `Changed: \`${SUBCATEGORY_UPDATED}\`; the answer is the whole category`,
    ),
    400: badText,
    404: subNotFound,
    409: errorResponse(
      `The category has another subcategory with this name: \`${SUBCATEGORY_NAME_TAKEN}\``,
      SUBCATEGORY_NAME_TAKEN,
    ),
  },
}));

const deleteSubRoute = createRoute(guarded("admin", {
  method: "delete",
  path: "/api/category/{id}/subcategory/{subId}",
  operationId: "deleteSubcategory",
  tags,
  summary: "Delete a subcategory",
  description:
    "Refused (409, nothing changed) while products on the storefront or waiting use it, or while " +
    "it has a commission rate. Products kept only for past orders lose the label; the orders keep theirs.",
  request: { params: SubcategoryParam },
  responses: {
    200: jsonResponse(
      CategoryAnswer,
      `Deleted: \`${SUBCATEGORY_DELETED}\`; the answer is the whole category`,
    ),
    404: subNotFound,
    409: errorResponse(
      "Something still uses the subcategory; the message says what, e.g. `This subcategory is used by 3 products.`",
      "This subcategory is used by 3 products.",
    ),
  },
}));

export const categoryWritesApi = createApi()
  .openapi(addRoute, async (c) => {
    const values = nameAndDescription(c.req.valid("form") ?? {});
    const image = await oneImage(c);
    const category = await addCategory(c.var.db, auditActor(c), values, image);
    return c.json({ message: CATEGORY_ADDED, category }, 201);
  }, formRefusal(true))
  .openapi(updateRoute, async (c) => {
    const values = nameAndDescription(c.req.valid("json"));
    const category = await updateCategory(c.var.db, auditActor(c), c.req.valid("param").id, values);
    return c.json({ message: CATEGORY_UPDATED, category }, 200);
  }, textRefusal)
  .openapi(imageRoute, async (c) => {
    const image = await oneImage(c);
    const category = await replaceCategoryImage(c.var.db, auditActor(c), c.req.valid("param").id, image);
    return c.json({ message: CATEGORY_IMAGE_UPDATED, category }, 200);
  }, formRefusal(false))
  .openapi(deleteRoute, async (c) => {
    await deleteCategory(c.var.db, auditActor(c), c.req.valid("param").id);
    return c.json({ message: CATEGORY_DELETED }, 200);
  })
  .openapi(addSubRoute, async (c) => {
    const values = nameAndDescription(c.req.valid("json"));
    const category = await addSubcategory(c.var.db, auditActor(c), c.req.valid("param").categoryId, values);
    return c.json({ message: SUBCATEGORY_ADDED, category }, 201);
  }, textRefusal)
  .openapi(updateSubRoute, async (c) => {
    const { id, subId } = c.req.valid("param");
    const values = nameAndDescription(c.req.valid("json"));
    const category = await updateSubcategory(c.var.db, auditActor(c), id, subId, values);
    return c.json({ message: SUBCATEGORY_UPDATED, category }, 200);
  }, textRefusal)
  .openapi(deleteSubRoute, async (c) => {
    const { id, subId } = c.req.valid("param");
    const category = await deleteSubcategory(c.var.db, auditActor(c), id, subId);
    return c.json({ message: SUBCATEGORY_DELETED, category }, 200);
  });

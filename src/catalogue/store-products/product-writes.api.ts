/**
 * A store's catalogue writes: add a product with its photos (multipart), update it
 * (JSON), delete it (archived once ordered), manage its photos, and list the store's own products. Vendors
 * reach their own store's products only, decided from the session; admins reach every store's.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { guarded } from "../../auth/guard.ts";
import { currentUser, currentVendor } from "../../auth/guard.ts";
import { badRequest } from "../../core/errors.ts";
import { createApi, describeZodError, errorResponse, jsonResponse } from "../../core/http.ts";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TYPE_REFUSED,
  imagesBusyResponse,
  readUploads,
} from "../../uploads/images.service.ts";
import {
  checkProductInput,
  firstProblem,
  LAST_PHOTO,
  MAX_OVER_STOCK,
  MAX_PHOTOS,
  PHOTO_REQUIRED,
  PRODUCT_ADDED,
  PRODUCT_DELETED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
  type ProductInput,
  REQUIRED,
} from "./product-writes.rules.ts";
import {
  MessageAnswer,
  PhotoOrder,
  PhotoParam,
  PhotoUpload,
  PRODUCT_FORM_EXAMPLE,
  ProductAnswer,
  ProductForm,
  ProductParam,
  ProductUpdate,
  VendorProductPage,
  VendorProductQuery,
} from "./product-writes.schema.ts";
import {
  addPhotos,
  addProduct,
  deleteProduct,
  PHOTO_NOT_FOUND,
  removePhoto,
  reorderPhotos,
  updateProduct,
} from "./product-writes.service.ts";
import { listVendorProducts } from "./store-products.queries.ts";
import { toVendorProductJson } from "./store-products.json.ts";

const tags = ["Vendor products"];
const WHO = ["vendor", "admin"] as const;

const multipart = <T extends z.ZodType>(schema: T, example: Record<string, unknown>) => ({
  required: true,
  content: { "multipart/form-data": { schema, example } },
});
const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

const notFound = errorResponse(
  "No product has this id, or it belongs to another store, or it was deleted: `Product not found.`",
  PRODUCT_NOT_FOUND,
);
const uploadRefusals = {
  413: errorResponse(
    `A photo is over 10 MB (\`${IMAGE_TOO_LARGE}\`), or over 25 megapixels or 8000 pixels a side ` +
      `(\`${IMAGE_TOO_MANY_PIXELS}\`), or the body is over 40 MB`,
    IMAGE_TOO_LARGE,
  ),
  415: errorResponse(
    `A photo is not a JPEG, PNG or WebP image, judged by its bytes (\`${IMAGE_TYPE_REFUSED}\`), or is ` +
      "damaged; or the body is not multipart/form-data",
    IMAGE_TYPE_REFUSED,
  ),
  503: imagesBusyResponse,
};

/**
 * A refused body answers the form's sentence for its first problem ('name: This field is required',
 * 'Maximum purchase limit cannot exceed total stock.'); a field the form does not have is named; missing
 * photos are asked for in words, not as a schema's.
 */
const refusal = (kind: "add" | "update" | "photos") =>
(
  result: { success: boolean; error?: z.ZodError },
  c: Context,
) => {
  if (result.success || !result.error) return;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  const data = (result as { data?: unknown }).data;
  const fields = data && typeof data === "object" && !Array.isArray(data)
    ? data as Record<string, unknown>
    : {};
  if (kind !== "photos") {
    const checked = checkProductInput(fields as ProductInput, kind === "update");
    if (!checked.ok) return c.json({ message: firstProblem(checked.errors) }, 400);
  }
  if (kind !== "update" && fields.photos === undefined) {
    return c.json({ message: `photos: ${kind === "add" ? PHOTO_REQUIRED : REQUIRED}` }, 400);
  }
  return c.json({ message: describeZodError(result.error) }, 400);
};

function wholeProduct(input: ProductInput) {
  const result = checkProductInput(input);
  if (!result.ok) throw badRequest(firstProblem(result.errors));
  return result.values;
}

function changedFields(input: ProductInput) {
  const result = checkProductInput(input, true);
  if (!result.ok) throw badRequest(firstProblem(result.errors));
  return result.values;
}

const addRoute = createRoute(guarded(WHO, {
  method: "post",
  path: "/api/products/add-product",
  operationId: "addProduct",
  tags,
  summary: "Add a product with its photos",
  description: "multipart/form-data with the product form's fields and 1 to " +
    `${MAX_PHOTOS} \`photos\`. A vendor adds to its own store; an admin names the store with \`vendorId\`. ` +
    "The product is on the storefront at once when its store is active and approved. Every text is checked " +
    "before any photo is converted, every photo before any is stored.",
  request: { body: multipart(ProductForm, PRODUCT_FORM_EXAMPLE) },
  responses: {
    201: jsonResponse(ProductAnswer, `Added: \`${PRODUCT_ADDED}\``),
    400: errorResponse(
      "A field is missing or breaks its rule; the message names it (`price: must be more than 0.`), or " +
        `is the form's own text (\`${MAX_OVER_STOCK}\`). From an admin: no store named ` +
        "(`vendorId: This field is required`), no store has the id, or `vendorId` and `seller` differ",
      "name: This field is required",
    ),
    ...uploadRefusals,
  },
}));

const updateRoute = createRoute(guarded(WHO, {
  method: "put",
  path: "/api/products/update-product/{id}",
  operationId: "updateProduct",
  tags,
  summary: "Change a product",
  description: "JSON with the fields to change; the product form's rules apply to each, and the maximum " +
    "purchase limit is compared with the stock the product will have. Photos change through their own calls.",
  request: { params: ProductParam, body: json(ProductUpdate) },
  responses: {
    200: jsonResponse(ProductAnswer, `Changed: \`${PRODUCT_UPDATED}\``),
    400: errorResponse("A field breaks its rule; the message names it", MAX_OVER_STOCK),
    404: notFound,
  },
}));

const deleteRoute = createRoute(guarded(WHO, {
  method: "delete",
  path: "/api/products/delete-product/{id}",
  operationId: "deleteProduct",
  tags,
  summary: "Delete a product",
  description: "A product no order holds is erased with its photos, cart lines and wishlist entries. One " +
    "that has been ordered is archived instead: off the storefront and out of every cart and wishlist, " +
    "while the orders keep it.",
  request: { params: ProductParam },
  responses: {
    200: jsonResponse(MessageAnswer, `Deleted or archived: \`${PRODUCT_DELETED}\``, {
      message: PRODUCT_DELETED,
    }),
    404: notFound,
  },
}));

const addPhotosRoute = createRoute(guarded(WHO, {
  method: "post",
  path: "/api/products/{id}/photos",
  operationId: "addProductPhotos",
  tags,
  summary: "Add photos to a product",
  description:
    `multipart/form-data with one or more \`photos\`, added after the existing ones (at most ${MAX_PHOTOS} in all).`,
  request: { params: ProductParam, body: multipart(PhotoUpload, { photos: ["(binary: side.jpg)"] }) },
  responses: {
    200: jsonResponse(ProductAnswer, "Added: `Photos added.`"),
    400: errorResponse(
      `No photo, or more than ${MAX_PHOTOS} in all`,
      `A product has at most ${MAX_PHOTOS} photos.`,
    ),
    404: notFound,
    ...uploadRefusals,
  },
}));

const removePhotoRoute = createRoute(guarded(WHO, {
  method: "delete",
  path: "/api/products/{id}/photos/{mediaId}",
  operationId: "removeProductPhoto",
  tags,
  summary: "Remove a photo from a product",
  request: { params: PhotoParam },
  responses: {
    200: jsonResponse(ProductAnswer, "Removed: `Photo removed.`"),
    404: errorResponse(`No such product (\`${PRODUCT_NOT_FOUND}\`) or photo of it (\`${PHOTO_NOT_FOUND}\`)`),
    409: errorResponse(`It is the product's only photo: \`${LAST_PHOTO}\``, LAST_PHOTO),
  },
}));

const reorderRoute = createRoute(guarded(WHO, {
  method: "put",
  path: "/api/products/{id}/photos/order",
  operationId: "reorderProductPhotos",
  tags,
  summary: "Reorder a product's photos",
  description: "Every photo of the product, once each, in the new order; the first is the main photo.",
  request: { params: ProductParam, body: json(PhotoOrder) },
  responses: {
    200: jsonResponse(ProductAnswer, "Reordered: `Photos reordered.`"),
    400: errorResponse("The list is not the product's photos, once each"),
    404: notFound,
  },
}));

const listRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/products",
  operationId: "listOwnProducts",
  tags,
  summary: "The signed-in store's own products",
  description: "Every product of the store, on the storefront or not (waiting for approval, store switched " +
    "off), except deleted ones; newest first, filtered by `field` and `search` (and `tax=missing`: those " +
    "without their HSN code or GST rate, whose orders are not invoiced), paged by `limit` and `page`.",
  request: { query: VendorProductQuery },
  responses: {
    200: jsonResponse(VendorProductPage, "A page of the store's products"),
    400: errorResponse("Invalid paging or filter, e.g. `field: Invalid option…`"),
  },
}));

const isProductForm = (value: unknown): value is ProductInput & { vendorId?: string; seller?: string } =>
  typeof value === "object" && value !== null;

export const SELLER_MISMATCH = "vendorId: vendorId and seller name different stores; send one.";

/** The store an admin names, by either of its names (`vendorId`, or the older `seller`). */
function namedStore(form: { vendorId?: string; seller?: string }): string | undefined {
  const vendorId = form.vendorId?.trim() || undefined, seller = form.seller?.trim() || undefined;
  if (vendorId && seller && vendorId !== seller) throw badRequest(SELLER_MISMATCH);
  return vendorId ?? seller;
}

export const productWritesApi = createApi()
  .openapi(addRoute, async (c) => {
    const form = c.req.valid("form");
    if (!isProductForm(form)) throw badRequest("Please send the product as multipart/form-data.");
    const values = wholeProduct(form);
    const vendorId = namedStore(form);
    const photos = await readUploads(await c.req.formData(), "photos", MAX_PHOTOS);
    const product = await addProduct(c.var.db, currentUser(c), { values, vendorId, photos });
    return c.json({ message: PRODUCT_ADDED, product }, 201);
  }, refusal("add"))
  .openapi(updateRoute, async (c) => {
    const values = changedFields(c.req.valid("json"));
    const product = await updateProduct(c.var.db, currentUser(c), c.req.valid("param").id, values);
    return c.json({ message: PRODUCT_UPDATED, product }, 200);
  }, refusal("update"))
  .openapi(deleteRoute, async (c) => {
    await deleteProduct(c.var.db, currentUser(c), c.req.valid("param").id);
    return c.json({ message: PRODUCT_DELETED }, 200);
  })
  .openapi(addPhotosRoute, async (c) => {
    const photos = await readUploads(await c.req.formData(), "photos", MAX_PHOTOS);
    const product = await addPhotos(c.var.db, currentUser(c), c.req.valid("param").id, photos);
    return c.json({ message: "Photos added.", product }, 200);
  }, refusal("photos"))
  .openapi(removePhotoRoute, async (c) => {
    const { id, mediaId } = c.req.valid("param");
    const product = await removePhoto(c.var.db, currentUser(c), id, mediaId);
    return c.json({ message: "Photo removed.", product }, 200);
  })
  .openapi(reorderRoute, async (c) => {
    const product = await reorderPhotos(
      c.var.db,
      currentUser(c),
      c.req.valid("param").id,
      c.req.valid("json").photos,
    );
    return c.json({ message: "Photos reordered.", product }, 200);
  })
  .openapi(listRoute, async (c) => {
    const { field, search, tax, limit, page } = c.req.valid("query");
    const { rows, total } = await listVendorProducts(
      c.var.db,
      currentVendor(c).vendor_id,
      { field, search, tax },
      {
        limit,
        page,
      },
    );
    return c.json({ products: rows.map(toVendorProductJson), total, page, limit }, 200);
  });

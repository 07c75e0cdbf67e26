/** The admin's banner calls: POST /api/banners/create-banner (multipart), DELETE /api/banners/{id}. */
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
  BANNER_ADDED,
  BANNER_DELETED,
  BANNER_FIELDS_REQUIRED,
  BANNER_NOT_FOUND,
} from "../catalogue-admin.rules.ts";
import { CatalogueMessage } from "../categories/category-writes.schema.ts";
import { BannerAnswer, BannerForm } from "./banner-writes.schema.ts";
import { addBanner, bannerValues, deleteBanner } from "./banner-writes.service.ts";

const tags = ["Catalogue"];

const addRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/banners/create-banner",
  operationId: "createBanner",
  tags,
  summary: "Add a home page banner",
  description: "multipart/form-data with `title`, `bannerType`, `zone` and one `image`, all required. The " +
    "banner goes after the others in the home carousel, at once.",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: BannerForm,
          example: {
            title: "Big Diwali Electronics Sale",
            bannerType: "Up to 40% off",
            zone: "All India",
            image: "(binary: diwali.jpg)",
          },
        },
      },
    },
  },
  responses: {
    201: jsonResponse(BannerAnswer, `Added: \`${BANNER_ADDED}\``),
    400: errorResponse(
      `A field or the image is missing or empty: \`${BANNER_FIELDS_REQUIRED}\`; or a field is too long`,
      BANNER_FIELDS_REQUIRED,
    ),
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
  },
}));

const deleteRoute = createRoute(guarded("admin", {
  method: "delete",
  path: "/api/banners/{id}",
  operationId: "deleteBanner",
  tags,
  summary: "Delete a home page banner",
  request: {
    params: z.object({
      id: z.string().max(64, { error: "must be at most 64 characters." }).openapi({
        param: { name: "id", in: "path" },
        description: "Banner id",
        example: "6740f1a2c3d4e5f6a7b8c9d0",
      }),
    }),
  },
  responses: {
    200: jsonResponse(CatalogueMessage, `Deleted: \`${BANNER_DELETED}\``, { message: BANNER_DELETED }),
    404: errorResponse(`No banner has this id: \`${BANNER_NOT_FOUND}\``, BANNER_NOT_FOUND),
  },
}));

/** Any field missing is the form's one sentence; a field the form does not have is named. */
const refusal = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success || !result.error) return;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  const data = ((result as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  if (["title", "bannerType", "zone", "image"].some((k) => data[k] === undefined || data[k] === "")) {
    return c.json({ message: BANNER_FIELDS_REQUIRED }, 400);
  }
  return c.json({ message: describeZodError(result.error) }, 400);
};

export const bannerWritesApi = createApi()
  .openapi(addRoute, async (c) => {
    const values = bannerValues((c.req.valid("form") ?? {}) as Record<string, unknown>);
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw new AppError(400, BANNER_FIELDS_REQUIRED);
    }
    const [image] = await readUploads(await c.req.formData(), "image", 1);
    if (!image) throw new AppError(400, BANNER_FIELDS_REQUIRED);
    const banner = await addBanner(c.var.db, auditActor(c), values, image);
    return c.json({ message: BANNER_ADDED, banner }, 201);
  }, refusal)
  .openapi(deleteRoute, async (c) => {
    await deleteBanner(c.var.db, auditActor(c), c.req.valid("param").id);
    return c.json({ message: BANNER_DELETED }, 200);
  });

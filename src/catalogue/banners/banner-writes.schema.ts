/** The admin's banner form and its answer (POST /api/banners/create-banner). */
import { z } from "@hono/zod-openapi";
import { BANNER_ADDED, MAX_NAME } from "../catalogue-admin.rules.ts";
import { BannerSchema } from "./banners.schema.ts";
import { ImageFile } from "../categories/category-writes.schema.ts";

const field = (description: string, example: string) =>
  z.string().openapi({ description: `${description}; trimmed, 1 to ${MAX_NAME} characters`, example });

export const BannerForm = z.object({
  title: field("Headline shown on the slide", "Big Diwali Electronics Sale"),
  bannerType: field("Shown as the slide's subtitle", "Up to 40% off"),
  zone: field("Region the banner targets", "All India"),
  image: ImageFile.openapi({ description: "The slide's image: a JPEG, PNG or WebP of at most 10 MB" }),
}).strict().openapi("BannerForm", { description: "A new home page banner, as multipart/form-data." });

export const BannerAnswer = z.object({
  message: z.string().openapi({ description: "What to tell the admin", example: BANNER_ADDED }),
  banner: BannerSchema,
}).openapi("BannerAnswer", { description: "The new banner." });

import { z } from "@hono/zod-openapi";

export const BannerSchema = z.object({
  _id: z.string().openapi({ description: "Banner id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  title: z.string().openapi({
    description: "Headline shown on the slide",
    example: "Big Diwali Electronics Sale",
  }),
  bannerType: z.string().openapi({ description: "Shown as the slide's subtitle", example: "Up to 40% off" }),
  zone: z.string().openapi({ description: "Region the banner targets", example: "All India" }),
  image: z.string().openapi({
    description: "Image URL (same origin, immutable)",
    example: "/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  }),
}).openapi("Banner", { description: "A slide of the home page carousel." });

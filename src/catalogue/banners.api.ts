import { createRoute, z } from "@hono/zod-openapi";
import { createApi } from "../core/http.ts";
import { listBanners } from "./banners.queries.ts";
import { mediaUrl } from "./media.queries.ts";

export const BannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  bannerType: z.string(),
  zone: z.string(),
  image: z.string().openapi({ description: "Image URL" }),
}).openapi("Banner");

const route = createRoute({
  method: "get",
  path: "/api/banners/get-banners",
  tags: ["Catalogue"],
  summary: "Banners for the home carousel (at most 20, in display order)",
  responses: {
    200: { description: "Banners", content: { "application/json": { schema: z.array(BannerSchema) } } },
  },
});

export const bannersApi = createApi().openapi(route, async (c) => {
  const rows = await listBanners(c.var.db);
  return c.json(
    rows.map((b) => ({ _id: b.id, title: b.title, bannerType: b.banner_type, zone: b.zone, image: mediaUrl(b.image_id) })),
    200,
  );
});

import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../../core/http.ts";
import { sendList } from "../../core/paging.ts";
import { listBannerPage } from "./banners.queries.ts";
import { BannerSchema } from "./banners.schema.ts";
import { mediaUrl } from "../media/media.queries.ts";

export { BannerSchema };

const route = createRoute({
  method: "get",
  path: "/api/banners/get-banners",
  operationId: "getBanners",
  tags: ["Catalogue"],
  summary: "List home page banners",
  description:
    "An array of banners in display order. Paged by `limit` (default 100, at most 200) and `page`; " +
    "the total is in the `X-Total-Count` header.",
  request: { query: PageQuery },
  responses: {
    200: {
      description: "A page of banners",
      headers: TotalHeader,
      content: { "application/json": { schema: z.array(BannerSchema) } },
    },
    400: errorResponses[400],
  },
});

export const bannersApi = createApi().openapi(
  route,
  async (c) =>
    sendList(c, await listBannerPage(c.var.db, c.req.valid("query")), (b) => ({
      _id: b.id,
      title: b.title,
      bannerType: b.banner_type,
      zone: b.zone,
      image: mediaUrl(b.image_id),
    })),
);

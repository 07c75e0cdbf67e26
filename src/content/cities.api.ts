/** Cities served; the public /cities page reads the same table. */
import { z } from "@hono/zod-openapi";
import { createApi } from "../core/http.ts";
import { namedListResponse, namedListRoute } from "../catalogue/taxonomy.api.ts";

export const CitySchema = z.object({ _id: z.string(), name: z.string() }).openapi("City");

export const citiesApi = createApi()
  .openapi(namedListRoute("/cities", "Cities we deliver to", CitySchema, "Content"), async (c) =>
    c.json(await namedListResponse(c, "cities", c.req.valid("query")), 200));

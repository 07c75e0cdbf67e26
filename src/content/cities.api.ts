/** Cities served; the public /cities page reads the same table. */
import { z } from "@hono/zod-openapi";
import { createApi } from "../core/http.ts";
import { namedListResponse, namedListRoute } from "../catalogue/named-list.ts";

export const CitySchema = z.object({
  _id: z.string().openapi({ description: "City id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  name: z.string().openapi({ description: "City name, unique ignoring case", example: "Pune" }),
}).openapi("City", { description: "A city we deliver to." });

const route = namedListRoute("/cities", "List the cities we deliver to", CitySchema, "Content", {
  operationId: "listCities",
  note: "A browser (Accept: text/html) gets the storefront's cities page instead.",
});

export const citiesApi = createApi()
  .openapi(route, async (c) => c.json(await namedListResponse(c, "cities", c.req.valid("query")), 200));

/** Units and attributes, the vocabularies of the product form. */
import { createApi } from "../../core/http.ts";
import { namedListResponse, namedListRoute } from "./named-list.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

export const taxonomyApi = createApi()
  .openapi(
    namedListRoute("/units", "List units", UnitSchema, "Catalogue", { operationId: "listUnits" }),
    async (c) => c.json(await namedListResponse(c, "units", c.req.valid("query")), 200),
  )
  .openapi(
    namedListRoute("/attributes", "List attributes", AttributeSchema, "Catalogue", {
      operationId: "listAttributes",
    }),
    async (c) => c.json(await namedListResponse(c, "attributes", c.req.valid("query")), 200),
  );

/** Units and attributes, the vocabularies of the product form. */
import { createApi } from "../../core/http.ts";
import { namedResource } from "../../core/named-resource.ts";
import { namedEntries, namedList } from "./named-list.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

export const taxonomyApi = createApi()
  .route(
    "/",
    namedResource({
      ...namedEntries("units", UnitSchema, "Catalogue"),
      list: namedList("units", "List units", "listUnits"),
    }),
  )
  .route(
    "/",
    namedResource({
      ...namedEntries("attributes", AttributeSchema, "Catalogue"),
      list: namedList("attributes", "List attributes", "listAttributes"),
    }),
  );

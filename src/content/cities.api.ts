/** Cities served; the public /cities page reads the same table. The admin adds and deletes them. */
import { z } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../core/http.ts";
import { namedResource } from "../core/named-resource.ts";
import { MessageAnswer } from "../catalogue/store-products/product-writes.schema.ts";
import { namedEntries, namedList } from "../catalogue/taxonomy/named-list.ts";
import { addCity, CITY_DELETED, CITY_EXISTS, CITY_NOT_FOUND, removeCity } from "./cities.service.ts";

export const CITY_NAME_REQUIRED = "City name is required.";
export const CITY_NAME_MAX = 100;

export const CitySchema = z.object({
  _id: z.string().openapi({ description: "City id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  name: z.string().openapi({ description: "City name, unique ignoring case", example: "Pune" }),
}).openapi("City", { description: "A city we deliver to." });

const CityBody = z.object({
  name: z.string({ error: CITY_NAME_REQUIRED }).trim().min(1, { error: CITY_NAME_REQUIRED })
    .max(CITY_NAME_MAX, { error: `at most ${CITY_NAME_MAX} characters.` }).openapi({
      description: "The city's name; spaces around it are dropped. Unique ignoring case.",
      example: "Pune",
    }),
}).strict().openapi("CityInput", { description: "A city to add." });

const CityIdParam = z.object({
  id: z.string().min(1).max(100).openapi({
    param: { name: "id", in: "path" },
    description: "The city's id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

export const citiesApi = namedResource({
  ...namedEntries("cities", CitySchema, "Content"),
  list: namedList(
    "cities",
    "List the cities we deliver to",
    "listCities",
    "A browser (Accept: text/html) gets the storefront's cities page instead.",
  ),
  add: {
    operationId: "addCity",
    summary: "Add a city (admin)",
    description: "The name is trimmed; a name already listed in any case (pune, PUNE) is refused with 409. " +
      "It shows on the public /cities page at once. Audited as city.create.",
    body: CityBody,
    responses: {
      201: jsonResponse(CitySchema, "The city as stored", { _id: "6740f1a2c3d4e5f6a7b8c9d0", name: "Pune" }),
      400: errorResponse(
        `No name, or a blank one: \`name: ${CITY_NAME_REQUIRED}\``,
        `name: ${CITY_NAME_REQUIRED}`,
      ),
      409: errorResponse(`The city is already listed, in any case: \`${CITY_EXISTS}\``, CITY_EXISTS),
    },
    run: (db, actor, { name }) => addCity(db, actor, name),
  },
  remove: {
    operationId: "deleteCity",
    summary: "Delete a city (admin)",
    description: "It leaves the public /cities page. Audited as city.delete.",
    params: CityIdParam,
    responses: {
      200: jsonResponse(MessageAnswer, `Deleted: \`${CITY_DELETED}\``, { message: CITY_DELETED }),
      404: errorResponse(`No city has this id: \`${CITY_NOT_FOUND}\``, CITY_NOT_FOUND),
    },
    deleted: CITY_DELETED,
    run: removeCity,
  },
});

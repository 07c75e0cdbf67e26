/**
 * Where to deliver: the pincode directory (India Post's, in post_offices), the
 * signed-in customer's delivery location, reverse geocoding through a provider set by GEOCODER_URL, and
 * products near the customer.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, ErrorSchema } from "../../core/http.ts";
import { geocoderUrl } from "./geocoder.ts";
import { toProductJson } from "../../catalogue/products/products.json.ts";
import { ProductSchema } from "../../catalogue/products/products.schema.ts";
import { currentUser, ownUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { findPostOffices, nearbyProducts, setDeliveryLocation } from "./location.queries.ts";
import { MAX_LABEL, NO_NEARBY } from "./location.schema.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

// ---- GET /pincode/{pincode}: the documented shape of India Post's public API ----

const PostOfficeSchema = z.object({
  Name: z.string().openapi({ example: "Bangalore GPO" }),
  District: z.string().openapi({ example: "Bangalore" }),
  State: z.string().openapi({ example: "Karnataka" }),
});
const LookupSchema = z.array(z.object({
  Message: z.string().openapi({ example: "Number of pincode(s) found: 10" }),
  Status: z.enum(["Success", "Error"]),
  PostOffice: z.array(PostOfficeSchema).nullable().openapi({
    description: "The post offices of the pincode, or null when none was found",
    example: [{ Name: "Bangalore GPO", District: "Bangalore", State: "Karnataka" }],
  }),
})).openapi("PincodeLookup", {
  description: "The shape of India Post: a list whose first element has Status and PostOffice.",
});

const pincodeRoute = createRoute({
  method: "get",
  path: "/pincode/{pincode}",
  operationId: "lookupPincode",
  tags: ["Location"],
  summary: "Post offices of a pincode",
  description:
    "Answered from India Post's directory, in India Post's own shape: a pincode that is not 6 digits or not " +
    'in the directory answers, as India Post does, 200 with `Status: "Error"` and `PostOffice: null` (the ' +
    "dialog shows 'Invalid Pincode').",
  request: { params: z.object({ pincode: z.string().openapi({ example: "560001" }) }) },
  responses: {
    200: json(LookupSchema, 'Found (`Status: "Success"`), or not a known pincode (`Status: "Error"`)'),
  },
});

// ---- PUT /api/location/delivery-location ----

const DeliveryBody = z.object({
  deliveryLocation: z.string().trim().max(MAX_LABEL, {
    error: `Please keep the location under ${MAX_LABEL} characters.`,
  })
    // deno-lint-ignore no-control-regex
    .refine((s) => !/[\u0000-\u001f]/.test(s), { error: "The location has characters that are not allowed." })
    .nullable()
    .openapi({
      description: "The label shown after 'Deliver to'; null or empty forgets it.",
      example: "Bengaluru 560001",
    }),
}).strict().openapi("DeliveryLocationInput", {
  description: "The delivery location the customer chose in the header dialog.",
});

const deliveryRoute = createRoute(guarded("signed-in", {
  method: "put",
  path: "/api/location/delivery-location",
  operationId: "setDeliveryLocation",
  tags: ["Location"],
  summary: "Remember the signed-in customer's delivery location",
  description: "Shown in the header on every page ('Deliver to') and used to find nearby products.",
  request: { body: { content: { "application/json": { schema: DeliveryBody } }, required: true } },
  responses: {
    200: json(
      z.object({
        success: z.boolean().openapi({ description: "Always true on success", example: true }),
        deliveryLocation: z.string().nullable().openapi({
          description: "The saved label, or null when it was forgotten",
          example: "Bengaluru 560001",
        }),
        message: z.string().openapi({ description: "What happened", example: "Delivery location saved." }),
      }),
      "Saved",
    ),
    400: json(ErrorSchema, "Too long or malformed"),
    401: json(ErrorSchema, "Not signed in"),
  },
}));

// ---- POST /api/location/reverse-geocode ----

const GeocodeBody = z.object({
  latitude: z.number().min(-90).max(90).openapi({ description: "Degrees north", example: 12.9716 }),
  longitude: z.number().min(-180).max(180).openapi({ description: "Degrees east", example: 77.5946 }),
}).strict().openapi("Coordinates", { description: "A position from the browser's geolocation." });

const geocodeRoute = createRoute({
  method: "post",
  path: "/api/location/reverse-geocode",
  operationId: "reverseGeocode",
  tags: ["Location"],
  summary: "A formatted address for coordinates",
  description: "Asks the provider configured by the GEOCODER_URL environment variable. Without one: 503.",
  request: { body: { content: { "application/json": { schema: GeocodeBody } }, required: true } },
  responses: {
    200: json(
      z.object({ address: z.string().openapi({ example: "MG Road, Bengaluru, Karnataka 560001, India" }) }),
      "Found",
    ),
    400: json(ErrorSchema, "Coordinates out of range"),
    502: json(ErrorSchema, "The provider failed or found nothing: `Error fetching location`"),
    503: json(ErrorSchema, "No provider configured"),
  },
});

/** The formatted address in the answers of common providers (Google, Nominatim, Geoapify, Mapbox, plain). */
function formattedAddress(body: any): string | undefined {
  const found = body?.results?.[0]?.formatted_address ?? body?.display_name ??
    body?.features?.[0]?.properties?.formatted ?? body?.features?.[0]?.place_name ??
    body?.formatted_address ??
    body?.address;
  return typeof found === "string" && found.trim() ? found.trim().slice(0, MAX_LABEL) : undefined;
}

// ---- POST /api/products/get-nearby-products ----

const NearbyBody = z.object({
  userID: z.string().optional().openapi({
    description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
    example: ID_EXAMPLE,
  }),
  limit: z.number().int().min(1).max(48).default(12).openapi({
    description: "Products per page (1 to 48)",
    example: 12,
  }),
  page: z.number().int().min(1).max(1000).default(1).openapi({
    description: "1-based page number",
    example: 1,
  }),
}).strict().openapi("NearbyProductsInput", { description: "Whose nearby products, and which page of them." });

const nearbyRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/products/get-nearby-products",
  middleware: [ownUser({ body: ["userID", "userId"] })],
  operationId: "getNearbyProducts",
  tags: ["Catalogue"],
  summary: "Products in the signed-in customer's city",
  description: "Products whose location is the city or district of the customer's delivery location (or, " +
    "without one, of the first saved address). Newest first, paged by `limit` (default 12) and `page`.",
  request: { body: { content: { "application/json": { schema: NearbyBody } }, required: true } },
  responses: {
    200: json(
      z.object({
        ok: z.boolean(),
        products: z.array(ProductSchema),
        total: z.number().int(),
        message: z.string().openapi({ example: "No nearby products found" }),
      }),
      "Nearby products (possibly none)",
    ),
    400: json(ErrorSchema, "Invalid paging"),
    401: json(ErrorSchema, "Not signed in"),
    403: json(ErrorSchema, "The body names another user"),
  },
}));

export const locationApi = createApi();

locationApi.openapi(pincodeRoute, async (c) => {
  const { pincode } = c.req.valid("param");
  const offices = /^[1-9]\d{5}$/.test(pincode) ? await findPostOffices(c.var.db, Number(pincode)) : [];
  // The directory changes a few times a year: browsers and proxies may keep answers for a day.
  c.header("cache-control", "public, max-age=86400");
  if (!offices.length) {
    return c.json([{ Message: "No records found", Status: "Error" as const, PostOffice: null }], 200);
  }
  return c.json([{
    Message: `Number of pincode(s) found: ${offices.length}`,
    Status: "Success" as const,
    PostOffice: offices.map((o) => ({ Name: o.name, District: o.district, State: o.state })),
  }], 200);
});

locationApi.openapi(deliveryRoute, async (c) => {
  const label = c.req.valid("json").deliveryLocation || null;
  await setDeliveryLocation(c.var.db, currentUser(c).id, label);
  return c.json({ success: true, deliveryLocation: label, message: "Delivery location saved." }, 200);
});

locationApi.openapi(geocodeRoute, async (c) => {
  const template = geocoderUrl();
  // A 503 sentence of our own: the app's error handler hides the message of every 5xx it is thrown.
  if (!template) return c.json({ message: "Location detection is not set up on this site." }, 503);
  const { latitude, longitude } = c.req.valid("json");
  const url = template.replaceAll("{lat}", String(latitude)).replaceAll("{lng}", String(longitude))
    .replaceAll("{lon}", String(longitude));
  let address: string | undefined;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json", "user-agent": "SwiftCart" },
      signal: AbortSignal.timeout(8000),
    });
    if (response.ok) address = formattedAddress(await response.json());
    else await response.body?.cancel();
  } catch (error) {
    console.warn(`Reverse geocoding failed: ${error}`);
  }
  if (!address) return c.json({ message: "Error fetching location" }, 502);
  return c.json({ address }, 200);
});

locationApi.openapi(nearbyRoute, async (c) => {
  const { limit, page } = c.req.valid("json");
  const found = await nearbyProducts(c.var.db, currentUser(c).id, { limit, offset: (page - 1) * limit });
  const products = found?.products ?? [];
  const total = found?.total ?? 0;
  return c.json({
    ok: true,
    products: products.map(toProductJson),
    total,
    message: products.length ? `${total} products near you` : NO_NEARBY,
  }, 200);
});

/**
 * Saved addresses: list, add (at most 10), update, delete. Every call needs a
 * signed-in customer (401) and acts on that customer's own addresses only: a user id naming someone else
 * is refused (403), and another user's address id is answered exactly like a missing one (404), so ids
 * of other people's addresses cannot even be confirmed.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError, badRequest, notFound } from "../../core/errors.ts";
import { createApi, describeZodError, ErrorSchema } from "../../core/http.ts";
import { accessRefusals, currentUser, ownUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import {
  addAddress,
  type AddressRow,
  deleteAddress,
  listAddresses,
  updateAddress,
} from "./addresses.queries.ts";
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  checkAddress,
  FILL_ALL,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  TOO_MANY,
} from "./addresses.schema.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";
const tags = ["Addresses"];

const examples: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  street: "12, 4th Cross, Residency Road",
  floor: "2nd floor",
  area: "Shanthala Nagar",
  landmark: "Opposite Bishop Cotton School",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560025",
  country: "India",
  phoneNumber: "9876543210",
};

const fieldDescriptions: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  street: "House number and street",
  floor: "Floor or flat",
  area: "Area or locality",
  landmark: "A landmark near the address",
  city: "City or town",
  state: "State or union territory",
  postalCode: "6-digit pincode",
  country: "Country",
  phoneNumber: "Contact number: 10 digits starting with 6-9",
};

const fields = Object.fromEntries(
  ADDRESS_FIELDS.map((
    f,
  ) => [f, z.string().openapi({ description: fieldDescriptions[f], example: examples[f] })]),
) as Record<(typeof ADDRESS_FIELDS)[number], z.ZodString>;

export const AddressSchema = z.object({
  _id: z.string().openapi({ description: "Address id (opaque)", example: ID_EXAMPLE }),
  userId: z.string().openapi({
    description: "The owner: always the signed-in customer",
    example: ID_EXAMPLE,
  }),
  ...fields,
}).openapi("Address", { description: "A saved delivery address (at most 10 per customer)." });

/**
 * The contract states the form's rules (addresses.schema.ts, the same constants) so generated clients
 * know them; the server still answers with the form's own sentences (checkAddress).
 */
const ruled = (field: (typeof ADDRESS_FIELDS)[number]) => {
  const text = z.string().min(1).max(ADDRESS_MAX_LENGTH[field]);
  const pattern = field === "postalCode" ? PINCODE_PATTERN : field === "phoneNumber" ? PHONE_PATTERN : null;
  return (pattern ? text.regex(pattern) : text).openapi({
    description: fieldDescriptions[field],
    example: examples[field],
  });
};

const AddressBody = z.object({
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ruled(f)])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    z.ZodString
  >,
  userId: z.string().max(64).optional().openapi({
    description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
    example: ID_EXAMPLE,
  }),
}).strict().openapi("AddressInput", {
  description:
    "All nine fields are required and non-blank ('Please fill in all fields.'); postalCode is 6 digits, " +
    "phoneNumber 10 digits starting with 6-9. No other fields.",
});

const Success = z.boolean().openapi({ description: "Always true on success", example: true });

const toJson = (a: AddressRow): z.infer<typeof AddressSchema> => {
  const { id, ...rest } = a;
  return { _id: id, ...rest };
};

function validAddress(body: unknown) {
  const checked = checkAddress(body);
  if (!checked.ok) throw badRequest(checked.message);
  return checked.address;
}

/** An id that cannot exist (too long, NUL) is simply not found, without asking the database. */
const possibleId = (id: string) => id.length <= 64 && !id.includes("\0");

/**
 * A refused body is answered with the form's sentence for its first problem (a blank field: 'Please fill in
 * all fields.'); a field the form does not have is named.
 */
const formMessage = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success) return;
  const unknown = result.error?.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  const data = (result as { data?: unknown }).data;
  const checked = checkAddress(data);
  const fields = typeof data === "object" && data !== null && !Array.isArray(data);
  return c.json({ message: !checked.ok && fields ? checked.message : FILL_ALL }, 400);
};

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const refusals = accessRefusals;

const listRoute = createRoute(guarded("customer", {
  method: "get",
  path: "/api/addresses/get-address/{userID}",
  middleware: [ownUser({ param: "userID" })],
  operationId: "getAddresses",
  tags,
  summary: "The signed-in customer's saved addresses",
  description: "Oldest first, at most 10. `userID` must be the signed-in customer's own id.",
  request: { params: z.object({ userID: z.string().openapi({ example: ID_EXAMPLE }) }) },
  responses: {
    200: json(
      z.object({
        success: Success,
        addresses: z.array(AddressSchema),
        message: z.string().openapi({
          description: "What to tell the customer",
          example: "Addresses fetched.",
        }),
      }),
      "The addresses",
    ),
    ...refusals,
  },
}));

const addRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/addresses/add-address",
  // The body may name a user (add-address sends userId): it must be the signed-in one.
  middleware: [ownUser({ body: ["userId", "userID"] })],
  operationId: "addAddress",
  tags,
  summary: "Save a new address",
  request: { body: { content: { "application/json": { schema: AddressBody } }, required: true } },
  responses: {
    201: json(
      z.object({
        success: Success,
        address: AddressSchema,
        message: z.string().openapi({ description: "What to tell the customer", example: "Address added." }),
      }),
      "The saved address",
    ),
    400: json(ErrorSchema, "A field is blank or malformed, e.g. `Please fill in all fields.`"),
    ...refusals,
    409: json(ErrorSchema, "Already 10 addresses: `You can only add up to 10 addresses.`"),
  },
}));

const IdParam = z.object({ id: z.string().openapi({ example: ID_EXAMPLE }) });
const notYours = json(ErrorSchema, "No address of the signed-in customer has this id: `Address not found.`");

const updateRoute = createRoute(guarded("customer", {
  method: "put",
  path: "/api/addresses/{id}",
  middleware: [ownUser({ body: ["userId", "userID"] })],
  operationId: "updateAddress",
  tags,
  summary: "Change a saved address",
  description: "All nine fields are sent, with the same rules as when adding.",
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: AddressBody } }, required: true },
  },
  responses: {
    200: json(
      z.object({
        success: Success,
        updatedAddress: AddressSchema,
        message: z.string().openapi({
          description: "What to tell the customer",
          example: "Address updated.",
        }),
      }),
      "The changed address",
    ),
    400: json(ErrorSchema, "A field is blank or malformed"),
    ...refusals,
    404: notYours,
  },
}));

const deleteRoute = createRoute(guarded("customer", {
  method: "delete",
  path: "/api/addresses/{id}",
  operationId: "deleteAddress",
  tags,
  summary: "Delete a saved address",
  request: { params: IdParam },
  responses: {
    200: json(
      z.object({
        success: Success,
        message: z.string().openapi({
          description: "What to tell the customer",
          example: "Address deleted.",
        }),
      }),
      "Deleted",
    ),
    ...refusals,
    404: notYours,
  },
}));

export const addressesApi = createApi();

addressesApi.openapi(listRoute, async (c) => {
  const addresses = await listAddresses(c.var.db, currentUser(c).id);
  return c.json({
    success: true,
    addresses: addresses.map(toJson),
    message: addresses.length ? "Addresses fetched." : "No saved addresses yet.",
  }, 200);
});
addressesApi.openapi(addRoute, async (c) => {
  const address = validAddress(c.req.valid("json"));
  const saved = await addAddress(c.var.db, currentUser(c).id, address);
  if (!saved) throw new AppError(409, TOO_MANY);
  return c.json({ success: true, address: toJson(saved), message: "Address added." }, 201);
}, (result, c) => formMessage(result, c));
addressesApi.openapi(updateRoute, async (c) => {
  const { id } = c.req.valid("param");
  const address = validAddress(c.req.valid("json"));
  const updated = possibleId(id) ? await updateAddress(c.var.db, currentUser(c).id, id, address) : undefined;
  if (!updated) throw notFound("Address not found.");
  return c.json({ success: true, updatedAddress: toJson(updated), message: "Address updated." }, 200);
}, (result, c) => formMessage(result, c));
addressesApi.openapi(deleteRoute, async (c) => {
  const { id } = c.req.valid("param");
  if (!possibleId(id) || !await deleteAddress(c.var.db, currentUser(c).id, id)) {
    throw notFound("Address not found.");
  }
  return c.json({ success: true, message: "Address deleted." }, 200);
});

/** The contract of the admin's customer calls: the Customer answer, the list's query, the id parameter. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";

export const customerExample = {
  _id: "6740f1a2c3d4e5f6a7b8c9d0",
  name: "Priya Sharma",
  email: "priya@example.in",
  mobile: "9876543210",
  address: "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India",
};

export const CustomerSchema = z.object({
  _id: z.string().openapi({ description: "Customer id (opaque)", example: customerExample._id }),
  name: z.string().openapi({ description: "Full name", example: customerExample.name }),
  email: z.string().openapi({ description: "Login email, lower case", example: customerExample.email }),
  mobile: z.string().openapi({ description: "10-digit mobile number", example: customerExample.mobile }),
  address: z.string().nullable().openapi({
    description: "The customer's first saved address on one line, or null when none is saved",
    example: customerExample.address,
  }),
}).openapi("Customer", {
  description:
    "A customer as the admin panel lists it: contact details only (no password hash, no sessions).",
});

export const SEARCH_MAX = 100;
export const CUSTOMER_NOT_FOUND = "Customer not found.";

export const CustomerListQuery = PageQuery.extend({
  q: z.string().trim().max(SEARCH_MAX, { error: `q: at most ${SEARCH_MAX} characters.` }).optional().openapi({
    description: "Only customers whose name, email or mobile contains this text (any case), or whose id " +
      "starts with it (the list's 'ab12c...' may be pasted as it is).",
    example: "sharma",
  }),
});

export const CustomerIdParam = z.object({
  id: z.string().openapi({ description: "The customer's id", example: customerExample._id }),
});

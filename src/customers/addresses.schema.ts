/**
 * The rules of a saved address (spec sections 3 and 5), applied by the server AND by the address form
 * island: one definition, so the browser never accepts what the server refuses. zod/mini and free of
 * server imports, so the browser bundle stays small.
 */
import * as z from "zod/mini";

export const FILL_ALL = "Please fill in all fields.";
export const PHONE_INVALID = "Please enter a 10-digit phone number starting with 6, 7, 8 or 9.";
export const PINCODE_INVALID = "Pincode must be 6 digits";
export const TOO_MANY = "You can only add up to 10 addresses.";
/** Spec section 9: at most 10 addresses per user. */
export const MAX_ADDRESSES = 10;

/** The nine fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  "street",
  "floor",
  "area",
  "landmark",
  "city",
  "state",
  "postalCode",
  "country",
  "phoneNumber",
] as const;
export type AddressField = typeof ADDRESS_FIELDS[number];
export type AddressInput = Record<AddressField, string>;

/** A required text field: missing, non-text or blank is "Please fill in all fields.". */
const text = (max: number) =>
  z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.maxLength(max, `Please keep each field under ${max} characters.`),
  );

export const AddressRules = z.object({
  street: text(200),
  floor: text(100),
  area: text(200),
  landmark: text(200),
  city: text(100),
  state: text(100),
  postalCode: z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.regex(/^[1-9]\d{5}$/, PINCODE_INVALID),
  ),
  country: text(100),
  phoneNumber: z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.regex(/^[6-9]\d{9}$/, PHONE_INVALID),
  ),
});

/** The first problem as a sentence to show, or the cleaned address. Blank fields are reported first. */
export function checkAddress(
  input: unknown,
): { ok: true; address: AddressInput } | { ok: false; message: string } {
  const result = AddressRules.safeParse(input);
  if (result.success) return { ok: true, address: result.data };
  const blank = result.error.issues.find((issue) => issue.message === FILL_ALL);
  return { ok: false, message: (blank ?? result.error.issues[0]).message };
}

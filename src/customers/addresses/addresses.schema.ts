/**
 * The rules of a saved address, applied by the server AND by the address form
 * island: one definition, so the browser never accepts what the server refuses. zod/mini and free of
 * server imports, so the browser bundle stays small.
 */
import * as z from "zod/mini";

export const FILL_ALL = "Please fill in all fields.";
export const PHONE_INVALID = "Please enter a 10-digit phone number starting with 6, 7, 8 or 9.";
export const PINCODE_INVALID = "Pincode must be 6 digits";
export const TOO_MANY = "You can only add up to 10 addresses.";
/** At most 10 addresses per user. */
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

/** The longest each text field may be; the contract (addresses.api.ts) declares the same limits. */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  street: 200,
  floor: 100,
  area: 200,
  landmark: 200,
  city: 100,
  state: 100,
  postalCode: 6,
  country: 100,
  phoneNumber: 10,
};
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** A required text field: missing, non-text or blank is "Please fill in all fields.". */
const text = (max: number) =>
  z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.maxLength(max, `Please keep each field under ${max} characters.`),
  );

const max = ADDRESS_MAX_LENGTH;
export const AddressRules = z.object({
  street: text(max.street),
  floor: text(max.floor),
  area: text(max.area),
  landmark: text(max.landmark),
  city: text(max.city),
  state: text(max.state),
  postalCode: z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.regex(PINCODE_PATTERN, PINCODE_INVALID),
  ),
  country: text(max.country),
  phoneNumber: z.string({ error: FILL_ALL }).check(
    z.trim(),
    z.minLength(1, FILL_ALL),
    z.regex(PHONE_PATTERN, PHONE_INVALID),
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

/**
 * The product form's rules, applied by the server to the add and update
 * calls AND by the form island on submit: one definition, so the browser never accepts what the server
 * refuses. Bundled into the browser: imports nothing but other import-free modules (rules, money).
 * What needs the database (the category, subcategory and unit exist; the subcategory belongs to the
 * category) is checked by product-writes.service.ts.
 */
import { discountedPaise } from "../../core/money.ts";
import { REQUIRED } from "../../vendors/stores/store-rules.ts";

export { REQUIRED };
export const MAX_OVER_STOCK = "Maximum purchase limit cannot exceed total stock.";
export const PRODUCT_ADDED = "Product added successfully!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_DELETED = "Product Deleted Successfully";
export const PRODUCT_NOT_FOUND = "Product not found.";
export const PHOTO_REQUIRED = "Add at least one photo: the storefront shows the first.";
export const LAST_PHOTO = "A product keeps at least one photo: add another before removing this one.";

/** Photos per product: a gallery, not an album. */
export const MAX_PHOTOS = 8;
export const TOO_MANY_PHOTOS = `A product has at most ${MAX_PHOTOS} photos.`;
/** As src/uploads/images.service.ts MAX_IMAGE_BYTES (not imported: that module is server-only; a test pins them equal). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** As src/core/guards.ts UPLOAD_BODY_LIMIT, less room for the text fields and multipart framing. */
export const PHOTOS_MAX_TOTAL_BYTES = 39 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** ₹1 crore in paise: well inside the integer column, above any product this marketplace sells. */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const MAX_STOCK = 1_000_000;

export const TEXT_FIELDS = ["name", "description", "pin", "colour", "location", "policy"] as const;
export const REF_FIELDS = ["category", "subcategory", "unit"] as const;
export const NUMBER_FIELDS = ["price", "discountType", "stock", "maxPurchaseLimit"] as const;
export const LIST_FIELDS = ["attributes", "tags"] as const;
/** GST on the product: both optional; a product lacking either is sold but its orders are not invoiced. */
export const TAX_FIELDS = ["hsnCode", "gstRate"] as const;
export type TextField = typeof TEXT_FIELDS[number];
export type RefField = typeof REF_FIELDS[number];
export type NumberField = typeof NUMBER_FIELDS[number];
export type ListField = typeof LIST_FIELDS[number];
export type TaxField = typeof TAX_FIELDS[number];
export type ProductField = TextField | RefField | NumberField | ListField | TaxField;

/** The GST slabs in force since 22 September 2025, in per cent. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = typeof GST_RATES[number];
/**
 * An HSN code (goods) or SAC (services, e.g. 9987 for repairs): 4, 6 or 8 digits, as the products table's
 * check has it. The chapter (first two digits) is never 00.
 */
export const HSN_PATTERN = /^(?!00)(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;
/** What the form fields take as sent: blank (none) or a code / a slab, spaces around it ignored. */
export const HSN_OR_BLANK = /^\s*(?:(?!00)(?:[0-9]{4}|[0-9]{6}|[0-9]{8}))?\s*$/;
export const GST_RATE_OR_BLANK = /^\s*(?:0|5|18|40)?\s*$/;
export const HSN_INVALID =
  "must be an HSN code (goods) or SAC (services) of 4, 6 or 8 digits, digits only, e.g. 8517 or 9987.";
export const GST_RATE_INVALID = "must be a GST rate of 0, 5, 18 or 40 (per cent).";
/** What the store's lists say of a product lacking its HSN code or GST rate. */
export const NOT_INVOICED = "No HSN/GST: not invoiced";
/** Whether a product's orders get a tax invoice: it has both its HSN code and its GST rate. */
export const hasTaxDetails = (p: { hsn_code: string | null; gst_rate: number | null }) =>
  p.hsn_code !== null && p.gst_rate !== null;

/** What a client sends: text from a form, or JSON values. `discount` is the other name for discountType. */
export type ProductInput = Partial<
  & Record<TextField | RefField, string | null>
  & Record<NumberField | "discount", string | number | null>
  & Record<ListField, string[] | string | null>
  & Record<TaxField, string | number | null>
>;

/** Checked values; category, subcategory and unit are still the ids or names sent (the service resolves them). */
export interface ProductValues {
  name: string;
  description: string;
  pin: string;
  colour: string;
  location: string;
  policy: string;
  category: string;
  /** "" when none was chosen (allowed only for a category without subcategories). */
  subcategory: string;
  unit: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  maxPurchaseLimit: number;
  attributes: string[];
  tags: string[];
  /** Null: none (cleared, or never set). */
  hsnCode: string | null;
  gstRate: GstRate | null;
}

const VALUE_KEY: Record<ProductField, keyof ProductValues> = {
  name: "name",
  description: "description",
  pin: "pin",
  colour: "colour",
  location: "location",
  policy: "policy",
  category: "category",
  subcategory: "subcategory",
  unit: "unit",
  price: "pricePaise",
  discountType: "discountPercent",
  stock: "stock",
  maxPurchaseLimit: "maxPurchaseLimit",
  attributes: "attributes",
  tags: "tags",
  hsnCode: "hsnCode",
  gstRate: "gstRate",
};

export const PRODUCT_LABELS: Record<ProductField, string> = {
  name: "Product name",
  description: "Description",
  pin: "PIN (product identification number)",
  colour: "Colour",
  location: "Location",
  policy: "Policy",
  category: "Category",
  subcategory: "Subcategory",
  unit: "Unit",
  price: "Price (MRP, ₹)",
  discountType: "Discount (%)",
  stock: "Stock",
  maxPurchaseLimit: "Max purchase limit",
  attributes: "Attributes",
  tags: "Tags",
  hsnCode: "HSN/SAC code",
  gstRate: "GST rate",
};

/** Longest text each field keeps (lists: each entry). */
export const MAX_LENGTH: Record<TextField | RefField | ListField, number> = {
  name: 200,
  description: 5000,
  pin: 64,
  colour: 60,
  location: 100,
  policy: 2000,
  category: 200,
  subcategory: 200,
  unit: 200,
  attributes: 120,
  tags: 40,
};
export const MAX_ENTRIES: Record<ListField, number> = { attributes: 30, tags: 20 };

/** Tags, location and policy are optional; subcategory depends on the category. */
const OPTIONAL = new Set<ProductField>(["tags", "location", "policy", "subcategory", "hsnCode", "gstRate"]);

// C0 controls except tab, line feed and carriage return, DEL, and UTF-16 halves without their partner
// (as src/core/guards.ts refuses in JSON bodies; multipart fields are checked here).
const BAD_TEXT =
  // deno-lint-ignore no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT_RULE = "must not contain control characters or broken Unicode.";
const ONE_LINE = /[\r\n\t]/;

type Checked<T> = { value: T } | { error: string };

function checkText(field: TextField | RefField, raw: unknown): Checked<string> {
  if (typeof raw !== "string") return { error: "must be text." };
  if (BAD_TEXT.test(raw)) return { error: BAD_TEXT_RULE };
  // Browsers send a form's line breaks as CRLF; one kind is stored.
  const value = raw.replace(/\r\n?/g, "\n").trim();
  if (value.length > MAX_LENGTH[field]) return { error: `must be at most ${MAX_LENGTH[field]} characters.` };
  if (field !== "description" && field !== "policy" && ONE_LINE.test(value)) {
    return { error: "must be one line of text." };
  }
  return { value };
}

/** Repeated fields; tags may also come comma-separated in one field ("smartphone, 5g"). */
function checkList(field: ListField, raw: unknown): Checked<string[]> {
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.some((item) => typeof item !== "string")) return { error: "must be text." };
  const split = field === "tags" ? (items as string[]).flatMap((t) => t.split(",")) : items as string[];
  if (split.some((item) => BAD_TEXT.test(item) || ONE_LINE.test(item.trim()))) {
    return { error: "must be one line of text each, without control characters." };
  }
  const values = [...new Set(split.map((item) => item.trim()).filter(Boolean))];
  if (values.length > MAX_ENTRIES[field]) return { error: `at most ${MAX_ENTRIES[field]} entries.` };
  const long = values.find((v) => v.length > MAX_LENGTH[field]);
  if (long) return { error: `each must be at most ${MAX_LENGTH[field]} characters.` };
  return { value: values };
}

/**
 * How a form sends numbers: plain decimals, digits with at most one point ("1299.50"), spaces around them
 * ignored. No grouping commas, signs or exponents: "1,2,3,4" must not become 1234. The contract states the
 * same patterns (product-writes.schema.ts).
 */
export const PRICE_PATTERN = /^\s*\d+(\.\d{1,2})?\s*$/;
export const WHOLE_PATTERN = /^\s*\d+\s*$/;
/** A discount that leaves something to pay: 100 % is never right (see PRICE_FLOOR_PAISE). */
export const MAX_DISCOUNT = 99;
export const DISCOUNT_PATTERN = /^\s*\d{1,2}\s*$/;
/** No product sells for less than ₹1 once discounted: a 100 % discount made ₹0 orders. */
export const PRICE_FLOOR_PAISE = 100;
export const PRICE_BELOW_FLOOR = "the price after discount must be at least ₹1.";

/** A number typed in a form (a plain decimal) or sent as JSON. */
function numberOf(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  return /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw.trim()) : undefined;
}

/** Whether a price and discount leave at least ₹1 to pay. */
export const priceAfterDiscountOk = (pricePaise: number, discountPercent: number) =>
  discountedPaise(pricePaise, discountPercent) >= PRICE_FLOOR_PAISE;

function checkNumber(field: NumberField, raw: unknown): Checked<number> {
  const n = numberOf(raw);
  if (field === "price") {
    const error = "must be an amount in rupees with at most 2 decimals, e.g. 1299.50.";
    if (n === undefined) return { error };
    const paise = Math.round(n * 100);
    if (Math.abs(n * 100 - paise) > 1e-6) return { error };
    if (paise <= 0) return { error: "must be more than 0." };
    if (paise > MAX_PRICE_PAISE) return { error: "must be at most ₹1,00,00,000." };
    return { value: paise };
  }
  const [min, max] = field === "discountType"
    ? [0, MAX_DISCOUNT]
    : field === "stock"
    ? [0, MAX_STOCK]
    : [1, MAX_STOCK];
  if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
    return { error: `must be a whole number from ${min} to ${max}.` };
  }
  return { value: n };
}

/** A code typed in a form or sent as JSON text (never a number: 0902 would lose its zero). */
function checkHsn(raw: unknown): Checked<string> {
  if (typeof raw !== "string") return { error: 'must be text (digits in quotes), e.g. "8517".' };
  const value = raw.trim();
  return HSN_PATTERN.test(value) ? { value } : { error: HSN_INVALID };
}

/** A slab as a JSON number or a form's text ("18"); "12", "1,2" or "18.0" are not slabs. */
function checkGstRate(raw: unknown): Checked<GstRate> {
  const n = typeof raw === "number"
    ? raw
    : typeof raw === "string" && /^\s*\d{1,2}\s*$/.test(raw)
    ? Number(raw.trim())
    : undefined;
  const slab = GST_RATES.find((rate) => rate === n);
  return slab === undefined ? { error: GST_RATE_INVALID } : { value: slab };
}

const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "") ||
  (Array.isArray(raw) && raw.every((item) => typeof item === "string" && item.trim() === ""));

const ALL_FIELDS: ProductField[] = [
  ...TEXT_FIELDS,
  ...REF_FIELDS,
  ...NUMBER_FIELDS,
  ...LIST_FIELDS,
  ...TAX_FIELDS,
];

const isTax = (field: ProductField): field is TaxField => (TAX_FIELDS as readonly string[]).includes(field);

export type ProductErrors = Partial<Record<ProductField, string>>;
export type CheckedProduct<T> = { ok: true; values: T } | { ok: false; errors: ProductErrors };

/**
 * Checks a whole product (adding) or the fields sent (`partial`: updating). A blank required field is
 * 'This field is required'; blank optional text is "". The limit-versus-stock rule is left to
 * `checkLimitWithinStock`, which an update applies with the stored values.
 */
export function checkProductInput(input: ProductInput, partial: true): CheckedProduct<Partial<ProductValues>>;
export function checkProductInput(input: ProductInput, partial?: false): CheckedProduct<ProductValues>;
export function checkProductInput(
  input: ProductInput,
  partial: boolean,
): CheckedProduct<Partial<ProductValues>>;
export function checkProductInput(
  input: ProductInput,
  partial = false,
): CheckedProduct<Partial<ProductValues>> {
  const source: Record<string, unknown> = { ...input };
  const errors: ProductErrors = {};
  if (isBlank(source.discountType) && !isBlank(source.discount)) source.discountType = source.discount;
  else if (!isBlank(source.discount) && numberOf(source.discount) !== numberOf(source.discountType)) {
    errors.discountType = "discount and discountType are the same field: send one, or equal values.";
  }
  const values: Partial<Record<keyof ProductValues, unknown>> = {};
  for (const field of ALL_FIELDS) {
    if (errors[field]) continue;
    const raw = source[field];
    if (partial && raw === undefined) continue;
    if (isBlank(raw)) {
      if (!OPTIONAL.has(field)) errors[field] = REQUIRED;
      else values[VALUE_KEY[field]] = field === "tags" ? [] : isTax(field) ? null : "";
      continue;
    }
    const checked = field === "hsnCode"
      ? checkHsn(raw)
      : field === "gstRate"
      ? checkGstRate(raw)
      : (TEXT_FIELDS as readonly string[]).includes(field) ||
          (REF_FIELDS as readonly string[]).includes(field)
      ? checkText(field as TextField, raw)
      : (NUMBER_FIELDS as readonly string[]).includes(field)
      ? checkNumber(field as NumberField, raw)
      : checkList(field as ListField, raw);
    if ("error" in checked) errors[field] = checked.error;
    else values[VALUE_KEY[field]] = checked.value;
  }
  if (
    values.pricePaise !== undefined && values.discountPercent !== undefined &&
    !priceAfterDiscountOk(values.pricePaise as number, values.discountPercent as number)
  ) {
    errors.discountType = PRICE_BELOW_FLOOR;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, values: values as Partial<ProductValues> };
}

/**
 * The max purchase limit must not exceed stock. A stock of 0 (sold out) is exempt: nothing
 * can be bought then, and the vendor must be able to mark a product sold out without touching its limit.
 */
export const limitWithinStock = (stock: number, maxPurchaseLimit: number) =>
  stock === 0 || maxPurchaseLimit <= stock;

/** The sentence a client shows for a field's problem: the field's name first, the form's own texts as they are. */
export function fieldMessage(field: ProductField, error: string): string {
  return error === MAX_OVER_STOCK ? error : `${field}: ${error}`;
}

/** The first problem, as the API answers it. */
export function firstProblem(errors: ProductErrors): string {
  const field = ALL_FIELDS.find((f) => errors[f]) ?? "name";
  return fieldMessage(field, errors[field] ?? REQUIRED);
}

/** A product as the edit form starts from it: text as typed, ids for the lists, photos by media id. */
export interface EditableProduct {
  id: string;
  name: string;
  description: string;
  pin: string;
  colour: string;
  location: string;
  policy: string;
  categoryId: string;
  subcategoryId: string;
  unit: string;
  price: string;
  discount: string;
  stock: string;
  maxPurchaseLimit: string;
  attributes: string[];
  tags: string[];
  /** "" when not set. */
  hsnCode: string;
  gstRate: string;
  photos: { mediaId: string; url: string }[];
}

/** What the product forms say after the call. */
export const OPERATION_FAILED = "An error occurred during the operation.";
export const failureText = (serverMessage: string | null) =>
  serverMessage === null ? OPERATION_FAILED : `Error: ${serverMessage}`;

/**
 * The add form previews chosen photos as object URLs (blob:), which the app's default policy does not
 * allow as images; its pages send this policy instead: the default one plus `blob:` images.
 */
export const PHOTO_PREVIEW_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/**
 * The product form's values as typed, the order its fields are shown and checked in, and the two request
 * bodies made of them: add mode's multipart (fields and photos in one request), edit mode's JSON.
 */
import {
  checkProductInput,
  type EditableProduct,
  PRODUCT_LABELS,
  type ProductErrors,
  type ProductField,
} from "../src/catalogue/store-products/product-writes.rules.ts";
import type { Photo } from "./_product-photos.tsx";

/** Every text field of the form as typed. */
export type Text = Record<
  | "name"
  | "pin"
  | "colour"
  | "description"
  | "category"
  | "subcategory"
  | "unit"
  | "price"
  | "discountType"
  | "stock"
  | "maxPurchaseLimit"
  | "tags"
  | "location"
  | "policy"
  | "hsnCode"
  | "gstRate"
  | "vendorId",
  string
>;

export type Errors = ProductErrors & { photos?: string; vendorId?: string; attributeValue?: string };

export const initialText = (product?: EditableProduct, store = ""): Text => ({
  name: product?.name ?? "",
  pin: product?.pin ?? "",
  colour: product?.colour ?? "",
  description: product?.description ?? "",
  category: product?.categoryId ?? "",
  subcategory: product?.subcategoryId ?? "",
  unit: product?.unit ?? "",
  price: product?.price ?? "",
  discountType: product?.discount ?? "0",
  stock: product?.stock ?? "",
  maxPurchaseLimit: product?.maxPurchaseLimit ?? "",
  tags: product?.tags.join(", ") ?? "",
  location: product?.location ?? "",
  policy: product?.policy ?? "",
  hsnCode: product?.hsnCode ?? "",
  gstRate: product?.gstRate ?? "",
  vendorId: store,
});

/** The only optional fields (the subcategory depends on the category). */
const OPTIONAL_FIELDS: readonly ProductField[] = ["tags", "location", "policy", "hsnCode", "gstRate"];

/** A field's label, "(optional)" after the optional ones'. */
export const fieldLabel = (field: ProductField) =>
  OPTIONAL_FIELDS.includes(field) ? `${PRODUCT_LABELS[field]} (optional)` : PRODUCT_LABELS[field];

/** What a section gives one of its text fields: its id, label, value, problem and change handler. */
export type FieldProps = (field: keyof Text & ProductField) => {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(e: { target: { value: string } }): void;
};

/** Fields whose problem is shown on a group: focus goes to the group's control. */
export const FOCUS_ID: Partial<Record<keyof Errors, string>> = {
  attributes: "product-attribute-value",
  photos: "product-photos-input",
};

/** Where focus goes after a refused submit: the first field in the order the form shows them. */
export const FIELD_ORDER: (keyof Errors)[] = [
  "vendorId",
  "name",
  "pin",
  "colour",
  "description",
  "category",
  "subcategory",
  "unit",
  "attributes",
  "price",
  "discountType",
  "stock",
  "maxPurchaseLimit",
  "policy",
  "hsnCode",
  "gstRate",
  "tags",
  "location",
  "photos",
];

/** Add mode's request: every field, the attributes, tags and chosen photos as one multipart body. */
export function formData(text: Text, attributes: string[], photos: Photo[]): FormData {
  const data = new FormData();
  const plain: (keyof Text)[] = [
    "name",
    "pin",
    "colour",
    "description",
    "category",
    "unit",
    "price",
    "discountType",
    "stock",
    "maxPurchaseLimit",
    "location",
    "policy",
  ];
  for (const field of plain) data.append(field, text[field]);
  // Left out when blank: the product has none yet.
  if (text.hsnCode.trim()) data.append("hsnCode", text.hsnCode.trim());
  if (text.gstRate) data.append("gstRate", text.gstRate);
  if (text.subcategory) data.append("subcategory", text.subcategory);
  if (text.vendorId) data.append("vendorId", text.vendorId);
  for (const attribute of attributes) data.append("attributes", attribute);
  for (const tag of text.tags.split(",").map((t) => t.trim()).filter(Boolean)) data.append("tags", tag);
  for (const photo of photos) if (photo.file) data.append("photos", photo.file, photo.file.name);
  return data;
}

/** Edit mode's request: the checked values as JSON (the photos change through their own calls). */
export function jsonBody(text: Text, attributes: string[]) {
  const result = checkProductInput({ ...text, attributes });
  if (!result.ok) throw new Error("unreachable: checked before sending");
  const v = result.values;
  return {
    name: v.name,
    pin: v.pin,
    colour: v.colour,
    description: v.description,
    category: v.category,
    subcategory: v.subcategory,
    unit: v.unit,
    price: v.pricePaise / 100,
    discountType: v.discountPercent,
    stock: v.stock,
    maxPurchaseLimit: v.maxPurchaseLimit,
    attributes: v.attributes,
    tags: v.tags,
    location: v.location,
    policy: v.policy,
    // null clears them.
    hsnCode: v.hsnCode ?? null,
    gstRate: v.gstRate ?? null,
  };
}

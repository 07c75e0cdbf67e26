/**
 * The product form of the vendor area and the admin panel (spec sections 4, 5, 8): add mode sends every
 * field and the photos as one multipart request; edit mode sends the fields as JSON, while its photos are
 * added, removed and reordered at once through their own calls. The form checks the server's own rules
 * (src/catalogue/store-products/product-writes.rules.ts) before sending; choosing a category clears the subcategory; the
 * policy text follows the price (the 1000 threshold of src/catalogue/products/return-policy.ts).
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { autoPolicy } from "../src/catalogue/products/return-policy.ts";
import { discountedPaise, formatPaise } from "../src/core/money.ts";
import {
  checkProductInput,
  type EditableProduct,
  failureText,
  limitWithinStock,
  MAX_OVER_STOCK,
  PHOTO_REQUIRED,
  PRODUCT_ADDED,
  PRODUCT_LABELS,
  PRODUCT_UPDATED,
  type ProductErrors,
  type ProductField,
  REQUIRED,
} from "../src/catalogue/store-products/product-writes.rules.ts";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { Select, TextArea } from "./_product-fields.tsx";
import { ProductPhotos, useProductPhotos } from "./_product-photos.tsx";
import { ProductAttributes, useProductAttributes } from "./_product-attributes.tsx";

interface Named {
  id: string;
  name: string;
}

interface Props {
  mode: "add" | "edit";
  /** Edit mode: the product as stored. */
  product?: EditableProduct;
  categories: (Named & { subcategories: Named[] })[];
  units: Named[];
  attributes: Named[];
  /** The admin's form: the stores to add to (a vendor always adds to its own); required then. */
  stores?: Named[];
  /** The store chosen beforehand (an id of `stores`). */
  store?: string;
  /** Where to go once saved: /vendor-dashboard (vendor) or /panel/product (admin). */
  doneHref: string;
  /** Where Cancel goes (default: doneHref). */
  cancelHref?: string;
  /** What the form says (spec section 8 words the vendor's and the admin's texts differently). */
  texts?: Partial<FormTexts>;
}

export interface FormTexts {
  added: string;
  updated: string;
  /** Before the server's reason when a change is refused; none: "Error: <reason>". */
  updateFailed?: string;
}

const VENDOR_TEXTS: FormTexts = { added: PRODUCT_ADDED, updated: PRODUCT_UPDATED };

type Text = Record<
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
  | "vendorId",
  string
>;

type Errors = ProductErrors & { photos?: string; vendorId?: string; attributeValue?: string };

const initialText = (product?: EditableProduct, store = ""): Text => ({
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
  vendorId: store,
});

/** The form's message while fields are marked in red. */
export const CORRECT_FIELDS = "Please correct the fields marked in red.";

const serverReason = (caught: unknown) =>
  caught instanceof ApiError && caught.status > 0 ? caught.message : null;

function ProductForm(
  { mode, product, categories, units, attributes, stores, store, doneHref, cancelHref, texts }: Props,
) {
  const words = { ...VENDOR_TEXTS, ...texts };
  const hydrated = useHydrated();
  const [text, setText] = useState<Text>(() => initialText(product, store));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const photoState = useProductPhotos(mode, product, (photos) => setErrors((all) => ({ ...all, photos })));
  const { photos } = photoState;
  const attributeState = useProductAttributes(
    product?.attributes ?? [],
    (field, error) => setErrors((all) => ({ ...all, [field]: error })),
  );

  const category = categories.find((c) => c.id === text.category);
  const subcategories = category?.subcategories ?? [];
  const unitOptions = units.some((u) => u.name === text.unit) || !text.unit
    ? units
    : [{ id: text.unit, name: text.unit }, ...units];
  const set = (field: keyof Text, value: string) => {
    setText((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  /** Spec section 5: a new category clears the subcategory; the price fills the policy. */
  const chooseCategory = (id: string) => {
    setText((all) => ({ ...all, category: id, subcategory: "" }));
    setErrors((all) => ({ ...all, category: undefined, subcategory: undefined }));
  };
  const changePrice = (price: string) => {
    setText((all) => ({ ...all, price, policy: autoPolicy(price) }));
    setErrors((all) => ({ ...all, price: undefined }));
  };

  const input = (attributes: string[]) => ({ ...text, attributes });

  /** Every rule the browser can check; the first problem's field gets the focus. */
  function check(attributes: string[]): Errors {
    const result = checkProductInput(input(attributes));
    const found: Errors = result.ok ? {} : { ...result.errors };
    if (subcategories.length && !text.subcategory) found.subcategory = REQUIRED;
    if (result.ok && !limitWithinStock(result.values.stock, result.values.maxPurchaseLimit)) {
      found.maxPurchaseLimit = MAX_OVER_STOCK;
    }
    if (mode === "add" && photos.length === 0) found.photos = PHOTO_REQUIRED;
    if (stores && mode === "add" && !text.vendorId) found.vendorId = REQUIRED;
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const attributes = attributeState.takePending();
    const found = check(attributes);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      setNotice({ kind: "error", text: CORRECT_FIELDS });
      requestAnimationFrame(() => document.getElementById(FOCUS_ID[first] ?? `product-${first}`)?.focus());
      return;
    }
    setBusy(true);
    try {
      if (mode === "add") await apiCall("POST", "/api/products/add-product", formData(attributes));
      else {
        const path = `/api/products/update-product/${encodeURIComponent(product!.id)}`;
        await apiCall("PUT", path, jsonBody(attributes));
      }
      setNotice({ kind: "success", text: mode === "add" ? words.added : words.updated });
      setTimeout(() => location.assign(doneHref), 1200);
    } catch (caught) {
      const reason = serverReason(caught);
      const text = mode === "edit" && words.updateFailed
        ? reason === null ? words.updateFailed : `${words.updateFailed}: ${reason}`
        : failureText(reason);
      setNotice({ kind: "error", text });
      setBusy(false);
    }
  }

  function formData(attributes: string[]): FormData {
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
    if (text.subcategory) data.append("subcategory", text.subcategory);
    if (text.vendorId) data.append("vendorId", text.vendorId);
    for (const attribute of attributes) data.append("attributes", attribute);
    for (const tag of text.tags.split(",").map((t) => t.trim()).filter(Boolean)) data.append("tags", tag);
    for (const photo of photos) if (photo.file) data.append("photos", photo.file, photo.file.name);
    return data;
  }

  function jsonBody(attributes: string[]) {
    const result = checkProductInput(input(attributes));
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
    };
  }

  const fieldProps = (field: keyof Text & ProductField) => ({
    id: `product-${field}`,
    label: OPTIONAL_FIELDS.includes(field) ? `${PRODUCT_LABELS[field]} (optional)` : PRODUCT_LABELS[field],
    value: text[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  // The request to correct fields goes once none is marked any more (each clears as it is changed).
  const shownNotice = notice?.text === CORRECT_FIELDS && !Object.values(errors).some(Boolean) ? null : notice;

  const pricePaise = Math.round(Number(text.price.replaceAll(",", "")) * 100);
  const discount = Number(text.discountType);
  const showPays = pricePaise > 0 && Number.isFinite(pricePaise) && discount >= 0 && discount <= 100;

  return (
    <form className="product-form" noValidate onSubmit={save} data-testid="product-form">
      {stores && mode === "add" && (
        <PanelSection id="product-store-section" title="Store">
          <Select
            id="product-vendorId"
            label="Store"
            value={text.vendorId}
            error={errors.vendorId}
            onChange={(v) => set("vendorId", v)}
            placeholder="Select a store"
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        </PanelSection>
      )}
      <PanelSection id="product-basics" title="Product">
        <div className="product-form-grid">
          <div className="product-form-wide">
            <Field {...fieldProps("name")} required maxLength={200} autoComplete="off" />
          </div>
          <Field
            {...fieldProps("pin")}
            required
            maxLength={64}
            autoComplete="off"
            hint="Your own code for it, e.g. RDM-N13-8256"
          />
          <Field {...fieldProps("colour")} required maxLength={60} autoComplete="off" />
          <div className="product-form-wide">
            <TextArea {...fieldProps("description")} rows={5} maxLength={5000} required />
          </div>
        </div>
      </PanelSection>

      <PanelSection id="product-classify" title="Category and attributes">
        <div className="product-form-grid">
          <Select
            id="product-category"
            label={PRODUCT_LABELS.category}
            value={text.category}
            error={errors.category}
            onChange={chooseCategory}
            placeholder="Select a category"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            id="product-subcategory"
            label={PRODUCT_LABELS.subcategory}
            value={text.subcategory}
            error={errors.subcategory}
            onChange={(v) => set("subcategory", v)}
            placeholder={!category
              ? "Choose a category first"
              : subcategories.length
              ? "Select a subcategory"
              : "None in this category"}
            disabled={!category || subcategories.length === 0}
            required={subcategories.length > 0}
            options={subcategories.map((s) => ({ value: s.id, label: s.name }))}
          />
          <Select
            id="product-unit"
            label={PRODUCT_LABELS.unit}
            value={text.unit}
            error={errors.unit}
            onChange={(v) => set("unit", v)}
            placeholder="Select a unit"
            required
            options={unitOptions.map((u) => ({ value: u.name, label: u.name }))}
          />
        </div>
        <ProductAttributes
          state={attributeState}
          attributes={attributes}
          valueError={errors.attributeValue}
          listError={errors.attributes}
        />
      </PanelSection>

      <PanelSection id="product-pricing" title="Price and stock">
        <div className="product-form-grid product-form-numbers">
          <Field
            {...fieldProps("price")}
            onChange={(e) => changePrice(e.target.value)}
            required
            inputMode="decimal"
            autoComplete="off"
            hint="MRP in rupees, e.g. 1299.50"
          />
          <Field
            {...fieldProps("discountType")}
            type="number"
            min={0}
            max={100}
            step={1}
            required
            inputMode="numeric"
          />
          <Field {...fieldProps("stock")} type="number" min={0} step={1} required inputMode="numeric" />
          <Field
            {...fieldProps("maxPurchaseLimit")}
            type="number"
            min={1}
            step={1}
            required
            inputMode="numeric"
            hint="Most units one order may hold; not more than the stock."
          />
        </div>
        {showPays && (
          <p className="product-pays" aria-live="polite">
            Customers pay <strong>{formatPaise(discountedPaise(pricePaise, discount))}</strong>
          </p>
        )}
        <TextArea
          {...fieldProps("policy")}
          rows={4}
          maxLength={2000}
          hint="Filled from the price (up to ₹1,000: return and exchange; above: service-centre repair). You may edit it."
        />
      </PanelSection>

      <PanelSection id="product-details" title="Tags and location">
        <div className="product-form-grid">
          <Field
            {...fieldProps("tags")}
            maxLength={800}
            autoComplete="off"
            hint="Separate with commas"
          />
          <Field
            {...fieldProps("location")}
            maxLength={100}
            autoComplete="address-level2"
            hint="Where it ships from"
          />
        </div>
      </PanelSection>

      <ProductPhotos state={photoState} mode={mode} error={errors.photos} hydrated={hydrated} />

      <div className="product-form-actions">
        <FormNotice notice={shownNotice} />
        <a className="btn" href={cancelHref ?? doneHref}>Cancel</a>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy}
          data-testid="product-submit"
        >
          {busy ? "Saving..." : mode === "add" ? "Add Product" : "Update Product"}
        </button>
      </div>
    </form>
  );
}

/** Spec section 5: the only optional fields (the subcategory depends on the category). */
const OPTIONAL_FIELDS: readonly ProductField[] = ["tags", "location", "policy"];

/** Fields whose problem is shown on a group: focus goes to the group's control. */
const FOCUS_ID: Partial<Record<keyof Errors, string>> = {
  attributes: "product-attribute-value",
  photos: "product-photos-input",
};

/** Where focus goes after a refused submit: the first field in the order the form shows them. */
const FIELD_ORDER: (keyof Errors)[] = [
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
  "tags",
  "location",
  "photos",
];

export default island("ProductForm", ProductForm);

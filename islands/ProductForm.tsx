/**
 * The product form of the vendor area and the admin panel (spec sections 4, 5, 8): add mode sends every
 * field and the photos as one multipart request; edit mode sends the fields as JSON, while its photos are
 * added, removed and reordered at once through their own calls. The form checks the server's own rules
 * (src/catalogue/product-writes.rules.ts) before sending; choosing a category clears the subcategory; the
 * policy text follows the price (the 1000 threshold of src/catalogue/policy.ts).
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { autoPolicy } from "../src/catalogue/policy.ts";
import { discountedPaise, formatPaise } from "../src/core/money.ts";
import { mediaIdOf, mediaVariantUrl } from "../src/uploads/media-urls.ts";
import {
  checkProductInput,
  type EditableProduct,
  failureText,
  limitWithinStock,
  MAX_OVER_STOCK,
  MAX_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_REQUIRED,
  PHOTO_TYPES,
  PHOTOS_MAX_TOTAL_BYTES,
  PRODUCT_ADDED,
  PRODUCT_LABELS,
  PRODUCT_UPDATED,
  type ProductErrors,
  type ProductField,
  REQUIRED,
} from "../src/catalogue/product-writes.rules.ts";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";

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
  /** The admin's form: the stores to add to (a vendor always adds to its own). */
  stores?: Named[];
  /** Where to go once saved: /vendor-dashboard (vendor) or /admin (admin). */
  doneHref: string;
}

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

const initialText = (product?: EditableProduct): Text => ({
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
  vendorId: "",
});

/** A photo in the form: a chosen file (add mode) or a stored photo (edit mode). */
interface Photo {
  key: string;
  url: string;
  name: string;
  file?: File;
  mediaId?: string;
}

const storedPhotos = (urls: string[]): Photo[] =>
  urls.map((url, i) => {
    const mediaId = mediaIdOf(url) ?? url;
    return { key: mediaId, mediaId, url: mediaVariantUrl(mediaId, 320), name: `Photo ${i + 1}` };
  });

const MB = 1024 * 1024;

/** Why a chosen file cannot be a photo, before it is sent (the server judges the bytes again). */
function fileProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return `"${file.name}" is over ${PHOTO_MAX_BYTES / MB} MB: choose a smaller photo.`;
  }
  return undefined;
}

const failure = (caught: unknown) =>
  failureText(caught instanceof ApiError && caught.status > 0 ? caught.message : null);

function ProductForm({ mode, product, categories, units, attributes, stores, doneHref }: Props) {
  const hydrated = useHydrated();
  const [text, setText] = useState<Text>(() => initialText(product));
  const [attributeList, setAttributeList] = useState<string[]>(product?.attributes ?? []);
  const [attributeName, setAttributeName] = useState("");
  const [attributeValue, setAttributeValue] = useState("");
  const [photos, setPhotos] = useState<Photo[]>(() =>
    (product?.photos ?? []).map((p, i) => ({
      key: p.mediaId,
      mediaId: p.mediaId,
      url: p.url,
      name: `Photo ${i + 1}`,
    }))
  );
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [photoNotice, setPhotoNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // Previews of chosen files are object URLs: released when the form goes away.
  const previews = useRef(photos);
  previews.current = photos;
  useEffect(() => () => previews.current.forEach((p) => p.file && URL.revokeObjectURL(p.url)), []);

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

  /** The list with the attribute being typed, if any: a value typed but not yet added still counts. */
  const withPending = (list: string[]) => {
    const value = attributeValue.trim();
    const entry = attributeName ? `${attributeName}: ${value}` : value;
    return value && !list.includes(entry) ? [...list, entry] : list;
  };

  const addAttribute = () => {
    if (!attributeValue.trim()) {
      setErrors((all) => ({ ...all, attributeValue: REQUIRED }));
      return;
    }
    setAttributeList(withPending(attributeList));
    setAttributeValue("");
    setErrors((all) => ({ ...all, attributes: undefined, attributeValue: undefined }));
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
    const attributes = withPending(attributeList);
    if (attributes !== attributeList) {
      setAttributeList(attributes);
      setAttributeValue("");
    }
    const found = check(attributes);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      setNotice({ kind: "error", text: "Please correct the fields marked in red." });
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
      setNotice({ kind: "success", text: mode === "add" ? PRODUCT_ADDED : PRODUCT_UPDATED });
      setTimeout(() => location.assign(doneHref), 1200);
    } catch (caught) {
      setNotice({ kind: "error", text: failure(caught) });
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

  /** Edit mode: a photo change goes to the server at once; the answer is the product's photos. */
  async function photoCall(method: "POST" | "PUT" | "DELETE", path: string, body: unknown, done: string) {
    setPhotoBusy(true);
    setPhotoNotice(null);
    try {
      const answer = await apiCall<{ product: { photos: string[] } }>(
        method,
        `/api/products/${encodeURIComponent(product!.id)}/photos${path}`,
        body,
      );
      setPhotos(storedPhotos(answer.product.photos));
      setPhotoNotice({ kind: "success", text: done });
    } catch (caught) {
      setPhotoNotice({ kind: "error", text: failure(caught) });
    } finally {
      setPhotoBusy(false);
    }
  }

  async function choosePhotos(files: File[]) {
    if (fileInput.current) fileInput.current.value = "";
    if (!files.length) return;
    setErrors((all) => ({ ...all, photos: undefined }));
    const problem = files.map(fileProblem).find(Boolean) ??
      (photos.length + files.length > MAX_PHOTOS
        ? `A product has at most ${MAX_PHOTOS} photos.`
        : undefined) ??
      (mode === "add" &&
          [...photos.map((p) => p.file!), ...files].reduce((sum, f) => sum + f.size, 0) >
            PHOTOS_MAX_TOTAL_BYTES
        ? "These photos are too large together: add the rest after saving, from the edit page."
        : undefined);
    if (problem) {
      setErrors((all) => ({ ...all, photos: problem }));
      return;
    }
    if (mode === "edit") {
      const data = new FormData();
      for (const file of files) data.append("photos", file, file.name);
      await photoCall("POST", "", data, files.length === 1 ? "Photo added." : "Photos added.");
      return;
    }
    const added = files.map((file) => ({
      key: `${file.name}-${file.size}-${crypto.randomUUID()}`,
      url: URL.createObjectURL(file),
      name: file.name,
      file,
    }));
    setPhotos([...photos, ...added]);
    setPhotoNotice({ kind: "info", text: `${photos.length + added.length} photos chosen.` });
  }

  async function removePhoto(index: number) {
    const photo = photos[index];
    if (mode === "edit") {
      await photoCall("DELETE", `/${photo.mediaId}`, undefined, "Photo removed.");
      return;
    }
    URL.revokeObjectURL(photo.url);
    setPhotos(photos.filter((_, i) => i !== index));
    setPhotoNotice({ kind: "info", text: `${photo.name} removed.` });
  }

  async function movePhoto(index: number, by: -1 | 1) {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    const where = `${photos[index].name} is now photo ${index + by + 1} of ${photos.length}.`;
    if (mode === "edit") {
      await photoCall("PUT", "/order", { photos: next.map((p) => p.mediaId) }, where);
      return;
    }
    setPhotos(next);
    setPhotoNotice({ kind: "info", text: where });
  }

  const fieldProps = (field: keyof Text & ProductField) => ({
    id: `product-${field}`,
    label: OPTIONAL_FIELDS.includes(field) ? `${PRODUCT_LABELS[field]} (optional)` : PRODUCT_LABELS[field],
    value: text[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

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
        <fieldset className="product-attributes" aria-describedby="product-attributes-hint">
          <legend id="product-attributes">
            {PRODUCT_LABELS.attributes} <span className="required-mark">(at least one)</span>
          </legend>
          <p id="product-attributes-hint" className="form-hint">
            Pick an attribute and type its value (RAM: 8 GB), or leave the attribute empty for a feature (Fast
            charging).
          </p>
          <div className="product-attribute-add">
            <div className="form-field">
              <label htmlFor="product-attribute-name">Attribute</label>
              <select
                id="product-attribute-name"
                value={attributeName}
                onChange={(e) => setAttributeName(e.target.value)}
              >
                <option value="">Feature (no name)</option>
                {attributes.map((a) => <option key={a.id} value={a.name}>{a.name}</option>)}
              </select>
            </div>
            <Field
              id="product-attribute-value"
              label="Value"
              value={attributeValue}
              error={errors.attributeValue}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setAttributeValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addAttribute();
                }
              }}
            />
            <button type="button" className="btn btn-outline" onClick={addAttribute}>Add</button>
          </div>
          {errors.attributes && <p className="form-error" role="alert">{errors.attributes}</p>}
          <ul className="product-chips" aria-label="Attributes added">
            {attributeList.map((attribute) => (
              <li key={attribute}>
                <span>{attribute}</span>
                <button
                  type="button"
                  aria-label={`Remove ${attribute}`}
                  onClick={() => setAttributeList(attributeList.filter((a) => a !== attribute))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
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

      <PanelSection id="product-photos" title="Photos">
        <p className="form-hint" id="product-photos-hint">
          JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES / MB} MB each, at most{" "}
          {MAX_PHOTOS}. The first is the main photo.
          {mode === "edit" && " Changes to photos are saved at once."}
        </p>
        <div className="product-photo-pick">
          <input
            ref={fileInput}
            id="product-photos-input"
            className="visually-hidden"
            type="file"
            accept={PHOTO_TYPES.join(",")}
            multiple
            aria-describedby="product-photos-hint"
            disabled={!hydrated || photoBusy || photos.length >= MAX_PHOTOS}
            onChange={(e) => choosePhotos([...(e.target.files ?? [])])}
          />
          <label className="btn btn-outline" htmlFor="product-photos-input">Add photos</label>
          {photoBusy && <span className="muted">Saving photos…</span>}
        </div>
        {errors.photos && <p className="form-error" role="alert">{errors.photos}</p>}
        <ol className="product-photo-list" aria-label="Photos in display order">
          {photos.map((photo, i) => (
            <li key={photo.key} className="product-photo">
              <img
                src={photo.url}
                alt={`Photo ${i + 1}${i === 0 ? " (main)" : ""}`}
                width={160}
                height={160}
              />
              <span className="product-photo-name">{i === 0 ? "Main photo" : `Photo ${i + 1}`}</span>
              <div className="product-photo-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={photoBusy || i === 0}
                  aria-label={`Move photo ${i + 1} earlier`}
                  onClick={() => movePhoto(i, -1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={photoBusy || i === photos.length - 1}
                  aria-label={`Move photo ${i + 1} later`}
                  onClick={() => movePhoto(i, 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger-outline"
                  disabled={photoBusy || (mode === "edit" && photos.length === 1)}
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => removePhoto(i)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <FormNotice notice={photoNotice} />
      </PanelSection>

      <div className="product-form-actions">
        <FormNotice notice={notice} />
        <a className="btn" href={doneHref}>Cancel</a>
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

function Wrapped({ id, label, error, hint, children }: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <small id={`${id}-error`} className="form-error">{error}</small>}
      {hint && <small id={`${id}-hint`} className="form-hint">{hint}</small>}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;

function Select({ id, label, value, error, onChange, options, placeholder, disabled, required, hint }: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <Wrapped id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Wrapped>
  );
}

function TextArea({ id, label, value, error, hint, onChange, rows, maxLength, required }: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(e: { target: { value: string } }): void;
  rows: number;
  maxLength: number;
  required?: boolean;
}) {
  return (
    <Wrapped id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        onChange={onChange}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Wrapped>
  );
}

export default island("ProductForm", ProductForm);

/**
 * The product form of the vendor area and the admin panel: add mode sends every
 * field and the photos as one multipart request; edit mode sends the fields as JSON, while its photos are
 * added, removed and reordered at once through their own calls. The form checks the server's own rules
 * (src/catalogue/store-products/product-writes.rules.ts) before sending; choosing a category clears the
 * subcategory; the policy text follows the price (the 1000 threshold of src/catalogue/products/return-policy.ts).
 * Its sections are beside it: islands/_product-basics.tsx (store, product, tags and location),
 * _product-classify.tsx (category and attributes), _product-pricing.tsx (price and stock), _product-tax.tsx
 * (HSN/SAC code and GST rate), _product-photos.tsx;
 * its values and request bodies in _product-form-values.ts.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { autoPolicy } from "../src/catalogue/products/return-policy.ts";
import {
  checkProductInput,
  type EditableProduct,
  failureText,
  limitWithinStock,
  MAX_OVER_STOCK,
  PHOTO_REQUIRED,
  PRODUCT_ADDED,
  PRODUCT_UPDATED,
  REQUIRED,
} from "../src/catalogue/store-products/product-writes.rules.ts";
import { api, ApiError } from "./_api.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { ProductPhotos, useProductPhotos } from "./_product-photos.tsx";
import { useProductAttributes } from "./_product-attributes.tsx";
import {
  type Errors,
  FIELD_ORDER,
  fieldLabel,
  type FieldProps,
  FOCUS_ID,
  formData,
  initialText,
  jsonBody,
  type Text,
} from "./_product-form-values.ts";
import { BasicsSection, DetailsSection, StoreSection } from "./_product-basics.tsx";
import { type CategoryChoice, ClassifySection, type Named, subcategoriesOf } from "./_product-classify.tsx";
import { PricingSection } from "./_product-pricing.tsx";
import { TaxSection } from "./_product-tax.tsx";

interface Props {
  mode: "add" | "edit";
  /** Edit mode: the product as stored. */
  product?: EditableProduct;
  categories: CategoryChoice[];
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
  /** What the form says (the vendor's and the admin's texts are worded differently). */
  texts?: Partial<FormTexts>;
}

export interface FormTexts {
  added: string;
  updated: string;
  /** Before the server's reason when a change is refused; none: "Error: <reason>". */
  updateFailed?: string;
}

const VENDOR_TEXTS: FormTexts = { added: PRODUCT_ADDED, updated: PRODUCT_UPDATED };

/** The form's message while fields are marked in red. */
export const CORRECT_FIELDS = "Please correct the fields marked in red.";

/** The server's reason for a refusal; null when there is none (no answer at all). */
const serverReason = (caught: unknown) =>
  caught instanceof ApiError && !caught.network ? caught.message : null;

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

  const set = (field: keyof Text, value: string) => {
    setText((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  /** A new category clears the subcategory; the price fills the policy. */
  const chooseCategory = (id: string) => {
    setText((all) => ({ ...all, category: id, subcategory: "" }));
    setErrors((all) => ({ ...all, category: undefined, subcategory: undefined }));
  };
  const changePrice = (price: string) => {
    setText((all) => ({ ...all, price, policy: autoPolicy(price) }));
    setErrors((all) => ({ ...all, price: undefined }));
  };

  /** Every rule the browser can check; the first problem's field gets the focus. */
  function check(attributes: string[]): Errors {
    const result = checkProductInput({ ...text, attributes });
    const found: Errors = result.ok ? {} : { ...result.errors };
    if (subcategoriesOf(categories, text.category).length && !text.subcategory) found.subcategory = REQUIRED;
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
      if (mode === "add") await api.post("/api/products/add-product", formData(text, attributes, photos));
      else {
        const path = `/api/products/update-product/${encodeURIComponent(product!.id)}`;
        await api.put(path, jsonBody(text, attributes));
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

  const fieldProps: FieldProps = (field) => ({
    id: `product-${field}`,
    label: fieldLabel(field),
    value: text[field],
    error: errors[field],
    onChange: (e) => set(field, e.target.value),
  });

  // The request to correct fields goes once none is marked any more (each clears as it is changed).
  const shownNotice = notice?.text === CORRECT_FIELDS && !Object.values(errors).some(Boolean) ? null : notice;

  return (
    <form className="product-form" noValidate onSubmit={save} data-testid="product-form">
      {stores && mode === "add" && (
        <StoreSection
          stores={stores}
          value={text.vendorId}
          error={errors.vendorId}
          onChange={(v) => set("vendorId", v)}
        />
      )}
      <BasicsSection fieldProps={fieldProps} />
      <ClassifySection
        text={text}
        errors={errors}
        set={set}
        onCategory={chooseCategory}
        categories={categories}
        units={units}
        attributes={attributes}
        attributeState={attributeState}
      />
      <PricingSection fieldProps={fieldProps} text={text} onPrice={changePrice} />
      <TaxSection fieldProps={fieldProps} text={text} errors={errors} set={set} />
      <DetailsSection fieldProps={fieldProps} />
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

export default island("ProductForm", ProductForm);

/**
 * The product form's category and attributes: the category, its subcategory (required when the category
 * has any; a new category clears it), the unit, and the attributes (islands/_product-attributes.tsx).
 */
import { PRODUCT_LABELS } from "../src/catalogue/store-products/product-writes.rules.ts";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { Select } from "./_product-fields.tsx";
import { type AttributesState, ProductAttributes } from "./_product-attributes.tsx";
import type { Errors, Text } from "./_product-form-values.ts";

export interface Named {
  id: string;
  name: string;
}

export type CategoryChoice = Named & { subcategories: Named[] };

/** The subcategories of the chosen category (none before one is chosen). */
export const subcategoriesOf = (categories: CategoryChoice[], categoryId: string): Named[] =>
  categories.find((c) => c.id === categoryId)?.subcategories ?? [];

export function ClassifySection(
  { text, errors, set, onCategory, categories, units, attributes, attributeState }: {
    text: Text;
    errors: Errors;
    set(field: "subcategory" | "unit", value: string): void;
    /** A new category (it also clears the subcategory). */
    onCategory(id: string): void;
    categories: CategoryChoice[];
    units: Named[];
    attributes: Named[];
    attributeState: AttributesState;
  },
) {
  const category = categories.find((c) => c.id === text.category);
  const subcategories = category?.subcategories ?? [];
  // A unit no longer offered stays choosable on the product that has it.
  const unitOptions = units.some((u) => u.name === text.unit) || !text.unit
    ? units
    : [{ id: text.unit, name: text.unit }, ...units];
  return (
    <PanelSection id="product-classify" title="Category and attributes">
      <div className="product-form-grid">
        <Select
          id="product-category"
          label={PRODUCT_LABELS.category}
          value={text.category}
          error={errors.category}
          onChange={onCategory}
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
  );
}

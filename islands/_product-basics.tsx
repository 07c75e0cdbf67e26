/**
 * The product form's plain sections: the store (the admin's add form only), what the product is (name, own
 * code, colour, description), and its tags and location.
 */
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { Field } from "./_forms.tsx";
import { Select, TextArea } from "./_product-fields.tsx";
import type { FieldProps } from "./_product-form-values.ts";

export function StoreSection({ stores, value, error, onChange }: {
  stores: { id: string; name: string }[];
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <PanelSection id="product-store-section" title="Store">
      <Select
        id="product-vendorId"
        label="Store"
        value={value}
        error={error}
        onChange={onChange}
        placeholder="Select a store"
        options={stores.map((s) => ({ value: s.id, label: s.name }))}
      />
    </PanelSection>
  );
}

export function BasicsSection({ fieldProps }: { fieldProps: FieldProps }) {
  return (
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
  );
}

export function DetailsSection({ fieldProps }: { fieldProps: FieldProps }) {
  return (
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
  );
}

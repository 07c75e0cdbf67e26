/**
 * The product form's tax part: the HSN code (goods) or SAC (services) and the GST rate, both optional; a
 * product without both is sold, but its orders get no tax invoice until they are set
 * (src/catalogue/store-products/product-writes.rules.ts has the rules the server applies).
 */
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { GST_RATES } from "../src/catalogue/store-products/product-writes.rules.ts";
import { Field } from "./_forms.tsx";
import { Select } from "./_product-fields.tsx";
import type { Errors, FieldProps, Text } from "./_product-form-values.ts";

export function TaxSection({ fieldProps, text, errors, set }: {
  fieldProps: FieldProps;
  text: Text;
  errors: Errors;
  set(field: "gstRate", value: string): void;
}) {
  const missing = !text.hsnCode.trim() || !text.gstRate;
  return (
    <PanelSection id="product-tax" title="Tax">
      <p className="form-hint product-tax-help">
        Prices include GST. The tax invoice splits it out of the price with this code and rate.
      </p>
      <div className="product-form-grid product-form-tax">
        <Field
          {...fieldProps("hsnCode")}
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          hint="4, 6 or 8 digits: HSN for goods (phones 8517), SAC for services (repairs 9987)"
        />
        <Select
          id="product-gstRate"
          label="GST rate (optional)"
          value={text.gstRate}
          error={errors.gstRate}
          onChange={(value) => set("gstRate", value)}
          placeholder="Not set"
          options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
        />
      </div>
      {missing && (
        <p className="product-tax-missing" data-testid="product-tax-missing">
          Without both, this product's orders get no tax invoice.
        </p>
      )}
    </PanelSection>
  );
}

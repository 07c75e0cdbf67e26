/**
 * The product form's price and stock: the MRP, discount, stock and purchase limit, what customers pay once
 * discounted, and the return policy the price fills in (src/catalogue/products/return-policy.ts).
 */
import { discountedPaise, formatPaise } from "../src/core/money.ts";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { Field } from "./_forms.tsx";
import { TextArea } from "./_product-fields.tsx";
import type { FieldProps, Text } from "./_product-form-values.ts";

export function PricingSection({ fieldProps, text, onPrice }: {
  fieldProps: FieldProps;
  text: Text;
  /** A new price (it also fills the policy). */
  onPrice(price: string): void;
}) {
  const pricePaise = Math.round(Number(text.price.replaceAll(",", "")) * 100);
  const discount = Number(text.discountType);
  const showPays = pricePaise > 0 && Number.isFinite(pricePaise) && discount >= 0 && discount <= 100;
  return (
    <PanelSection id="product-pricing" title="Price and stock">
      <div className="product-form-grid product-form-numbers">
        <Field
          {...fieldProps("price")}
          onChange={(e) => onPrice(e.target.value)}
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
  );
}

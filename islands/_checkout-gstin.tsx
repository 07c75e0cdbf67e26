/**
 * The checkout's "Buying for a business?" part: a GSTIN to name on the stores' tax invoices, folded away
 * until asked for. Checked on blur and before paying with the store form's own GSTIN check (pattern, state
 * code, check character: src/vendors/stores/store-rules.ts, which the server runs too).
 */
import { checkGstin } from "../src/vendors/stores/store-rules.ts";

/** As the server stores it: spaces around it dropped, upper case. */
export const normalGstin = (typed: string) => typed.trim().toUpperCase();

/** The problem with a typed GSTIN; undefined when blank (a consumer) or right. */
export const gstinProblem = (typed: string): string | undefined => {
  const gstin = normalGstin(typed);
  return gstin ? checkGstin(gstin) : undefined;
};

export function BuyerGstin({ value, error, disabled, onChange, onBlur }: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <details className="checkout-gstin" open={Boolean(value) || Boolean(error)}>
      <summary data-testid="checkout-gstin-toggle">Buying for a business? Add your GSTIN</summary>
      <div className="form-field">
        <label htmlFor="checkout-gstin">GSTIN (optional)</label>
        <input
          id="checkout-gstin"
          name="buyerGstin"
          value={value}
          disabled={disabled}
          maxLength={15}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. 29AAGCB7383J1Z4"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? "checkout-gstin-error checkout-gstin-hint" : "checkout-gstin-hint"}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          data-testid="checkout-gstin"
        />
        {error && <small id="checkout-gstin-error" className="form-error">{error}</small>}
        <small id="checkout-gstin-hint" className="form-hint">
          Each store's tax invoice names it, so your business can claim the GST.
        </small>
      </div>
    </details>
  );
}

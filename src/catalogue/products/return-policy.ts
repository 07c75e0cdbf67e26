/**
 * The policy text a product gets from its price: the product forms fill it in when the price
 * changes and the demo catalogue uses it, so both always agree. Cheap items are simply swapped or refunded;
 * above the threshold a manufacturer-backed service-centre repair is the sensible remedy.
 */

/** Prices up to and including ₹1,000 get the return-and-exchange text. */
export const POLICY_PRICE_THRESHOLD = 1000;

export const RETURN_EXCHANGE_POLICY =
  "7-day return and exchange: if this item arrives damaged, defective, incomplete or different from its " +
  "description, raise a request within 7 days of delivery and we will pick it up free of charge and send a " +
  "replacement or refund you in full. Please return it unused, in its original packaging, with all tags, " +
  "accessories and the invoice. Opened food, personal-care and hygiene products can be returned only if they " +
  "arrived damaged, expired or wrong. Refunds reach your original payment method within 5-7 working days " +
  "after the returned item passes inspection; cash-on-delivery orders are refunded to your bank account.";

export const SERVICE_CENTRE_REPAIR_POLICY =
  "10-day service-centre repair: this product is covered by the manufacturer's warranty. If it develops a " +
  "manufacturing defect, take it to (or book a pickup to) an authorised service centre and the repair is " +
  "completed within 10 days of the centre receiving it, at no cost during the warranty period. Items that " +
  "arrive damaged, defective or with missing parts must be reported within 7 days of delivery for a " +
  "replacement; after that, faults are handled by repair rather than return. Keep the invoice and original " +
  "box, as the service centre needs them. Physical or liquid damage and repairs by unauthorised technicians " +
  "are not covered.";

/**
 * Policy text for a price in rupees as typed in a form or stored as a number. Grouping commas ("1,299") are
 * accepted because Indian shoppers and vendors write prices that way; anything else non-numeric, empty or
 * negative gives "" so the vendor writes the policy themselves.
 */
export function autoPolicy(priceRupees: number | string | null | undefined): string {
  if (priceRupees === null || priceRupees === undefined) return "";
  let price = priceRupees;
  if (typeof price === "string") {
    const text = price.replaceAll(",", "").trim();
    if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return "";
    price = Number(text);
  }
  if (!Number.isFinite(price) || price < 0) return "";
  return price <= POLICY_PRICE_THRESHOLD ? RETURN_EXCHANGE_POLICY : SERVICE_CENTRE_REPAIR_POLICY;
}

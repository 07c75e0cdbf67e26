/** Prices as shoppers read them: the amount to pay, the MRP struck through, and the saving. */
import { discountedPaise, formatPaise } from "../core/money.ts";

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "₹849": the product page rounds the price after discount to whole rupees. */
export const formatWholeRupees = (paise: number): string => wholeRupees.format(Math.round(paise / 100));

interface Props {
  pricePaise: number;
  discountPercent: number;
  /** Product page: whole rupees and a larger type size. Lists keep paise (₹1,23,456.00). */
  variant?: "card" | "detail";
}

export function Price({ pricePaise, discountPercent, variant = "card" }: Props) {
  const finalPaise = discountedPaise(pricePaise, discountPercent);
  const detail = variant === "detail";
  const format = detail ? formatWholeRupees : formatPaise;
  // An MRP in whole rupees reads best without ".00" beside a rounded price; odd paise stay exact.
  const mrp = detail && pricePaise % 100 !== 0 ? formatPaise(pricePaise) : format(pricePaise);
  return (
    <p className={`price price-${variant}`}>
      <span className="price-now" data-testid="price-now">
        {discountPercent > 0 && <span className="visually-hidden">Price after discount:</span>}
        {format(finalPaise)}
      </span>
      {discountPercent > 0 && (
        <>
          <s className="price-mrp">
            <span className="visually-hidden">MRP:</span>
            {mrp}
          </s>
          <span className="price-off">{discountPercent}% off</span>
        </>
      )}
    </p>
  );
}

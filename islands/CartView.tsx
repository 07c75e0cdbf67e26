import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ImageIcon } from "../src/ui/icons.tsx";
import { formatRupees } from "../src/core/money.ts";
import { cartCount } from "./_state.ts";
import { FormNotice } from "./_forms.tsx";
import type { SavedAddress } from "./AddressBook.tsx";
import type { GatewayKind, Payer } from "./_checkout.ts";
import CheckoutDialog from "./_checkout-dialog.tsx";
import {
  type CartData,
  type CartLine,
  fetchCart,
  removeFromCart,
  setCartQuantity,
  useReloadOnBackForward,
} from "./_shop.ts";
import { ApiError } from "./_api.ts";

interface Props {
  userId: string;
  /** The cart as the server computed it when rendering the page. */
  initial: CartData;
  /** Saved delivery addresses, oldest first, for the checkout modal. */
  addresses: SavedAddress[];
  /** The online payment gateway on offer ("none": cash on delivery only). */
  gateway: GatewayKind;
  payer: Payer;
}

const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const MinusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const TrashIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);

/** Why + is disabled (or the line is over what is left), in the shopper's words. */
function boundNote(line: CartLine): string | null {
  if (line.max <= 0) return "Out of stock: remove it to check out.";
  if (line.quantity > line.max) return `Only ${line.max} available now: please lower the quantity.`;
  if (line.quantity < line.max) return null;
  return line.max < line.stock ? `Limit ${line.max} per order` : `Only ${line.stock} in stock`;
}

function Line({ line, busy, message, onQuantity, onRemove }: {
  line: CartLine;
  busy: boolean;
  message?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const note = boundNote(line);
  const href = productHref(line.id);
  return (
    <li className={`cart-line${busy ? " is-busy" : ""}`} data-testid="cart-line" data-product-id={line.id}>
      <a className="cart-line-photo" href={href} tabIndex={-1} aria-hidden="true">
        {line.photo
          ? <img src={line.photo} alt="" width={96} height={96} loading="lazy" decoding="async" />
          : (
            <span className="no-photo">
              <ImageIcon />
            </span>
          )}
      </a>
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          <a href={href}>{line.name}</a>
        </h2>
        <p className="cart-line-price">
          <span className="price-now">{formatRupees(line.price)}</span>
          {line.discount > 0 && (
            <>
              <s className="price-mrp">
                <span className="visually-hidden">MRP:</span>
                {formatRupees(line.mrp)}
              </s>
              <span className="price-off">{line.discount}% off</span>
            </>
          )}
        </p>
        {note && <p className={`cart-line-note${line.quantity > line.max ? " is-warning" : ""}`}>{note}</p>}
      </div>
      <div className="cart-line-controls">
        <div className="qty" role="group" aria-label={`Quantity of ${line.name}`}>
          <button
            type="button"
            className="qty-step"
            aria-label="Decrease quantity"
            disabled={busy || line.quantity <= 1 || line.max <= 0}
            onClick={() =>
              onQuantity(Math.min(line.quantity - 1, line.max))}
            data-testid="qty-minus"
          >
            <MinusIcon />
          </button>
          <output className="qty-value" aria-live="polite" data-testid="qty-value">{line.quantity}</output>
          <button
            type="button"
            className="qty-step"
            aria-label="Increase quantity"
            disabled={busy || line.quantity >= line.max}
            onClick={() =>
              onQuantity(line.quantity + 1)}
            data-testid="qty-plus"
          >
            <PlusIcon />
          </button>
        </div>
        <p className="cart-line-total">
          <span className="visually-hidden">Line total:</span>
          {formatRupees(line.lineTotal)}
        </p>
        <button
          type="button"
          className="cart-remove"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${line.name}`}
          data-testid="cart-remove"
        >
          <TrashIcon />
          <span className="cart-remove-text">Remove</span>
        </button>
      </div>
      {message && <p className="cart-line-message" role="alert">{message}</p>}
    </li>
  );
}

function Coupon() {
  const [code, setCode] = useState("");
  const [message, setMessage] = useState("");
  // Apply only answers with a message; no coupon is validated or applied.
  const onApply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMessage(
      trimmed ? `Coupon "${trimmed}" can't be applied to this order.` : "Please enter a coupon code.",
    );
  };
  return (
    <form className="coupon" onSubmit={onApply}>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={40}
          placeholder="Enter code"
        />
        <button type="submit" className="btn btn-outline">Apply</button>
      </div>
      <p className="coupon-message" role="status" data-testid="coupon-message">{message}</p>
    </form>
  );
}

/** The /cart page's lines and summary for a signed-in customer; every change comes back as the whole cart. */
function CartView({ userId, initial, addresses, gateway, payer }: Props) {
  const [cart, setCart] = useState(initial);
  const [checkingOut, setCheckingOut] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const loading = useReloadOnBackForward(useCallback(() => fetchCart(userId), [userId]), setCart);

  const change = async (productId: string, call: () => Promise<CartData>) => {
    setBusy(productId);
    setMessages(({ [productId]: _, ...rest }) => rest);
    try {
      setCart(await call());
    } catch (error) {
      // A refused quantity says why (the shopper must learn it); anything else is only logged.
      if (error instanceof ApiError && !error.network && error.status < 500) {
        setMessages((all) => ({ ...all, [productId]: error.message }));
      } else console.error(error);
    } finally {
      setBusy(null);
    }
  };

  // A line beyond what is left (out of stock, or more than remain) would be refused at checkout.
  const blocked = cart.lines.some((line) => line.quantity > line.max);
  const reload = () => fetchCart(userId).then(setCart, console.error);

  // The server empties the stored cart when it places the orders; the page and the header follow.
  function onPlaced(message: string) {
    setCheckingOut(false);
    setPlaced(message);
    setCart({ lines: [], total: 0, count: 0 });
    cartCount.value = 0;
  }

  // Pay Now was pressed low on a long page; the emptied cart leaves the notice above the fold.
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (placed) successRef.current?.scrollIntoView({ block: "center" });
  }, [placed]);

  const success = placed && (
    <div ref={successRef} className="checkout-success" data-testid="checkout-success">
      <FormNotice notice={{ kind: "success", text: placed }}>
        {" "}
        <a href="/order-customer">View my orders</a>
      </FormNotice>
    </div>
  );

  if (cart.lines.length === 0) {
    return (
      <>
        {success}
        <div className="empty-state cart-empty">
          <p className="empty-title">Your cart is empty.</p>
          <p>Find something you like and add it here.</p>
          <a className="btn btn-primary" href="/">Continue shopping</a>
        </div>
      </>
    );
  }

  return (
    <div className="cart-layout">
      <section className="cart-lines panel" aria-label="Items in your cart">
        {loading && <p className="muted" role="status">Loading...</p>}
        <ul>
          {cart.lines.map((line) => (
            <Line
              key={line.id}
              line={line}
              busy={busy === line.id}
              message={messages[line.id]}
              onQuantity={(quantity) => change(line.id, () => setCartQuantity(line.id, quantity))}
              onRemove={() => change(line.id, () => removeFromCart(line.id))}
            />
          ))}
        </ul>
      </section>
      <aside className="cart-summary panel" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order summary</h2>
        <dl className="cart-totals">
          <div>
            <dt>Items</dt>
            <dd data-testid="cart-count">{plural(cart.count, "item", "items")}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd className="cart-free">Free</dd>
          </div>
          <div className="cart-total">
            <dt>Total</dt>
            <dd data-testid="cart-total">{formatRupees(cart.total)}</dd>
          </div>
        </dl>
        <p className="tax-note">Inclusive of all taxes</p>
        <Coupon />
        <button
          type="button"
          className="btn btn-accent btn-lg cart-checkout"
          disabled={busy !== null || loading || blocked}
          aria-describedby={blocked ? "checkout-note" : undefined}
          onClick={() => setCheckingOut(true)}
          data-testid="proceed-to-checkout"
        >
          Proceed to checkout
        </button>
        {blocked && (
          <p id="checkout-note" className="cart-checkout-note">
            Lower or remove the items marked above to check out.
          </p>
        )}
      </aside>
      {checkingOut && (
        <CheckoutDialog
          addresses={addresses}
          gateway={gateway}
          payer={payer}
          total={cart.total}
          itemCount={cart.count}
          lines={cart.lines.map((line) => ({ productId: line.id, quantity: line.quantity }))}
          onClose={() => setCheckingOut(false)}
          onPlaced={onPlaced}
          onCartChanged={reload}
        />
      )}
    </div>
  );
}

export default island("CartView", CartView);

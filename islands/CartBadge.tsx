import { useSignals } from "@preact/signals-react/runtime";
import { island } from "../src/ui/island.tsx";
import { cartCount } from "./_state.ts";

/** The badge itself; pages where nothing can change the cart render it on the server only (no script). */
export function CartCountBadge({ count }: { count: number }) {
  return (
    <span
      className="badge"
      aria-label={`${count} ${count === 1 ? "item" : "items"} in cart`}
      hidden={count === 0}
    >
      {count}
    </span>
  );
}

interface Props {
  /** The count the server knew when it rendered the page. */
  initialCount: number;
}

/** The live cart count in the header: follows the shared signal that Add to Cart updates. */
function CartBadge({ initialCount }: Props) {
  useSignals();
  return <CartCountBadge count={cartCount.value ?? initialCount} />;
}

export default island("CartBadge", CartBadge);

import { useSignals } from "@preact/signals-react/runtime";
import { island } from "../src/ui/island.tsx";
import { cartCount } from "./_state.ts";

interface Props {
  /** The count the server knew when it rendered the page. */
  initialCount: number;
}

/** The cart count in the header; every copy of it (desktop and mobile) follows the shared signal. */
function CartBadge({ initialCount }: Props) {
  useSignals();
  const count = cartCount.value ?? initialCount;
  return (
    <span className="badge" aria-label={`${count} items in cart`} hidden={count === 0}>
      {count}
    </span>
  );
}

export default island("CartBadge", CartBadge);

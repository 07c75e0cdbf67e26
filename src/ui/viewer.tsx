/**
 * Who is looking at a page, as the page's chrome needs it (header icon, cart count, delivery location).
 * mountPages provides it for every page, so pages never thread it through their props.
 */
import { createContext, useContext } from "react";

export interface Viewer {
  user: { id: string; name: string; email: string } | null;
  /** Sum of quantities in the cart (spec section 3). */
  cartCount: number;
  deliveryLocation: string | null;
}

export const VISITOR: Viewer = { user: null, cartCount: 0, deliveryLocation: null };
export const ViewerContext = createContext<Viewer>(VISITOR);
export const useViewer = () => useContext(ViewerContext);

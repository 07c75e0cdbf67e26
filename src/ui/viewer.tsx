/**
 * Who is looking at a page, as the page's chrome needs it (header icon, cart count, delivery location).
 * mountPages provides it for every page, so pages never thread it through their props.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  type ReactElement,
  useContext,
} from "react";

export interface Viewer {
  user: { id: string; name: string; email: string } | null;
  /** Sum of quantities in the cart (spec section 3). */
  cartCount: number;
  deliveryLocation: string | null;
}

export const VISITOR: Viewer = { user: null, cartCount: 0, deliveryLocation: null };
export const ViewerContext = createContext<Viewer>(VISITOR);
export const useViewer = () => useContext(ViewerContext);

/**
 * A signed-in viewer with nothing of anyone in it. The page cache renders pages shared by every signed-in
 * shopper for it; the parts that show who is looking (inside <Personal>) are then rendered per request.
 */
export const ANY_SHOPPER: Viewer = {
  user: { id: "", name: "", email: "" },
  cartCount: 0,
  deliveryLocation: null,
};

/** A part of the page that depends on the viewer, as the page cache renders it again for each request. */
export interface PersonalPart {
  render: ComponentType<any>;
  props: object;
}

/** While a page is rendered as a template, its personal parts are collected here. */
export const PersonalParts = createContext<PersonalPart[] | null>(null);
/** The element that marks where a personal part starts and ends in a template's HTML. */
export const PERSONAL_MARK = "personal-part";

/**
 * Renders `render(props)`; while a template is rendered, also records it and marks where its HTML is, so
 * it can be replaced by each viewer's own. Everything a part shows of the viewer must come from useViewer
 * inside it, and its props must be the same for every viewer.
 */
export function Personal<P extends object>(
  { render, props }: { render: ComponentType<P>; props: P },
): ReactElement {
  const parts = useContext(PersonalParts);
  const element = createElement(render, props);
  if (!parts) return element;
  const n = parts.push({ render, props }) - 1;
  return createElement(
    Fragment,
    null,
    createElement(PERSONAL_MARK, { "data-from": n }),
    element,
    createElement(PERSONAL_MARK, { "data-to": n }),
  );
}

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
  user: {
    id: string;
    name: string;
    email: string;
    /** A store or the admin may browse the storefront too; only a customer buys. */
    role: "customer" | "vendor" | "admin";
    /** A store account's store name (null for everyone else). */
    storeName?: string | null;
  } | null;
  /** Sum of quantities in the cart (the header's cart badge). */
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
  user: { id: "", name: "", email: "", role: "customer" },
  cartCount: 0,
  deliveryLocation: null,
};

/**
 * A part of the page that depends on the viewer, as the page cache makes it again for each request (from
 * frames React renders once per shape of viewer: src/cache/personal-frames.ts).
 */
export interface PersonalPart {
  render: ComponentType<any>;
  props: object;
}

/**
 * A part the page's route fills per request (its `personal` export): with `variants`, one of the HTML
 * alternatives rendered into the template (the wishlist heart on or off); without, HTML the route makes
 * (the 'Near you' row, kept by the places it shows).
 */
export interface SlotPart {
  slot: string;
  variants?: Record<string, string>;
}

export type TemplatePart = PersonalPart | SlotPart;

/** While a page is rendered as a template, its personal parts are collected here. */
export const PersonalParts = createContext<TemplatePart[] | null>(null);
/** The element that marks where a personal part starts and ends in a template's HTML. */
export const PERSONAL_MARK = "personal-part";

/**
 * Renders `render(props)`; while a template is rendered, also records it and marks where its HTML is, so
 * it can be replaced by each viewer's own. Everything a part shows of the viewer must come from useViewer
 * inside it, and its props must be data, the same for every viewer. It may branch on the viewer's role,
 * on which of its texts are unset or empty and on a cart count of 0, 1 or more; any other text of the
 * viewer it shows as it is (the page cache cuts its HTML at them).
 */
export function Personal<P extends object>(
  { render, props }: { render: ComponentType<P>; props: P },
): ReactElement {
  const parts = useContext(PersonalParts);
  const element = createElement(render, props);
  if (!parts) return element;
  rememberPart(render);
  const n = parts.push({ render, props }) - 1;
  return marked(n, element);
}

type PartCode = Pick<PersonalPart, "render">;
/**
 * The components of personal parts by name ("" when two share one): templates go between server threads
 * by them. A name is the component's own with a hash of its source, so two components of one name in
 * different modules are never taken for each other, whichever of them a thread has seen.
 */
const partsByName = new Map<string, PartCode | "">();
const names = new WeakMap<PartCode["render"], string>();

/** FNV-1a over the text: a module's source is the same in every thread. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The name a personal part's component goes by between threads ("" for an anonymous one). */
export function partName(render: PartCode["render"]): string {
  let name = names.get(render);
  if (name === undefined) {
    name = render.name ? `${render.name} ${hashOf(render.toString())}` : "";
    names.set(render, name);
  }
  return name;
}

function rememberPart(render: PartCode["render"]): void {
  const name = partName(render);
  if (!name) return;
  const known = partsByName.get(name);
  if (known === undefined) partsByName.set(name, { render });
  else if (known && known.render !== render) partsByName.set(name, "");
}

/**
 * The component of a personal part by its `partName`, once this thread has rendered it
 * into a template itself; undefined when unknown, or when two components share that name.
 */
export const partNamed = (name: string): PartCode | undefined => partsByName.get(name) || undefined;

const marked = (n: number, ...content: ReactElement[]) =>
  createElement(
    Fragment,
    null,
    createElement(PERSONAL_MARK, { "data-from": n }),
    ...content,
    createElement(PERSONAL_MARK, { "data-to": n }),
  );

/**
 * A part the route fills per request (see SlotPart). Rendered for one viewer, it shows `variants[value]`,
 * or `children` when there are no variants; in a template, every variant (or nothing), marked.
 */
export function Slot(
  { name, variants, value, children }: {
    name: string;
    variants?: Record<string, ReactElement>;
    value?: string;
    children?: ReactElement | null;
  },
): ReactElement | null {
  const parts = useContext(PersonalParts);
  if (!parts) return variants ? variants[value ?? ""] ?? null : children ?? null;
  const n = parts.push({ slot: name }) - 1;
  if (!variants) return marked(n);
  return marked(
    n,
    ...Object.entries(variants).flatMap(([key, element]) => [
      createElement(PERSONAL_MARK, { key: `or ${key}`, "data-or": key }),
      createElement(Fragment, { key }, element),
    ]),
  );
}

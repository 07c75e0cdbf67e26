/**
 * What the page cache may keep. Only answers that are the same for everyone who may receive them: public
 * catalogue reads and storefront pages, 200s without a cookie being set, asked for without a session.
 */
import type { PagePolicy } from "../core/page-cache.ts";

/** Storefront pages whose body is the same for every viewer; only the header (and dialogs) are personal. */
export const SHARED_PAGES = new Set([
  "/category/:categoryName",
  "/products",
  "/privacy",
  "/termsofuse",
  "/return",
  "/shipping",
  "/vendor-policy",
  "/about",
  "/contactus",
  "/career",
  "/cities",
  "/service-centers",
]);

/**
 * Pages whose body depends on who is signed in, cached for visitors only: home (the shopper's 'Near you'),
 * the product page (their wishlist heart), 'Become a Seller' (a vendor's own store).
 */
export const VISITOR_PAGES = new Set(["/", "/product/:id", "/store"]);

/**
 * Of those, the pages signed-in shoppers still get as templates: what is theirs is in slots their routes
 * fill per request (the route's `personal` export), the rest is the same for every shopper.
 */
export const SLOTTED_PAGES = new Set(["/", "/product/:id"]);

/** How the cache keeps a storefront route's page (ui/pages.ts asks once per route, when mounting it). */
export const pagePolicy = (path: string): PagePolicy => ({
  forVisitors: SHARED_PAGES.has(path) || VISITOR_PAGES.has(path),
  sharedBody: SHARED_PAGES.has(path),
  slotted: SLOTTED_PAGES.has(path),
});

/** The public catalogue's JSON reads (src/catalogue/*.api.ts, src/content/*.api.ts): no session, no viewer. */
const publicReads =
  /^\/(?:api\/products\/get-all-products|api\/products\/get-product\/[^/]+|products(?:\/[^/]+)?|api\/category\/[^/]+|category(?:\/[^/]+)?|api\/banners\/get-banners|units|attributes|cities|jobs)$/;

export const isPublicRead = (path: string) => publicReads.test(path);

/**
 * Writes that never touch a catalogue table (migration 0009's list): a shopper's cart, wishlist, addresses
 * and delivery location. Their answers need not wait for a read of the catalogue log (page-cache.ts): in a
 * sale, a cart add would otherwise wait for the read in flight and one more. A test
 * (shopper-writes.test.ts) makes each of them and checks that the catalogue's version stayed.
 */
const shopperWrites = /^\/api\/(?:cart|wishlist|addresses|location)\//;

export const leavesCatalogue = (path: string) => shopperWrites.test(path);

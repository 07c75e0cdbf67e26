/** Storefront URLs in one place: category pages carry the name (URL-encoded, so "Home & Kitchen" works). */
import { mediaUrl } from "../catalogue/media/media.queries.ts";

export const categoryHref = (name: string, subcategory?: string) =>
  `/category/${encodeURIComponent(name)}` +
  (subcategory ? `?subcategory=${encodeURIComponent(subcategory)}` : "");

export const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;

export const searchHref = (text: string) => `/products?search=${encodeURIComponent(text)}`;

/** The photo a list shows for a product: the first one, or none. */
export const firstPhoto = (photoIds: string[]): string | undefined =>
  photoIds[0] ? mediaUrl(photoIds[0]) : undefined;

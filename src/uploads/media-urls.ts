/**
 * Image URLs for pages and islands, built from the media id alone (no query per product at render time):
 * `/media/{id}` is the stored full-size image, `/media/{id}?w=320` the smallest stored copy at least that
 * wide (or the full-size one when there is none, as for images stored before variants existed).
 * Pure, so islands may import it.
 */

/** Widths of the smaller copies stored with every upload: gallery thumbnails, product cards at 1x and
 * 2x, the product page's main photo at 2x. */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = typeof IMAGE_WIDTHS[number];

/** The longest side of the stored full-size image; larger uploads are scaled down to it. */
export const FULL_IMAGE_SIZE = 1600;

export const mediaUrl = (id: string) => `/media/${id}`;

export const mediaVariantUrl = (id: string, width: ImageWidth) => `/media/${id}?w=${width}`;

/** The media id in a `/media/{id}` URL (what page props carry), or undefined for any other URL. */
export const mediaIdOf = (url: string): string | undefined => /^\/media\/([0-9a-f]{64})$/.exec(url)?.[1];

/**
 * Stored widths as a `srcset`, so the browser downloads the smallest copy sharp enough for the slot; the
 * full-size image comes last when `full` is set. Pages list only the widths a slot can use, to keep HTML
 * short (CARD_WIDTHS, THUMB_WIDTHS).
 */
export const srcSet = (id: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS, full = true) =>
  [
    ...widths.map((w) => `${mediaVariantUrl(id, w)} ${w}w`),
    ...(full ? [`${mediaUrl(id)} ${FULL_IMAGE_SIZE}w`] : []),
  ]
    .join(", ");

/** The `srcset` for a `/media/{id}` URL; undefined for any other URL (which has no smaller copies). */
export const srcSetOfUrl = (
  url: string,
  widths?: readonly ImageWidth[],
  full?: boolean,
): string | undefined => {
  const id = mediaIdOf(url);
  return id && srcSet(id, widths, full);
};

/** A card is at most 270 CSS px wide: 320 at 1x, 640 at 2x and 3x. */
export const CARD_WIDTHS: readonly ImageWidth[] = [320, 640];
/** Thumbnails are at most 68 CSS px wide. */
export const THUMB_WIDTHS: readonly ImageWidth[] = [160, 320];

/**
 * `sizes` follow static/css (base.css container: 1280px, 16px padding, 24px from 768px; storefront.css):
 * the product grid has 2 columns (12px gap) on phones, 3 from 640px and 4 from 1024px (16px gaps), and a
 * card's photo sits inside 12px padding; the product page's gallery takes 5/11 of the container from 900px
 * (32px gap, 16px padding) and the whole width below; thumbnails are 64px, 76px from 900px, less 4px padding.
 * Change them with that CSS.
 */
export const CARD_SIZES =
  "(min-width: 1280px) 270px, (min-width: 1024px) calc(25vw - 50px), (min-width: 640px) calc(33vw - 50px), " +
  "calc(50vw - 48px)";
export const GALLERY_SIZES =
  "(min-width: 1280px) 510px, (min-width: 900px) calc(45vw - 70px), calc(100vw - 66px)";
export const THUMB_SIZES = "(min-width: 900px) 68px, 56px";

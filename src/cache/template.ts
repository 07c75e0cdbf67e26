/**
 * A page for signed-in shoppers, rendered once for ANY_SHOPPER (a signed-in viewer with nothing of anyone in
 * it): the HTML between its personal parts, and the parts themselves. Each request makes only those parts,
 * for its own viewer (from frames React rendered once: personal-frames.ts), and joins them with the rest.
 *
 * The HTML between the parts is kept compressed too (raw deflate, each piece ended by a sync flush so it
 * ends on a byte boundary and any other deflate data may follow it). A request's gzip body is then the
 * kept pieces with its own parts between them as stored (uncompressed) deflate blocks, inside one gzip
 * member: no compression at request time, only a CRC over the page. One member, not one per piece: several
 * members are valid gzip (RFC 1952) but not every client reads past the first.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import {
  PERSONAL_MARK,
  type PersonalPart,
  type SlotPart,
  type TemplatePart,
  type Viewer,
  ViewerContext,
} from "../ui/viewer.tsx";
import type { Fill, Piece } from "../core/page-cache.ts";
import { crcCombine, crcShift } from "./crc32-combine.ts";
import { framedHtml, ViewerTexts } from "./personal-frames.ts";

export type { Fill, Piece };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * HTML that does not change between requests, kept only as its raw deflate (sync-flushed) with the CRC and
 * length of its bytes: the gzip body's CRC is combined from them (crc32-combine.ts). A product page's
 * template is then 6 KB, not 6 KB plus 28 KB of bytes plus the text again, so a cache holds five times as
 * many; the rare client without gzip gets the pieces inflated.
 */
export function piece(text: string): Piece {
  const bytes = encoder.encode(text);
  const deflated = deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  return {
    // A copy: zlib's output is a view of a 16 KB buffer, which a 9-byte piece would otherwise keep alive.
    deflated: new Uint8Array(deflated),
    crc: crc32(bytes),
    length: bytes.length,
    shift: crcShift(bytes.length),
  };
}

export const pieceText = (p: Piece): string =>
  decoder.decode(inflateRawSync(p.deflated, { finishFlush: constants.Z_SYNC_FLUSH }));

/** A slot with its variants' HTML kept (the wishlist heart on or off). */
export interface KeptSlot {
  slot: string;
  variants?: Record<string, Piece>;
}

export interface Template {
  kind: "template";
  /** The HTML around the parts: one more than there are parts. */
  pieces: Piece[];
  parts: (PersonalPart | KeptSlot)[];
  status: number;
  headers: Record<string, string>;
}

// The markers viewer.tsx's Personal and Slot write around each part, and before each variant of a slot.
const marked = new RegExp(
  `<${PERSONAL_MARK} data-from="(\\d+)"></${PERSONAL_MARK}>([\\s\\S]*?)<${PERSONAL_MARK} data-to="\\1"></${PERSONAL_MARK}>`,
  "g",
);
const variantMark = new RegExp(`<${PERSONAL_MARK} data-or="([^"]*)"></${PERSONAL_MARK}>`, "g");

const isSlot = (part: TemplatePart | KeptSlot): part is SlotPart | KeptSlot => "slot" in part;

/** Cuts the parts out of a page rendered for ANY_SHOPPER. */
export function toTemplate(
  page: string,
  parts: TemplatePart[],
  status: number,
  headers: Record<string, string>,
): Template {
  const html: string[] = [];
  const order: (PersonalPart | KeptSlot)[] = [];
  let from = 0;
  for (const match of page.matchAll(marked)) {
    html.push(page.slice(from, match.index));
    const part = parts[Number(match[1])];
    if (isSlot(part)) {
      const pieces = match[2].split(variantMark);
      // split() with a capture group: [before, key1, html1, key2, html2, ...]
      let variants: Record<string, Piece> | undefined;
      for (let i = 1; i < pieces.length; i += 2) (variants ??= {})[pieces[i]] = piece(pieces[i + 1]);
      order.push(variants ? { slot: part.slot, variants } : { slot: part.slot });
    } else order.push(part);
    from = match.index + match[0].length;
  }
  html.push(page.slice(from));
  return { kind: "template", pieces: html.map(piece), parts: order, status, headers };
}

const CUT = `<${PERSONAL_MARK}></${PERSONAL_MARK}>`;

/**
 * The page for one viewer, as pieces kept and HTML made now: personal parts joined from their frames
 * (personal-frames.ts; a part no frame can make is rendered by React, all such in one render: each render
 * has a fixed cost); slots take `fills`.
 */
export function personalise(
  template: Template,
  viewer: Viewer,
  fills: Record<string, Fill | undefined> = {},
): Fill[] {
  const texts = new ViewerTexts(viewer);
  const out: Fill[] = [template.pieces[0]];
  let slow: { at: number; part: PersonalPart }[] | undefined;
  template.parts.forEach((part, i) => {
    if (isSlot(part)) {
      const fill = fills[part.slot];
      if (part.variants) {
        const chosen = part.variants[typeof fill === "string" ? fill : ""];
        out.push(chosen ?? Object.values(part.variants)[0]);
      } else if (fill !== undefined) out.push(fill);
    } else {
      const html = framedHtml(part, texts);
      if (html === undefined) (slow ??= []).push({ at: out.length, part });
      out.push(html ?? "");
    }
    out.push(template.pieces[i + 1]);
  });
  if (slow) {
    const rendered = renderWithReact(slow.map(({ part }) => part), viewer);
    slow.forEach(({ at }, i) => (out[at] = rendered[i]));
  }
  return out;
}

/** These parts, in one render, in order. */
function renderWithReact(slow: PersonalPart[], viewer: Viewer): string[] {
  const children = slow.flatMap(({ render, props }, i) => [
    ...(i ? [createElement(PERSONAL_MARK, { key: `cut${i}` })] : []),
    createElement(render, { ...props, key: i }),
  ]);
  return renderToString(createElement(ViewerContext.Provider, { value: viewer }, ...children)).split(CUT);
}

export const joinText = (fills: Fill[]): string =>
  fills.map((fill) => typeof fill === "string" ? fill : pieceText(fill)).join("");

/** gzip's header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
/** A final, empty deflate block with the fixed codes: ends the stream. */
const FINAL_BLOCK = [0x03, 0x00];
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** One gzip member: kept pieces as they are, HTML made now as stored blocks, then the CRC and the length. */
export function joinGzip(fills: Fill[]): Uint8Array {
  const parts = fills.map((fill) => typeof fill === "string" ? encoder.encode(fill) : fill);
  let size = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  for (const part of parts) {
    if (part instanceof Uint8Array) size += part.length + 5 * Math.ceil(part.length / STORED_MAX);
    else size += part.deflated.length;
  }
  const out = new Uint8Array(size);
  out.set(GZIP_HEADER);
  let at = GZIP_HEADER.length;
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    if (!(part instanceof Uint8Array)) {
      crc = crcCombine(crc, part.crc, part.shift);
      length += part.length;
      out.set(part.deflated, at);
      at += part.deflated.length;
      continue;
    }
    const bytes = part;
    crc = crc32(bytes, crc);
    length += bytes.length;
    // The previous block ended on a byte boundary (sync flush, or a stored block): a stored block's
    // 3 header bits (not final, type 00) pad to one zero byte, then LEN and its complement.
    for (let from = 0; from < bytes.length; from += STORED_MAX) {
      const n = Math.min(STORED_MAX, bytes.length - from);
      out[at] = 0;
      out[at + 1] = n & 0xff;
      out[at + 2] = n >> 8;
      out[at + 3] = ~n & 0xff;
      out[at + 4] = (~n >> 8) & 0xff;
      out.set(bytes.subarray(from, from + n), at + 5);
      at += 5 + n;
    }
  }
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  const view = new DataView(out.buffer);
  view.setUint32(at, crc >>> 0, true);
  view.setUint32(at + 4, length >>> 0, true);
  return out;
}

const pieceSize = (p: Piece) => p.deflated.length + 64;

/** What a template costs in memory, roughly (JavaScript strings of ASCII HTML: about a byte a character). */
export const templateSize = (template: Template) =>
  template.pieces.reduce((sum, p) => sum + pieceSize(p), 0) +
  template.parts.reduce(
    (sum, part) =>
      sum + 1024 +
      ("variants" in part && part.variants
        ? Object.values(part.variants).reduce((s, p) => s + pieceSize(p), 0)
        : 0),
    0,
  );

/**
 * Something pages share that is worth keeping between requests and is nobody's (the products' locations,
 * a pincode's cities, the 'Near you' row of a set of locations): cleared with the rest of the cache.
 */
export interface Fragment {
  kind: "fragment";
  value: Piece | string[];
}

export const fragmentSize = (value: Piece | string[]) =>
  Array.isArray(value) ? value.reduce((sum, s) => sum + s.length + 32, 0) : pieceSize(value);

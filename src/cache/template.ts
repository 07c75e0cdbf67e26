/**
 * A page for signed-in shoppers, rendered once for ANY_SHOPPER (a signed-in viewer with nothing of anyone in
 * it): the HTML between its personal parts, and the parts themselves as component and props. Each request
 * renders only those parts, for its own viewer, and joins them with the rest.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { PERSONAL_MARK, type PersonalPart, type Viewer, ViewerContext } from "../ui/viewer.tsx";

export interface Template {
  kind: "template";
  /** The HTML around the parts: one more than there are parts. */
  html: string[];
  parts: PersonalPart[];
  status: number;
  headers: Record<string, string>;
}

// The markers viewer.tsx's Personal writes around each part.
const marked = new RegExp(
  `<${PERSONAL_MARK} data-from="(\\d+)"></${PERSONAL_MARK}>[\\s\\S]*?<${PERSONAL_MARK} data-to="\\1"></${PERSONAL_MARK}>`,
  "g",
);

/** Cuts the parts out of a page rendered for ANY_SHOPPER. */
export function toTemplate(
  page: string,
  parts: PersonalPart[],
  status: number,
  headers: Record<string, string>,
): Template {
  const html: string[] = [];
  const order: PersonalPart[] = [];
  let from = 0;
  for (const match of page.matchAll(marked)) {
    html.push(page.slice(from, match.index));
    order.push(parts[Number(match[1])]);
    from = match.index + match[0].length;
  }
  html.push(page.slice(from));
  return { kind: "template", html, parts: order, status, headers };
}

const CUT = `<${PERSONAL_MARK}></${PERSONAL_MARK}>`;

/** The page for one viewer: its parts in one render (each render has a fixed cost), cut apart, joined in. */
export function personalise(template: Template, viewer: Viewer): string {
  const children = template.parts.flatMap(({ render, props }, i) => [
    ...(i ? [createElement(PERSONAL_MARK, { key: `cut${i}` })] : []),
    createElement(render, { ...props, key: i }),
  ]);
  const rendered = renderToString(createElement(ViewerContext.Provider, { value: viewer }, ...children))
    .split(CUT);
  let page = template.html[0];
  for (let i = 0; i < template.parts.length; i++) page += rendered[i] + template.html[i + 1];
  return page;
}

/** What a template costs in memory, roughly (JavaScript strings of ASCII HTML: about a byte a character). */
export const templateSize = (template: Template) =>
  template.html.reduce((sum, chunk) => sum + chunk.length, 0) + 1024 * template.parts.length;

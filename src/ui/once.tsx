/**
 * Chrome that is the same on every page (the footer, the mobile menu) is rendered to HTML once per variant
 * and reused: rendering it with React on each request cost about a quarter of a product page's render.
 * Only for markup without islands: an island inside would never be registered or hydrated.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderedOnce<V extends string>(render: (variant: V) => ReactElement) {
  const cache = new Map<V, { __html: string }>();
  return (variant: V) => {
    let html = cache.get(variant);
    if (!html) cache.set(variant, html = { __html: renderToStaticMarkup(render(variant)) });
    return html;
  };
}

/** Server rendering of a page: React to HTML, then the document shell with exactly the islands it used. */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { IslandRegistry } from "./island.tsx";
import type { IslandManifest, Stylesheet } from "./build.ts";
import { asset } from "./assets.ts";

export interface Head {
  title: string;
  description?: string;
  /** Extra robots hint, e.g. "noindex" on error pages. */
  robots?: string;
  /** Which stylesheet bundle the page links: the storefront's (default) or the vendor and admin panels'. */
  stylesheet?: Stylesheet;
}

// Until the server sets the built manifest: the unbundled entries, whose @imports the browser follows.
let manifest: IslandManifest = {
  islands: {},
  styles: { storefront: "/static/styles.css", panel: "/static/panel.css" },
};
export type { Stylesheet };
export const setIslandManifest = (value: IslandManifest) => (manifest = value);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function islandScripts(used: Set<string>): string {
  const preload = new Set<string>();
  const entries: string[] = [];
  for (const name of used) {
    const built = manifest.islands[name];
    if (!built) throw new Error(`Island ${name} is not built; run deno task build`);
    built.imports.forEach((src) => preload.add(src));
    entries.push(built.src);
  }
  return [
    ...[...preload].map((src) => `<link rel="modulepreload" href="${src}">`),
    ...entries.map((src) => `<script type="module" src="${src}"></script>`),
  ].join("");
}

export function renderDocument(element: ReactElement, head: Head): string {
  const used = new Set<string>();
  const body = renderToString(<IslandRegistry.Provider value={used}>{element}</IslandRegistry.Provider>);
  const title = head.title === "SwiftCart" ? head.title : `${head.title} | SwiftCart`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    (head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : "") +
    (head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : "") +
    `<meta name="theme-color" content="#0b5cab">` +
    `<link rel="icon" href="${asset("/static/favicon.svg")}" type="image/svg+xml">` +
    `<link rel="stylesheet" href="${manifest.styles[head.stylesheet ?? "storefront"]}">` +
    `</head><body>${body}${islandScripts(used)}</body></html>`;
}

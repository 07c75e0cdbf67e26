/**
 * The template's pieces: the header's personal parts joined from their frames give exactly React's HTML,
 * for any viewer (escaping included), and a gzip body joined from kept pieces and stored blocks is one
 * valid gzip member holding the page.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { type Fill, joinGzip, joinText, personalise, piece, pieceText, toTemplate } from "./template.ts";
import { framedHtml, ViewerTexts } from "./personal-frames.ts";
import { crcCombine, crcShift } from "./crc32-combine.ts";
import { crc32 } from "node:zlib";
import { personalParts } from "../ui/Layout.tsx";
import { escapeHtml } from "../ui/escape.ts";
import { PERSONAL_MARK, useViewer, type Viewer, ViewerContext, VISITOR } from "../ui/viewer.tsx";

const nasty = [
  `<script>alert("x")</script>`,
  `Tom & Jerry's "flat"`,
  "Pune 411001",
  "",
  "  ",
  "हिन्दी 🏠",
  "\u2028",
];

function viewers(): Viewer[] {
  const all: Viewer[] = [];
  for (const location of [null, ...nasty]) {
    for (const cartCount of [0, 1, 2, 99]) {
      all.push({
        user: { id: `id${cartCount}"<&`, name: "n", email: "e", role: "customer" },
        cartCount,
        deliveryLocation: location,
      });
    }
  }
  // A store (named by its store, or by its account without one) and the admin, names escaped.
  for (const name of nasty) {
    all.push({
      user: { id: "v", name: "n", email: "e", role: "vendor", storeName: name },
      cartCount: 0,
      deliveryLocation: null,
    });
    all.push({
      user: { id: "v", name, email: "e", role: "vendor", storeName: null },
      cartCount: 0,
      deliveryLocation: null,
    });
    all.push({ user: { id: "a", name, email: "e", role: "admin" }, cartCount: 0, deliveryLocation: name });
  }
  return all;
}

const react = (render: (props: any) => unknown, viewer: Viewer, props: object = {}) =>
  renderToString(
    createElement(ViewerContext.Provider, { value: viewer }, createElement(render as any, props)),
  );

/** The part's HTML as a template joins it for this viewer (its frame; never React's fallback here). */
const framed = (render: (props: any) => unknown, viewer: Viewer, props: object = {}) => {
  const html = framedHtml({ render: render as any, props }, new ViewerTexts(viewer));
  assert.ok(html !== undefined, `${render.name} has a frame`);
  return html;
};

Deno.test("the header's personal parts from their frames: exactly what React renders", () => {
  const { ViewersDeliverTo, ViewersCartBadge, ViewersLocationDialog, ViewersMenu, ViewersAccount } =
    personalParts;
  for (const viewer of [...viewers(), VISITOR]) {
    assert.equal(framed(ViewersMenu, viewer), react(ViewersMenu, viewer));
    assert.equal(framed(ViewersAccount, viewer), react(ViewersAccount, viewer));
    if (!viewer.user) continue;
    assert.equal(framed(ViewersDeliverTo, viewer), react(ViewersDeliverTo, viewer));
    assert.equal(framed(ViewersLocationDialog, viewer), react(ViewersLocationDialog, viewer));
    for (const props of [{ liveCart: false }, { liveCart: true }, { liveCart: false, cartCount: 3 }]) {
      assert.equal(framed(ViewersCartBadge, viewer, props), react(ViewersCartBadge, viewer, props));
    }
  }
  // A visitor's badge (no island unless the page changes the cart).
  const visitor: Viewer = { user: null, cartCount: 0, deliveryLocation: null };
  for (const liveCart of [false, true]) {
    assert.equal(
      framed(ViewersCartBadge, visitor, { liveCart }),
      react(ViewersCartBadge, visitor, { liveCart }),
    );
  }
});

Deno.test("a part showing its viewer in a way a frame cannot follow is rendered by React", () => {
  const Shout = () => createElement("b", null, useViewer().user?.name.toUpperCase());
  const part = { render: Shout, props: {} };
  const mark = (n: number) => createElement(PERSONAL_MARK, { "data-from": n }, null);
  const end = (n: number) => createElement(PERSONAL_MARK, { "data-to": n }, null);
  const page = renderToString(createElement("main", null, mark(0), createElement(Shout), end(0)));
  const template = toTemplate(page, [part], 200, {});
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (const name of ["asha", "ravi"]) {
      const viewer: Viewer = {
        user: { id: "i", name, email: "e", role: "customer" },
        cartCount: 0,
        deliveryLocation: null,
      };
      assert.equal(framedHtml(part, new ViewerTexts(viewer)), undefined);
      assert.equal(joinText(personalise(template, viewer)), `<main><b>${name.toUpperCase()}</b></main>`);
    }
  } finally {
    console.warn = warn;
  }
});

Deno.test("escapeHtml: React's five entities", () => {
  assert.equal(escapeHtml(`a<b>&"c'`), "a&lt;b&gt;&amp;&quot;c&#x27;");
  assert.equal(escapeHtml("plain"), "plain");
  for (const text of nasty) {
    assert.equal(
      renderToString(createElement("p", { title: text }, text)),
      `<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`,
    );
  }
});

Deno.test("joinGzip: kept pieces and per-request HTML in one valid gzip member", () => {
  const big = "x".repeat(70_000) + "é".repeat(40_000); // more than one stored block
  const cases: Fill[][] = [
    [piece("<html>"), "", piece("</html>")],
    [piece("<a>"), "Deliver to <b>Pune</b> हिन्दी", piece(""), big, piece("<footer>".repeat(1000))],
    [piece("only")],
    [piece(""), "dynamic", piece("")],
  ];
  for (const fills of cases) {
    const gzip = joinGzip(fills);
    assert.equal(new TextDecoder().decode(gunzipSync(gzip)), joinText(fills));
  }
});

Deno.test("joinGzip: the Fetch API's gzip decoder reads the whole page", async () => {
  const fills: Fill[] = [piece("<p>".repeat(500)), "mine", piece("</p>".repeat(500))];
  const body = new Response(joinGzip(fills) as Uint8Array<ArrayBuffer>).body!
    .pipeThrough(new DecompressionStream("gzip"));
  assert.equal(await new Response(body).text(), joinText(fills));
});

Deno.test("pieces keep no bytes: the CRC of joined bytes is combined, the text is inflated back", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  const texts = ["", "a", "hello ", "world", "हिन्दी 🏠".repeat(999), "x".repeat(200_000)];
  for (const a of texts) {
    for (const b of texts) {
      const whole = crc32(encode(a + b));
      assert.equal(crcCombine(crc32(encode(a)), crc32(encode(b)), crcShift(encode(b).length)), whole);
    }
    assert.equal(pieceText(piece(a)), a);
  }
  const fills: Fill[] = [piece("<main>"), "Deliver to Pune", piece("</main>")];
  assert.equal(new TextDecoder().decode(gunzipSync(joinGzip(fills))), "<main>Deliver to Pune</main>");
});

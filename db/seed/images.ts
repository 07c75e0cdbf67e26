/**
 * Generated SVG artwork for the demo catalogue: product photos (several views per product), category tiles
 * and home banners. Everything is drawn from a small vocabulary of illustrations (./art) tinted by the
 * product colour, so the storefront looks intentional without shipping any binary assets.
 */
import { esc, FONT, lighten, mix, paintFor, wrap } from "./art/colour.ts";
import * as d from "./art/devices.ts";
import * as g from "./art/goods.ts";
import { angled, type Art, type Ctx } from "./art/kit.ts";

const ARTS = {
  phone: d.phone,
  tablet: d.tablet,
  "feature-phone": d.featurePhone,
  laptop: d.laptop,
  tv: d.tv,
  streamer: d.streamer,
  earbuds: d.earbuds,
  headphones: d.headphones,
  speaker: d.speaker,
  soundbar: d.soundbar,
  watch: d.watch,
  band: d.band,
  camera: d.camera,
  "action-cam": d.actionCam,
  lens: d.cameraLens,
  ac: d.airConditioner,
  fridge: d.fridge,
  washer: d.washer,
  mixer: d.mixer,
  "air-fryer": d.airFryer,
  purifier: d.purifier,
  "power-bank": d.powerBank,
  mouse: d.mouse,
  "refurb-phone": g.refurbPhone,
  "refurb-laptop": g.refurbLaptop,
  "refurb-tablet": g.refurbTablet,
  "repair-screen": g.repairScreen,
  "repair-battery": g.repairBattery,
  "repair-laptop": g.repairLaptop,
  "repair-appliance": g.repairAppliance,
  bag: g.bag,
  pouch: g.pouch,
  bottle: g.bottle,
  jar: g.jar,
  carton: g.carton,
  tube: g.tube,
} satisfies Record<string, Art>;

export type ProductKind = keyof typeof ARTS;
export const PRODUCT_KINDS = Object.keys(ARTS) as ProductKind[];

const GROCERY = new Set<ProductKind>(["bag", "pouch", "bottle", "jar", "carton", "tube"]);
const SERVICE = new Set<ProductKind>([
  "repair-screen",
  "repair-battery",
  "repair-laptop",
  "repair-appliance",
]);

export interface PhotoSubject {
  kind: ProductKind;
  colour: string;
  name: string;
  /** Grocery: "Brand|Line|Size"; refurbished: the grade; otherwise unused. */
  label?: string;
  /** Repair services: the turnaround shown on the job card. */
  note?: string;
}

type View = "front" | "back" | "detail" | "extra";

const ctxFor = (subject: PhotoSubject, prefix: string, colour = subject.colour): Ctx => ({
  p: paintFor(colour, subject.name),
  id: (name) => `${prefix}${name}`,
  label: subject.label ?? "",
  note: subject.note ?? "",
});

function backdrop(c: Ctx, shadow = true): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${c.p.bg1}"/>` +
    `<stop offset="1" stop-color="${c.p.bg2}"/></linearGradient><radialGradient id="sh"><stop offset="0" stop-color="#0f1c2e" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="#0f1c2e" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/><circle cx="660" cy="140" r="250" fill="${c.p.glow}" opacity=".45"/>` +
    `<circle cx="90" cy="720" r="220" fill="#fff" opacity=".4"/>` +
    (shadow ? `<ellipse cx="400" cy="670" rx="300" ry="36" fill="url(#sh)"/>` : "");
}

const svg800 = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${body}</svg>`;

/** Retail box with the product standing in front of it. */
function boxShot(art: Art, subject: PhotoSubject, withMiniature = true): string {
  const c = ctxFor(subject, "x");
  const lines = wrap(subject.name.replace(/\s*\(.*\)$/, ""), 20, 2);
  const text = lines.map((t, i) =>
    `<text x="310" y="${
      500 + i * 30
    }" ${FONT} font-size="24" font-weight="700" fill="#1f2937" text-anchor="middle">${esc(t)}</text>`
  ).join("");
  // The miniature on the box face is the same drawing again; skipped when it would make the file too big.
  const face = withMiniature
    ? `<g transform="translate(310 320) scale(.3) translate(-400 -400)">${
      art.front(ctxFor(subject, "i"))
    }</g>`
    : `<circle cx="310" cy="320" r="70" fill="${c.p.body}"/><circle cx="310" cy="320" r="46" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/>`;
  return backdrop(c) +
    `<path d="M130 200 L200 140 H560 L490 200Z" fill="#e4e9ef"/><path d="M490 200 L560 140 V600 L490 660Z" fill="#c3ccd7"/>` +
    `<rect x="130" y="200" width="360" height="460" fill="#fafbfc"/><rect x="130" y="610" width="360" height="50" fill="${c.p.body}"/>` +
    face + `<rect x="260" y="440" width="100" height="4" rx="2" fill="${c.p.body}"/>` + text +
    `<g transform="translate(590 525) scale(.52) translate(-400 -400)">${art.front(c)}</g>`;
}

/** Grocery pack in a kitchen setting: counter, a bowl and a sprig of leaves. */
function lifestyleShot(art: Art, subject: PhotoSubject): string {
  const c = ctxFor(subject, "x");
  return backdrop(c, false) +
    `<rect y="600" width="800" height="200" fill="${mix(c.p.bg2, "#c8a27a", 0.35)}"/>` +
    `<rect y="600" width="800" height="8" fill="#fff" opacity=".5"/>` +
    `<path d="M470 560 H700 Q690 660 585 660 Q480 660 470 560Z" fill="#fff"/><ellipse cx="585" cy="560" rx="115" ry="20" fill="${
      lighten(c.p.body, 0.45)
    }"/>` +
    `<g fill="#4d9a5b"><ellipse cx="140" cy="640" rx="44" ry="16" transform="rotate(-25 140 640)"/><ellipse cx="200" cy="660" rx="44" ry="16" transform="rotate(20 200 660)"/></g>` +
    `<g transform="translate(330 410) scale(.82) translate(-400 -400)">${art.front(c)}</g>`;
}

function photo(subject: PhotoSubject, view: View): string {
  const art = ARTS[subject.kind];
  const c = ctxFor(subject, "a");
  switch (view) {
    case "front":
      return svg800(backdrop(c) + art.front(c));
    case "back":
      return svg800(backdrop(c) + (art.back ? art.back(c) : angled(art.front(c))));
    case "detail": {
      const [fx, fy] = art.focus;
      return svg800(
        backdrop(c, false) +
          `<g transform="translate(400 400) scale(2.1) translate(${-fx} ${-fy})">${art.front(c)}</g>`,
      );
    }
    case "extra":
      if (GROCERY.has(subject.kind)) return svg800(lifestyleShot(art, subject));
      if (SERVICE.has(subject.kind)) return svg800(backdrop(c) + angled(art.front(c)));
      {
        const full = svg800(boxShot(art, subject));
        return full.length <= 5800 ? full : svg800(boxShot(art, subject, false));
      }
  }
}

/** `count` (1-4) photos of one product, each a different view: front, back, close-up, box or lifestyle. */
export function productPhotos(subject: PhotoSubject, count: number): string[] {
  const order: View[] = ["front", "back", "detail", "extra"];
  return order.slice(0, Math.max(1, Math.min(4, count))).map((view) => photo(subject, view));
}

export interface Figure {
  kind: ProductKind;
  colour: string;
  x: number;
  y: number;
  scale: number;
  label?: string;
}

function figures(list: Figure[], prefix: string): string {
  return list.map((f, i) => {
    const c = ctxFor(
      { kind: f.kind, colour: f.colour, name: `${f.colour}${i}`, label: f.label },
      `${prefix}${i}`,
    );
    return `<ellipse cx="${f.x}" cy="${f.y + 270 * f.scale}" rx="${260 * f.scale}" ry="${
      30 * f.scale
    }" fill="#0f1c2e" opacity=".14"/>` +
      `<g transform="translate(${f.x} ${f.y}) scale(${f.scale}) translate(-400 -400)">${
        ARTS[f.kind].front(c)
      }</g>`;
  }).join("");
}

/** 400 × 300 category tile: soft accent gradient, rings and one or two illustrations in the middle. */
export function categoryImage(accent: string, list: Figure[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<defs><linearGradient id="cbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${
      lighten(accent, 0.88)
    }"/>` +
    `<stop offset="1" stop-color="${lighten(accent, 0.62)}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#cbg)"/><circle cx="200" cy="150" r="118" fill="#fff" opacity=".45"/>` +
    `<circle cx="200" cy="150" r="146" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>` +
    `<circle cx="20" cy="280" r="70" fill="${
      lighten(accent, 0.5)
    }" opacity=".35"/><circle cx="380" cy="20" r="50" fill="#fff" opacity=".3"/>` +
    figures(list, "c") + `</svg>`;
}

/**
 * 1600 × 400 home banner: a deep gradient that leaves the left half calm for the overlaid title, with
 * decorative shapes and a cluster of product illustrations right of centre. Pages crop banners to their
 * own aspect ratio (object-fit: cover), so the products stay between x ≈ 850 and 1400 to survive the crop.
 */
export function bannerImage(from: string, to: string, list: Figure[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400" width="1600" height="400">` +
    `<defs><linearGradient id="bbg" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset=".55" stop-color="${
      mix(from, to, 0.55)
    }"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#fff" opacity=".28"/></pattern></defs>` +
    `<rect width="1600" height="400" fill="url(#bbg)"/>` +
    `<circle cx="1130" cy="200" r="260" fill="#fff" opacity=".1"/><circle cx="1130" cy="200" r="190" fill="#fff" opacity=".1"/>` +
    `<circle cx="1520" cy="40" r="140" fill="#ffb400" opacity=".3"/><rect x="720" y="40" width="168" height="120" fill="url(#dots)"/>` +
    `<path d="M0 400 L300 400 L520 0 L440 0Z" fill="#fff" opacity=".05"/><path d="M560 400 L640 400 L860 0 L780 0Z" fill="#fff" opacity=".06"/>` +
    figures(list, "b") + `</svg>`;
}

export const svgBytes = (svg: string) => new TextEncoder().encode(svg);

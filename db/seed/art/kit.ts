/** Shared vocabulary of the drawings: the context each one gets and small reusable pieces. */
import type { Paint } from "./colour.ts";

export interface Ctx {
  p: Paint;
  /** Unique SVG ids: several drawings can share one document (boxes, banners). */
  id: (name: string) => string;
  /** Short text some drawings print (grocery labels, grades, turnaround times). */
  label: string;
  note: string;
}

/** A drawing in an 800 × 800 box, standing on a floor line near y = 660. */
export interface Art {
  front(c: Ctx): string;
  /** Back or second view; defaults to the front seen at an angle. */
  back?(c: Ctx): string;
  /** Point the close-up zooms into. */
  focus: [number, number];
}

export const linear = (id: string, stops: string[], vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1">` +
  stops.map((s, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${s}"/>`).join("") +
  `</linearGradient>`;

export const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx=".35" cy=".35" r=".75"><stop offset="0" stop-color="${inner}"/>` +
  `<stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** The same drawing turned a little, as a cheap second view. */
export const angled = (svg: string) => `<g transform="matrix(.86 -.07 0 1 56 28)">${svg}</g>`;

/** Wallpaper for any screen: gradient plus two soft shapes, clipped to the screen rectangle. */
export function screen(c: Ctx, x: number, y: number, w: number, h: number, r: number): string {
  const g = c.id("scr");
  const k = c.id("scrclip");
  return `<defs>${
    linear(g, [c.p.screen1, c.p.screen2])
  }<clipPath id="${k}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath></defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${g})"/>` +
    `<g clip-path="url(#${k})" fill="#fff"><circle cx="${x + w * 0.15}" cy="${y + h * 0.95}" r="${
      w * 0.6
    }" opacity=".18"/>` +
    `<circle cx="${x + w * 0.95}" cy="${y + h * 0.15}" r="${w * 0.45}" opacity=".14"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.5}" opacity=".06"/></g>`;
}

/** A camera lens of radius r: dark barrel, glass with a blue-violet sheen and a highlight. */
export function lens(c: Ctx, cx: number, cy: number, r: number): string {
  const g = c.id("glass");
  return `<defs>${
    radial(g, "#4b5d8a", "#05070b")
  }</defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="#15181e"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="url(#${g})"/>` +
    `<circle cx="${cx - r * 0.25}" cy="${cy - r * 0.25}" r="${r * 0.16}" fill="#fff" opacity=".55"/>`;
}

/** Dotted speaker grille pattern. */
export function grille(c: Ctx, colour: string, step = 14): string {
  const id = c.id("grille");
  return `<defs><pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${step / 2}" cy="${step / 2}" r="${step * 0.22}" fill="${colour}"/></pattern></defs>`;
}

/** Keyboard / keypad pattern of rounded keys. */
export function keys(c: Ctx, colour: string, w: number, h: number, gap = 5): string {
  const id = c.id("keys");
  return `<defs><pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">` +
    `<rect x="${gap / 2}" y="${gap / 2}" width="${w - gap}" height="${h - gap}" rx="${
      Math.min(w, h) * 0.2
    }" fill="${colour}"/></pattern></defs>`;
}

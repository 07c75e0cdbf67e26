/** Colour and text helpers for the generated SVG art. Pure functions, no dependencies. */

/** Product colour names (as vendors write them) to a representative body colour. */
const NAMED: Record<string, string> = {
  black: "#23262d",
  "midnight black": "#1c1f26",
  midnight: "#232a38",
  obsidian: "#1b1d22",
  "phantom black": "#1e2128",
  "jet black": "#17191e",
  graphite: "#3d424b",
  "space grey": "#5d636c",
  "space gray": "#5d636c",
  charcoal: "#3a3d44",
  grey: "#7d848e",
  gray: "#7d848e",
  silver: "#c5cbd3",
  titanium: "#8f8b84",
  "natural titanium": "#a7a096",
  white: "#eef0f3",
  "pearl white": "#f2f0ec",
  starlight: "#e7dfd0",
  cream: "#efe4cc",
  beige: "#d8c6a6",
  gold: "#d2b17a",
  "rose gold": "#dba99a",
  blue: "#2f6fde",
  "ocean blue": "#1f78b4",
  "sky blue": "#5aa9e6",
  "midnight blue": "#1f3a68",
  navy: "#1d2f5a",
  "navy blue": "#1d2f5a",
  teal: "#12898a",
  green: "#2e8b57",
  "forest green": "#2f6b3f",
  mint: "#7fcfb3",
  "sage green": "#9cb59a",
  red: "#d23c3c",
  maroon: "#7b2230",
  wine: "#7a1f35",
  orange: "#f0872a",
  saffron: "#f29b30",
  yellow: "#f2c230",
  mustard: "#d9a628",
  purple: "#7650d0",
  lavender: "#b7a3e6",
  violet: "#6d4bc3",
  pink: "#e889a8",
  brown: "#8a5a3b",
  "chocolate brown": "#5e3b27",
  tan: "#c29a6b",
  multicolour: "#e0683c",
};

const hashOf = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

export function colourHex(name: string): string {
  const key = name.trim().toLowerCase();
  if (NAMED[key]) return NAMED[key];
  const partial = Object.keys(NAMED).find((k) => key.includes(k));
  if (partial) return NAMED[partial];
  const fallbacks = ["#2f6fde", "#12898a", "#7650d0", "#d23c3c", "#f0872a"];
  return fallbacks[hashOf(key) % fallbacks.length];
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => "#" + rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return toHex(ca.map((v, i) => v + (cb[i] - v) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);
export const darken = (hex: string, t: number) => mix(hex, "#000000", t);

/** Perceived brightness 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Everything one drawing needs, derived from a product colour. */
export interface Paint {
  body: string;
  light: string;
  shade: string;
  edge: string;
  /** Background gradient top and bottom, and a soft decorative blob. */
  bg1: string;
  bg2: string;
  glow: string;
  /** Wallpaper / screen gradient. */
  screen1: string;
  screen2: string;
  /** Text colour that reads on the body, and a dark ink of the body's hue for printing on white. */
  onBody: string;
  ink: string;
}

const WALLPAPERS: [string, string][] = [
  ["#4f46e5", "#06b6d4"],
  ["#7c3aed", "#ec4899"],
  ["#0ea5e9", "#22c55e"],
  ["#f97316", "#e11d48"],
  ["#1d4ed8", "#9333ea"],
  ["#0f766e", "#84cc16"],
];

export function paintFor(colourName: string, seedText = colourName): Paint {
  const body = colourHex(colourName);
  const lum = luminance(body);
  // Very light or very dark bodies would vanish into a tint of themselves; give them a cool neutral backdrop.
  const tintBase = lum > 0.72 ? "#8fa6bf" : lum < 0.22 ? "#7f93ad" : body;
  const [screen1, screen2] = WALLPAPERS[hashOf(seedText) % WALLPAPERS.length];
  return {
    body,
    light: lighten(body, lum > 0.72 ? 0.5 : 0.28),
    shade: darken(body, lum > 0.72 ? 0.12 : 0.28),
    edge: darken(body, lum > 0.72 ? 0.3 : 0.45),
    bg1: lighten(tintBase, 0.93),
    bg2: lighten(tintBase, 0.72),
    glow: lighten(tintBase, 0.55),
    screen1,
    screen2,
    onBody: lum > 0.6 ? "#1b2330" : "#ffffff",
    ink: lum > 0.55 ? darken(body, 0.62) : darken(body, 0.25),
  };
}

/** Text inside SVG markup: &, < and > (and quotes, for attributes) must be entities. */
export const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap by an approximate character budget per line. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + " " + word).length <= maxChars) line += " " + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = kept[maxLines - 1].replace(/.{0,1}$/, "…");
    return kept;
  }
  return lines;
}

export const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

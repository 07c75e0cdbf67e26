/** Grocery packs (with a printed label), refurbished badges and repair-service illustrations. */
import { esc, FONT, wrap } from "./colour.ts";
import { airConditioner, laptop, phone, tablet, washer } from "./devices.ts";
import { type Art, type Ctx, linear } from "./kit.ts";

/** Label text: "Brand|Product line|Size" split on "|", each part wrapped to the label width. */
function labelText(c: Ctx, cx: number, top: number, width: number, ink: string): string {
  const [brand = "", line = "", size = ""] = c.label.split("|");
  const chars = Math.floor(width / 13);
  const brandLines = wrap(brand, Math.floor(width / 19), 1);
  const nameLines = wrap(line, chars, 2);
  let y = top + 34;
  let out = brandLines.map((t) =>
    `<text x="${cx}" y="${y}" ${FONT} font-size="32" font-weight="800" fill="${ink}" text-anchor="middle">${
      esc(t)
    }</text>`
  ).join("");
  y += 12;
  for (const t of nameLines) {
    y += 26;
    out +=
      `<text x="${cx}" y="${y}" ${FONT} font-size="21" font-weight="600" fill="${ink}" opacity=".85" text-anchor="middle">${
        esc(t)
      }</text>`;
  }
  if (size) {
    out += `<rect x="${cx - 48}" y="${y + 16}" width="96" height="34" rx="17" fill="${ink}"/>` +
      `<text x="${cx}" y="${
        y + 40
      }" ${FONT} font-size="19" font-weight="700" fill="#fff" text-anchor="middle">${esc(size)}</text>`;
  }
  return out;
}

/** Back-of-pack: nutrition rows and a barcode. */
function backPanel(c: Ctx, x: number, y: number, w: number, h: number): string {
  const bars = c.id("bars");
  const rows = [0, 1, 2, 3, 4].map((i) =>
    `<rect x="${x + 20}" y="${y + 64 + i * 28}" width="${w - 40}" height="1.5" fill="#94a3b8"/>` +
    `<rect x="${x + 20}" y="${y + 46 + i * 28}" width="${w * 0.35}" height="9" rx="4" fill="#cbd5e1"/>` +
    `<rect x="${x + w - 70}" y="${y + 46 + i * 28}" width="50" height="9" rx="4" fill="#cbd5e1"/>`
  ).join("");
  return `<defs><pattern id="${bars}" width="12" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#111"/><rect x="6" width="2" height="10" fill="#111"/><rect x="9.5" width="1" height="10" fill="#111"/></pattern></defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#fff" opacity=".95"/>` +
    `<text x="${x + 20}" y="${
      y + 30
    }" ${FONT} font-size="17" font-weight="700" fill="#1f2937">Nutrition information</text>` +
    rows + `<rect x="${x + w / 2 - 60}" y="${y + h - 62}" width="120" height="44" fill="url(#${bars})"/>`;
}

/** A grocery pack shape, its label area and a highlight, shared by front and back views. */
function packArt(
  shape: (c: Ctx) => string,
  label: [number, number, number, number],
  focus: [number, number],
): Art {
  const [lx, ly, lw, lh] = label;
  return {
    focus,
    front: (c) =>
      shape(c) +
      `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="18" fill="#fff" opacity=".94"/>` +
      labelText(c, lx + lw / 2, ly + 8, lw - 20, c.p.ink),
    back: (c) => shape(c) + backPanel(c, lx, ly - 10, lw, Math.max(lh + 20, 250)),
  };
}

export const bag = packArt(
  (c) =>
    `<defs>${linear(c.id("bag"), [c.p.light, c.p.body, c.p.shade])}</defs>` +
    `<path d="M240 150 H560 L580 630 Q580 660 550 660 H250 Q220 660 220 630Z" fill="url(#${c.id("bag")})"/>` +
    `<path d="M240 122 H560 V160 H240Z" fill="${c.p.shade}"/><path d="M240 160 L260 150 L280 160 L300 150 L320 160 L340 150 L360 160 L380 150 L400 160 L420 150 L440 160 L460 150 L480 160 L500 150 L520 160 L540 150 L560 160" fill="none" stroke="${c.p.edge}" stroke-width="3"/>` +
    `<circle cx="400" cy="230" r="40" fill="#fff" opacity=".25"/><path d="M400 200 v60 M400 220 l-16 -12 M400 220 l16 -12 M400 240 l-16 -12 M400 240 l16 -12" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  [270, 300, 260, 230],
  [400, 380],
);

export const pouch = packArt(
  (c) =>
    `<defs>${linear(c.id("pouch"), [c.p.light, c.p.body, c.p.shade])}</defs>` +
    `<path d="M230 170 Q400 150 570 170 Q600 400 570 630 Q400 650 230 630 Q200 400 230 170Z" fill="url(#${
      c.id("pouch")
    })"/>` +
    `<path d="M226 150 H574 V180 H226Z M226 620 H574 V650 H226Z" fill="${c.p.shade}"/>` +
    `<path d="M226 180 L574 180 M226 620 L574 620" stroke="${c.p.edge}" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<circle cx="520" cy="240" r="60" fill="#ffd34d" opacity=".9"/><circle cx="300" cy="560" r="40" fill="#fff" opacity=".2"/>`,
  [260, 280, 280, 230],
  [400, 370],
);

export const bottle = packArt(
  (c) =>
    `<defs>${linear(c.id("btl"), [c.p.light, c.p.body, c.p.shade])}</defs>` +
    `<rect x="360" y="90" width="80" height="50" rx="10" fill="${c.p.edge}"/><rect x="370" y="136" width="60" height="30" fill="${c.p.light}"/>` +
    `<path d="M370 166 H430 Q430 220 500 260 Q540 285 540 330 V620 Q540 662 498 662 H302 Q260 662 260 620 V330 Q260 285 300 260 Q370 220 370 166Z" fill="url(#${
      c.id("btl")
    })"/>` +
    `<rect x="286" y="300" width="30" height="300" rx="15" fill="#fff" opacity=".22"/>`,
  [272, 360, 256, 220],
  [400, 430],
);

export const jar = packArt(
  (c) =>
    `<defs>${linear(c.id("jar"), [c.p.light, c.p.body, c.p.shade])}</defs>` +
    `<rect x="260" y="170" width="280" height="70" rx="16" fill="${c.p.edge}"/><rect x="260" y="186" width="280" height="6" fill="#fff" opacity=".2"/>` +
    `<path d="M250 240 H550 Q590 240 590 290 V610 Q590 660 540 660 H260 Q210 660 210 610 V290 Q210 240 250 240Z" fill="url(#${
      c.id("jar")
    })"/>` +
    `<rect x="232" y="290" width="28" height="320" rx="14" fill="#fff" opacity=".22"/>`,
  [250, 320, 300, 230],
  [400, 400],
);

export const carton = packArt(
  (c) =>
    `<defs>${linear(c.id("ctn"), [c.p.body, c.p.shade])}</defs>` +
    `<path d="M240 190 L310 130 H610 L540 190Z" fill="${c.p.light}"/><path d="M540 190 L610 130 V600 L540 660Z" fill="${c.p.edge}"/>` +
    `<rect x="240" y="190" width="300" height="470" fill="url(#${c.id("ctn")})"/>` +
    `<path d="M240 560 Q390 500 540 560 V660 H240Z" fill="#fff" opacity=".18"/>`,
  [258, 250, 264, 230],
  [390, 330],
);

export const tube = packArt(
  (c) =>
    `<defs>${linear(c.id("tube"), [c.p.light, c.p.body, c.p.shade], true)}</defs>` +
    `<path d="M110 300 H620 L690 340 V460 L620 500 H110Z" fill="url(#${c.id("tube")})"/>` +
    `<path d="M96 290 H120 V510 H96Z" fill="${c.p.edge}"/><rect x="690" y="350" width="60" height="100" rx="10" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="3"/>`,
  [180, 320, 380, 160],
  [370, 400],
);

/** Rosette badge with a grade ("A+", "A", "B") for refurbished goods. */
function gradeBadge(c: Ctx, cx: number, cy: number): string {
  const points = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 ? 78 : 90;
    const a = (Math.PI * 2 * i) / 24;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return `<polygon points="${points}" fill="#15803d"/><circle cx="${cx}" cy="${cy}" r="66" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 5"/>` +
    `<text x="${cx}" y="${
      cy + 12
    }" ${FONT} font-size="44" font-weight="800" fill="#fff" text-anchor="middle">${
      esc(c.label || "A")
    }</text>` +
    `<text x="${cx}" y="${
      cy + 38
    }" ${FONT} font-size="14" font-weight="700" fill="#dcfce7" text-anchor="middle" letter-spacing="2">GRADE</text>`;
}

/** Shield with a tick: "tested and certified". */
const shield = (cx: number, cy: number, s: number, fill: string) =>
  `<g transform="translate(${cx} ${cy}) scale(${s})"><path d="M0 -60 L50 -40 V0 Q50 45 0 65 Q-50 45 -50 0 V-40Z" fill="${fill}"/>` +
  `<path d="M-22 2 L-6 18 L24 -14" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></g>`;

export const refurbPhone: Art = {
  focus: [560, 200],
  front: (c) => phone.front(c) + gradeBadge(c, 560, 190),
  back: (c) => phone.back!(c) + shield(570, 560, 1.2, "#15803d"),
};

export const refurbTablet: Art = {
  focus: [600, 230],
  front: (c) => tablet.front(c) + gradeBadge(c, 610, 210),
  back: (c) => tablet.back!(c) + shield(600, 470, 1.1, "#15803d"),
};

export const refurbLaptop: Art = {
  focus: [620, 180],
  front: (c) => laptop.front(c) + gradeBadge(c, 640, 170),
  back: (c) => laptop.back!(c) + shield(660, 170, 1.1, "#15803d"),
};

/** Round tool badge: crossed wrench and screwdriver. */
const toolBadge = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="86" fill="#0b5cab"/><circle cx="${cx}" cy="${cy}" r="74" fill="none" stroke="#fff" stroke-width="3" opacity=".4"/>` +
  `<g transform="translate(${cx} ${cy}) rotate(45)" fill="#fff"><rect x="-7" y="-44" width="14" height="70" rx="4"/>` +
  `<path d="M-18 -60 a20 20 0 1 0 36 0 l-8 12 h-20z"/></g>` +
  `<g transform="translate(${cx} ${cy}) rotate(-45)"><rect x="-5" y="-54" width="10" height="60" rx="3" fill="#e2e8f0"/><rect x="-12" y="4" width="24" height="48" rx="9" fill="#ffb400"/></g>`;

const crack = `<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".9">` +
  `<path d="M330 300 L372 352 L356 402 L410 446 L392 520"/><path d="M372 352 L430 330 L470 360"/><path d="M410 446 L470 470 L500 450"/><path d="M356 402 L300 430"/></g>`;

/** A job card: clock with the turnaround time and a checklist. */
function ticket(c: Ctx): string {
  const rows = [0, 1, 2].map((i) =>
    `<circle cx="300" cy="${470 + i * 50}" r="14" fill="#15803d"/><path d="M293 ${
      470 + i * 50
    } l5 6 l10 -11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="330" y="${464 + i * 50}" width="${200 - i * 30}" height="12" rx="6" fill="#cbd5e1"/>`
  ).join("");
  return `<rect x="240" y="130" width="320" height="540" rx="26" fill="#fff" stroke="#dbe3ec" stroke-width="3"/>` +
    `<rect x="340" y="110" width="120" height="46" rx="14" fill="${c.p.edge}"/>` +
    `<circle cx="400" cy="300" r="104" fill="${c.p.body}"/><circle cx="400" cy="300" r="84" fill="#fff"/>` +
    `<path d="M400 250 V300 L436 322" fill="none" stroke="${c.p.edge}" stroke-width="10" stroke-linecap="round"/>` +
    `<text x="400" y="440" ${FONT} font-size="22" font-weight="700" fill="#1f2937" text-anchor="middle">${
      esc(c.note || "Same day")
    }</text>` +
    rows;
}

export const repairScreen: Art = {
  focus: [420, 400],
  front: (c) => phone.front(c) + crack + toolBadge(580, 560),
  back: ticket,
};

export const repairBattery: Art = {
  focus: [400, 380],
  front: (c) =>
    `<rect x="270" y="100" width="260" height="550" rx="46" fill="${c.p.edge}"/><rect x="278" y="108" width="244" height="534" rx="40" fill="#f8fafc"/>` +
    `<rect x="310" y="200" width="180" height="330" rx="22" fill="#0f172a"/><rect x="370" y="180" width="60" height="24" rx="8" fill="#0f172a"/>` +
    `<rect x="326" y="420" width="148" height="94" rx="12" fill="#ef4444"/>` +
    `<path d="M410 250 L360 370 H400 L384 470 L444 340 H404 L424 250Z" fill="#facc15"/>` +
    toolBadge(580, 580),
  back: ticket,
};

export const repairLaptop: Art = {
  focus: [400, 320],
  front: (c) => laptop.back!(c) + toolBadge(640, 170),
  back: ticket,
};

export const repairAppliance: Art = {
  focus: [400, 420],
  front: (c) => washer.front(c) + toolBadge(600, 600),
  back: (c) => airConditioner.front(c) + toolBadge(620, 560),
};

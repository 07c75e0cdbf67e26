/** Electronics drawn as clean, flat-with-depth illustrations. Coordinates are in an 800 × 800 box. */
import { FONT } from "./colour.ts";
import { type Art, type Ctx, grille, keys, lens, linear, screen } from "./kit.ts";

const bodyGradient = (c: Ctx, name = "body") =>
  `<defs>${linear(c.id(name), [c.p.light, c.p.body, c.p.shade])}</defs>`;

const clock = (x: number, y: number, size: number) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="300" fill="#fff" text-anchor="middle">10:09</text>`;

export const phone: Art = {
  focus: [360, 200],
  front: (c) =>
    `<rect x="270" y="100" width="260" height="550" rx="46" fill="${c.p.edge}"/>` +
    `<rect x="275" y="105" width="250" height="540" rx="42" fill="${c.p.body}"/>` +
    screen(c, 285, 115, 230, 520, 34) +
    `<circle cx="400" cy="140" r="8" fill="#0b0d12"/>` + clock(400, 240, 58) +
    `<text x="400" y="272" ${FONT} font-size="17" fill="#fff" opacity=".85" text-anchor="middle">Mon, 14 Oct</text>` +
    `<g fill="#fff" opacity=".85"><rect x="313" y="560" width="38" height="38" rx="11"/><rect x="361" y="560" width="38" height="38" rx="11"/>` +
    `<rect x="409" y="560" width="38" height="38" rx="11"/><rect x="457" y="560" width="38" height="38" rx="11"/></g>` +
    `<rect x="529" y="220" width="5" height="70" rx="2.5" fill="${c.p.edge}"/><rect x="529" y="310" width="5" height="40" rx="2.5" fill="${c.p.edge}"/>`,
  back: (c) =>
    bodyGradient(c) +
    `<rect x="270" y="100" width="260" height="550" rx="46" fill="${c.p.edge}"/>` +
    `<rect x="275" y="105" width="250" height="540" rx="42" fill="url(#${c.id("body")})"/>` +
    `<path d="M275 400 L525 250 L525 330 L275 480Z" fill="#fff" opacity=".07"/>` +
    `<rect x="295" y="125" width="130" height="160" rx="36" fill="${c.p.shade}" stroke="${c.p.edge}" stroke-width="3"/>` +
    lens(c, 335, 170, 28) + lens(c, 335, 240, 28) + lens(c, 390, 170, 22) +
    `<circle cx="390" cy="238" r="9" fill="#fff4c8"/>`,
};

export const tablet: Art = {
  focus: [240, 260],
  front: (c) =>
    `<rect x="150" y="190" width="500" height="350" rx="30" fill="${c.p.edge}"/>` +
    `<rect x="155" y="195" width="490" height="340" rx="26" fill="${c.p.body}"/>` +
    screen(c, 172, 212, 456, 306, 14) + `<circle cx="400" cy="203" r="4" fill="#0b0d12"/>` +
    clock(400, 350, 70),
  back: (c) =>
    bodyGradient(c) +
    `<rect x="150" y="190" width="500" height="350" rx="30" fill="${c.p.edge}"/>` +
    `<rect x="155" y="195" width="490" height="340" rx="26" fill="url(#${c.id("body")})"/>` +
    `<rect x="180" y="220" width="70" height="70" rx="20" fill="${c.p.shade}"/>` + lens(c, 215, 255, 22) +
    `<circle cx="400" cy="365" r="26" fill="${c.p.light}" opacity=".5"/>`,
};

export const featurePhone: Art = {
  focus: [400, 230],
  front: (c) =>
    keys(c, c.p.light, 44, 40, 8) +
    `<rect x="310" y="130" width="180" height="470" rx="40" fill="${c.p.edge}"/>` +
    `<rect x="315" y="135" width="170" height="460" rx="36" fill="${c.p.body}"/>` +
    `<rect x="384" y="152" width="32" height="6" rx="3" fill="${c.p.shade}"/>` +
    screen(c, 335, 172, 130, 120, 10) + clock(400, 245, 30) +
    `<rect x="340" y="312" width="120" height="50" rx="25" fill="${c.p.shade}"/><circle cx="400" cy="337" r="15" fill="${c.p.light}"/>` +
    `<rect x="334" y="376" width="132" height="200" fill="url(#${c.id("keys")})"/>`,
  back: (c) =>
    bodyGradient(c) +
    `<rect x="310" y="130" width="180" height="470" rx="40" fill="${c.p.edge}"/>` +
    `<rect x="315" y="135" width="170" height="460" rx="36" fill="url(#${c.id("body")})"/>` +
    lens(c, 400, 200, 22) + `<circle cx="440" cy="200" r="7" fill="#fff4c8"/>` +
    `<rect x="330" y="300" width="140" height="260" rx="20" fill="none" stroke="${c.p.shade}" stroke-width="3"/>` +
    `<g fill="${c.p.shade}"><rect x="370" y="520" width="60" height="4" rx="2"/><rect x="370" y="530" width="60" height="4" rx="2"/></g>`,
};

export const laptop: Art = {
  focus: [250, 250],
  front: (c) =>
    `<rect x="160" y="160" width="480" height="320" rx="18" fill="${c.p.edge}"/>` +
    `<rect x="166" y="166" width="468" height="308" rx="14" fill="#0e1116"/>` +
    screen(c, 180, 184, 440, 276, 6) + `<circle cx="400" cy="175" r="3.5" fill="#2a2f38"/>` +
    `<g fill="#fff" opacity=".9"><rect x="200" y="204" width="120" height="10" rx="5"/><rect x="200" y="224" width="80" height="8" rx="4" opacity=".7"/>` +
    `<rect x="420" y="300" width="180" height="130" rx="12" opacity=".25"/><rect x="200" y="300" width="200" height="130" rx="12" opacity=".18"/></g>` +
    `<path d="M150 480 H650 L706 520 Q708 532 694 532 H106 Q92 532 94 520Z" fill="${c.p.body}"/>` +
    `<path d="M94 520 Q92 532 106 532 H694 Q708 532 706 520Z" fill="${c.p.shade}"/>` +
    `<rect x="360" y="481" width="80" height="7" rx="3.5" fill="${c.p.shade}"/>`,
  back: (c) =>
    keys(c, "#1c2027", 33, 30, 5) +
    `<path d="M190 110 H610 L632 318 H168Z" fill="${c.p.edge}"/><path d="M198 118 H602 L620 310 H180Z" fill="#0e1116"/>` +
    `<path d="M212 130 H588 L602 298 H198Z" fill="url(#${c.id("scr")})"/>` +
    `<defs>${linear(c.id("scr"), [c.p.screen1, c.p.screen2])}</defs>` +
    `<path d="M168 318 H632 L676 600 Q678 616 662 616 H138 Q122 616 124 600Z" fill="${c.p.body}"/>` +
    `<path d="M124 600 Q122 616 138 616 H662 Q678 616 676 600Z" fill="${c.p.shade}"/>` +
    `<path d="M196 338 H604 L618 470 H182Z" fill="${c.p.shade}"/>` +
    `<rect x="190" y="342" width="420" height="124" fill="url(#${c.id("keys")})"/>` +
    `<path d="M340 490 H460 L466 580 H334Z" fill="${c.p.light}" stroke="${c.p.shade}" stroke-width="2"/>`,
};

export const tv: Art = {
  focus: [560, 300],
  front: (c) => {
    const k = c.id("tvclip");
    const sky = c.id("sky");
    return `<defs>${
      linear(sky, [c.p.screen1, c.p.screen2], true)
    }<clipPath id="${k}"><rect x="92" y="162" width="616" height="352"/></clipPath></defs>` +
      `<rect x="84" y="154" width="632" height="368" rx="10" fill="#12151a"/>` +
      `<rect x="92" y="162" width="616" height="352" fill="url(#${sky})"/>` +
      `<g clip-path="url(#${k})"><circle cx="560" cy="290" r="56" fill="#ffe6a8" opacity=".95"/>` +
      `<path d="M92 440 L230 330 L330 410 L450 300 L600 420 L708 360 V514 H92Z" fill="#0b1f3a" opacity=".55"/>` +
      `<path d="M92 480 L200 420 L320 470 L470 400 L600 470 L708 440 V514 H92Z" fill="#06121f" opacity=".75"/></g>` +
      `<rect x="84" y="514" width="632" height="8" fill="#1d2128"/>` +
      `<path d="M372 522 H428 L440 596 H360Z" fill="${c.p.edge}"/><rect x="280" y="592" width="240" height="14" rx="7" fill="${c.p.shade}"/>`;
  },
};

export const streamer: Art = {
  focus: [470, 300],
  front: (c) =>
    `<rect x="420" y="170" width="120" height="430" rx="60" fill="#1b1e24"/>` +
    `<circle cx="480" cy="262" r="40" fill="#2b3039"/><circle cx="480" cy="262" r="17" fill="#1b1e24"/>` +
    `<g fill="#3a404b"><circle cx="450" cy="350" r="11"/><circle cx="510" cy="350" r="11"/><circle cx="450" cy="395" r="11"/>` +
    `<circle cx="510" cy="395" r="11"/><rect x="455" y="440" width="50" height="16" rx="8"/></g><circle cx="480" cy="200" r="9" fill="${c.p.screen1}"/>` +
    `<rect x="190" y="330" width="170" height="64" rx="16" fill="${c.p.body}"/><rect x="190" y="330" width="170" height="20" rx="10" fill="#fff" opacity=".1"/>` +
    `<rect x="358" y="344" width="44" height="36" rx="4" fill="#9aa3ad"/><rect x="366" y="352" width="36" height="20" fill="#6b7480"/>`,
};

export const earbuds: Art = {
  focus: [350, 330],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M280 330 Q280 240 400 240 Q520 240 520 330Z" fill="${c.p.shade}"/>` +
    `<rect x="268" y="330" width="264" height="12" rx="6" fill="${c.p.edge}"/>` +
    `<g><circle cx="345" cy="325" r="44" fill="${c.p.light}"/><circle cx="345" cy="325" r="18" fill="${c.p.shade}"/>` +
    `<circle cx="455" cy="325" r="44" fill="${c.p.light}"/><circle cx="455" cy="325" r="18" fill="${c.p.shade}"/></g>` +
    `<path d="M268 342 H532 V470 Q532 560 440 560 H360 Q268 560 268 470Z" fill="url(#${c.id("body")})"/>` +
    `<circle cx="400" cy="505" r="6" fill="#34d399"/>`,
  back: (c) =>
    bodyGradient(c) +
    `<g transform="rotate(-18 330 380)"><rect x="300" y="380" width="60" height="220" rx="30" fill="url(#${
      c.id("body")
    })"/>` +
    `<circle cx="330" cy="360" r="95" fill="url(#${
      c.id("body")
    })"/><circle cx="330" cy="360" r="42" fill="${c.p.shade}"/>` +
    `<circle cx="330" cy="360" r="20" fill="${c.p.edge}"/></g>` +
    `<g transform="rotate(14 520 340)"><rect x="490" y="340" width="56" height="200" rx="28" fill="url(#${
      c.id("body")
    })"/>` +
    `<circle cx="518" cy="320" r="82" fill="url(#${
      c.id("body")
    })"/><circle cx="518" cy="320" r="30" fill="${c.p.light}" opacity=".6"/></g>`,
};

export const headphones: Art = {
  focus: [270, 460],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M240 450 C230 170 570 170 560 450" fill="none" stroke="${c.p.edge}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M240 450 C230 170 570 170 560 450" fill="none" stroke="${c.p.body}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M262 300 C280 220 520 220 538 300" fill="none" stroke="${c.p.shade}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="180" y="390" width="120" height="200" rx="56" fill="url(#${
      c.id("body")
    })"/><rect x="286" y="405" width="34" height="170" rx="16" fill="${c.p.shade}"/>` +
    `<rect x="500" y="390" width="120" height="200" rx="56" fill="url(#${
      c.id("body")
    })"/><rect x="480" y="405" width="34" height="170" rx="16" fill="${c.p.shade}"/>`,
  back: (c) =>
    bodyGradient(c) +
    `<path d="M260 420 C240 150 560 150 540 420" fill="none" stroke="${c.p.body}" stroke-width="34" stroke-linecap="round"/>` +
    `<circle cx="400" cy="450" r="170" fill="url(#${
      c.id("body")
    })"/><circle cx="400" cy="450" r="128" fill="${c.p.shade}"/>` +
    `<circle cx="400" cy="450" r="90" fill="${c.p.edge}"/><circle cx="400" cy="450" r="30" fill="${c.p.shade}"/>`,
};

export const speaker: Art = {
  focus: [260, 400],
  front: (c) =>
    grille(c, c.p.shade, 16) +
    `<rect x="150" y="290" width="500" height="220" rx="110" fill="${c.p.edge}"/>` +
    `<rect x="190" y="294" width="420" height="212" fill="${c.p.body}"/><rect x="190" y="294" width="420" height="212" fill="url(#${
      c.id("grille")
    })"/>` +
    `<rect x="190" y="294" width="420" height="60" fill="#fff" opacity=".1"/>` +
    `<rect x="330" y="378" width="140" height="44" rx="22" fill="${c.p.light}"/>` +
    `<rect x="250" y="276" width="300" height="18" rx="9" fill="${c.p.shade}"/>`,
  back: (c) =>
    grille(c, c.p.shade, 16) +
    `<rect x="290" y="160" width="220" height="460" rx="110" fill="${c.p.edge}"/>` +
    `<rect x="294" y="210" width="212" height="360" fill="${c.p.body}"/><rect x="294" y="210" width="212" height="360" fill="url(#${
      c.id("grille")
    })"/>` +
    `<rect x="294" y="210" width="60" height="360" fill="#fff" opacity=".1"/>` +
    `<path d="M400 160 C330 160 330 90 400 90 C470 90 470 160 400 160" fill="none" stroke="${c.p.shade}" stroke-width="14"/>`,
};

export const soundbar: Art = {
  focus: [200, 300],
  front: (c) =>
    grille(c, c.p.shade, 12) +
    `<rect x="70" y="250" width="660" height="96" rx="46" fill="${c.p.edge}"/><rect x="76" y="256" width="648" height="84" rx="40" fill="${c.p.body}"/>` +
    `<rect x="110" y="262" width="580" height="72" fill="url(#${
      c.id("grille")
    })"/><circle cx="400" cy="300" r="6" fill="#fff" opacity=".8"/>` +
    `<rect x="460" y="390" width="220" height="260" rx="18" fill="${c.p.body}"/><rect x="460" y="390" width="220" height="30" rx="15" fill="#fff" opacity=".08"/>` +
    `<circle cx="570" cy="525" r="80" fill="${c.p.edge}"/><circle cx="570" cy="525" r="56" fill="${c.p.shade}"/><circle cx="570" cy="525" r="20" fill="${c.p.edge}"/>`,
};

export const watch: Art = {
  focus: [400, 360],
  front: (c) => {
    const ring = (r: number, colour: string, dash: number) =>
      `<circle cx="400" cy="400" r="${r}" fill="none" stroke="${colour}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${dash} 999" transform="rotate(-90 400 400)"/>`;
    return `<rect x="335" y="80" width="130" height="200" rx="26" fill="${c.p.body}"/><rect x="335" y="520" width="130" height="200" rx="26" fill="${c.p.body}"/>` +
      `<g fill="${c.p.shade}"><rect x="385" y="600" width="30" height="10" rx="5"/><rect x="385" y="630" width="30" height="10" rx="5"/><rect x="385" y="660" width="30" height="10" rx="5"/></g>` +
      `<rect x="286" y="245" width="228" height="310" rx="64" fill="${c.p.edge}"/><rect x="298" y="257" width="204" height="286" rx="54" fill="#07090d"/>` +
      `<rect x="512" y="330" width="16" height="56" rx="7" fill="${c.p.edge}"/>` +
      ring(84, "#fa114f", 380) + ring(66, "#a6ff00", 300) + ring(48, "#00d9ff", 200) +
      `<text x="400" y="312" ${FONT} font-size="22" font-weight="600" fill="#fff" text-anchor="middle">10:09</text>`;
  },
  back: (c) =>
    `<rect x="335" y="80" width="130" height="200" rx="26" fill="${c.p.body}"/><rect x="335" y="520" width="130" height="200" rx="26" fill="${c.p.body}"/>` +
    `<rect x="286" y="245" width="228" height="310" rx="64" fill="${c.p.edge}"/>` +
    `<circle cx="400" cy="400" r="110" fill="#262a31"/><circle cx="400" cy="400" r="78" fill="#0d0f13"/>` +
    `<g fill="#22c55e" opacity=".9"><circle cx="380" cy="380" r="7"/><circle cx="420" cy="380" r="7"/><circle cx="380" cy="420" r="7"/><circle cx="420" cy="420" r="7"/></g>`,
};

export const band: Art = {
  focus: [400, 400],
  front: (c) =>
    `<rect x="345" y="80" width="110" height="640" rx="55" fill="${c.p.body}"/><rect x="345" y="80" width="30" height="640" rx="15" fill="#fff" opacity=".1"/>` +
    `<rect x="325" y="250" width="150" height="300" rx="70" fill="${c.p.edge}"/><rect x="337" y="262" width="126" height="276" rx="60" fill="#07090d"/>` +
    `<text x="400" y="370" ${FONT} font-size="34" font-weight="600" fill="#fff" text-anchor="middle">8,412</text>` +
    `<text x="400" y="398" ${FONT} font-size="15" fill="#9ca3af" text-anchor="middle">steps</text>` +
    `<rect x="360" y="430" width="80" height="8" rx="4" fill="#1f2937"/><rect x="360" y="430" width="58" height="8" rx="4" fill="#22c55e"/>` +
    `<path d="M386 466 a8 8 0 0 1 14 -4 a8 8 0 0 1 14 4 q0 10 -14 20 q-14 -10 -14 -20z" fill="#f43f5e"/>`,
};

export const camera: Art = {
  focus: [420, 440],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M330 292 L358 216 H462 L490 292Z" fill="${c.p.shade}"/>` +
    `<rect x="150" y="286" width="500" height="300" rx="34" fill="url(#${c.id("body")})"/>` +
    `<rect x="150" y="300" width="96" height="272" rx="30" fill="${c.p.shade}"/>` +
    `<rect x="190" y="266" width="56" height="22" rx="9" fill="${c.p.edge}"/><ellipse cx="560" cy="276" rx="44" ry="12" fill="${c.p.edge}"/>` +
    `<circle cx="430" cy="440" r="138" fill="${c.p.edge}"/>` + lens(c, 430, 440, 118) +
    `<circle cx="430" cy="440" r="100" fill="none" stroke="#2c313a" stroke-width="6"/><circle cx="600" cy="330" r="10" fill="#f87171"/>`,
  back: (c) =>
    bodyGradient(c) +
    `<path d="M330 292 L358 216 H462 L490 292Z" fill="${c.p.shade}"/><rect x="368" y="230" width="84" height="50" rx="10" fill="#0b0d11"/>` +
    `<rect x="150" y="286" width="500" height="300" rx="34" fill="url(#${c.id("body")})"/>` +
    screen(c, 190, 330, 290, 200, 12) +
    `<g fill="${c.p.edge}"><circle cx="560" cy="370" r="22"/><circle cx="560" cy="450" r="36"/><circle cx="560" cy="450" r="14" fill="${c.p.shade}"/>` +
    `<circle cx="530" cy="530" r="12"/><circle cx="590" cy="530" r="12"/></g>`,
};

export const actionCam: Art = {
  focus: [350, 350],
  front: (c) =>
    `<rect x="240" y="250" width="320" height="270" rx="42" fill="${c.p.body}"/><rect x="240" y="250" width="320" height="60" rx="30" fill="#fff" opacity=".08"/>` +
    `<rect x="270" y="286" width="160" height="160" rx="30" fill="#0d0f13"/>` + lens(c, 350, 366, 56) +
    screen(c, 450, 296, 84, 84, 12) + `<rect x="470" y="234" width="60" height="18" rx="8" fill="#ef4444"/>` +
    `<g fill="${c.p.shade}"><rect x="276" y="470" width="60" height="8" rx="4"/><rect x="276" y="486" width="40" height="8" rx="4"/></g>`,
  back: (c) =>
    `<rect x="240" y="250" width="320" height="270" rx="42" fill="${c.p.body}"/>` +
    screen(c, 262, 272, 276, 226, 22) +
    `<rect x="470" y="234" width="60" height="18" rx="8" fill="#ef4444"/>`,
};

export const cameraLens: Art = {
  focus: [400, 250],
  front: (c) => {
    const ribs = c.id("ribs");
    const glass = c.id("lensglass");
    return `<defs><pattern id="${ribs}" width="14" height="10" patternUnits="userSpaceOnUse"><rect width="7" height="10" fill="#2a2e35"/></pattern>` +
      `${linear(glass, ["#5b6fa0", "#0b0e14"])}</defs>` +
      `<rect x="260" y="240" width="280" height="400" rx="20" fill="#16191e"/>` +
      `<rect x="260" y="320" width="280" height="120" fill="url(#${ribs})"/><rect x="260" y="470" width="280" height="6" fill="#d33"/>` +
      `<rect x="248" y="600" width="304" height="40" rx="10" fill="#2b2f36"/>` +
      `<ellipse cx="400" cy="240" rx="140" ry="42" fill="#23272e"/><ellipse cx="400" cy="240" rx="112" ry="32" fill="url(#${glass})"/>` +
      `<ellipse cx="370" cy="232" rx="30" ry="8" fill="#fff" opacity=".4"/>`;
  },
};

export const airConditioner: Art = {
  focus: [600, 380],
  front: (c) =>
    bodyGradient(c) +
    `<rect x="90" y="250" width="620" height="210" rx="40" fill="${c.p.edge}"/><rect x="94" y="254" width="612" height="202" rx="36" fill="url(#${
      c.id("body")
    })"/>` +
    `<rect x="130" y="410" width="540" height="26" rx="13" fill="${c.p.shade}"/>` +
    `<rect x="560" y="300" width="96" height="40" rx="20" fill="#0e1319"/>` +
    `<text x="608" y="328" ${FONT} font-size="22" font-weight="600" fill="#5eead4" text-anchor="middle">24°</text>` +
    `<g fill="none" stroke="#7cc4ff" stroke-width="8" stroke-linecap="round" opacity=".7">` +
    `<path d="M220 490 q30 40 0 80 q-30 40 0 80"/><path d="M400 490 q30 40 0 80 q-30 40 0 80"/><path d="M580 490 q30 40 0 80 q-30 40 0 80"/></g>`,
  back: (c) =>
    bodyGradient(c) +
    `<rect x="160" y="220" width="480" height="380" rx="18" fill="url(#${
      c.id("body")
    })" stroke="${c.p.shade}" stroke-width="4"/>` +
    `<circle cx="340" cy="410" r="140" fill="${c.p.shade}"/><g fill="none" stroke="${c.p.edge}" stroke-width="4">` +
    `<circle cx="340" cy="410" r="130"/><circle cx="340" cy="410" r="100"/><circle cx="340" cy="410" r="70"/><circle cx="340" cy="410" r="40"/></g>` +
    `<g fill="${c.p.shade}"><rect x="520" y="290" width="90" height="10" rx="5"/><rect x="520" y="312" width="90" height="10" rx="5"/><rect x="520" y="334" width="90" height="10" rx="5"/></g>` +
    `<rect x="190" y="600" width="40" height="30" fill="${c.p.edge}"/><rect x="570" y="600" width="40" height="30" fill="${c.p.edge}"/>`,
};

export const fridge: Art = {
  focus: [480, 380],
  front: (c) =>
    bodyGradient(c) +
    `<rect x="250" y="80" width="300" height="590" rx="30" fill="${c.p.edge}"/><rect x="254" y="84" width="292" height="582" rx="26" fill="url(#${
      c.id("body")
    })"/>` +
    `<rect x="254" y="286" width="292" height="6" fill="${c.p.edge}"/>` +
    `<rect x="506" y="150" width="14" height="110" rx="7" fill="${c.p.shade}"/><rect x="506" y="320" width="14" height="170" rx="7" fill="${c.p.shade}"/>` +
    `<rect x="290" y="340" width="90" height="50" rx="10" fill="#0e1319"/>` +
    `<text x="335" y="373" ${FONT} font-size="22" font-weight="600" fill="#7dd3fc" text-anchor="middle">3°C</text>` +
    `<rect x="270" y="666" width="40" height="14" fill="${c.p.edge}"/><rect x="490" y="666" width="40" height="14" fill="${c.p.edge}"/>`,
};

export const washer: Art = {
  focus: [400, 440],
  front: (c) => {
    const glass = c.id("drum");
    return bodyGradient(c) + `<defs>${linear(glass, ["#b9d7f0", "#2f6f9f"], true)}</defs>` +
      `<rect x="190" y="120" width="420" height="540" rx="30" fill="${c.p.edge}"/><rect x="194" y="124" width="412" height="532" rx="26" fill="url(#${
        c.id("body")
      })"/>` +
      `<rect x="194" y="226" width="412" height="4" fill="${c.p.shade}"/><rect x="220" y="150" width="110" height="50" rx="8" fill="#0e1319"/>` +
      `<text x="275" y="183" ${FONT} font-size="22" font-weight="600" fill="#86efac" text-anchor="middle">0:45</text>` +
      `<circle cx="530" cy="175" r="30" fill="${c.p.shade}"/><circle cx="530" cy="175" r="20" fill="${c.p.light}"/>` +
      `<circle cx="400" cy="440" r="160" fill="${c.p.shade}"/><circle cx="400" cy="440" r="136" fill="#3a4350"/>` +
      `<circle cx="400" cy="440" r="116" fill="url(#${glass})"/><path d="M290 470 q55 -30 110 0 t110 0 v40 q-50 80 -110 80 q-60 0 -110 -80z" fill="#fff" opacity=".25"/>` +
      `<path d="M340 360 a90 90 0 0 1 100 -20" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".6"/>`;
  },
};

export const mixer: Art = {
  focus: [400, 330],
  front: (c) =>
    `<path d="M300 200 H500 L468 470 H332Z" fill="#dbe7f2" stroke="#9fb2c4" stroke-width="5" opacity=".92"/>` +
    `<path d="M500 240 Q570 250 560 340 Q552 420 480 420" fill="none" stroke="#2b2f36" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M360 400 L440 380 M400 360 L400 420" stroke="#8a94a3" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="286" y="170" width="228" height="40" rx="16" fill="#2b2f36"/><rect x="380" y="150" width="40" height="26" rx="8" fill="#2b2f36"/>` +
    `<path d="M282 470 H518 Q550 470 552 500 L560 630 Q560 650 540 650 H260 Q240 650 240 630 L248 500 Q250 470 282 470Z" fill="${c.p.body}"/>` +
    `<circle cx="400" cy="565" r="44" fill="${c.p.shade}"/><circle cx="400" cy="565" r="30" fill="${c.p.light}"/>` +
    `<rect x="396" y="538" width="8" height="26" rx="4" fill="${c.p.edge}"/>`,
};

export const airFryer: Art = {
  focus: [400, 250],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M270 190 Q270 130 340 130 H460 Q530 130 530 190 L560 620 Q562 650 530 650 H270 Q238 650 240 620Z" fill="url(#${
      c.id("body")
    })"/>` +
    `<circle cx="400" cy="230" r="54" fill="#0e1319"/><text x="400" y="240" ${FONT} font-size="26" font-weight="600" fill="#fdba74" text-anchor="middle">180°</text>` +
    `<path d="M262 400 H538 L556 630 Q556 640 546 640 H254 Q244 640 244 630Z" fill="${c.p.shade}"/>` +
    `<rect x="330" y="470" width="140" height="46" rx="23" fill="${c.p.edge}"/>`,
};

export const purifier: Art = {
  focus: [400, 470],
  front: (c) => {
    const water = c.id("water");
    return bodyGradient(c) + `<defs>${linear(water, ["#bfe3ff", "#5aa9e6"], true)}</defs>` +
      `<rect x="260" y="100" width="280" height="560" rx="40" fill="url(#${
        c.id("body")
      })" stroke="${c.p.shade}" stroke-width="4"/>` +
      `<rect x="290" y="140" width="220" height="120" rx="20" fill="#0e1319"/>` +
      `<path d="M350 180 q-14 20 0 34 q14 -14 0 -34z" fill="#38bdf8"/><rect x="380" y="186" width="100" height="10" rx="5" fill="#38bdf8"/>` +
      `<rect x="380" y="206" width="70" height="8" rx="4" fill="#64748b"/>` +
      `<rect x="300" y="300" width="200" height="40" rx="12" fill="${c.p.shade}"/><rect x="390" y="340" width="20" height="30" fill="${c.p.edge}"/>` +
      `<rect x="300" y="420" width="200" height="200" rx="22" fill="url(#${water})" opacity=".85"/>` +
      `<path d="M300 470 q50 -20 100 0 t100 0" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>`;
  },
};

export const powerBank: Art = {
  focus: [400, 560],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M540 300 C660 300 660 520 560 560 C480 590 500 680 620 690" fill="none" stroke="#2b2f36" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="604" y="676" width="60" height="30" rx="8" fill="#9aa3ad"/>` +
    `<rect x="260" y="170" width="290" height="470" rx="44" fill="url(#${
      c.id("body")
    })"/><rect x="260" y="170" width="60" height="470" rx="30" fill="#fff" opacity=".1"/>` +
    `<g fill="#22c55e"><circle cx="360" cy="580" r="8"/><circle cx="390" cy="580" r="8"/><circle cx="420" cy="580" r="8"/></g><circle cx="450" cy="580" r="8" fill="${c.p.shade}"/>` +
    `<path d="M410 300 L370 390 H404 L388 470 L440 370 H404 L420 300Z" fill="${c.p.light}" opacity=".85"/>`,
};

export const mouse: Art = {
  focus: [400, 270],
  front: (c) =>
    bodyGradient(c) +
    `<path d="M400 150 C530 150 570 290 570 420 C570 570 500 650 400 650 C300 650 230 570 230 420 C230 290 270 150 400 150Z" fill="url(#${
      c.id("body")
    })"/>` +
    `<path d="M400 152 V330 M240 340 Q400 370 560 340" fill="none" stroke="${c.p.shade}" stroke-width="4"/>` +
    `<rect x="386" y="210" width="28" height="72" rx="14" fill="${c.p.edge}"/><rect x="392" y="222" width="16" height="48" rx="8" fill="${c.p.light}"/>` +
    `<rect x="236" y="380" width="12" height="60" rx="6" fill="${c.p.shade}"/>`,
};

/** Debian's Chromium and the flags every headless run here uses (browser tests, screenshots, Lighthouse). */

/** The system Chromium; CHROMIUM_PATH points elsewhere (e.g. on a Mac). */
export const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * The JS table of tests/browser/screenshots.ts (the vendor set): for each page, the scripts its HTML names
 * (script src and modulepreload) and the scripts the browser actually fetched (lazy chunks included), raw
 * and gzipped. LIST_SCRIPTS=1 lists each file.
 */
import type { Shot } from "./screenshots.sets.ts";

const cookieHeader = (cookies: Shot["cookies"] = []) => cookies.map((c) => `${c.name}=${c.value}`).join("; ");

const gzipSize = async (bytes: Uint8Array<ArrayBuffer>) =>
  (await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())
    .byteLength;

const kb = (n: number) => (n / 1024).toFixed(1);

/** Prints the table; `loaded` holds the scripts the browser fetched for each shot, by name. */
export async function printScripts(
  url: string,
  shots: Shot[],
  loaded: Map<string, Set<string>>,
): Promise<void> {
  console.log(
    "\n| Page | Scripts in HTML | KB | gzip KB | Loaded by the browser | KB | gzip KB |\n" +
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  const seen = new Map<string, Uint8Array<ArrayBuffer>>();
  const sizes = async (scripts: Set<string>) => {
    let raw = 0, gz = 0;
    for (const script of scripts) {
      if (!seen.has(script)) seen.set(script, new Uint8Array(await (await fetch(script)).arrayBuffer()));
      const bytes = seen.get(script)!;
      raw += bytes.byteLength;
      gz += await gzipSize(bytes);
    }
    return `${scripts.size} | ${kb(raw)} | ${kb(gz)}`;
  };
  for (const { name, path, cookies } of shots) {
    const html = await (await fetch(`${url}${path}`, { headers: { cookie: cookieHeader(cookies) } })).text();
    const named = new Set<string>();
    for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
      const found = src ?? preload;
      if (found) named.add(new URL(found.replaceAll("&amp;", "&"), url).toString());
    }
    const fetched = loaded.get(name) ?? new Set<string>();
    console.log(`| ${path.split("?")[0]} | ${await sizes(named)} | ${await sizes(fetched)} |`);
    if (Deno.env.get("LIST_SCRIPTS")) {
      for (const script of new Set([...named, ...fetched])) {
        const where = `${named.has(script) ? "html" : ""}${fetched.has(script) ? " loaded" : ""}`;
        console.log(
          `|   ${new URL(script).pathname} (${where}) | | ${kb(seen.get(script)!.byteLength)} | | | | |`,
        );
      }
    }
  }
}

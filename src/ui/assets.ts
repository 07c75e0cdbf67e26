/**
 * static/ is read once at start-up into memory: each file gets a content hash, so pages link
 * `/static/logo.svg?v=<hash>` and browsers may cache it for a year (the bundled stylesheets and islands carry
 * the hash in their names instead: src/ui/build.ts). Nothing is written at request time.
 */
import { fromFileUrl, join } from "./paths.ts";
import { gzipBytes } from "../core/compress.ts";
import { sha256Hex } from "../core/hash.ts";

export interface StaticFile {
  body: Uint8Array;
  /** Compressed once at start-up, for text types worth it. */
  gzip?: Uint8Array;
  type: string;
  etag: string;
}

const types: Record<string, string> = {
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  ico: "image/x-icon",
  webp: "image/webp",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json",
};

const files = new Map<string, StaticFile>();
const versions = new Map<string, string>();
const staticRoot = fromFileUrl(new URL("../../static/", import.meta.url));

async function walk(dir: string, prefix: string): Promise<void> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory) await walk(path, urlPath);
    else if (entry.isFile) {
      const body = await Deno.readFile(path);
      const hash = (await sha256Hex(body)).slice(0, 12);
      const ext = entry.name.split(".").pop() ?? "";
      const type = types[ext] ?? "application/octet-stream";
      const gzip = /^(text|application\/(json|manifest)|image\/svg)/.test(type) && body.byteLength > 1024
        ? gzipBytes(body, 9)
        : undefined;
      files.set(urlPath, { body, gzip, type, etag: `"${hash}"` });
      versions.set(urlPath, hash);
    }
  }
}

export async function loadStaticFiles(): Promise<void> {
  files.clear();
  versions.clear();
  await walk(staticRoot, "/static");
}

export const staticFile = (urlPath: string): StaticFile | undefined => files.get(urlPath);

/** A static URL with its content version, safe to cache for a year. */
export function asset(urlPath: string): string {
  const version = versions.get(urlPath);
  return version ? `${urlPath}?v=${version}` : urlPath;
}

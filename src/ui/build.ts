/**
 * Bundles every island for the browser with esbuild: one entry per file in islands/ (names starting with
 * "_" are shared modules, not islands), code splitting so React and shared state load once, content-hashed
 * names, and a manifest the server reads to emit script and stylesheet tags. Two stylesheets: the
 * storefront's (static/styles.css) and the panels' (static/panel.css), each the shared components plus its
 * own pages. Runs at build time or at start-up, never while answering a request.
 *
 * A build may run while another process serves from static/build/ (two test runs at once, on PGlite and on
 * PostgreSQL): every file is written under a temporary name and renamed into place, the manifest last, and
 * only then are files no longer named by any output removed. A reader never sees a half-written file, and a
 * rebuild of the same sources leaves the same names in place.
 */
import * as esbuild from "esbuild";
import { fromFileUrl, join, toFileUrl } from "./paths.ts";

/** The stylesheet bundles: a page links one of them. */
export type Stylesheet = "storefront" | "panel";

/** Each bundle's entry, in static/: components plus storefront pages, or components plus panel pages. */
export const stylesheetEntries: Record<Stylesheet, string> = { storefront: "styles.css", panel: "panel.css" };

export interface IslandManifest {
  /** island name -> its entry script URL and every chunk it imports (for modulepreload) */
  islands: Record<string, { src: string; imports: string[] }>;
  /** URL of each bundled stylesheet (its entry and the @imports under static/css/) */
  styles: Record<Stylesheet, string>;
}

const root = fromFileUrl(new URL("../../", import.meta.url));
export const islandsDir = join(root, "islands");
export const buildDir = join(root, "static", "build");
const manifestPath = join(buildDir, "manifest.json");

export async function listIslands(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(islandsDir)) {
    if (entry.isFile && /^[A-Z][A-Za-z0-9]*\.tsx$/.test(entry.name)) {
      names.push(entry.name.replace(/\.tsx$/, ""));
    }
  }
  return names.sort();
}

export async function buildIslands(): Promise<IslandManifest> {
  const names = await listIslands();
  const hydrateUrl = toFileUrl(join(root, "src", "ui", "hydrate.ts")).href;
  const virtual: esbuild.Plugin = {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice(7), namespace: "island" }));
      build.onLoad({ filter: /.*/, namespace: "island" }, (args) => ({
        contents: `import { hydrate } from ${JSON.stringify(fromFileUrl(hydrateUrl))};
import Island from ${JSON.stringify(join(islandsDir, `${args.path}.tsx`))};
hydrate(${JSON.stringify(args.path)}, Island.component ?? Island);`,
        loader: "ts",
        resolveDir: root,
      }));
    },
  };
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(names.map((name) => [name, `island:${name}`])),
    plugins: [virtual],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: ["es2022"],
    jsx: "automatic",
    outdir: buildDir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
    nodePaths: [join(root, "node_modules")],
    legalComments: "none",
    logLevel: "warning",
  });
  const css = await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(stylesheetEntries).map(([name, file]) => [name, join(root, "static", file)]),
    ),
    bundle: true,
    minify: true,
    outdir: buildDir,
    entryNames: "[name]-[hash]",
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  await esbuild.stop();
  const written = await writeInPlace([...result.outputFiles!, ...css.outputFiles!]);

  const manifest: IslandManifest = { islands: {}, styles: { storefront: "", panel: "" } };
  const url = (file: string) => "/" + file.slice(file.indexOf("static/")).replaceAll("\\", "/");
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    if (!output.entryPoint) continue;
    const name = output.entryPoint.replace(/^island:/, "");
    // Chunks loaded later by import() (recharts) are not preloaded: they would compete with the page.
    const imports = output.imports.filter((i) => !i.external && i.kind !== "dynamic-import").map((i) =>
      url(i.path)
    );
    manifest.islands[name] = { src: url(file), imports };
  }
  const cssFiles = Object.keys(css.metafile!.outputs).filter((file) => file.endsWith(".css"));
  for (const name of Object.keys(stylesheetEntries) as Stylesheet[]) {
    manifest.styles[name] = url(cssFiles.find((file) => file.split("/").pop()!.startsWith(`${name}-`))!);
  }
  await writeAtomically(manifestPath, new TextEncoder().encode(JSON.stringify(manifest, null, 2)));
  written.add(manifestPath);
  for await (const entry of Deno.readDir(buildDir)) {
    const path = join(buildDir, entry.name);
    if (entry.isFile && !written.has(path) && !entry.name.includes(".tmp-")) {
      await Deno.remove(path).catch(() => {});
    }
  }
  return manifest;
}

/** Writes `bytes` to `path` through a temporary file in the same folder and a rename. */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.tmp-${crypto.randomUUID().slice(0, 8)}`;
  await Deno.writeFile(temporary, bytes);
  await Deno.rename(temporary, path);
}

/** The bundles' files written into static/build/ (kept as they are when unchanged); their paths. */
async function writeInPlace(files: esbuild.OutputFile[]): Promise<Set<string>> {
  await Deno.mkdir(buildDir, { recursive: true });
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file.path);
    await writeAtomically(file.path, file.contents);
  }
  return paths;
}

async function newestSourceTime(): Promise<number> {
  let newest = 0;
  const visit = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory) await visit(path);
      else newest = Math.max(newest, (await Deno.stat(path)).mtime?.getTime() ?? 0);
    }
  };
  await Promise.all([visit(islandsDir), visit(join(root, "static", "css"))]);
  const entries = Object.values(stylesheetEntries).map((file) => `static/${file}`);
  for (const file of ["src/ui/island.tsx", "src/ui/hydrate.ts", ...entries]) {
    newest = Math.max(newest, (await Deno.stat(join(root, file))).mtime?.getTime() ?? 0);
  }
  return newest;
}

/** Reads the manifest, building the bundles first when they are missing (a fresh clone) or stale. */
export async function loadIslandManifest(): Promise<IslandManifest> {
  try {
    const built = (await Deno.stat(manifestPath)).mtime?.getTime() ?? 0;
    if (built >= await newestSourceTime()) {
      const manifest: IslandManifest = JSON.parse(await Deno.readTextFile(manifestPath));
      if (typeof manifest.styles === "object") return manifest; // else built before there were two stylesheets
    }
  } catch {
    // not built yet
  }
  return await buildIslands();
}

if (import.meta.main) {
  const manifest = await buildIslands();
  console.log(`Built ${Object.keys(manifest.islands).length} islands into static/build/`);
}

/**
 * Bundles every island for the browser with esbuild: one entry per file in islands/ (names starting with
 * "_" are shared modules, not islands), code splitting so React and shared state load once, content-hashed
 * names, and a manifest (plus the one bundled stylesheet) the server reads to emit script tags. Runs at build time or at start-up, never
 * while answering a request.
 */
import * as esbuild from "esbuild";
import { fromFileUrl, join, toFileUrl } from "./paths.ts";

export interface IslandManifest {
  /** island name -> its entry script URL and every chunk it imports (for modulepreload) */
  islands: Record<string, { src: string; imports: string[] }>;
  /** URL of the bundled stylesheet (static/styles.css and its @imports) */
  styles: string;
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
  await Deno.remove(buildDir, { recursive: true }).catch(() => {});
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
    define: { "process.env.NODE_ENV": '"production"' },
    nodePaths: [join(root, "node_modules")],
    legalComments: "none",
    logLevel: "warning",
  });
  const css = await esbuild.build({
    entryPoints: { styles: join(root, "static", "styles.css") },
    bundle: true,
    minify: true,
    outdir: buildDir,
    entryNames: "[name]-[hash]",
    metafile: true,
    logLevel: "warning",
  });
  await esbuild.stop();

  const manifest: IslandManifest = { islands: {}, styles: "" };
  const url = (file: string) => "/" + file.slice(file.indexOf("static/")).replaceAll("\\", "/");
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    if (!output.entryPoint) continue;
    const name = output.entryPoint.replace(/^island:/, "");
    const imports = output.imports.filter((i) => !i.external).map((i) => url(i.path));
    manifest.islands[name] = { src: url(file), imports };
  }
  manifest.styles = url(Object.keys(css.metafile!.outputs).find((f) => f.endsWith(".css"))!);
  await Deno.writeTextFile(manifestPath, JSON.stringify(manifest, null, 2));
  return manifest;
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
  for (const file of ["src/ui/island.tsx", "src/ui/hydrate.ts", "static/styles.css"]) {
    newest = Math.max(newest, (await Deno.stat(join(root, file))).mtime?.getTime() ?? 0);
  }
  return newest;
}

/** Reads the manifest, building the bundles first when they are missing (a fresh clone) or stale. */
export async function loadIslandManifest(): Promise<IslandManifest> {
  try {
    const built = (await Deno.stat(manifestPath)).mtime?.getTime() ?? 0;
    if (built >= await newestSourceTime()) return JSON.parse(await Deno.readTextFile(manifestPath));
  } catch {
    // not built yet
  }
  return await buildIslands();
}

if (import.meta.main) {
  const manifest = await buildIslands();
  console.log(`Built ${Object.keys(manifest.islands).length} islands into static/build/`);
}

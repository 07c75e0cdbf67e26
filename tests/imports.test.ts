/**
 * The app's own import graph (main.ts, src/, routes/, islands/, db/, tests/): no module reaches itself
 * through its relative imports, static, type-only or dynamic; and the page cache (src/cache/) is wired in
 * by the server alone (src/app.ts, src/server.ts, main.ts) and read by tests: everything else, the
 * database layer, the UI and core included, knows it only as core/page-cache.ts.
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);
const DIRS = ["main.ts", "src", "routes", "islands", "db", "tests"];
const CACHE = "src/cache/";
const WIRING = new Set(["src/app.ts", "src/server.ts", "main.ts"]);

// `import … from "x"`, `import "x"`, `export … from "x"` (over several lines too), and `import("x")`.
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

async function modules(path: string, into: string[] = []): Promise<string[]> {
  const url = new URL(path, root);
  if ((await Deno.stat(url)).isFile) {
    if (/\.tsx?$/.test(path)) into.push(path);
    return into;
  }
  for await (const entry of Deno.readDir(url)) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    await modules(`${path}/${entry.name}`, into);
  }
  return into;
}

/** Each module's relative imports, as paths from the repository's root. */
async function importGraph(): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const dir of DIRS) {
    for (const path of await modules(dir)) {
      const text = await Deno.readTextFile(new URL(path, root));
      const specifiers = [...text.matchAll(staticImport), ...text.matchAll(dynamicImport)]
        .map((match) => match[1])
        .filter((specifier) => specifier.startsWith("./") || specifier.startsWith("../"));
      graph.set(
        path,
        specifiers.map((specifier) => new URL(specifier, new URL(path, root)).href.slice(root.href.length)),
      );
    }
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components), each of two or more. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!graph.has(imported)) continue;
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) low.set(module, Math.min(low.get(module)!, index.get(imported)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)!.includes(module)) found.push(group);
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

/** One way round a group: from its first module back to it, through the group. */
function wayRound(graph: Map<string, string[]>, group: string[]): string {
  const inGroup = new Set(group);
  const start = group.toSorted()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const module = queue.shift()!;
    for (const imported of graph.get(module)!) {
      if (!inGroup.has(imported)) continue;
      if (imported === start) {
        const way: string[] = [];
        for (let at = module; at !== start; at = cameFrom.get(at)!) way.push(at);
        return [start, ...way.reverse(), start].join(" → ");
      }
      if (!cameFrom.has(imported)) {
        cameFrom.set(imported, module);
        queue.push(imported);
      }
    }
  }
  return group.join(", ");
}

const isTest = (path: string) =>
  path.startsWith("tests/") || /\.test\.tsx?$/.test(path) || path === `${CACHE}cache-test-helpers.ts`;

Deno.test("no module imports itself, however far round", async () => {
  const graph = await importGraph();
  assert.ok(graph.size > 400, `${graph.size} modules read`);
  const found = circles(graph).map((group) =>
    `${group.length} modules reach each other (${group.toSorted().join(", ")}), e.g. ${
      wayRound(graph, group)
    }`
  );
  assert.deepEqual(found, [], `import circles:\n${found.join("\n")}`);
});

Deno.test("the page cache is wired in by the server alone; everything else knows core/page-cache.ts", async () => {
  const graph = await importGraph();
  const reaching = [...graph].flatMap(([module, imports]) =>
    module.startsWith(CACHE) || WIRING.has(module) || isTest(module)
      ? []
      : imports.filter((imported) => imported.startsWith(CACHE)).map((imported) => `${module} → ${imported}`)
  );
  assert.deepEqual(reaching, []);
  // The layers below the app in particular (also covered above, said on its own).
  for (const [module, imports] of graph) {
    if (!/^(src\/db\/|db\/|src\/ui\/|src\/core\/)/.test(module) || isTest(module)) continue;
    assert.ok(!imports.some((imported) => imported.startsWith(CACHE)), `${module} imports ${CACHE}`);
  }
});

Deno.test("the walk finds what it must: every kind of import, and a circle when there is one", () => {
  const text = [
    `import { a } from "./a.ts";`,
    `import type {\n  B,\n} from "../b.ts";`,
    `export * from "./c.ts";`,
    `import "./d.ts";`,
    `const e = await import("./e.ts");`,
    `import { f } from "hono";`,
  ].join("\n");
  const found = [...text.matchAll(staticImport), ...text.matchAll(dynamicImport)].map((m) => m[1]);
  assert.deepEqual(found, ["./a.ts", "../b.ts", "./c.ts", "./d.ts", "hono", "./e.ts"]);
  const graph = new Map([["x", ["y"]], ["y", ["z"]], ["z", ["x", "w"]], ["w", []]]);
  assert.deepEqual(circles(graph).map((group) => wayRound(graph, group)), ["x → y → z → x"]);
  assert.deepEqual(circles(new Map([["x", ["y"]], ["y", []]])), []);
});

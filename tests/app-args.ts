/**
 * The command line the benchmarks, Lighthouse and the drills start the app with: `deno run -A`, the V8 flags
 * of `deno task start` (deno.json, the one place they are written), and main.ts. So what they measure or
 * break is the app as it runs.
 */
const root = new URL("../", import.meta.url).pathname;
const start: string = JSON.parse(await Deno.readTextFile(`${root}deno.json`)).tasks.start;

export const appArgs =
  (): string[] => ["run", "-A", ...(start.match(/--v8-flags=\S+/g) ?? []), `${root}main.ts`];

/**
 * wrk as the benchmarks run it: one place that spawns it (a Lua script written to a temporary file for the
 * run), the short warm-up before a measured run, and the summary line a script's `done` hook prints.
 */
import { stopOnInterrupt } from "./interrupted.ts";

export interface WrkRun {
  url: string;
  threads: number;
  connections: number;
  seconds: number;
  /**
   * Seconds before a request counts as timed out (default 10): wrk's own 2 s drops slow answers from the
   * percentiles; 10 s keeps them in.
   */
  timeoutSeconds?: number;
  /** Lua script text; its `done` hook prints the figures wrk's own summary lacks. */
  script?: string;
  /** Arguments after `--`: the script's init(args). */
  scriptArgs?: string[];
  headers?: Record<string, string>;
  /** wrk's own error messages on this process's stderr; discarded otherwise. */
  showErrors?: boolean;
}

/** Runs wrk and returns what it printed on stdout: its summary and the script's lines. */
export async function runWrk(run: WrkRun): Promise<string> {
  return await spawn(run, "piped");
}

/**
 * A short run (one thread, 8 connections, 2 s) whose figures are thrown away: V8 optimises the hot paths
 * before the measured run.
 */
export async function warmUp(target: Pick<WrkRun, "url" | "script" | "headers">): Promise<void> {
  // wrk's default timeout, as the warm-ups have always run.
  await spawn({ ...target, threads: 1, connections: 8, seconds: 2, timeoutSeconds: 2 }, "null");
}

/** The rest of the line printed after `tag` ("MIXED {...}" gives "{...}"), if wrk printed one. */
export function summaryLine(out: string, tag: string): string | undefined {
  return out.split("\n").find((line) => line.startsWith(`${tag} `))?.slice(tag.length + 1);
}

/** The `key=number` pairs of that line: "BENCH requests=120 us=1000" gives { requests: 120, us: 1000 }. */
export function summaryNumbers(out: string, tag: string): Record<string, number> | undefined {
  const line = summaryLine(out, tag);
  if (line === undefined) return undefined;
  return Object.fromEntries([...line.matchAll(/(\w+)=(\d+)/g)].map(([, key, value]) => [key, Number(value)]));
}

async function spawn(run: WrkRun, stdout: "piped" | "null"): Promise<string> {
  const file = run.script === undefined ? undefined : await writeScript(run.script);
  try {
    const args = [
      `-t${run.threads}`,
      `-c${run.connections}`,
      `-d${run.seconds}s`,
      "--timeout",
      `${run.timeoutSeconds ?? 10}s`,
      ...(file ? ["-s", file] : []),
      ...Object.entries(run.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      run.url,
      ...(run.scriptArgs ? ["--", ...run.scriptArgs] : []),
    ];
    const stderr = run.showErrors ? "inherit" : "null";
    const output = await stopOnInterrupt(new Deno.Command("wrk", { args, stdout, stderr }).spawn()).output();
    return stdout === "piped" ? new TextDecoder().decode(output.stdout) : "";
  } finally {
    if (file) await Deno.remove(file).catch(() => {});
  }
}

async function writeScript(text: string): Promise<string> {
  const file = await Deno.makeTempFile({ prefix: "swiftcart-wrk-", suffix: ".lua" });
  await Deno.writeTextFile(file, text);
  return file;
}

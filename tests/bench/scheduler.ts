/**
 * Linux's autogroup scheduling, off while a benchmark runs (and put back after it, an interrupted run too).
 *
 * With kernel.sched_autogroup_enabled = 1 (Debian's default) the kernel shares the CPUs between sessions
 * first, then between the processes of each: PostgreSQL, started as a service, is one group; the app and wrk,
 * started from the benchmark's shell, are another. On these 2-core machines (kernel 6.18) that left single
 * PostgreSQL backends runnable and unscheduled for 0.1 to 3 s at a time while the rest of the machine ran
 * (2026-11-28: /proc/<pid>/schedstat of a backend in the middle of a statement showed its run time standing
 * still and its wait in the run queue growing with the clock), and every request pipelined on that backend's
 * connection waited with it. That is the load generator and the database sharing two cores, not the app: in
 * production the database has a machine of its own. Signed-in home and product pages, 10 s runs: p99
 * 14.5-3,266 ms with autogroup (eleven runs: 11 of the 22 p99s over 100 ms), 7.7-10.4 ms without (four).
 *
 * Writing the setting needs root; without it the benchmark says so and runs as the machine is.
 */
import { cleanUpOnInterrupt } from "./interrupted.ts";

const SETTING = "/proc/sys/kernel/sched_autogroup_enabled";

/** What the run had: "off", "on" (could not be changed, or --autogroup asked to keep it), or undefined (no such setting). */
export type Autogroup = "off" | "on" | undefined;

/**
 * Turns autogroup off for the rest of this process (unless `keep`), and back on when it exits or is
 * interrupted. Answers what the run has, and prints it when that is not what the machine had.
 */
export async function autogroupOffWhileRunning(keep = false): Promise<Autogroup> {
  const was = await Deno.readTextFile(SETTING).then((text) => text.trim(), () => undefined);
  if (was === undefined) return undefined;
  if (was === "0") return "off";
  if (keep) return "on";
  try {
    await Deno.writeTextFile(SETTING, "0");
  } catch {
    console.warn(
      `${SETTING} is 1 and cannot be changed by this user: PostgreSQL backends may wait seconds for a CPU ` +
        `(tests/bench/scheduler.ts); run as root, or set it to 0 for the benchmark.`,
    );
    return "on";
  }
  const restore = () => {
    try {
      Deno.writeTextFileSync(SETTING, was);
    } catch {
      // Written back already, or the process is going down: nothing more to do.
    }
  };
  cleanUpOnInterrupt(() => Promise.resolve(restore()));
  // A normal end, Deno.exit, and a failure (an uncaught error reaches Deno as an unhandled rejection).
  for (const event of ["unload", "error", "unhandledrejection"]) globalThis.addEventListener(event, restore);
  console.log(
    `kernel.sched_autogroup_enabled: 0 for this run, ${was} again after it (tests/bench/scheduler.ts)`,
  );
  return "off";
}

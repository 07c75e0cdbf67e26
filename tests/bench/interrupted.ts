/**
 * A benchmark stopped by a signal (Ctrl-C, `timeout`, a cancelled job) used to leave behind what it had
 * started: the app with its connections, the bare server, a wrk still loading them, and the throw-away
 * database. They went on using the machine and skewed every later run: an app left running reconnected a
 * dozen times a second to its dropped database through a whole later benchmark (2026-11-28). So each
 * benchmark process registers what it starts here; on SIGINT or SIGTERM the processes are stopped (SIGTERM,
 * then SIGKILL after a grace period), the clean-ups run (dropping the database), and the benchmark exits.
 */

import { stopProcess } from "../processes.ts";

const running = new Set<Deno.ChildProcess>();
let interrupted = false;
const cleanUps: (() => Promise<void>)[] = [];
const GRACE_MS = 5_000;
let listening = false;

/** Stops `child` if the benchmark is interrupted before it exits; returns it. */
export function stopOnInterrupt(child: Deno.ChildProcess): Deno.ChildProcess {
  listen();
  // Started while the signal's handler was stopping the others (the benchmark's flow runs on meanwhile).
  if (interrupted) {
    stop(child).catch(() => {});
    return child;
  }
  running.add(child);
  child.status.finally(() => running.delete(child));
  return child;
}

/** Runs `cleanUp` (after the processes have stopped) if the benchmark is interrupted. */
export function cleanUpOnInterrupt(cleanUp: () => Promise<void>): void {
  listen();
  cleanUps.push(cleanUp);
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, async () => {
      interrupted = true;
      console.error(`\n${signal}: stopping what the benchmark started`);
      await Promise.all([...running].map(stop));
      for (const cleanUp of cleanUps) await cleanUp().catch((error) => console.error(error));
      Deno.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
}

/**
 * Once interrupted, the signal's handler ends the process: the benchmark's own flow waits here forever rather
 * than go on to use a database being dropped, or print and write figures of a run cut short.
 */
export async function haltIfInterrupted(): Promise<void> {
  if (interrupted) await new Promise<never>(() => {});
}

/** SIGTERM, then SIGKILL after a grace period; resolves once `child` has exited (at once if it had). */
export async function stop(child: Deno.ChildProcess): Promise<void> {
  await stopProcess(child, GRACE_MS);
}

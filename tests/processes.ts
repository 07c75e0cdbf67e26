/** Child processes as the tests, drills and benchmarks stop them. */

/** Sends `signal` unless the process has exited already (Deno throws then). */
export function killQuietly(child: Deno.ChildProcess, signal: Deno.Signal): void {
  try {
    child.kill(signal);
  } catch {
    // exited in the meantime
  }
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it has exited. */
export async function stopProcess(child: Deno.ChildProcess, graceMs: number): Promise<Deno.CommandStatus> {
  killQuietly(child, "SIGTERM");
  const timer = setTimeout(() => killQuietly(child, "SIGKILL"), graceMs);
  try {
    return await child.status;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The real app as a child process, started as `deno task start` starts it (../app-args.ts), as it runs in
 * production: drills kill it, cut its database and restart it. Its output is kept for the failure message;
 * stopping it always waits for the process and its pipes, so a drill never leaves a server behind.
 */
import { appArgs } from "../app-args.ts";
import { killQuietly, stopProcess } from "../processes.ts";

const root = new URL("../../", import.meta.url).pathname;

export interface AppProcess {
  /** e.g. http://localhost:41234, from the "listening on" line. */
  url: string;
  /** Everything it printed so far (stdout and stderr, interleaved). */
  output(): string;
  /** Settles when the process has exited (and its pipes are drained). */
  exited: Promise<Deno.CommandStatus>;
  /** True until it exits. */
  running(): boolean;
  kill(signal: Deno.Signal): void;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<Deno.CommandStatus>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

/** Starts the app with these variables (on top of the test's own) and waits for its "listening on" line. */
export async function startApp(env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: appArgs(),
    cwd: root,
    env: { PORT: "0", LOG: "off", APP_ENV: "development", WORKERS: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  let listening: (url: string) => void;
  const heard = new Promise<string>((resolve) => (listening = resolve));
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      const found = LISTENING.exec(text);
      if (found) listening(found[1]);
    }
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  let exitStatus: Deno.CommandStatus | undefined;
  const exited = Promise.all([child.status, drained]).then(([status]) => (exitStatus = status));

  const app: AppProcess = {
    url: "",
    output: () => text,
    exited,
    running: () => exitStatus === undefined,
    kill(signal) {
      if (exitStatus === undefined) killQuietly(child, signal);
    },
    async stop(graceMs = 10_000) {
      await stopProcess(child, graceMs);
      return await exited;
    },
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    heard.then((url) => ({ url })),
    exited.then((status) => ({ exit: status.code })),
    new Promise<{ timeout: true }>((
      resolve,
    ) => (timer = setTimeout(() => resolve({ timeout: true }), timeoutMs))),
  ]);
  clearTimeout(timer);
  if ("url" in outcome) {
    app.url = outcome.url;
    return app;
  }
  await app.stop(1_000);
  const why = "exit" in outcome
    ? `exited with code ${outcome.exit}`
    : `did not listen within ${timeoutMs} ms`;
  throw new Error(`The app ${why}. Its output:\n${text}`);
}

/** Calls `path` until it answers 200 (the database is open and migrated); returns how long that took. */
export async function untilServing(
  app: AppProcess,
  path = "/api/products/get-all-products?limit=1",
  timeoutMs = 60_000,
): Promise<number> {
  const started = performance.now();
  let last = "no answer";
  while (performance.now() - started < timeoutMs) {
    if (!app.running()) throw new Error(`The app exited while starting. Its output:\n${app.output()}`);
    try {
      const response = await fetch(app.url + path, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      last = `${response.status} ${await response.text()}`;
      if (response.status === 200) return performance.now() - started;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${app.url}${path} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/** The exit status, or undefined if the process is still running after `ms`. */
export async function exitedWithin(app: AppProcess, ms: number): Promise<Deno.CommandStatus | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      app.exited,
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

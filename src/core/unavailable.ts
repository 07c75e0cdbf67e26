/**
 * "The database cannot be reached right now" is not a bug: the request may succeed in a moment. Such errors
 * answer 503 with Retry-After instead of 500, and are logged once per minute of outage rather than once per
 * request (an outage under load would otherwise bury the log in identical stack traces).
 */

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
/** What Retry-After tells clients; about the longest pause between the server's reconnection attempts. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown by the stand-in database a server answers with while its real database is still being opened. */
export class DatabaseNotReady extends Error {
  readonly code = "DATABASE_NOT_READY";
  constructor() {
    super("The database is not open yet");
    this.name = "DatabaseNotReady";
  }
}

/** Socket errors (Node's codes, as postgres.js reports them) and postgres.js's own connection errors. */
const CONNECTION_ERRORS = new Set([
  "DATABASE_NOT_READY",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND", // a database host whose name does not resolve yet (a container still starting)
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/**
 * PostgreSQL's answers meaning "not now": admin_shutdown, crash_shutdown, cannot_connect_now (starting up
 * or shutting down), too_many_connections. Class 08 (connection exceptions) is matched as a whole.
 */
const SERVER_REFUSALS = new Set(["57P01", "57P02", "57P03", "53300"]);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/** True when the error (or what caused it) means the database is unreachable, not that the request is wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const code = codeOf(error);
  if (code && (CONNECTION_ERRORS.has(code) || SERVER_REFUSALS.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  // Errors re-thrown by a library keep the original as `cause`; a dual-stack connect reports each address.
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** One line for the log: the code and the driver's message (host and port included, never sent to clients). */
export function describeOutage(error: unknown): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Logs the first error of an outage, then at most one line per interval with how many it left out. */
export class OutageLog {
  private quietUntil = 0;
  private skipped = 0;

  constructor(
    private readonly intervalMs = 60_000,
    private readonly write: (line: string) => void = console.error,
  ) {}

  /** True when this call wrote a line. */
  report(what: string, error: unknown, now = Date.now()): boolean {
    if (now < this.quietUntil) {
      this.skipped++;
      return false;
    }
    const skipped = this.skipped ? ` (${this.skipped} more since the last notice)` : "";
    this.write(`${what}: ${describeOutage(error)}${skipped}`);
    this.quietUntil = now + this.intervalMs;
    this.skipped = 0;
    return true;
  }
}

const requestOutages = new OutageLog();

/**
 * For the app's error handler: logs a request's outage error, throttled. Requests refused while the server
 * is still opening its database are not logged: the start-up loop reports those attempts itself.
 */
export function logUnavailable(error: unknown): void {
  if (error instanceof DatabaseNotReady) return;
  requestOutages.report("The database is unavailable; answering 503", error);
}

import assert from "node:assert/strict";
import { DatabaseNotReady, describeOutage, isDatabaseUnavailable, OutageLog } from "./unavailable.ts";
import { AppError } from "./errors.ts";

/** An error as postgres.js or Node's sockets raise it: a message and a code. */
const failure = (code: string, message = `failed with ${code}`) =>
  Object.assign(new Error(message), { code });

Deno.test("connection failures and PostgreSQL's 'not now' answers mean the database is unavailable", () => {
  for (
    const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "CONNECTION_ENDED",
      "CONNECTION_DESTROYED",
      "08006", // connection_failure
      "08001", // sqlclient_unable_to_establish_sqlconnection
      "08P01", // protocol_violation: still class 08
      "57P01", // admin_shutdown
      "57P02", // crash_shutdown
      "57P03", // cannot_connect_now: starting up
      "53300", // too_many_connections
    ]
  ) {
    assert.equal(isDatabaseUnavailable(failure(code)), true, code);
  }
  assert.equal(isDatabaseUnavailable(new DatabaseNotReady()), true);
});

Deno.test("errors of the request or the code are not an outage", () => {
  for (const code of ["23505", "23503", "42P01", "42703", "22P02", "40001", "57014", "28P01", "3D000"]) {
    assert.equal(isDatabaseUnavailable(failure(code)), false, code);
  }
  assert.equal(isDatabaseUnavailable(new AppError(409, "Your cart is empty.")), false);
  assert.equal(isDatabaseUnavailable(new TypeError("x is undefined")), false);
  assert.equal(isDatabaseUnavailable(Object.assign(new Error("odd"), { code: 8006 })), false);
  assert.equal(isDatabaseUnavailable(null), false);
  assert.equal(isDatabaseUnavailable("ECONNREFUSED"), false);
});

Deno.test("an outage wrapped by a library is still recognised", () => {
  const wrapped = new Error("migration failed", { cause: failure("ECONNREFUSED") });
  assert.equal(isDatabaseUnavailable(wrapped), true);
  // A dual-stack connect (localhost: ::1 and 127.0.0.1) reports one error per address.
  const both = new AggregateError([failure("ECONNREFUSED"), failure("ECONNREFUSED")], "connect failed");
  assert.equal(isDatabaseUnavailable(both), true);
  const loop: { code?: string; cause?: unknown } = {};
  loop.cause = loop;
  assert.equal(isDatabaseUnavailable(loop), false);
});

Deno.test("the log line names the code once", () => {
  assert.equal(
    describeOutage(failure("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")),
    "connect ECONNREFUSED 127.0.0.1:5432",
  );
  assert.equal(
    describeOutage(failure("57P01", "terminating connection due to administrator command")),
    "57P01: terminating connection due to administrator command",
  );
});

Deno.test("an outage is logged once per interval, with how many errors were left out", () => {
  const lines: string[] = [];
  const log = new OutageLog(60_000, (line) => lines.push(line));
  const refused = failure("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432");
  assert.equal(log.report("Unavailable", refused, 0), true);
  for (let i = 1; i <= 500; i++) assert.equal(log.report("Unavailable", refused, i * 100), false);
  assert.equal(log.report("Unavailable", refused, 60_000), true);
  assert.deepEqual(lines, [
    "Unavailable: connect ECONNREFUSED 127.0.0.1:5432",
    "Unavailable: connect ECONNREFUSED 127.0.0.1:5432 (500 more since the last notice)",
  ]);
});

/**
 * The server ends a transaction's session (a restart, a failover, an administrator): the transaction fails with
 * a connection error, the process lives on, and the pool keeps serving. postgres.js 3.4.9 alone crashed the
 * process here (reserved-session.ts says how). PostgreSQL only: an embedded database has no sessions to end.
 */
import assert from "node:assert/strict";
import postgres from "postgres";
import { type Kysely, sql } from "kysely";
import { createTestDatabase } from "../tests/helpers.ts";
import { batchedTransactionOf, connect } from "./connect.ts";
import type { Database } from "./database.ts";
import { isDatabaseUnavailable } from "../src/core/unavailable.ts";

const serverUrl = Deno.env.get("DATABASE_URL");
const ignore = !serverUrl;

/**
 * The test database (and its address) and a client of its own to end sessions with. After each case the
 * pool must serve again: `replayed` queries (at most) may fail with the ended session's error instead
 * (below), none otherwise.
 */
async function withSessionKiller(
  replayed: number,
  run: (
    db: Kysely<Database>,
    terminate: (pid: number) => Promise<void>,
    killer: postgres.Sql,
    url: string,
  ) => Promise<void>,
) {
  const { db, close } = await createTestDatabase();
  const { rows: [{ name }] } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const killer = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await run(
      db,
      async (pid) => {
        await killer`select pg_terminate_backend(${pid})`;
      },
      killer,
      url.toString(),
    );
    // A session ended during a statement leaves its error ("terminating connection due to administrator
    // command", 57P01) in postgres.js 3.4.9's connection, which fails the first query after it reconnects
    // with it (porsager/postgres#1223): one more 503, not a crash or a hang.
    const first = await poolRound(db);
    const failed = first.filter((outcome) => outcome.status === "rejected");
    assert.ok(failed.length <= replayed, `${failed.length} queries failed after the session ended`);
    for (const { reason } of failed) assertConnectionError(reason);
    assert.ok((await poolRound(db)).every((outcome) => outcome.status === "fulfilled"));
  } finally {
    await killer.end();
    await close();
  }
}

/** Queries and transactions enough to use every connection of the pool; settled within seconds. */
async function poolRound(db: Kysely<Database>) {
  const work = Promise.allSettled([
    ...Array.from({ length: 40 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(db)),
    ...Array.from({ length: 10 }, () =>
      db.transaction().execute(async (trx) => {
        const id = `after${crypto.randomUUID()}`;
        await trx.insertInto("units").values({ id, name: id }).execute();
        return await trx.selectFrom("units").select("name").where("id", "=", id).executeTakeFirstOrThrow();
      })),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) =>
    timer = setTimeout(() => reject(new Error("the pool stopped answering")), 10_000)
  );
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server process running a statement that starts with `text`, once it has begun. */
async function backendRunning(killer: postgres.Sql, text: string): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const [found] = await killer<{ pid: number }[]>`
      select pid from pg_stat_activity
      where state = 'active' and query like ${text + "%"} and pid <> pg_backend_pid()`;
    if (found) return found.pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no session is running ${text}`);
}

const assertConnectionError = (error: unknown) => {
  assert.ok(isDatabaseUnavailable(error), `a connection error (answered 503), not ${error}`);
  return true;
};

/** Nothing of the failed transaction stayed. */
const assertLost = async (db: Kysely<Database>) =>
  assert.equal(
    await db.selectFrom("units").select("id").where("id", "=", "lost").executeTakeFirst(),
    undefined,
  );

/**
 * The server ends the session running `statement` (its text's start) while `transaction` waits on it: the
 * transaction fails with a connection error, and nothing of it stays.
 */
async function endDuring(
  db: Kysely<Database>,
  terminate: (pid: number) => Promise<void>,
  killer: postgres.Sql,
  statement: string,
  transaction: Promise<unknown>,
) {
  const failed = assert.rejects(transaction, assertConnectionError);
  await terminate(await backendRunning(killer, statement));
  await failed;
  await assertLost(db);
}

Deno.test({
  name:
    "reserved session: the server ending it between two statements fails the transaction, not the process",
  ignore,
  fn: () =>
    withSessionKiller(0, async (db, terminate) => {
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          const { rows: [{ pid }] } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await terminate(pid);
          await new Promise((resolve) => setTimeout(resolve, 100)); // the close reaches the app
          await trx.insertInto("units").values({ id: "lost", name: "Lost" }).execute();
        }),
        assertConnectionError,
      );
      await assertLost(db);
    }),
});

// A session the server ends during a statement: a transaction of Kysely's, and a batched one. In the batch,
// a statement with parameters is described before it first runs: postgres.js queues the ones after it until
// the answer, so the batch's second statement waits in the library's queue, unsent.
const endedDuringAStatement: [string, string, (db: Kysely<Database>) => Promise<unknown>][] = [
  [
    "the server ending it during a statement fails the transaction and its rollback quietly",
    "select pg_sleep(30)",
    (db) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto("units").values({ id: "lost", name: "Lost" }).execute();
        await sql`select pg_sleep(30)`.execute(trx);
      }),
  ],
  [
    "a batched transaction whose session ends fails, and its rollback quietly",
    "select pg_sleep($1)",
    (db) =>
      batchedTransactionOf(db)([
        sql`select pg_sleep(${30})`.compile(db),
        db.insertInto("units").values({ id: "lost", name: "Lost" }).compile(),
      ]),
  ],
];

for (const [name, statement, transaction] of endedDuringAStatement) {
  Deno.test({
    name: `reserved session: ${name}`,
    ignore,
    fn: () =>
      withSessionKiller(
        1,
        (db, terminate, killer) => endDuring(db, terminate, killer, statement, transaction(db)),
      ),
  });
}

Deno.test({
  name:
    "reserved session: a transaction idle past the limit is ended by the server; the request fails, the pool lives",
  ignore,
  fn: () =>
    withSessionKiller(0, async (_db, _terminate, _killer, url) => {
      const db = await connect({ databaseUrl: url, maxConnections: 2, idleInTransactionSeconds: 1 });
      try {
        await assert.rejects(
          db.transaction().execute(async (trx) => {
            await trx.insertInto("units").values({ id: "lost", name: "Lost" }).execute();
            await new Promise((resolve) => setTimeout(resolve, 1_500)); // a request stuck mid-transaction
            await trx.selectFrom("units").select("id").execute();
          }),
          assertConnectionError,
        );
        await assertLost(db);
      } finally {
        await db.destroy();
      }
    }),
});

/**
 * The job runner: timer rounds, the wake after an enqueue, rounds that never overlap, the Deno.cron path
 * (with a stand-in for Deno.cron) that keeps going for most of its minute, errors that do not stop it, and
 * the advisory lock for jobs that claim no rows (on the database the tests run on).
 */
import assert from "node:assert/strict";
import type { DB } from "../../db/database.ts";
import { createTestDatabase } from "../../tests/helpers.ts";
import { loadJobsConfig } from "./jobs.config.ts";
import { withJobLock } from "./jobs.queries.ts";
import { type CronFunction, type Job, JobRunner, WAKE_POLL_MS, WAKE_WINDOW_MS } from "./jobs.runner.ts";

const db = {} as DB; // the runner only hands it to the jobs
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that counts its rounds (and when they ran), optionally slow or failing. */
function countingJob(
  name = "count",
  options: { ms?: number; due?: () => number | undefined; fail?: boolean } = {},
) {
  const rounds: number[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const job: Job = {
    name,
    async run(given) {
      assert.equal(given, db);
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      rounds.push(Date.now());
      try {
        if (options.ms) await sleep(options.ms);
        if (options.fail) throw new Error("round failed");
        return options.due?.();
      } finally {
        concurrent--;
      }
    },
  };
  return { job, rounds, maxConcurrent: () => maxConcurrent };
}

Deno.test("jobs: the timer runs a round at start, then every tick; stop ends it", async () => {
  const { job, rounds } = countingJob();
  const runner = new JobRunner([job], { mode: "timer", tickMs: 40 });
  try {
    runner.start(db);
    await sleep(230);
    assert.ok(rounds.length >= 3 && rounds.length <= 7, `${rounds.length} rounds`);
  } finally {
    await runner.stop();
  }
  const after = rounds.length;
  await sleep(100);
  assert.equal(rounds.length, after, "no round after stop");
});

Deno.test("jobs: a round that says when its work falls due is run again then, sooner than the tick", async () => {
  let next: number | undefined = 60;
  const { job, rounds } = countingJob("due", { due: () => next });
  const runner = new JobRunner([job], { mode: "timer", tickMs: 60_000 });
  try {
    runner.start(db);
    await sleep(100);
    next = undefined; // nothing due any more: back to the (long) tick
    await sleep(250);
    assert.equal(rounds.length, 3, "start, then 60 ms later, then not before the tick");
    assert.ok(rounds[2] - rounds[1] >= 55, `${rounds[2] - rounds[1]} ms apart`);
  } finally {
    await runner.stop();
  }
});

Deno.test("jobs: a wake runs the job within milliseconds and looks again for a moment; never blocks", async () => {
  const { job, rounds } = countingJob("woken");
  const runner = new JobRunner([job], { mode: "timer", tickMs: 60_000 });
  try {
    runner.wake("woken"); // before start: nothing to run with yet
    runner.start(db);
    await sleep(50);
    assert.equal(rounds.length, 1, "the start's round");
    const woken = Date.now();
    runner.wake("woken");
    runner.wake("unknown job"); // ignored
    assert.equal(rounds.length, 1, "the wake only schedules");
    await sleep(60);
    assert.equal(rounds.length, 2);
    assert.ok(rounds[1] - woken < 50, `first look ${rounds[1] - woken} ms after the wake`);
    await sleep(WAKE_WINDOW_MS + 2 * WAKE_POLL_MS);
    const looks = rounds.length;
    assert.ok(looks >= 5 && looks <= 20, `${looks} rounds during the wake's window`);
    await sleep(3 * WAKE_POLL_MS);
    assert.equal(rounds.length, looks, "quiet again after the window");
  } finally {
    await runner.stop();
  }
});

Deno.test("jobs: rounds of one job never overlap; a wake during a round runs one more after it", async () => {
  const { job, rounds, maxConcurrent } = countingJob("slow", { ms: 80 });
  const runner = new JobRunner([job], { mode: "timer", tickMs: 60_000 });
  try {
    runner.start(db);
    await sleep(10);
    for (let i = 0; i < 5; i++) runner.wake("slow");
    await Promise.all([runner.runOnce("slow"), runner.runOnce("slow")]);
    await sleep(WAKE_WINDOW_MS + 300);
    assert.equal(maxConcurrent(), 1);
    assert.ok(rounds.length >= 4);
    for (let i = 1; i < rounds.length; i++) assert.ok(rounds[i] - rounds[i - 1] >= 75, "one after another");
  } finally {
    await runner.stop();
  }
});

Deno.test("jobs: a failing round is reported and tried again at the next tick", async () => {
  const { job, rounds } = countingJob("failing", { fail: true });
  const errors: string[] = [];
  const runner = new JobRunner([job], {
    mode: "timer",
    tickMs: 30,
    onError: (name, error) => errors.push(`${name}: ${(error as Error).message}`),
  });
  try {
    runner.start(db);
    await sleep(120);
  } finally {
    await runner.stop();
  }
  assert.ok(rounds.length >= 3);
  assert.equal(errors.length, rounds.length);
  assert.equal(errors[0], "failing: round failed");
});

Deno.test("jobs: on Deno.cron, each job is scheduled; a run waits for the database, then drains its minute", async () => {
  const registered: { name: string; schedule: string; handler: () => Promise<void>; signal?: AbortSignal }[] =
    [];
  const cron: CronFunction = (name, schedule, options, handler) => {
    registered.push({ name, schedule, handler, signal: options.signal });
    return new Promise(() => {});
  };
  let dueIn: number | undefined = 20;
  const { job, rounds } = countingJob("outbox", { due: () => dueIn });
  const weekly = countingJob("settlements");
  const runner = new JobRunner([{ ...job, drainMs: 300 }, {
    ...weekly.job,
    schedule: "30 0 * * 1",
    drainMs: 0,
  }], {
    mode: "cron",
    tickMs: 100,
    cron,
  });
  try {
    runner.registerCrons();
    assert.deepEqual(registered.map((c) => [c.name, c.schedule]), [
      ["swiftcart-outbox", "* * * * *"],
      ["swiftcart-settlements", "30 0 * * 1"],
    ]);
    // A cron run before the database is open waits for it.
    const started = Date.now();
    const run = registered[0].handler();
    await sleep(30);
    assert.equal(rounds.length, 0);
    runner.start(db);
    assert.equal(weekly.rounds.length, 0, "cron mode: no timers of its own");
    await sleep(100);
    dueIn = undefined; // then nothing due: a look every tick until the drain ends
    await run;
    const took = Date.now() - started;
    // Rounds until the next would start after its 300 ms (a tick of 100 ms before the end at the earliest).
    assert.ok(took >= 200 && took < 600, `the run drained for ${took} ms`);
    assert.ok(rounds.length >= 5 && rounds.length <= 12, `${rounds.length} rounds in one cron run`);
    assert.equal(weekly.rounds.length, 0);
    await registered[1].handler();
    assert.equal(weekly.rounds.length, 1, "drainMs 0: one round a run");
  } finally {
    await runner.stop();
  }
  assert.ok(registered.every((c) => c.signal?.aborted), "stop aborts the crons");
});

Deno.test("jobs: configuration from the environment", () => {
  assert.deepEqual(loadJobsConfig({}), { mode: "auto", tickMs: 5000, outboxBatch: 20 });
  assert.equal(loadJobsConfig({ JOBS: "off" }).mode, "off");
  assert.equal(loadJobsConfig({ JOBS: "timer" }).mode, "timer");
  assert.equal(loadJobsConfig({ JOBS_TICK_SECONDS: "0.5" }).tickMs, 500);
  assert.equal(loadJobsConfig({ JOBS_TICK_SECONDS: "600" }).tickMs, 60_000);
  assert.equal(loadJobsConfig({ JOBS_TICK_SECONDS: "soon" }).tickMs, 5000);
  assert.equal(loadJobsConfig({ OUTBOX_BATCH: "50" }).outboxBatch, 50);
  assert.throws(() =>
    new JobRunner([countingJob("a").job, countingJob("a").job], { mode: "timer", tickMs: 1 })
  );
});

Deno.test("jobs: withJobLock lets one instance at a time run a job that claims no rows", async () => {
  const { db, close } = await createTestDatabase();
  try {
    assert.deepEqual(await withJobLock(db, "settlements", () => Promise.resolve(7)), { ran: true, value: 7 });
    // Released with its transaction: the next run takes it again.
    assert.deepEqual(await withJobLock(db, "settlements", () => Promise.resolve(8)), { ran: true, value: 8 });
    if (Deno.env.get("DATABASE_URL")) {
      // PostgreSQL: while one connection holds it, another instance's run is skipped; another job is not.
      const inner = await withJobLock(db, "settlements", async () => ({
        same: await withJobLock(db, "settlements", () => Promise.resolve("ran")),
        other: await withJobLock(db, "auto-cancel", () => Promise.resolve("ran")),
      }));
      assert.deepEqual(inner, {
        ran: true,
        value: { same: { ran: false }, other: { ran: true, value: "ran" } },
      });
    }
  } finally {
    await close();
  }
});

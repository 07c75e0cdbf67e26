/**
 * The one runner of the app's background work (the outbox now; weekly settlements and auto-cancels register
 * the same way). Each job is a round of work that is safe on several instances at once (it claims its rows,
 * or takes `withJobLock`), so every server thread and every instance may run it:
 * - where the runtime has `Deno.cron` (edge hosts), a cron per job, registered at the top level of main.ts
 *   before the server starts. Its finest schedule is a minute, so each run keeps going for most of its
 *   minute (`drainMs`), starting a round whenever the job asks for one;
 * - elsewhere a timer: a round every `tickMs`, or sooner when the last round said when its next work falls
 *   due (a mail's retry);
 * - in both, `wake(name)`: an in-process nudge (a mail was just enqueued) that starts a round within a few
 *   milliseconds and looks again every WAKE_POLL_MS for WAKE_WINDOW_MS, since the transaction that enqueued
 *   may commit a little later. It only schedules: the caller never waits.
 * Rounds of one job never overlap within a process. A failing round is logged (at most once a minute per job)
 * and tried again at the next tick.
 */
import type { DB } from "../../db/database.ts";
import { OutageLog } from "../core/unavailable.ts";

export interface Job {
  name: string;
  /** The Deno.cron schedule (UTC) where the runtime has it: every minute unless the job says otherwise. */
  schedule?: string;
  /**
   * One round of work. Returns how many milliseconds until its next work falls due, when it knows (the
   * runner comes back then, or at its tick if sooner); undefined: at the tick.
   */
  run(db: DB): Promise<number | undefined | void>;
  /** On Deno.cron: how long one cron run keeps going, a round whenever one is due (default 50 s). */
  drainMs?: number;
}

export type CronFunction = (
  name: string,
  schedule: string,
  options: { signal?: AbortSignal },
  handler: () => Promise<void>,
) => Promise<void>;

export interface RunnerOptions {
  /** `cron`: Deno.cron plus wakes; `timer`: a timer plus wakes. */
  mode: "cron" | "timer";
  /** The timer's round when nothing is due sooner (timer mode). */
  tickMs: number;
  /** Deno.cron, or a stand-in (tests). */
  cron?: CronFunction;
  /** Errors of rounds; default a throttled console.error. */
  onError?: (job: string, error: unknown) => void;
}

/** After a wake: the first look. */
export const WAKE_FIRST_MS = 15;
/** After a wake: how often to look again … */
export const WAKE_POLL_MS = 150;
/** … and for how long (a transaction commits within this after it enqueued). */
export const WAKE_WINDOW_MS = 2_000;
/** Rounds of a job start at least this far apart (unless woken during one). */
const MIN_GAP_MS = 10;
/** The longest a cron run keeps going: under the minute to the next one. */
const DEFAULT_DRAIN_MS = 50_000;

/** Whether this runtime schedules with Deno.cron (edge hosts; locally only with --unstable-cron). */
export const hasDenoCron = (): boolean => typeof (Deno as { cron?: unknown }).cron === "function";

interface JobState {
  job: Job;
  timer?: ReturnType<typeof setTimeout>;
  /** When the armed timer fires (ms since the epoch). */
  timerAt: number;
  running?: Promise<void>;
  /** A wake came while a round ran: go again right after it. */
  again: boolean;
  wakeUntil: number;
  /** When the last round said its next work falls due. */
  dueAt: number;
  log: OutageLog;
}

export class JobRunner {
  private readonly states = new Map<string, JobState>();
  private db?: DB;
  private dbReady: Promise<DB>;
  private setDb!: (db: DB) => void;
  private stopped = false;
  private started = false;
  private readonly crons = new AbortController();

  constructor(jobs: Job[], private readonly options: RunnerOptions) {
    for (const job of jobs) {
      if (this.states.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      this.states.set(job.name, {
        job,
        timerAt: Infinity,
        again: false,
        wakeUntil: 0,
        dueAt: Infinity,
        log: new OutageLog(60_000, (line) => console.error(line)),
      });
    }
    this.dbReady = new Promise((resolve) => (this.setDb = resolve));
  }

  get mode(): "cron" | "timer" {
    return this.options.mode;
  }

  get jobNames(): string[] {
    return [...this.states.keys()];
  }

  /**
   * Cron mode: registers a Deno.cron per job. Call at the top level of the entry module, before the server
   * starts (edge hosts only pick up crons defined then); the runs wait for `start` to hand them the database.
   */
  registerCrons(): void {
    if (this.options.mode !== "cron") return;
    const cron = this.options.cron ?? (Deno as unknown as { cron: CronFunction }).cron;
    for (const state of this.states.values()) {
      cron(
        `swiftcart-${state.job.name}`,
        state.job.schedule ?? "* * * * *",
        { signal: this.crons.signal },
        () => this.cronRun(state),
      ).catch((error) => this.report(state, error));
    }
  }

  /** Hands the runner its database and starts the timers (timer mode) and wakes. */
  start(db: DB): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.db = db;
    this.setDb(db);
    if (this.options.mode === "timer") {
      for (const state of this.states.values()) this.arm(state, 0);
    }
  }

  /** A nudge: run `name` within milliseconds and keep looking for a moment (never blocks the caller). */
  wake(name: string): void {
    const state = this.states.get(name);
    if (!state || !this.db || this.stopped) return;
    state.wakeUntil = Date.now() + WAKE_WINDOW_MS;
    if (state.running) state.again = true;
    else this.arm(state, WAKE_FIRST_MS);
  }

  /** One round of `name` now (tests, or a caller that must wait for it). */
  async runOnce(name: string): Promise<void> {
    const state = this.states.get(name);
    if (!state) throw new Error(`No job named ${name}`);
    const db = this.db ?? await this.dbReady;
    await this.round(state, db);
  }

  /** Stops the timers, crons and wakes; waits for rounds under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.crons.abort();
    for (const state of this.states.values()) {
      clearTimeout(state.timer);
      state.timer = undefined;
    }
    await Promise.all([...this.states.values()].map((state) => state.running?.catch(() => {})));
  }

  /** Arms the job's timer to fire in `ms`, unless it already fires sooner. */
  private arm(state: JobState, ms: number): void {
    if (this.stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (state.timer !== undefined && state.timerAt <= at) return;
    clearTimeout(state.timer);
    state.timerAt = at;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.timerAt = Infinity;
      if (this.db) this.round(state, this.db).then(() => this.armNext(state));
    }, Math.max(0, ms));
  }

  /** After a round: again at once if woken meanwhile, soon while a wake lasts, else when due or at the tick. */
  private armNext(state: JobState): void {
    if (this.stopped) return;
    const now = Date.now();
    if (state.again) {
      state.again = false;
      return this.arm(state, 0);
    }
    const idle = this.options.mode === "timer" ? this.options.tickMs : Infinity;
    let delay = Math.min(idle, state.dueAt - now);
    if (now < state.wakeUntil) delay = Math.min(delay, WAKE_POLL_MS);
    if (Number.isFinite(delay)) this.arm(state, Math.max(delay, MIN_GAP_MS));
  }

  /** One round; rounds of a job never overlap in a process (a second caller waits for the first). */
  private async round(state: JobState, db: DB): Promise<void> {
    while (state.running) await state.running.catch(() => {});
    if (this.stopped) return;
    const running = (async () => {
      try {
        const due = await state.job.run(db);
        state.dueAt = typeof due === "number" && Number.isFinite(due)
          ? Date.now() + Math.max(0, due)
          : Infinity;
      } catch (error) {
        state.dueAt = Infinity;
        this.report(state, error);
      }
    })();
    state.running = running;
    try {
      await running;
    } finally {
      if (state.running === running) state.running = undefined;
    }
  }

  /**
   * A Deno.cron run: rounds for up to `drainMs`, the next one when the last said its work falls due, or
   * after `tickMs` (work another instance enqueued).
   */
  private async cronRun(state: JobState): Promise<void> {
    const db = await Promise.race([this.dbReady, this.sleep(10_000).then(() => undefined)]);
    if (!db || this.stopped) return;
    const end = Date.now() + (state.job.drainMs ?? DEFAULT_DRAIN_MS);
    while (!this.stopped) {
      await this.round(state, db);
      const now = Date.now();
      const next = Math.max(Math.min(state.dueAt, now + this.options.tickMs), now + MIN_GAP_MS);
      if (next >= end) break;
      await this.sleep(next - now);
    }
  }

  /** Waits `ms`, or less when the runner stops. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      const timer = setTimeout(done, Math.max(0, ms));
      const signal = this.crons.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        resolve();
      }
      signal.addEventListener("abort", done);
    });
  }

  private report(state: JobState, error: unknown): void {
    if (this.options.onError) this.options.onError(state.job.name, error);
    else state.log.report(`Background job ${state.job.name} failed; trying again later`, error);
  }
}

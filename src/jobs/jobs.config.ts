/**
 * The job runner's settings, from the environment only (README, Configuration):
 * - JOBS: `auto` (default) uses Deno.cron where the runtime has it (edge hosts) and a timer in the server
 *   otherwise; `timer` always the timer; `off` runs no background work in this process (another instance
 *   does: every job is safe on several at once, and any one of them keeps the mail flowing).
 * - JOBS_TICK_SECONDS: how often the timer looks for due work when nothing told it sooner (default 5).
 * - OUTBOX_BATCH: mails one sender claims at a time (default 20).
 */
export interface JobsConfig {
  mode: "auto" | "timer" | "off";
  tickMs: number;
  outboxBatch: number;
}

export function loadJobsConfig(env: Record<string, string | undefined> = Deno.env.toObject()): JobsConfig {
  const asked = (env.JOBS ?? "").trim().toLowerCase();
  const mode = asked === "off" || asked === "0" || asked === "false"
    ? "off"
    : asked === "timer"
    ? "timer"
    : "auto";
  const tick = Number(env.JOBS_TICK_SECONDS);
  const batch = Number.parseInt(env.OUTBOX_BATCH ?? "", 10);
  return {
    mode,
    tickMs: Number.isFinite(tick) && tick > 0 ? Math.min(Math.max(tick, 0.1), 60) * 1000 : 5000,
    outboxBatch: batch > 0 ? Math.min(batch, 500) : 20,
  };
}

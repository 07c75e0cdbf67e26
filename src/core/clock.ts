/**
 * The one clock of the app: every "now" in application code comes from `now()`, and business dates (an
 * invoice's date, a financial year, a settlement week) are read in India time (IST, UTC+5:30, no daylight
 * saving). Tests move the clock with `setClock` instead of waiting, and put it back with `resetClock`.
 * Timestamps the database stamps itself (`default now()`) follow the database's clock; code that compares with
 * them in SQL should pass `now()` as a parameter when a test needs to move it.
 */

/**
 * Outside production, APP_CLOCK_OFFSET_DAYS moves the app's clock forward by that many days (whole or not,
 * at most a year either way), so a demo or a manual test can reach next week's business without waiting.
 * Production always runs on the real clock.
 */
export function offsetFromEnvironment(env: { APP_ENV?: string; APP_CLOCK_OFFSET_DAYS?: string }): number {
  const days = Number(env.APP_CLOCK_OFFSET_DAYS?.trim() || 0);
  if (env.APP_ENV === "production" || !Number.isFinite(days) || Math.abs(days) > 366) return 0;
  return Math.round(days * 86_400_000);
}

const startOffsetMs = typeof Deno === "undefined" ? 0 : offsetFromEnvironment({
  APP_ENV: Deno.env.get("APP_ENV"),
  APP_CLOCK_OFFSET_DAYS: Deno.env.get("APP_CLOCK_OFFSET_DAYS"),
});

let offsetMs = startOffsetMs;
let fixed: number | undefined;

/** The current moment. */
export const now = (): Date => new Date(nowMs());

/** The current moment in milliseconds since the epoch. */
export const nowMs = (): number => fixed ?? Date.now() + offsetMs;

/** Tests: stand the clock at `at` (it stays there), or move it on by `{ by: ms }` from where it is. */
export function setClock(at: Date | { by: number }): void {
  if (at instanceof Date) fixed = at.getTime();
  else if (fixed !== undefined) fixed += at.by;
  else offsetMs += at.by;
}

/** Tests: the clock as the process started (the real one, moved by APP_CLOCK_OFFSET_DAYS outside production). */
export function resetClock(): void {
  fixed = undefined;
  offsetMs = startOffsetMs;
}

/** India Standard Time's offset from UTC. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India at `at` (default now): `YYYY-MM-DD`. */
export function indiaDate(at: Date = now()): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Indian financial year (1 April to 31 March, India time) that `at` falls in, as `2026-27`. */
export function financialYear(at: Date = now()): string {
  const [year, month] = indiaDate(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The short form used inside document numbers: `2627` for 2026-27. */
export function financialYearCode(at: Date = now()): string {
  const fy = financialYear(at);
  return fy.slice(2, 4) + fy.slice(5, 7);
}

const momentText = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dayText = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "16 Jan 2026, 1:30 pm": a moment as pages and mails write it, India time. */
export const indiaMomentText = (at: Date | string) => momentText.format(new Date(at));

/** "16 Jan 2026": a day as pages and documents write it (a YYYY-MM-DD date or a moment), India time. */
export const indiaDayText = (at: Date | string) => dayText.format(new Date(at));

const DAY_MS = 86_400_000;

/** The moment a business date (YYYY-MM-DD) begins in India: its 00:00 IST. */
export function indiaMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** A business date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `date` is a well-formed calendar date (YYYY-MM-DD that exists). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** 1 (Monday) to 7 (Sunday) for a business date. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/**
 * The settlement week (Monday 00:00 to Sunday 23:59:59 India time) that `at` falls in: its Monday, its
 * Sunday (`weekEnding`, the week's name), and the moments it starts and ends (`endsAt`, the next Monday's
 * 00:00 IST, is outside it).
 */
export function settlementWeek(
  at: Date = now(),
): { weekStart: string; weekEnding: string; startsAt: Date; endsAt: Date } {
  const today = indiaDate(at);
  return weekEndingOn(addDays(today, 7 - isoWeekday(today)));
}

/** The settlement week that ends on the Sunday `weekEnding` (YYYY-MM-DD). */
export function weekEndingOn(
  weekEnding: string,
): { weekStart: string; weekEnding: string; startsAt: Date; endsAt: Date } {
  const weekStart = addDays(weekEnding, -6);
  return {
    weekStart,
    weekEnding,
    startsAt: indiaMidnight(weekStart),
    endsAt: indiaMidnight(addDays(weekEnding, 1)),
  };
}

/** The Sunday of the last settlement week that has ended by `at` (the one before the current week). */
export function lastEndedWeek(at: Date = now()): string {
  return addDays(settlementWeek(at).weekEnding, -7);
}

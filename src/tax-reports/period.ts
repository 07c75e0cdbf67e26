/**
 * The periods tax reports are asked for: a month (`YYYY-MM`, a GST return period) and a quarter of the
 * Indian financial year (`YYYY-Qn`, as TDS returns and Form 16A count them: YYYY is the year the financial
 * year starts in; Q1 April to June, Q2 July to September, Q3 October to December, Q4 January to March of
 * YYYY + 1). Bounds are India dates, `to` exclusive; their moments are India midnights.
 */
import { indiaMidnight } from "../core/clock.ts";

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last, YYYY-MM-DD. */
  to: string;
  startsAt: Date;
  endsAt: Date;
  label: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const MONTH_PATTERN = /^(20[0-9]{2})-(0[1-9]|1[0-2])$/;
export const QUARTER_PATTERN = /^(20[0-9]{2})-Q([1-4])$/;

const firstOf = (year: number, month: number) => {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12 + 12) % 12 + 1;
  return `${y}-${String(m).padStart(2, "0")}-01`;
};

const periodOf = (from: string, to: string, label: string): Period => ({
  from,
  to,
  startsAt: indiaMidnight(from),
  endsAt: indiaMidnight(to),
  label,
});

/** `2026-11` → 1 to 30 November 2026; undefined for anything else. */
export function monthPeriod(month: string): Period | undefined {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return undefined;
  const year = Number(match[1]);
  const m = Number(match[2]);
  return periodOf(firstOf(year, m), firstOf(year, m + 1), `${MONTHS[m - 1]} ${year}`);
}

/** `2026-Q3` → October to December 2026 (FY 2026-27); undefined for anything else. */
export function quarterPeriod(quarter: string): Period | undefined {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return undefined;
  const year = Number(match[1]);
  const q = Number(match[2]);
  const startMonth = 4 + (q - 1) * 3; // April, July, October, January (13 → next year)
  const from = firstOf(year, startMonth);
  const to = firstOf(year, startMonth + 3);
  const first = MONTHS[(startMonth - 1) % 12].slice(0, 3);
  const last = MONTHS[(startMonth + 1) % 12].slice(0, 3);
  const fy = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
  return periodOf(from, to, `Q${q} ${fy} (${first}–${last} ${from.slice(0, 4)})`);
}

/** The financial-year quarter a date (YYYY-MM-DD) falls in: `2027-02-10` → `2026-Q4`. */
export function quarterOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const fyStart = month >= 4 ? year : year - 1;
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${fyStart}-Q${q}`;
}

/** `MMYYYY`, the GST portal's return period of a month. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The last `count` months up to the one `date` falls in, newest first: `["2026-11", "2026-10", ...]`. */
export function recentMonths(date: string, count: number): string[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return Array.from({ length: count }, (_, i) => firstOf(year, month - i).slice(0, 7));
}

/** The last `count` quarters up to the one `date` falls in, newest first. */
export function recentQuarters(date: string, count: number): string[] {
  const out: string[] = [];
  let [fy, q] = quarterOf(date).split("-Q").map(Number);
  for (let i = 0; i < count; i++) {
    out.push(`${fy}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      fy -= 1;
    }
  }
  return out;
}

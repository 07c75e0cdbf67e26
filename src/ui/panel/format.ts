/** How the panels write dates and rates: India time, en-IN, one formatter each. */
import { indiaDate as indiaCalendarDate, indiaDayText, indiaMomentText, now } from "../../core/clock.ts";

/** "16 Jan 2025, 1:30 am": a vendor order's date in India time. */
export const indiaDateTime = indiaMomentText;

/** "16 Jan 2025" in India time. */
export const indiaDate = indiaDayText;

/** The calendar day in India, as YYYY-MM-DD (the clock's, by default today). */
export const indiaDay = (at: Date = now()) => indiaCalendarDate(at);

/** A rate in basis points as the commission tables write it: 550 → "5.5%", 1000 → "10%". */
export const percentText = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

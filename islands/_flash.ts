/**
 * A one-shot message for the next page ('Welcome Admin!', 'Login successful'): a form that navigates away
 * leaves it in this tab's sessionStorage, and the FlashMessage island of the page it lands on shows it once
 * and forgets it. Kept in the browser, so the pages themselves stay the same for everyone (and cacheable).
 */
const KEY = "flash";

/** How long a message waits for the page it is for. */
export const FLASH_LIFETIME_MS = 60_000;

/**
 * Whether a message a sign-in left may still be waiting, in a session that started at `started`: only then
 * does a panel page carry the FlashMessage island, so read-only pages ship no script. A minute's slack for
 * the database's clock, which stamped the session, against the server's.
 */
export const flashMayWait = (started: Date | string | undefined, now = Date.now()): boolean =>
  started !== undefined && now - new Date(started).getTime() < FLASH_LIFETIME_MS + 60_000;

export function setFlash(text: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ text, at: Date.now() }));
  } catch {
    // private mode or full storage: the message is lost, nothing else
  }
}

/** The message left for this page (at most a minute old), removed as it is read. */
export function takeFlash(): string | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    globalThis.sessionStorage.removeItem(KEY);
    const { text, at } = JSON.parse(raw);
    return typeof text === "string" && typeof at === "number" && Date.now() - at < FLASH_LIFETIME_MS
      ? text
      : null;
  } catch {
    return null;
  }
}

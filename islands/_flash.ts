/**
 * A one-shot message for the next page ('Welcome Admin!', 'Login successful'): a form that navigates away
 * leaves it in this tab's sessionStorage, and the FlashMessage island of the page it lands on shows it once
 * and forgets it. Kept in the browser, so the pages themselves stay the same for everyone (and cacheable).
 */
const KEY = "flash";

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
    return typeof text === "string" && typeof at === "number" && Date.now() - at < 60_000 ? text : null;
  } catch {
    return null;
  }
}

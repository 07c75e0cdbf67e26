/**
 * Non-secret UI state kept on the device under the localStorage key `app-storage` (one JSON object).
 * These are hints for the interface, never authority: the server decides who is signed in and
 * what is in the cart. Reads and writes never throw (private mode, full storage, no window on the server).
 */

export interface StoredUser {
  id: string;
  name: string;
}

export interface StoredCartLine {
  productId: string;
  quantity: number;
}

export interface AppStorage {
  user: StoredUser | null;
  cart: StoredCartLine[];
  /** Product ids on the wishlist. */
  wishlist: string[];
  /** The delivery location as the header shows it. */
  deliveryLocation: string | null;
}

export const STORAGE_KEY = "app-storage";

function readAll(): Partial<AppStorage> {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function writeAll(state: Partial<AppStorage>): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the app works without it.
  }
}

export function getStored<K extends keyof AppStorage>(key: K): AppStorage[K] | undefined {
  return readAll()[key] as AppStorage[K] | undefined;
}

export function setStored<K extends keyof AppStorage>(key: K, value: AppStorage[K]): void {
  writeAll({ ...readAll(), [key]: value });
}

export function clearStored(...keys: (keyof AppStorage)[]): void {
  const state = readAll();
  for (const key of keys) delete state[key];
  writeAll(state);
}

/** What a sign-out (or a failed session check) forgets: the user and everything that was theirs. */
export const forgetUser = () => clearStored("user", "cart", "wishlist");

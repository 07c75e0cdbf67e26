/**
 * Opaque 24-hex-character ids, time-ordered like a MongoDB ObjectId: 8 hex of seconds, then 16 random.
 * The spec shows the last 7 or first 5 characters of ids, so they must be varied at both ends.
 */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, "0");
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (b) => b.toString(16).padStart(2, "0")).join("");
}

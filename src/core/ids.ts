/**
 * Opaque 24-hex-character ids, time-ordered like a MongoDB ObjectId: 8 hex of seconds, then 16 random.
 * The spec shows the last 7 characters of ids (or the first 5 of vendor and customer ids): the end is
 * random; the start is the creation time, so ids made within about an hour share their first 5 characters.
 */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, "0");
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The last id's second and slot within it: later ids of the same second take a higher slot.
let lastSecond = -1;
let lastSlot = -1;
const MAX_SLOT = 0xfffff;

/**
 * Opaque 24-hex-character ids, time-ordered like a MongoDB ObjectId: 8 hex of seconds, 5 hex of the moment
 * within the second, then 11 random. The screens show the last 7 characters of ids (or the first 5 of vendor
 * and customer ids): the end is random; the start is the creation time, so ids made within about an hour
 * share their first 5 characters.
 *
 * Ids one process makes in the same second rise in the order it made them (as an ObjectId's counter does).
 * Lists sort newest first by created_at, then id: PGlite's now() counts whole milliseconds, so two rows written
 * in the same millisecond tie on created_at and the id decides; with random ids the order would be a coin toss.
 */
export function newId(now = Date.now()): string {
  const second = Math.floor(now / 1000);
  // 1,000 slots a millisecond (20 bits hold 1,048,575); a slot taken moves on to the next, so the ids
  // rise even when many are made in one millisecond or the clock steps back within the second.
  let slot = (now % 1000) * 1000;
  if (second === lastSecond && slot <= lastSlot) slot = Math.min(lastSlot + 1, MAX_SLOT);
  // An id for an earlier second (a seed's or a test's backdated row) leaves the latest second's slot alone.
  if (second >= lastSecond) [lastSecond, lastSlot] = [second, slot];
  const random = crypto.getRandomValues(new Uint8Array(6));
  const hex = Array.from(random, (b) => b.toString(16).padStart(2, "0")).join("").slice(1);
  return second.toString(16).padStart(8, "0") + slot.toString(16).padStart(5, "0") + hex;
}

import assert from "node:assert/strict";
import { newId } from "./ids.ts";

Deno.test("ids: 24 hex, seconds first, rising in the order they were made, random at the end", () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0, 250);
  const ids = Array.from({ length: 2_000 }, () => newId(now));
  for (const id of ids) assert.match(id, /^[0-9a-f]{24}$/);
  assert.ok(ids.every((id) => id.startsWith(Math.floor(now / 1000).toString(16))));
  assert.deepEqual([...ids].sort(), ids, "one millisecond, 2,000 ids, each above the last");
  // 28 random bits: 2,000 draws share one now and then (0.7 % of the time), never more than a few.
  assert.ok(new Set(ids.map((id) => id.slice(-7))).size > 1_990, "the shown end is random");

  const later = newId(now + 1);
  assert.ok(later > ids.at(-1)!, "a later millisecond sorts after a crowded earlier one");
  const nextSecond = newId(now + 1000);
  assert.ok(
    nextSecond > later && newId(now + 1000 - 100) > nextSecond,
    "the clock stepping back within a second",
  );
  assert.ok(newId(now - 60_000) < ids[0], "an id for an earlier time sorts before");
  for (let i = 0; i < 20; i++) {
    const current = newId(now + 1000);
    newId(now - 60_000);
    assert.ok(newId(now + 1000) > current, "and leaves the order within the latest second as it was");
  }
});

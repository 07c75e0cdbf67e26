import type { DB } from "../../../db/database.ts";
import { sha256Hex } from "../../core/hash.ts";

// Pure URL helpers live with the upload path (islands import them); re-exported for existing callers.
export { mediaUrl } from "../../uploads/media-urls.ts";

/** Stores bytes once under their content hash and returns that hash (the media id). */
export async function saveMedia(db: DB, bytes: Uint8Array, contentType: string): Promise<string> {
  const id = await sha256Hex(bytes);
  await db
    .insertInto("media")
    .values({ id, content_type: contentType, bytes, size: bytes.byteLength })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return id;
}

export function findMedia(db: DB, id: string) {
  return db.selectFrom("media").select(["content_type", "bytes"]).where("id", "=", id).executeTakeFirst();
}

/**
 * The narrowest stored copy of an image at least `width` wide, or the image itself when it has none
 * (smaller than that width, or stored before copies existed): one query either way.
 */
export function findMediaAtWidth(db: DB, id: string, width: number) {
  return db.selectFrom("media")
    .select(["content_type", "bytes"])
    .where("id", "=", (eb) =>
      eb.fn.coalesce(
        eb.selectFrom("media_variants")
          .select("variant_id")
          .where("media_id", "=", id)
          .where("width", ">=", width)
          .orderBy("width")
          .limit(1),
        eb.val(id),
      ))
    .executeTakeFirst();
}

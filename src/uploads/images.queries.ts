import type { DB } from "../../db/database.ts";
import { sha256Hex } from "../core/hash.ts";

export interface WebpImage {
  webp: Uint8Array;
  variants: { width: number; webp: Uint8Array }[];
}

/**
 * Stores a converted image and its smaller copies, each under its content hash, in one transaction, and
 * returns the full-size copy's hash (the media id). Storing the same image again changes nothing.
 */
export async function saveWebpImage(db: DB, image: WebpImage): Promise<string> {
  const all = [image.webp, ...image.variants.map((v) => v.webp)];
  const ids = await Promise.all(all.map(sha256Hex));
  const [id, ...variantIds] = ids;
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("media")
      .values(
        all.map((bytes, i) => ({ id: ids[i], content_type: "image/webp", bytes, size: bytes.byteLength })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    if (!variantIds.length) return;
    await tx.insertInto("media_variants")
      .values(image.variants.map((v, i) => ({ media_id: id, width: v.width, variant_id: variantIds[i] })))
      .onConflict((oc) => oc.columns(["media_id", "width"]).doNothing())
      .execute();
  });
  return id;
}

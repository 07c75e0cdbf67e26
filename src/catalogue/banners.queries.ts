import type { DB } from "../../db/database.ts";

export function listBanners(db: DB, limit = 20) {
  return db.selectFrom("banners").select(["id", "title", "banner_type", "zone", "image_id"])
    .orderBy("position").orderBy("created_at", "desc").limit(limit).execute();
}

import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

function selectBanners(db: DB) {
  return db.selectFrom("banners").select(["id", "title", "banner_type", "zone", "image_id"])
    .orderBy("position").orderBy("created_at", "desc").orderBy("id", "desc");
}

/** The home carousel's slides, in display order. */
export function listBanners(db: DB, limit = 20) {
  return selectBanners(db).limit(limit).execute();
}

/** One page of banners with the total, for the API. */
export async function listBannerPage(db: DB, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    selectBanners(db).limit(page.limit).offset((page.page - 1) * page.limit).execute(),
    db.selectFrom("banners").select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

import type { DB } from "../../../db/database.ts";
import type { Page } from "../../core/http.ts";
import { paged } from "../../core/paging.ts";

function selectBanners(db: DB) {
  return db.selectFrom("banners").select(["id", "title", "banner_type", "zone", "image_id"])
    .orderBy("position").orderBy("created_at", "desc").orderBy("id", "desc");
}

/** The home carousel's slides, in display order. */
export function listBanners(db: DB, limit = 20) {
  return selectBanners(db).limit(limit).execute();
}

/** One page of banners with the total, for the API. */
export function listBannerPage(db: DB, page: Page) {
  return paged(selectBanners(db), page);
}

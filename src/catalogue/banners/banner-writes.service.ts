/** The admin's banners: add one with its image, delete one; audited in the same transaction. */
import type { DB } from "../../../db/database.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { newId } from "../../core/ids.ts";
import { storeUploadedImage } from "../../uploads/images.service.ts";
import { mediaUrl } from "../media/media.queries.ts";
import { BANNER_FIELDS_REQUIRED, BANNER_NOT_FOUND, MAX_NAME } from "../catalogue-admin.rules.ts";
import { deleteBannerRow, insertBannerRow, lockBanner } from "./banner-writes.queries.ts";

export interface BannerValues {
  title: string;
  bannerType: string;
  zone: string;
}

/** Title, banner type and zone, trimmed: each required ('All fields are required'), at most 100 characters. */
export function bannerValues(fields: Record<string, unknown>): BannerValues {
  const values = {} as Record<keyof BannerValues, string>;
  for (const key of ["title", "bannerType", "zone"] as const) {
    const value = typeof fields[key] === "string" ? (fields[key] as string).trim() : "";
    if (!value) throw new AppError(400, BANNER_FIELDS_REQUIRED);
    if (value.length > MAX_NAME) throw new AppError(400, `${key}: must be at most ${MAX_NAME} characters.`);
    values[key] = value;
  }
  return values;
}

export async function addBanner(db: DB, actor: Actor, values: BannerValues, image: Uint8Array) {
  const imageId = await storeUploadedImage(db, image, actor.id);
  const row = {
    id: newId(),
    title: values.title,
    banner_type: values.bannerType,
    zone: values.zone,
    image_id: imageId,
  };
  await db.transaction().execute(async (tx) => {
    await insertBannerRow(tx, row);
    await recordAudit(tx, {
      actor,
      action: "banner.create",
      entity: "banner",
      entityId: row.id,
      details: { before: null, after: row },
    });
  });
  return {
    _id: row.id,
    title: row.title,
    bannerType: row.banner_type,
    zone: row.zone,
    image: mediaUrl(imageId),
  };
}

export async function deleteBanner(db: DB, actor: Actor, id: string) {
  await db.transaction().execute(async (tx) => {
    const current = await lockBanner(tx, id);
    if (!current) throw notFound(BANNER_NOT_FOUND);
    await deleteBannerRow(tx, id);
    await recordAudit(tx, {
      actor,
      action: "banner.delete",
      entity: "banner",
      entityId: id,
      details: { before: current, after: null },
    });
  });
}

import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** Open positions, newest first. */
export async function listJobs(db: DB, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom("jobs").select(["id", "title", "description", "created_at"])
      .orderBy("created_at", "desc").orderBy("id", "desc")
      .limit(page.limit).offset((page.page - 1) * page.limit).execute(),
    db.selectFrom("jobs").select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

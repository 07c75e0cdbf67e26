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

export interface JobRow {
  id: string;
  title: string;
  description: string;
  created_at: Date;
}

export function findJob(db: DB, id: string, forUpdate = false): Promise<JobRow | undefined> {
  const query = db.selectFrom("jobs").select(["id", "title", "description", "created_at"]).where(
    "id",
    "=",
    id,
  );
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function insertJob(db: DB, job: { id: string; title: string; description: string }): Promise<JobRow> {
  return db.insertInto("jobs").values(job).returning(["id", "title", "description", "created_at"])
    .executeTakeFirstOrThrow();
}

export async function deleteJob(db: DB, id: string) {
  await db.deleteFrom("jobs").where("id", "=", id).execute();
}

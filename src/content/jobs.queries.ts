import type { DB } from "../../db/database.ts";
import type { Page } from "../core/http.ts";
import { type Paged, paged } from "../core/paging.ts";

/** Open positions, newest first. */
export function listJobs(db: DB, page: Page): Promise<Paged<JobRow>> {
  return paged(
    db.selectFrom("jobs").select(["id", "title", "description", "created_at"])
      .orderBy("created_at", "desc").orderBy("id", "desc"),
    page,
  );
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

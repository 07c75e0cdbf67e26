/** The admin posts and removes job openings; the public /career page lists them. Audited. */
import type { DB } from "../../db/database.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import { notFound } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import type { Actor } from "../audit/actor.ts";
import { deleteJob, findJob, insertJob, type JobRow } from "./jobs.queries.ts";

export const JOB_REQUIRED = "Job title and description are required!";
export const JOB_NOT_FOUND = "Job not found.";
export const JOB_DELETED = "Job deleted.";

export const toJobJson = (j: JobRow) => ({
  _id: j.id,
  title: j.title,
  description: j.description,
  createdAt: j.created_at.toISOString(),
});

export async function addJob(db: DB, actor: Actor, input: { title: string; description: string }) {
  return await db.transaction().execute(async (tx) => {
    const job = await insertJob(tx, { id: newId(), ...input });
    await recordAudit(tx, {
      actor,
      action: "job.create",
      entity: "job",
      entityId: job.id,
      details: { before: null, after: input },
    });
    return job;
  });
}

export async function removeJob(db: DB, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const job = await findJob(tx, id, true);
    if (!job) throw notFound(JOB_NOT_FOUND);
    await deleteJob(tx, id);
    await recordAudit(tx, {
      actor,
      action: "job.delete",
      entity: "job",
      entityId: id,
      details: { before: { title: job.title, description: job.description }, after: null },
    });
  });
}

/** Job openings (GET, POST /jobs; DELETE /jobs/{id}): everyone reads them, the admin writes them. */
import { z } from "@hono/zod-openapi";
import { MessageAnswer } from "../catalogue/store-products/product-writes.schema.ts";
import { describeZodError, errorResponse, jsonResponse } from "../core/http.ts";
import { namedResource } from "../core/named-resource.ts";
import { listJobs } from "./jobs.queries.ts";
import { addJob, JOB_DELETED, JOB_NOT_FOUND, JOB_REQUIRED, removeJob, toJobJson } from "./jobs.service.ts";

export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;

export const JobSchema = z.object({
  _id: z.string().openapi({ description: "Job id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  title: z.string().openapi({ description: "Position title", example: "Senior Backend Engineer" }),
  description: z.string().openapi({
    description: "What the role involves, plain text",
    example: "Build the order and payment services. Bengaluru or remote.",
  }),
  createdAt: z.string().openapi({ format: "date-time", description: "When the opening was posted" }),
}).openapi("Job", { description: "An open position at SwiftCart." });

const required = (max: number) =>
  z.string({ error: JOB_REQUIRED }).trim().min(1, { error: JOB_REQUIRED })
    .max(max, { error: `at most ${max} characters.` });

const JobBody = z.object({
  title: required(JOB_TITLE_MAX).openapi({
    description: `The position's title (spaces around it dropped; at most ${JOB_TITLE_MAX} characters).`,
    example: "Senior Backend Engineer",
  }),
  description: required(JOB_DESCRIPTION_MAX).openapi({
    description: `What the role involves, plain text (at most ${JOB_DESCRIPTION_MAX} characters).`,
    example: "Build the order and payment services. Bengaluru or remote.",
  }),
}).strict().openapi("JobInput", { description: "A job opening to post." });

const JobIdParam = z.object({
  id: z.string().min(1).max(100).openapi({
    param: { name: "id", in: "path" },
    description: "The job's id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

export const jobsApi = namedResource({
  path: "/jobs",
  tag: "Content",
  schema: JobSchema,
  toJson: toJobJson,
  list: {
    operationId: "listJobs",
    summary: "List open positions",
    description:
      "An array, newest first. Paged by `limit` (default 100, at most 200) and `page`; the total is in " +
      "the `X-Total-Count` header.",
    answer: "A page of jobs",
    load: listJobs,
  },
  add: {
    operationId: "addJob",
    summary: "Post a job opening (admin)",
    description:
      "Both fields are required (trimmed). The opening shows on the public /career page at once. " +
      "Audited as job.create.",
    body: JobBody,
    responses: {
      201: jsonResponse(JobSchema, "The opening as stored", {
        _id: "6740f1a2c3d4e5f6a7b8c9d0",
        title: "Senior Backend Engineer",
        description: "Build the order and payment services. Bengaluru or remote.",
        createdAt: "2026-01-15T09:30:00.000Z",
      }),
      400: errorResponse(`A title or description missing or blank: \`${JOB_REQUIRED}\``, JOB_REQUIRED),
    },
    refusal: (result, c) => {
      // The career form's one sentence for either field missing, as the form shows it.
      if (result.success || !result.error) return;
      const first = result.error.issues[0];
      return c.json({
        message: first?.message === JOB_REQUIRED ? JOB_REQUIRED : describeZodError(result.error),
      }, 400);
    },
    run: addJob,
  },
  remove: {
    operationId: "deleteJob",
    summary: "Delete a job opening (admin)",
    description: "It leaves the public /career page. Audited as job.delete.",
    params: JobIdParam,
    responses: {
      200: jsonResponse(MessageAnswer, `Deleted: \`${JOB_DELETED}\``, { message: JOB_DELETED }),
      404: errorResponse(`No job has this id: \`${JOB_NOT_FOUND}\``, JOB_NOT_FOUND),
    },
    deleted: JOB_DELETED,
    run: removeJob,
  },
});

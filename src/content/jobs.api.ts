import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../core/http.ts";
import { listJobs } from "./jobs.queries.ts";

export const JobSchema = z.object({
  _id: z.string().openapi({ description: "Job id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  title: z.string().openapi({ description: "Position title", example: "Senior Backend Engineer" }),
  description: z.string().openapi({
    description: "What the role involves, plain text",
    example: "Build the order and payment services. Bengaluru or remote.",
  }),
  createdAt: z.string().openapi({ format: "date-time", description: "When the opening was posted" }),
}).openapi("Job", { description: "An open position at SwiftCart." });

const route = createRoute({
  method: "get",
  path: "/jobs",
  operationId: "listJobs",
  tags: ["Content"],
  summary: "List open positions",
  description:
    "An array, newest first. Paged by `limit` (default 100, at most 200) and `page`; the total is in " +
    "the `X-Total-Count` header.",
  request: { query: PageQuery },
  responses: {
    200: {
      description: "A page of jobs",
      headers: TotalHeader,
      content: { "application/json": { schema: z.array(JobSchema) } },
    },
    400: errorResponses[400],
  },
});

export const jobsApi = createApi().openapi(route, async (c) => {
  const { rows, total } = await listJobs(c.var.db, c.req.valid("query"));
  c.header("X-Total-Count", String(total));
  return c.json(
    rows.map((j) => ({
      _id: j.id,
      title: j.title,
      description: j.description,
      createdAt: j.created_at.toISOString(),
    })),
    200,
  );
});

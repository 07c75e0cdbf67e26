import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../core/http.ts";
import { listJobs } from "./jobs.queries.ts";

export const JobSchema = z.object({ _id: z.string(), title: z.string(), description: z.string() }).openapi("Job");

const route = createRoute({
  method: "get",
  path: "/jobs",
  tags: ["Content"],
  summary: "Open positions, newest first",
  description: "Array, paged by `limit`/`page`; the total is in X-Total-Count.",
  request: { query: PageQuery },
  responses: {
    200: { description: "Jobs", headers: TotalHeader, content: { "application/json": { schema: z.array(JobSchema) } } },
    400: errorResponses[400],
  },
});

export const jobsApi = createApi().openapi(route, async (c) => {
  const { rows, total } = await listJobs(c.var.db, c.req.valid("query"));
  c.header("X-Total-Count", String(total));
  return c.json(rows.map((j) => ({ _id: j.id, title: j.title, description: j.description })), 200);
});

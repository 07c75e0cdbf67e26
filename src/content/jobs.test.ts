import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { createTestApp } from "../../tests/helpers.ts";
import { insertJob, parseExact } from "../../tests/fixtures.ts";
import { JobSchema } from "./jobs.api.ts";
import { listJobs } from "./jobs.queries.ts";

const Jobs = z.array(JobSchema);

Deno.test("jobs API", async (t) => {
  const app = await createTestApp();
  try {
    await t.step("no openings: an empty array", async () => {
      const res = await app.get("/jobs");
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), []);
      assert.equal(res.headers.get("x-total-count"), "0");
    });

    const day = 86_400_000;
    const old = await insertJob(app.db, {
      title: "Support Executive",
      created_at: new Date(Date.now() - 3 * day),
    });
    const newest = await insertJob(app.db, {
      title: "Senior Backend Engineer",
      description: "Build order services.",
      created_at: new Date(Date.now() - day),
    });
    const middle = await insertJob(app.db, {
      title: "Category Manager",
      created_at: new Date(Date.now() - 2 * day),
    });

    await t.step("GET /jobs: newest first with _id, title, description, createdAt", async () => {
      const res = await app.get("/jobs");
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("x-total-count"), "3");
      const jobs = parseExact(Jobs, await res.json());
      assert.deepEqual(jobs.map((j) => j._id), [newest.id, middle.id, old.id]);
      assert.equal(jobs[0].title, "Senior Backend Engineer");
      assert.equal(jobs[0].description, "Build order services.");
      assert.ok(Date.parse(jobs[0].createdAt) > Date.parse(jobs[1].createdAt));
    });

    await t.step("paging and invalid paging", async () => {
      const res = await app.get("/jobs?limit=1&page=2");
      assert.equal(res.headers.get("x-total-count"), "3");
      assert.deepEqual(parseExact(Jobs, await res.json()).map((j) => j._id), [middle.id]);
      for (const query of ["limit=0", "limit=201", "page=abc"]) {
        const bad = await app.get(`/jobs?${query}`);
        assert.equal(bad.status, 400, query);
        parseExact(ErrorSchema, await bad.json());
      }
    });

    await t.step("listJobs gives the page and the total", async () => {
      const { rows, total } = await listJobs(app.db, { limit: 2, page: 1 });
      assert.equal(total, 3);
      assert.deepEqual(rows.map((r) => r.id), [newest.id, middle.id]);
    });
  } finally {
    await app.close();
  }
});

import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { auditTrail } from "../audit/audit.queries.ts";
import { createTestApp, getPage } from "../../tests/helpers.ts";
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

Deno.test("job writes: admin only, both fields required, audited", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const shopper = await createCustomer(db);
    const send = (method: string, path: string, body?: unknown, who: { cookie: string } | null = admin) =>
      app.app.request(path, {
        method,
        headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const job = { title: "Category Manager", description: "Grow the Mobiles category. Pune." };

    await t.step("visitor 401, customer 403", async () => {
      const visitor = await send("POST", "/jobs", job, null);
      assert.equal(visitor.status, 401);
      await visitor.body?.cancel();
      const customer = await send("POST", "/jobs", job, shopper);
      assert.equal(customer.status, 403);
      await customer.body?.cancel();
    });

    let id = "";
    await t.step("POST: 201, trimmed, first on the public list, audited", async () => {
      const res = await send("POST", "/jobs", { title: "  Category Manager ", description: job.description });
      assert.equal(res.status, 201);
      const body = parseExact(JobSchema, await res.json());
      id = body._id;
      assert.equal(body.title, "Category Manager");
      assert.equal(body.description, job.description);
      const list = parseExact(Jobs, await (await app.get("/jobs")).json());
      assert.deepEqual(list.map((j) => j._id), [id]);
      const [entry] = await auditTrail(db, "job", id);
      assert.equal(entry.action, "job.create");
      assert.deepEqual(entry.details, { before: null, after: job });
      const page = await getPage(app.app, "/career");
      assert.match(await page.text(), /Category Manager/);
    });

    await t.step(
      "a title or description missing or blank: 'Job title and description are required!'",
      async () => {
        for (
          const body of [{}, { title: "Tester" }, { description: "x" }, { title: " ", description: "x" }, {
            title: "x",
            description: "\n",
          }]
        ) {
          const res = await send("POST", "/jobs", body);
          assert.equal(res.status, 400, JSON.stringify(body));
          assert.deepEqual(await res.json(), { message: "Job title and description are required!" });
        }
        const long = await send("POST", "/jobs", { title: "x".repeat(121), description: "x" });
        assert.equal(long.status, 400);
        assert.equal((await long.json()).message, "title: at most 120 characters.");
        assert.equal((await app.get("/jobs")).headers.get("x-total-count"), "1");
      },
    );

    await t.step("DELETE: customer 403; admin 200, audited; again 404", async () => {
      const customer = await send("DELETE", `/jobs/${id}`, undefined, shopper);
      assert.equal(customer.status, 403);
      await customer.body?.cancel();
      const res = await send("DELETE", `/jobs/${id}`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { message: "Job deleted." });
      assert.equal((await app.get("/jobs")).headers.get("x-total-count"), "0");
      const [entry] = await auditTrail(db, "job", id);
      assert.equal(entry.action, "job.delete");
      assert.deepEqual(entry.details, { before: job, after: null });
      const again = await send("DELETE", `/jobs/${id}`);
      assert.equal(again.status, 404);
      assert.deepEqual(await again.json(), { message: "Job not found." });
    });
  } finally {
    await app.close();
  }
});

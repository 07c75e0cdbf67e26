/**
 * Drill: the database unreachable at start and in the middle of a run. The app reaches PostgreSQL through a
 * TCP proxy the drill cuts and restores. While it is cut, calls and pages answer 503 with Retry-After and a
 * plain message within seconds (no hang, no crash, no stack trace); once it is restored, the app serves
 * again by itself, without a restart.
 *
 * PostgreSQL only: PGlite is embedded in the app's process and cannot become unreachable.
 */
import assert from "node:assert/strict";
import postgres from "postgres";
import { connect, notOpenYet } from "../../db/connect.ts";
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { prepareAssets } from "../../src/server.ts";
import { UNAVAILABLE_MESSAGE } from "../../src/core/unavailable.ts";
import { insertProduct } from "../fixtures.ts";
import { type AppProcess, startApp, untilServing } from "./app-process.ts";
import { asCustomer } from "../customers.ts";
import { createDrillShoppers, type DrillShopper } from "./drill-shoppers.ts";
import { TcpProxy } from "./tcp-proxy.ts";

const serverUrl = Deno.env.get("DATABASE_URL");
if (!serverUrl) {
  console.warn(
    "%cDatabase-outage drill skipped: it needs PostgreSQL (set DATABASE_URL). PGlite is embedded in the app " +
      "and cannot become unreachable.",
    "color: orange",
  );
}

/** "A few seconds": the 5 s connect timeout plus a margin for a loaded machine. */
const ANSWER_WITHIN_MS = 8_000;
/** How long the mid-run outage lasts, and how soon after it ends the app must serve again. */
const OUTAGE_MS = 6_000;
const RECOVERED_WITHIN_MS = 5_000;
const API_PATH = "/api/products/get-all-products?limit=1";

/** Calls `path` and checks the 503: quick, Retry-After, the plain message, nothing internal. */
async function expectUnavailable(
  app: AppProcess,
  path: string,
  as: "api" | "browser",
  init: RequestInit = {},
): Promise<number> {
  const started = performance.now();
  const response = await fetch(app.url + path, {
    ...init,
    headers: {
      accept: as === "api" ? "application/json" : "text/html,application/xhtml+xml",
      ...init.headers,
    },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  const what = `${init.method ?? "GET"} ${path} (${as})`;
  assert.equal(response.status, 503, `${what} answered ${response.status}: ${body.slice(0, 300)}`);
  assert.ok(ms < ANSWER_WITHIN_MS, `${what} took ${Math.round(ms)} ms`);
  assert.match(response.headers.get("retry-after") ?? "", /^\d+$/, `${what}: no Retry-After`);
  assert.doesNotMatch(
    body,
    /ECONN|CONNECT_TIMEOUT|CONNECTION_|NOT_READY|Error:|\n\s+at /,
    `${what} leaks internals`,
  );
  if (as === "api") {
    assert.match(response.headers.get("content-type") ?? "", /application\/json/);
    assert.deepEqual(JSON.parse(body), { message: UNAVAILABLE_MESSAGE });
  } else {
    assert.match(response.headers.get("content-type") ?? "", /text\/html/);
    assert.ok(body.includes(UNAVAILABLE_MESSAGE), `${what}: the page does not say what happened`);
  }
  return ms;
}

async function expectPage(app: AppProcess, path: string) {
  const response = await fetch(app.url + path, { headers: { accept: "text/html" } });
  await response.body?.cancel();
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
}

const checkout = (app: AppProcess, shopper: DrillShopper) =>
  fetch(`${app.url}/api/orders/place-order`, {
    method: "POST",
    headers: asCustomer(shopper),
    body: JSON.stringify({ cart: shopper.cart }),
    signal: AbortSignal.timeout(30_000),
  });

Deno.test({
  name: "drill: the database unreachable at start and mid-run answers 503 quickly and recovers by itself",
  ignore: !serverUrl,
  async fn(t) {
    const server = new URL(serverUrl!);
    const name = `drill_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${name}`;
    const proxy = TcpProxy.start({
      hostname: server.hostname === "localhost" ? "127.0.0.1" : server.hostname,
      port: Number(server.port || 5432),
    });
    proxy.cut();
    const viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const timings: string[] = [];
    const ms = (value: number) => `${Math.round(value)} ms`;
    let app: AppProcess | undefined;
    try {
      const starting = performance.now();
      const running = app = await startApp({ DATABASE_URL: viaProxy.toString(), SEED: "none" }, 30_000);
      timings.push(`listening with the database cut ${ms(performance.now() - starting)}`);

      await t.step("at start, with the database cut: it listens and answers 503, pages and API", async () => {
        timings.push(`503 (API) in ${ms(await expectUnavailable(running, API_PATH, "api"))}`);
        timings.push(`503 (page) in ${ms(await expectUnavailable(running, "/", "browser"))}`);
        await expectUnavailable(running, "/products", "browser");
        // Pages without data do not need the database.
        await expectPage(running, "/about");
      });

      await t.step("once the database returns, it migrates and serves without a restart", async () => {
        proxy.restore();
        timings.push(`serving ${ms(await untilServing(running, API_PATH, 60_000))} after the restore`);
        await expectPage(running, "/");
      });

      const db = await connect({ databaseUrl: direct.toString(), maxConnections: 2 });
      try {
        const product = await insertProduct(db, { stock: 10, max_purchase_limit: 5, photos: 0 });
        const [shopper] = await createDrillShoppers(db, [[{ productId: product.id, quantity: 2 }]]);

        await t.step("mid-run, with the database cut: 503 within seconds, nothing half-done", async () => {
          proxy.cut();
          timings.push(`503 mid-run (API) in ${ms(await expectUnavailable(running, API_PATH, "api"))}`);
          timings.push(`503 mid-run (page) in ${ms(await expectUnavailable(running, "/", "browser"))}`);
          // A signed-in call: the session lookup itself cannot reach the database.
          const started = performance.now();
          const response = await checkout(running, shopper);
          const body = await response.json();
          assert.equal(response.status, 503, JSON.stringify(body));
          assert.deepEqual(body, { message: UNAVAILABLE_MESSAGE });
          timings.push(`503 mid-run (checkout) in ${ms(performance.now() - started)}`);
          const orders = await db.selectFrom("orders").where("customer_id", "=", shopper.id).select("id")
            .execute();
          assert.deepEqual(orders, []);
          // An outage of some seconds: failed attempts pile up (the freshness poll tries every second), and
          // the pause a connection keeps before its next attempt must not outlast the outage.
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
          timings.push(
            `503 after ${OUTAGE_MS / 1000} s (API) in ${
              ms(await expectUnavailable(running, API_PATH, "api"))
            }`,
          );
        });

        await t.step(
          "once the database returns, calls succeed again by themselves, within seconds",
          async () => {
            proxy.restore();
            timings.push(
              `serving ${
                ms(await untilServing(running, API_PATH, RECOVERED_WITHIN_MS))
              } after the mid-run restore`,
            );
            const response = await checkout(running, shopper);
            const body = await response.json();
            assert.equal(response.status, 200, JSON.stringify(body));
            await expectPage(running, "/");
          },
        );

        await t.step(
          "a proxy that accepts and hangs up (its database gone): 503 too, then recovery",
          async () => {
            proxy.hangUp();
            // Let the pool see its connections close, so that the next query needs a new connection.
            await new Promise((resolve) => setTimeout(resolve, 500));
            timings.push(
              `503 with hang-ups (API) in ${ms(await expectUnavailable(running, API_PATH, "api"))}`,
            );
            // A page the cache still holds is served from it (nothing reaches the database); any page
            // that needs the database answers 503 like the API.
            await expectUnavailable(running, "/products?search=hangup", "browser");
            proxy.restore();
            timings.push(`serving ${ms(await untilServing(running, API_PATH, 30_000))} after the hang-ups`);
          },
        );
      } finally {
        await db.destroy();
      }

      assert.ok(running.running(), `the app exited:\n${running.output()}`);
      // Logged, not flooded: one line when each outage began (and at most one a minute while it lasts).
      const outageLines = running.output().split("\n").filter((line) =>
        /unreachable|unavailable/i.test(line)
      );
      assert.ok(
        outageLines.length >= 1 && outageLines.length <= 4,
        `outage log lines:\n${outageLines.join("\n")}`,
      );
      assert.doesNotMatch(running.output(), /\n\s+at /, "a stack trace was logged");
      console.log(`PostgreSQL outage drill: ${timings.join("; ")}.`);
    } catch (error) {
      if (app) console.error(`App output:\n${app.output()}`);
      throw error;
    } finally {
      await app?.stop();
      await proxy.close();
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    }
  },
});

// The same answers without a subprocess, on every database: the app on the stand-in a server uses until its
// database is open.
Deno.test("an app whose database is not open answers 503 with Retry-After, JSON for the API and a page for browsers", async () => {
  await prepareAssets();
  const app = createApp({ db: notOpenYet(), config: loadConfig({ SEED: "none" }), log: false });
  const api = await app.request(API_PATH, { headers: { accept: "application/json" } });
  assert.equal(api.status, 503);
  assert.match(api.headers.get("retry-after") ?? "", /^\d+$/);
  assert.deepEqual(await api.json(), { message: UNAVAILABLE_MESSAGE });
  const page = await app.request("/", { headers: { accept: "text/html" } });
  assert.equal(page.status, 503);
  assert.match(page.headers.get("retry-after") ?? "", /^\d+$/);
  assert.match(page.headers.get("content-type") ?? "", /text\/html/);
  assert.ok((await page.text()).includes(UNAVAILABLE_MESSAGE));
  const about = await app.request("/about", { headers: { accept: "text/html" } });
  await about.body?.cancel();
  assert.equal(about.status, 200, "a page without data still renders");
});

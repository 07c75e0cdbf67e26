/**
 * Server threads share what their caches keep (sharing.ts): a page or template one thread rendered is
 * served by the other without a render of its own, and an answer reaches the other only if no change that
 * thread has applied since the answer was read changed it. The second half posts hand-made answers, each
 * followed by one that must be kept: messages arrive in order, so once the second is kept the first has
 * been judged.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { createShopper, putInCart } from "../../tests/orders.ts";
import { createApp } from "../app.ts";
import { type PageCache, pageCacheOf, type SharedAnswer } from "./page-cache.ts";
import { type Dependencies, noDependencies } from "./dependencies.ts";
import { type Kept, threadMesh } from "./sharing.ts";
import { partName } from "../ui/viewer.tsx";
import {
  type App,
  checkout,
  isKept,
  page,
  secondInstance,
  untilReady,
  visit,
  within,
} from "./cache-test-helpers.ts";

const answer = (text: string): SharedAnswer => ({
  kind: "shared",
  identity: new TextEncoder().encode(text),
  gzip: undefined,
  identityHeaders: [["content-type", "text/html; charset=utf-8"]],
  gzipHeaders: [],
  etag: undefined,
  notModifiedHeaders: [],
  restockable: false,
});

Deno.test("server threads share what they keep, never staler than their own", async (s) => {
  const t = await createTestApp();
  // Two server threads, and a third of the test's own that posts hand-made answers to the second.
  const ab = new MessageChannel();
  const { port1: channel, port2: fromTest } = new MessageChannel();
  const a = await secondInstance(t, [ab.port1]);
  const b = await secondInstance(t, [ab.port2, fromTest]);
  const cacheOf = (app: App): PageCache => pageCacheOf(app)!;
  try {
    const store = await insertVendor(t.db, { store_name: "Lakshmi Mobiles" });
    const phones = await insertCategory(t.db, { name: "Mobiles" });
    const redmi = await insertProduct(t.db, {
      name: "Redmi Note 13",
      stock: 30,
      max_purchase_limit: 30,
      vendor_id: store.id,
      category_id: phones.id,
    });
    const path = `/product/${redmi.id}`;
    await untilReady(a.app);
    await untilReady(b.app);

    await s.step("a visitor's page one thread rendered, the other serves as it is", async () => {
      const html = await page(a.app, path);
      await within(2000, () => assert.ok(isKept(b.app, `h ${path}`)));
      assert.equal(await page(b.app, path), html);
    });

    await s.step("a signed-in template too, with each shopper's own header", async () => {
      const asha = await createShopper(t.db);
      const ravi = await createShopper(t.db);
      await putInCart(t.db, ravi.id, redmi.id, 3);
      await page(a.app, path, asha);
      await within(2000, () => assert.ok(isKept(b.app, `t ${path}`)));
      const plain = createApp({ db: t.db, config: t.config, log: false, cacheBytes: 0 });
      assert.equal(await page(b.app, path, ravi), await page(plain, path, ravi));
    });

    // Posts `kept`, then a control that must be kept; says whether `kept` was.
    let n = 0;
    const judged = async (kept: Omit<Kept, "key" | "size" | "entry">): Promise<boolean> => {
      const key = `h /posted/${++n}`;
      channel.postMessage({ ...kept, key, size: 100, entry: answer(key) });
      const control = `h /control/${n}`;
      const b = cacheOf(bApp);
      channel.postMessage({
        key: control,
        size: 100,
        entry: answer(control),
        deps: noDependencies(),
        through: b.freshness.watermark!,
        startedAt: Date.now(),
      });
      await within(2000, () => assert.ok(isKept(bApp, control)));
      return isKept(bApp, key);
    };
    const bApp = b.app;
    // Until the other thread has read the log past `version`.
    const applied = (version: number) =>
      within(3000, async () => {
        await (await visit(bApp, "/about")).body?.cancel();
        assert.ok(cacheOf(bApp).freshness.watermark! >= version);
      });
    const showing = (stock: number, view: "band" | "exact"): Dependencies => ({
      view,
      shown: new Map([[redmi.id, stock]]),
      allStock: false,
    });

    await s.step("an answer read before a change the thread has applied is not kept", async () => {
      const before = cacheOf(bApp).freshness.watermark!;
      await t.db.updateTable("products").set({ price_paise: 1_499_900 }).where("id", "=", redmi.id).execute();
      await applied(before + 1);
      const now = { deps: noDependencies(), startedAt: Date.now() };
      assert.equal(await judged({ ...now, through: before }), false, "read before the price change");
      assert.equal(await judged({ ...now, through: cacheOf(bApp).freshness.watermark! }), true);
    });

    await s.step("a stock change drops it only if it changed what the answer shows", async () => {
      const before = cacheOf(bApp).freshness.watermark!;
      await checkout(a.app, t.db, redmi.id, 2); // 30 → 28: "In stock" still
      await applied(before + 1);
      const startedAt = Date.now();
      assert.equal(await judged({ deps: showing(30, "band"), through: before, startedAt }), true, "a page");
      assert.equal(await judged({ deps: showing(30, "exact"), through: before, startedAt }), false, "JSON");
      const later = cacheOf(bApp).freshness.watermark!;
      await checkout(a.app, t.db, redmi.id, 18); // 28 → 10: "Only 10 left"
      await applied(later + 1);
      assert.equal(
        await judged({ deps: showing(28, "band"), through: later, startedAt }),
        false,
        "band moved",
      );
      assert.equal(await judged({ deps: showing(10, "band"), through: later + 1, startedAt }), true);
    });

    await s.step("nothing read before the thread last emptied its cache is kept", async () => {
      const startedAt = Date.now() - 1;
      cacheOf(bApp).store.clear();
      // A control read after it: the same millisecond counts as before.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const through = cacheOf(bApp).freshness.watermark!;
      assert.equal(await judged({ deps: noDependencies(), through, startedAt }), false);
    });

    await s.step("a template whose part this thread cannot name is not kept", async () => {
      const key = "t /posted/template";
      channel.postMessage({
        key,
        size: 100,
        entry: {
          kind: "template",
          pieces: [],
          parts: [{ component: "NoSuchPart", props: {} }],
          status: 200,
          headers: {},
        },
        deps: noDependencies(),
        through: cacheOf(bApp).freshness.watermark!,
        startedAt: Date.now(),
      });
      assert.equal(await judged({ deps: noDependencies(), through: 0, startedAt: 0 }), false);
      assert.equal(isKept(bApp, key), false);
    });

    await s.step("a checkout's own entries of the log reach the other thread at once", async () => {
      const key = `h ${path}`;
      await page(bApp, path);
      assert.ok(isKept(bApp, key));
      // No read of the log in flight on b, and from here on no request asks b for one; a stock-only change
      // sends no notification: only a's message can drop b's page.
      await cacheOf(bApp).freshness.poll(Date.now());
      await checkout(a.app, t.db, redmi.id, 1); // 10 → 9: "Only 9 left"
      await within(1000, () => assert.ok(!isKept(bApp, key), "dropped by a's message"));
      assert.match(await page(bApp, path), /Only (?:<!-- -->)?9(?:<!-- -->)? left/);
    });
  } finally {
    channel.close();
    cacheOf(a.app).close();
    cacheOf(b.app).close();
    await a.close();
    await b.close();
    await t.close();
  }
});

Deno.test("the mesh joins every server thread to every other", async () => {
  const mesh = threadMesh(3);
  const heard: string[] = [];
  const all = new Promise<void>((resolve) =>
    mesh.forEach((ports, to) =>
      ports.forEach((port) =>
        port.onmessage = (event) => {
          heard.push(`${event.data} to ${to}`);
          if (heard.length === 6) resolve();
        }
      )
    )
  );
  mesh.forEach((ports, from) => ports.forEach((port) => port.postMessage(from)));
  await all;
  assert.deepEqual(heard.sort(), ["0 to 1", "0 to 2", "1 to 0", "1 to 2", "2 to 0", "2 to 1"]);
  mesh.flat().forEach((port) => port.close());
});

Deno.test("two components of one name in different modules go by different names between threads", () => {
  const first = (() => {
    function CartBadge() {
      return "one";
    }
    return CartBadge;
  })();
  const second = (() => {
    function CartBadge() {
      return "two";
    }
    return CartBadge;
  })();
  assert.equal(first.name, second.name);
  assert.notEqual(partName(first), partName(second));
  assert.equal(partName(first), partName(first), "the same every time");
  assert.equal(partName(() => "anonymous"), "", "an anonymous component is never shared");
});

/**
 * The edge check (run by .ci/run after the tests): the app, its bundles built beforehand (`deno task build`),
 * serves pages, the API and an image upload on PostgreSQL under exactly the permissions an edge host grants:
 *   deno run --allow-net --allow-env --allow-read --deny-write --deny-run --deny-ffi main.ts   (WORKERS=1)
 * Anything that needs more (a file written, a process run, a native library) is a defect of the app.
 *
 * A fresh database is made on DATABASE_URL's server (default: the local one) and dropped after. The demo
 * data (SEED=demo, development mode) gives the storefront and the demo admin that uploads a category image.
 *   deno run -A tests/edge/check.ts
 */
import postgres from "postgres";
import { jpegOf, photoPixels } from "../../src/uploads/test-photo.ts";

export const EDGE_FLAGS = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--deny-write",
  "--deny-run",
  "--deny-ffi",
];
/** An edge host's memory for an isolate. */
const EDGE_MEMORY_MB = 512;
const DEMO_ADMIN = { email: "admin@swiftcart.in", password: "admin123" };
const DEMO_VENDOR = { email: "orders@lakshmimobiles.in", password: "vendor123" };

const root = new URL("../../", import.meta.url).pathname;
const serverUrl = Deno.env.get("DATABASE_URL") || "postgres://root@127.0.0.1:5432/postgres";
const dbName = `edge_${Date.now()}`;
const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
await server.unsafe(`create database ${dbName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${dbName}`;

const started = performance.now();
const port = 18900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const env = Deno.env.toObject();
delete env.APP_ENV; // demo data is loaded in development mode only
const app = new Deno.Command(Deno.execPath(), {
  args: ["run", ...EDGE_FLAGS, "main.ts"],
  cwd: root,
  env: {
    ...env,
    DATABASE_URL: databaseUrl.toString(),
    WORKERS: "1",
    PORT: String(port),
    SEED: "demo",
    LOG: "off",
  },
  clearEnv: true,
  stdout: "piped",
  stderr: "piped",
}).spawn();
const output: string[] = [];
const collect = async (stream: ReadableStream<Uint8Array>) => {
  const decoder = new TextDecoder();
  for await (const chunk of stream) output.push(decoder.decode(chunk, { stream: true }));
};
const collecting = Promise.all([collect(app.stdout), collect(app.stderr)]);

const failures: string[] = [];
let passed = 0;
async function check(label: string, run: () => Promise<string | void>) {
  try {
    const note = await run();
    passed++;
    console.log(`ok    ${label}${note ? ` (${note})` : ""}`);
  } catch (error) {
    failures.push(label);
    console.log(`FAIL  ${label}: ${error instanceof Error ? error.message : error}`);
  }
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    const text = (await response.text()).slice(0, 300);
    throw new Error(`${what} answered ${response.status}, expected ${status}: ${text}`);
  }
}

async function get(path: string, headers: Record<string, string> = {}) {
  return await fetch(`${base}${path}`, { headers: { accept: "text/html", ...headers } });
}

async function json(method: string, path: string, body: unknown, cookie?: string) {
  return await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const sessionOf = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith("sc_session="))?.split(";")[0];

try {
  // Listening comes first; the database (migrations, demo data, pincode directory) follows: wait for a 200.
  await check("starts and serves / within 90 s", async () => {
    for (let i = 0; i < 900; i++) {
      const exited = await Promise.race([app.status.then(() => true), Promise.resolve(false)]);
      if (exited) throw new Error("the app exited");
      try {
        const response = await get("/");
        await response.body?.cancel();
        if (response.status === 200) return `${((performance.now() - started) / 1000).toFixed(1)} s`;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("no 200 from / in time");
  });
  if (failures.length) throw new Error("the app did not start");

  let product: { _id: string; name: string; category: { name: string } } | undefined;
  await check("API: get-all-products", async () => {
    const response = await fetch(`${base}/api/products/get-all-products`, {
      headers: { accept: "application/json" },
    });
    await expectStatus(response, 200, "get-all-products");
    const body = await response.json();
    const list = body.products ?? body;
    product = list[0];
    if (!product?._id) throw new Error("no products in the answer");
    return `${list.length} products`;
  });

  const pages = [
    ["home", "/"],
    ["category page", `/category/${encodeURIComponent(product?.category.name ?? "Mobiles")}`],
    ["product page", `/product/${product?._id}`],
    ["search page", `/products?search=${encodeURIComponent(product?.name.split(" ")[0] ?? "phone")}`],
    ["content page", "/about"],
  ];
  for (const [label, path] of pages) {
    await check(`page: ${label} ${path}`, async () => {
      const response = await get(path, { "accept-encoding": "gzip" });
      await expectStatus(response, 200, path);
      if (!(await response.text()).includes("</html>")) throw new Error("not a whole page");
    });
  }

  await check("API: customer signup, login, add to cart", async () => {
    const email = `edge.${Date.now()}@example.in`;
    const signup = await json("POST", "/api/users/customer-register", {
      name: "Edge Shopper",
      email,
      mobile: "9876543210",
      password: "edge-secret-1",
    });
    await expectStatus(signup, 201, "customer-register");
    await signup.body?.cancel();
    const login = await json("POST", "/api/users/customer-login", { email, password: "edge-secret-1" });
    await expectStatus(login, 200, "customer-login");
    await login.body?.cancel();
    const cookie = sessionOf(login);
    if (!cookie) throw new Error("no session cookie from login");
    const add = await json("POST", "/api/cart/add-to-cart", { productId: product!._id, quantity: 1 }, cookie);
    await expectStatus(add, 200, "add-to-cart");
    const cart = await add.json();
    if (cart.count !== 1) throw new Error(`cart count ${cart.count}, expected 1`);
  });

  await check("upload: admin replaces a category image, served from /media", async () => {
    const login = await json("POST", "/api/admin/login", DEMO_ADMIN);
    await expectStatus(login, 200, "admin login");
    await login.body?.cancel();
    const cookie = sessionOf(login)!;
    const categories = await fetch(`${base}/api/category/get-all-categories`, {
      headers: { accept: "application/json" },
    });
    await expectStatus(categories, 200, "get-all-categories");
    const listed = await categories.json();
    const category = (listed.categories ?? listed)[0];
    const form = new FormData();
    const photo = await jpegOf(photoPixels(800, 600));
    form.append("image", new File([photo as BlobPart], "tile.jpg", { type: "image/jpeg" }));
    const upload = await fetch(`${base}/api/category/${category._id}/image`, {
      method: "PUT",
      headers: { accept: "application/json", cookie },
      body: form,
    });
    await expectStatus(upload, 200, "category image upload");
    const image: string = (await upload.json()).category.image;
    const served = await get(image, { accept: "image/*" });
    await expectStatus(served, 200, image);
    const bytes = (await served.arrayBuffer()).byteLength;
    return `${served.headers.get("content-type")}, ${bytes} bytes`;
  });

  await check("upload: a vendor adds a product photo, served from /media", async () => {
    const login = await json("POST", "/api/vendor/login", DEMO_VENDOR);
    await expectStatus(login, 200, "vendor login");
    await login.body?.cancel();
    const cookie = sessionOf(login)!;
    const own = await fetch(`${base}/api/vendor/products`, {
      headers: { accept: "application/json", cookie },
    });
    await expectStatus(own, 200, "vendor products");
    const id = JSON.stringify(await own.json()).match(/"_id":"([0-9a-f]{24})"/)?.[1];
    if (!id) throw new Error("the vendor has no products");
    const form = new FormData();
    const photo = await jpegOf(photoPixels(1200, 900));
    form.append("photos", new File([photo as BlobPart], "side.jpg", { type: "image/jpeg" }));
    const upload = await fetch(`${base}/api/products/${id}/photos`, {
      method: "POST",
      headers: { accept: "application/json", cookie },
      body: form,
    });
    await expectStatus(upload, 200, "product photo upload");
    const images = JSON.stringify(await upload.json()).match(/\/media\/[0-9a-f]{64}/g) ?? [];
    if (!images.length) throw new Error("no /media URL in the answer");
    const served = await get(images.at(-1)!, { accept: "image/*" });
    await expectStatus(served, 200, images.at(-1)!);
    return `${served.headers.get("content-type")}, ${(await served.arrayBuffer()).byteLength} bytes`;
  });

  // An edge host gives an isolate 512 MB; the app's peak after all of the above (pages, the API, two image
  // conversions) stays well under it.
  await check(`memory: peak under ${EDGE_MEMORY_MB} MB, an edge isolate's`, () => {
    let status: string;
    try {
      status = Deno.readTextFileSync(`/proc/${app.pid}/status`);
    } catch {
      return Promise.resolve("not measured: no /proc");
    }
    const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
    if (mb("VmHWM") >= EDGE_MEMORY_MB) throw new Error(`VmHWM ${mb("VmHWM")} MB`);
    return Promise.resolve(`VmRSS ${mb("VmRSS")} MB, VmHWM ${mb("VmHWM")} MB`);
  });
} finally {
  app.kill("SIGTERM");
  await app.status;
  await collecting;
  await server.unsafe(`drop database if exists ${dbName} with (force)`);
  await server.end();
}

// A permission the app asked for and was refused may be caught and logged rather than fail a request.
const log = output.join("");
if (/NotCapable|PermissionDenied|Requires (write|run|ffi) access/i.test(log)) {
  failures.push("a permission was refused");
  console.log("FAIL  the app was refused a permission:\n" + log);
}
console.log(
  `edge check: ${passed} passed, ${failures.length} failed in ${
    ((performance.now() - started) / 1000).toFixed(1)
  } s (deno run ${EDGE_FLAGS.join(" ")} main.ts, WORKERS=1, PostgreSQL)`,
);
if (failures.length) {
  if (!log.includes("FAIL")) console.log("app output:\n" + log.slice(-4000));
  Deno.exit(1);
}

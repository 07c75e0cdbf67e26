/**
 * Decompression bombs against the running app (not part of the suite: it takes a minute and measures
 * memory): starts the app as `deno task start` does on a throw-away database with the demo stores, has four
 * stores each send a ~190 KB PNG that decodes to 7000 × 7000 pixels at once, and a fifth store a normal
 * 300 × 300 photo just after. Prints each answer, the server's peak memory (VmRSS, sampled every 20 ms) and
 * how long the normal photo took.
 *
 *   deno run -A tests/drills/upload-memory.ts [--side 7000] [--bombs 4]
 *
 * `--side 4800` sends images just under the pixel limit instead, which are converted: the queue's bound.
 */
import { appArgs } from "../app-args.ts";
import { stopProcess } from "../processes.ts";
import { blankPng, jpegOf, photoPixels } from "../../src/uploads/test-photo.ts";

const option = (name: string, fallback: number) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(Deno.args[at + 1]);
};
const side = option("side", 7000), bombs = option("bombs", 4);
const root = new URL("../../", import.meta.url).pathname;

const STORES = [
  "orders@lakshmimobiles.in",
  "orders@techbazaar.in",
  "orders@guptahomeappliances.in",
  "hello@soundwaveaudio.in",
  "orders@banerjeecamerahouse.in",
  "sales@sharmarefurbhub.in",
  "care@fixitcare.in",
  "orders@freshkart.in",
];

const child = new Deno.Command(Deno.execPath(), {
  args: appArgs(),
  cwd: root,
  env: { PORT: "0", LOG: "off", APP_ENV: "development", WORKERS: "1", DATA_DIR: "memory://", SEED: "demo" },
  stdin: "null",
  stdout: "piped",
  stderr: "inherit",
}).spawn();

const rss = () => {
  try {
    const status = Deno.readTextFileSync(`/proc/${child.pid}/status`);
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

try {
  let url = "";
  const decoder = new TextDecoder();
  let text = "";
  const reader = child.stdout.getReader();
  while (!url) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The app exited:\n${text}`);
    text += decoder.decode(value);
    url = /listening on (http:\/\/\S+)/.exec(text)?.[1] ?? "";
  }
  (async () => {
    while (!(await reader.read()).done); // keep its pipe drained
  })();
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${url}/api/products/get-all-products?limit=1`).catch(() => undefined);
    await res?.body?.cancel();
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  /** Signs a store in and picks one of its products with room for a photo. */
  const stores = await Promise.all(
    STORES.slice(0, bombs + 1).map(async (email) => {
      const login = await fetch(`${url}/api/vendor/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "vendor123" }),
      });
      if (login.status !== 200) throw new Error(`${email}: login ${login.status} ${await login.text()}`);
      await login.body?.cancel();
      const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const list = await (await fetch(`${url}/api/vendor/products?limit=50`, { headers: { cookie } })).json();
      const product = list.products.find((p: { photos: unknown[] }) => p.photos.length < 5);
      if (!product) throw new Error(`${email}: no product with room for a photo`);
      return { email, cookie, product: product._id as string };
    }),
  );

  const bomb = await blankPng(side, side);
  const photo = await jpegOf(photoPixels(300, 300));
  const upload = async (store: typeof stores[number], bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append("photos", new File([bytes as Uint8Array<ArrayBuffer>], name));
    const started = performance.now();
    const res = await fetch(`${url}/api/products/${store.product}/photos`, {
      method: "POST",
      headers: { cookie: store.cookie },
      body: form,
    });
    const body = await res.text();
    const ms = performance.now() - started;
    const retry = res.headers.get("retry-after");
    console.log(
      `${name} from ${store.email}: ${res.status} in ${(ms / 1000).toFixed(2)} s` +
        (retry ? ` (Retry-After: ${retry})` : "") + (res.status === 200 ? "" : ` ${body.slice(0, 120)}`),
    );
    return ms;
  };

  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  console.log(`PNG of ${side} × ${side}: ${bomb.length} bytes; server at ${baseline.toFixed(0)} MB`);
  const all = stores.slice(0, bombs).map((store, i) => upload(store, bomb, `bomb${i + 1}.png`));
  await new Promise((r) => setTimeout(r, 200)); // the bombs arrive first
  const normal = await upload(stores[bombs], photo, "normal-300x300.jpg");
  await Promise.all(all);
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  console.log(
    `peak VmRSS ${peak.toFixed(0)} MB (from ${baseline.toFixed(0)} MB); the normal photo took ` +
      `${(normal / 1000).toFixed(2)} s`,
  );
} finally {
  await stopProcess(child, 5_000);
}

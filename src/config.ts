/** Configuration comes only from the environment, so the same build runs locally, in CI and on an edge host. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  env: "development" | "production";
  seed: "demo" | "none";
  /** Request logs on stdout; LOG=off silences them (benchmarks). */
  requestLog: boolean;
  /**
   * Server threads sharing the port (SO_REUSEPORT), each with its own connection pool: one JavaScript
   * thread saturates a core long before PostgreSQL does. PGlite belongs to one process, so it gets one.
   */
  workers: number;
  /**
   * DATABASE_POOL: PostgreSQL connections per server thread (default 2). postgres.js sends a query to an idle
   * connection and pipelines it behind others only when none is idle, so a few connections carry a thread's
   * load: its JavaScript saturates first, and more connections only let more backends compete for the same
   * cores. Measured 2026-11-27 (2 cores, 2 threads, PostgreSQL, `deno task bench`):
   * - checkouts (orders/s, spread over products/one hot product): 10 per thread 1,127-1,244/1,161-1,421,
   *   6: 1,372-1,399/1,412-1,471, 3: 1,493-1,531/1,474-1,652; PostgreSQL CPU per order 0.78-0.89 ms at
   *   10, 0.54-0.64 at 3;
   * - the 30-60 s mixed load, runs of the same hour: 10, 4,387-4,488 req/s, p99 116-133 ms, 147-149 µs of
   *   PostgreSQL CPU a request; 6, 5,298-5,389 req/s, 111-117 ms, 118-120 µs; 3, 5,676-5,722 req/s,
   *   88-95 ms, 100-101 µs. Later, on a slower machine and with TCP_NODELAY (next point): 6, 4,353-4,587
   *   req/s, p99 123-135 ms; 3, 4,506-5,019 req/s, 98-111 ms.
   * Small pools pipeline more, and pipelined statements used to wait on Nagle's algorithm: a signed-in
   * product page's p99 was 81-315 ms at 3 or 4 connections (21-52 at 10). With TCP_NODELAY on the sockets
   * (db/connect.ts) it was 20-50 ms at 3 in its own runs and 14-42 ms in four full runs of five; the fifth
   * showed 231 ms (p95 103) during a checkpoint. That checkpoint was the bench's own: its loading's WAL set
   * one off as the measured runs began, in every run. The bench now takes it before measuring; 2026-11-28,
   * one full run each: this page's p99 85.4 ms and the checkouts' 172/196 ms with it running, 21.7 and
   * 70/68 ms without.
   * A group of checkouts waiting on a hot product's row lock holds one connection (checkout-batch.service.ts:
   * one group in flight per thread); the others carry the rest.
   * Two, since 2026-11-28 (a slower machine, bare Deno.serve 60,000-79,000 req/s): each statement sent on
   * its own costs the thread a write to the socket and the server a wake-up, some 45 µs of the thread's CPU
   * on this VM, and the fewer the connections, the more statements share a write. In the 60 s mixed load,
   * four pairs of runs in turn, 2 against 3: p99 143/107/103/132 ms against 158/149/117/126, PostgreSQL CPU
   * 135-187 µs a request against 145-217. One connection used the least CPU (107-149 µs) but every read
   * then queued behind a group's write: p95 93-136 ms, p99 139-201.
   */
  maxConnections: number;
  /** Behind a reverse proxy that appends the client's address to X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  payments: PaymentsConfig;
  /** SMTP_URL, e.g. smtp://user:pass@host:587; unset: mail is logged (development) or refused with 503 (production). */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of the site's mails. */
  mailFrom: string;
  /** PUBLIC_URL: the site's address as its mails link to it (publicUrlOf). */
  publicUrl: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the admin account made (or its password reset) at start, when both are set. */
  adminEmail?: string;
  adminPassword?: string;
  /**
   * TWO_STEP_KEY: encrypts the two-step sign-in secrets kept in the database. Outside production a fixed
   * development key stands in when it is unset; in production it is empty then, and the server refuses to start.
   */
  twoStepKey: string;
}

/**
 * Online payments. With Razorpay keys, payments go through Razorpay; without them (outside production, or
 * with PAYMENT_GATEWAY=test) a built-in test gateway stands in so the whole flow works offline. In production
 * without keys, only cash on delivery is offered.
 */
export interface PaymentsConfig {
  gateway: "razorpay" | "test" | "none";
  razorpayKeyId: string;
  razorpayKeySecret: string;
  /** Signs webhook deliveries (set in Razorpay's dashboard); the test gateway uses its own secret. */
  webhookSecret: string;
  /** Razorpay's API; tests point the SDK at a loopback stand-in. */
  razorpayApiUrl: string;
  /**
   * The test gateway's signing secret: it signs its own checkout results and webhooks. PAYMENT_TEST_SECRET,
   * else (outside production) a random one made once per process, so no one outside the server can sign a
   * webhook that confirms someone else's order.
   */
  testSecret: string;
  /** Why online payment cannot start as configured (the server refuses to start), or undefined. */
  refusal?: string;
  /** What start-up says loudly about the payment settings (the test gateway in production, …). */
  warnings: string[];
}

/** In production the test gateway needs a secret of its own at least this long. */
export const MIN_TEST_SECRET_LENGTH = 32;

/** Made once per process (every server thread is handed the main thread's configuration). */
const processTestSecret = Array.from(
  crypto.getRandomValues(new Uint8Array(32)),
  (b) => b.toString(16).padStart(2, "0"),
).join("");

function paymentsConfig(env: Record<string, string | undefined>, appEnv: Config["env"]): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID ?? "";
  const keySecret = env.RAZORPAY_KEY_SECRET ?? "";
  const ownSecret = env.PAYMENT_TEST_SECRET ?? "";
  const testSecret = ownSecret || processTestSecret;
  const warnings: string[] = [];
  let refusal: string | undefined;
  let gateway: PaymentsConfig["gateway"] = keyId && keySecret
    ? "razorpay"
    : env.PAYMENT_GATEWAY === "test" || appEnv !== "production"
    ? "test"
    : "none";
  if (gateway === "test" && appEnv === "production") {
    if (ownSecret.length < MIN_TEST_SECRET_LENGTH) {
      // Never in production with a secret anyone could know or guess: online payment stays off.
      gateway = "none";
      refusal = "PAYMENT_GATEWAY=test in production needs PAYMENT_TEST_SECRET, a random secret of at least " +
        `${MIN_TEST_SECRET_LENGTH} characters: whoever knows the test gateway's secret can sign a webhook ` +
        "that confirms any pending order without paying.";
    } else {
      warnings.push(
        "THE TEST PAYMENT GATEWAY IS ON IN PRODUCTION (PAYMENT_GATEWAY=test): card and UPI orders are " +
          "confirmed without any money moving. Use it on a staging site only; set RAZORPAY_KEY_ID and " +
          "RAZORPAY_KEY_SECRET to take real payments.",
      );
    }
  }
  if (gateway === "razorpay" && appEnv === "production" && !env.RAZORPAY_WEBHOOK_SECRET) {
    warnings.push(
      "RAZORPAY_WEBHOOK_SECRET is unset: Razorpay's webhooks are refused, so a payment whose browser " +
        "never returns is not confirmed.",
    );
  }
  return {
    gateway,
    razorpayKeyId: keyId,
    razorpayKeySecret: keySecret,
    webhookSecret: gateway === "test" ? testSecret : env.RAZORPAY_WEBHOOK_SECRET ?? "",
    razorpayApiUrl: env.RAZORPAY_API_URL || "https://api.razorpay.com",
    testSecret,
    refusal,
    warnings,
  };
}

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const appEnv = env.APP_ENV === "production" ? "production" : "development";
  const databaseUrl = env.DATABASE_URL || undefined;
  const cores = navigator.hardwareConcurrency || 1;
  const asked = Number.parseInt(env.WORKERS ?? "", 10);
  const workers = !databaseUrl ? 1 : asked > 0 ? Math.min(asked, 64) : appEnv === "production" ? cores : 1;
  return {
    port: Number(env.PORT ?? 8000),
    databaseUrl,
    dataDir: env.DATA_DIR ?? "./data",
    env: appEnv,
    seed: env.SEED === "none" ? "none" : "demo",
    requestLog: env.LOG !== "off",
    workers,
    maxConnections: Math.min(Math.max(Number.parseInt(env.DATABASE_POOL ?? "", 10) || 2, 1), 100),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    payments: paymentsConfig(env, appEnv),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "SwiftCart <no-reply@swiftcart.in>",
    publicUrl: publicUrlOf(env),
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    twoStepKey: env.TWO_STEP_KEY || (appEnv === "production" ? "" : "swiftcart-two-step-development-key"),
  };
}

/**
 * The site's public address, without a trailing slash, that mails link to (an order's page): PUBLIC_URL, e.g.
 * `https://swiftcart.in`; unset, the development server's own `http://localhost:<PORT>`.
 */
export function publicUrlOf(env: Record<string, string | undefined>): string {
  const url = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT || 8000}`;
  return url.replace(/\/+$/, "");
}

let sitePublicUrl: string | undefined;

/**
 * The public address for code that runs without the request's configuration (mails written to the outbox
 * with an order's change): read from the environment once per process.
 */
export function publicUrl(): string {
  return sitePublicUrl ??= publicUrlOf({
    PUBLIC_URL: Deno.env.get("PUBLIC_URL"),
    PORT: Deno.env.get("PORT"),
  });
}

/**
 * The whole application as a Hono app: middleware, one sub-app per domain, pages, one error handler.
 * It takes its database and configuration as arguments, so tests build it on a throw-away database.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { logger } from "hono/logger";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import type { DB } from "../db/database.ts";
import type { Config } from "./config.ts";
import { AppError } from "./core/errors.ts";
import {
  isDatabaseUnavailable,
  logUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "./core/unavailable.ts";
import { compressText } from "./core/compress.ts";
import { allowedMethods, bodyLimit, cleanText } from "./core/guards.ts";
import { NOT_JSON } from "./core/refusals.ts";
import { type AppEnv, wantsHtml } from "./core/http.ts";
import { staticApp } from "./ui/static.ts";
import { mountPages } from "./ui/pages.ts";
import { htmlResponse } from "./ui/pages.ts";
import { renderErrorPage } from "./ui/ErrorPage.tsx";
import { pages } from "../routes/mod.ts";
import { mediaApi } from "./catalogue/media/media.api.ts";
import { productsApi } from "./catalogue/products/products.api.ts";
import { searchApi } from "./catalogue/search/search.api.ts";
import { categoriesApi } from "./catalogue/categories/categories.api.ts";
import { bannersApi } from "./catalogue/banners/banners.api.ts";
import { taxonomyApi } from "./catalogue/taxonomy/taxonomy.api.ts";
import { citiesApi } from "./content/cities.api.ts";
import { jobsApi } from "./content/jobs.api.ts";
import { commissionsApi } from "./commissions/commissions.api.ts";
import { mountDocs } from "./docs.tsx";
import { socialApp } from "./content/social.ts";
import { loadSession, sameOriginWrites } from "./auth/access.ts";
import { basketReadAhead } from "./orders/checkout/checkout-read-ahead.ts";
import { usersApi } from "./customers/account/users.api.ts";
import { cartApi } from "./customers/cart/cart.api.ts";
import { wishlistApi } from "./customers/wishlist/wishlist.api.ts";
import { addressesApi } from "./customers/addresses/addresses.api.ts";
import { locationApi } from "./customers/addresses/location.api.ts";
import { ordersApi } from "./orders/orders.api.ts";
import { invoicesApi } from "./invoices/invoices.api.ts";
import { taxReportsApi } from "./tax-reports/tax-reports.api.ts";
import { statementsApi } from "./settlements/statements/statement.api.ts";
import { statementPdfApi } from "./settlements/statements/statement-pdf.api.ts";
import { paymentIssuesApi } from "./settlements/issues/payment-issues.api.ts";
import { ledgerApi } from "./ledger/ledger.api.ts";
import { returnsApi } from "./returns/returns.api.ts";
import { razorpayApi } from "./payments/razorpay.api.ts";
import { productWritesApi } from "./catalogue/store-products/product-writes.api.ts";
import { storesApi } from "./vendors/stores/stores.api.ts";
import { vendorAuthApi } from "./vendors/auth/vendor-auth.api.ts";
import { passwordResetApi } from "./vendors/auth/password-reset.api.ts";
import { vendorProfileApi } from "./vendors/profile/profile.api.ts";
import { adminAuthApi } from "./admin/auth/admin-auth.api.ts";
import { twoStepApi } from "./auth/two-step/two-step.api.ts";
// admin api imports: auth, dashboard, profile
import { adminPasswordResetApi } from "./admin/auth/password-reset.api.ts";
import { adminDashboardApi } from "./admin/dashboard/dashboard.api.ts";
import { adminProfileApi } from "./admin/profile/profile.api.ts";
// admin api imports: catalogue
import { categoryWritesApi } from "./catalogue/categories/category-writes.api.ts";
import { taxonomyWritesApi } from "./catalogue/taxonomy/taxonomy-writes.api.ts";
import { bannerWritesApi } from "./catalogue/banners/banner-writes.api.ts";
// admin api imports: products and stores
// admin api imports: orders
import { adminOrdersApi } from "./orders/admin-orders/admin-orders.api.ts";
// admin api imports: customers
import { customersAdminApi } from "./customers/admin/customers-admin.api.ts";
// admin api imports: commissions, cities, careers, audit
import { auditApi } from "./audit/audit.api.ts";
import { reconciliationApi } from "./reconciliation/reconciliation.api.ts";
import { adminSettlementsApi } from "./settlements/admin/admin-settlements.api.ts";
import { taxSettingsApi } from "./vendors/tax-settings/tax-settings.api.ts";
import { cacheBytesFromEnv, PageCache, pageCacheHooks, registerCache } from "./cache/page-cache.ts";
import { installPageCacheHooks } from "./core/page-cache.ts";

export interface AppOptions {
  db: DB;
  config: Config;
  /** Request logging; off in tests to keep their output readable. */
  log?: boolean;
  /** The page cache's size in bytes; 0 turns it off. Default: PAGE_CACHE_MB (64 MB). */
  cacheBytes?: number;
  /** Shares the page cache with the process's other server threads through these ports (cache/sharing.ts). */
  shareCacheWith?: MessagePort[];
}

// "/admin/" too: what /admin/profile/%2E%2E resolves to (the dashboard is "/admin", a page).
const isApiPath = (path: string) =>
  /^\/(api|category|products|orders|attributes|units|cities|jobs|commissions|customers|pincode|media|openapi|vendor|profile|admin\/profile|admin(?=\/$)|panel\/api)(\/|$)/
    .test(path);

export function createApp(
  { db, config, log = true, cacheBytes = cacheBytesFromEnv(), shareCacheWith }: AppOptions,
) {
  const app = new OpenAPIHono<AppEnv>();
  // What the database layer and the services tell the page cache (core/page-cache.ts): the process's own.
  installPageCacheHooks(pageCacheHooks);
  const cache = cacheBytes > 0 ? new PageCache(db, cacheBytes) : undefined;
  if (cache) registerCache(app, cache);
  if (cache && shareCacheWith?.length) cache.shareWith(shareCacheWith);

  if (log) app.use(logger());
  // First: a visitor's cached page is answered before anything else runs (its headers, the security
  // headers included, were kept with it), and a write's changes leave the cache before its answer leaves.
  if (cache) app.use(cache.middleware());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: config.env === "production" ? "max-age=31536000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      // Keep a stricter policy a handler set itself (media: SVGs are sandboxed).
      overwrite: false,
    }),
  );
  app.use(compressText());
  app.use(allowedMethods(app));
  app.use(bodyLimit());
  app.use(cleanText());
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    c.set("cache", cache);
    await next();
  });

  // Static files and images answer before the session is looked up: they are the same for everyone.
  app.route("/", staticApp);
  app.route("/", mediaApi);
  app.use(sameOriginWrites());
  app.use(loadSession([basketReadAhead]));
  mountPages(app, pages, cache);
  app.route("/", socialApp);
  app.route("/", searchApi);
  app.route("/", productsApi);
  app.route("/", categoriesApi);
  app.route("/", bannersApi);
  app.route("/", taxonomyApi);
  app.route("/", citiesApi);
  app.route("/", jobsApi);
  app.route("/", commissionsApi);
  app.route("/", usersApi);
  app.route("/", cartApi);
  app.route("/", wishlistApi);
  app.route("/", addressesApi);
  app.route("/", locationApi);
  app.route("/", ordersApi);
  app.route("/", invoicesApi);
  app.route("/", taxReportsApi);
  app.route("/", statementsApi);
  app.route("/", statementPdfApi);
  app.route("/", paymentIssuesApi);
  app.route("/", ledgerApi);
  app.route("/", returnsApi);
  app.route("/", taxSettingsApi);
  app.route("/", razorpayApi);
  app.route("/", productWritesApi);
  app.route("/", storesApi);
  app.route("/", vendorAuthApi);
  app.route("/", passwordResetApi);
  app.route("/", vendorProfileApi);
  app.route("/", adminAuthApi);
  app.route("/", twoStepApi);
  // admin api mounts: auth, dashboard, profile
  app.route("/", adminPasswordResetApi);
  app.route("/", adminDashboardApi);
  app.route("/", adminProfileApi);
  // admin api mounts: catalogue
  app.route("/", categoryWritesApi);
  app.route("/", taxonomyWritesApi);
  app.route("/", bannerWritesApi);
  // admin api mounts: products and stores
  // admin api mounts: orders
  app.route("/", adminOrdersApi);
  app.route("/", adminSettlementsApi);
  // admin api mounts: customers
  app.route("/", customersAdminApi);
  // admin api mounts: commissions, cities, careers, audit
  app.route("/", auditApi);
  app.route("/", reconciliationApi);
  mountDocs(app);

  app.notFound((c) => {
    if (isApiPath(c.req.path) && !wantsHtml(c)) return c.json({ message: "Not found." }, 404);
    return htmlResponse(c, renderErrorPage(404, "The page you asked for does not exist or has moved."), 404);
  });

  app.onError((error, c) => {
    // The database is unreachable (down, restarting, still being opened): worth retrying, not a bug.
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error);
      const retryAfter = { "retry-after": String(RETRY_AFTER_SECONDS) };
      if (isApiPath(c.req.path) && !wantsHtml(c)) {
        return c.json({ message: UNAVAILABLE_MESSAGE }, 503, retryAfter);
      }
      const page = htmlResponse(c, renderErrorPage(503, UNAVAILABLE_MESSAGE), 503);
      page.headers.set("retry-after", retryAfter["retry-after"]);
      return page;
    }
    const status = error instanceof AppError
      ? error.status
      : error instanceof HTTPException
      ? error.status
      : 500;
    if (status >= 500 && !(error instanceof AppError)) console.error(error);
    // An AppError's message is written for users whatever its status; anything else may leak internals.
    const message = status === 415 && !(error instanceof AppError)
      ? NOT_JSON // the validator's own words are "Unsupported Media Type"
      : error instanceof AppError || status < 500
      ? error.message
      : "Something went wrong. Please try again.";
    const headers = error instanceof AppError ? error.headers : undefined;
    if (isApiPath(c.req.path) && !wantsHtml(c)) return c.json({ message }, status as 500, headers);
    const page = htmlResponse(c, renderErrorPage(status, message), status);
    for (const [name, value] of Object.entries(headers ?? {})) page.headers.set(name, value);
    return page;
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

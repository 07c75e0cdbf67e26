/**
 * Pages in the manner of Fresh: a module in routes/ exports `handler` (loads data on the server) and a
 * default component (renders it). The manifest in routes/mod.ts lists them with their paths.
 */
import type { ComponentType } from "react";
import { createElement, type ReactNode } from "react";
import type { Context, Hono } from "hono";
import type { DB } from "../../db/database.ts";
import type { AppEnv } from "../core/http.ts";
import type { Config } from "../config.ts";
import { wantsHtml } from "../core/http.ts";
import { textResponse } from "../core/compress.ts";
import type { SessionUser } from "../auth/sessions/sessions.queries.ts";
import { cartItemCount } from "../customers/cart/cart.queries.ts";
import {
  ANY_SHOPPER,
  PersonalParts,
  type TemplatePart,
  type Viewer,
  ViewerContext,
  VISITOR,
} from "./viewer.tsx";
import { type Head, renderDocument } from "./render.tsx";
import type { CacheEntry, PageCache } from "../cache/page-cache.ts";
import { SHARED_PAGES, SLOTTED_PAGES, VISITOR_PAGES } from "../cache/cacheable.ts";
import {
  type Fill,
  joinGzip,
  joinText,
  personalise,
  type Template,
  templateSize,
  toTemplate,
} from "../cache/template.ts";
import { noDependencies, recording } from "../cache/dependencies.ts";

export interface PageContext {
  db: DB;
  params: Record<string, string>;
  url: URL;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  config: Config;
  /** The page cache, when there is one (a cart's products' views: product-views.service.ts). */
  cache: PageCache | undefined;
}

/** What a page's handler is given for this request, seen by `user`. */
const contextOf = (
  c: Context<AppEnv>,
  url: URL,
  user: SessionUser | null,
  params: Record<string, string> = c.req.param(),
): PageContext => ({ db: c.var.db, params, url, user, config: c.var.config, cache: c.var.cache });

export interface PageData<T> {
  data: T;
  head: Head;
  status?: 200 | 404 | 500;
  /** Extra response headers, e.g. a page's own Content-Security-Policy (kept over the app's default). */
  headers?: Record<string, string>;
}

/** A handler's other answer: send the browser elsewhere (302), e.g. a visitor away from /account. */
export interface PageRedirect {
  redirect: string;
}

export const redirectTo = (location: string): PageRedirect => ({ redirect: location });

export interface PageProps<T> {
  data: T;
  url: URL;
}

/** What a slotted page's `personal` gets: a signed-in shopper, and the cache for what it may keep. */
export interface PersonalContext extends PageContext {
  user: SessionUser;
  cache: PageCache;
}

export interface PageModule<T = any> {
  handler: (ctx: PageContext) => Promise<PageData<T> | PageRedirect> | PageData<T> | PageRedirect;
  default: ComponentType<PageProps<T>>;
  /** SLOTTED_PAGES: what fills the page's slots (viewer.tsx's Slot) for this shopper. */
  personal?: (ctx: PersonalContext) => Promise<Record<string, Fill | undefined>>;
}

/**
 * Pages that share a guard and a layout (the vendor area, the admin panel), in the manner of saaskit's
 * route groups: the guard runs on the server before the page loads anything; everyone else is redirected to
 * the group's login with `?next=` the page; the layout is the panel chrome around the page; the storefront's
 * viewer (cart count) is not looked up.
 */
export interface PageGroup {
  /** Who may see the group's pages. */
  roles: readonly SessionUser["role"][];
  /** Where everyone else is sent, with `?next=`. */
  login: string;
  /** The chrome around every page of the group. */
  layout: ComponentType<{ user: SessionUser; url: URL; children?: ReactNode }>;
}

export interface PageRoute {
  path: string;
  module: PageModule;
  /** The group the page belongs to; storefront pages have none. */
  group?: PageGroup;
  /** The same path is also a JSON API call (spec section 7): browsers get the page, API clients the JSON. */
  sharesPathWithApi?: boolean;
}

async function viewerOf(db: DB, user: SessionUser | null): Promise<Viewer> {
  if (!user) return VISITOR;
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role, storeName: user.store_name },
    // The session's query reads it too (one round trip less); a user made elsewhere has it looked up.
    cartCount: user.cart_count ?? await cartItemCount(db, user.id),
    deliveryLocation: user.delivery_location,
  };
}

const pageHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

/**
 * Mounts the pages. With a page cache, storefront pages are kept: whole for visitors (the cache's
 * middleware answers them), and for signed-in shoppers, on pages whose body is the same for everyone, as a
 * template whose header is rendered per request.
 */
export function mountPages(app: Hono<AppEnv>, routes: PageRoute[], cache?: PageCache): void {
  for (const route of routes) {
    const sharedBody = !route.group && SHARED_PAGES.has(route.path);
    const cachedForVisitors = sharedBody || (!route.group && VISITOR_PAGES.has(route.path));
    const templated = sharedBody ||
      (!route.group && SLOTTED_PAGES.has(route.path) && !!route.module.personal);
    app.get(route.path, async (c, next) => {
      if (route.sharesPathWithApi && !wantsHtml(c)) return next();
      const url = new URL(c.req.url);
      const user = c.var.user;
      if (route.group) return await groupPage(c, route as GroupRoute, url);
      if (cache && !user && cachedForVisitors) cache.markShared(c);
      if (cache && user && templated && cache.usable()) {
        return await personalisedPage(c, route, url, user, cache);
      }
      const [result, viewer] = await Promise.all([
        route.module.handler(contextOf(c, url, user)),
        viewerOf(c.var.db, user),
      ]);
      if ("redirect" in result) return c.redirect(result.redirect, 302);
      const page = createElement(route.module.default, { data: result.data, url });
      const html = renderDocument(
        createElement(ViewerContext.Provider, { value: viewer }, page),
        result.head,
      );
      const headers = result.headers ? { ...pageHeaders, ...result.headers } : pageHeaders;
      return textResponse(c, html, result.status ?? 200, headers);
    });
  }
}

/**
 * A page whose body is the same for every viewer, for a signed-in shopper: the template (rendered once for
 * ANY_SHOPPER, kept in the cache) with this shopper's header and dialog, and the route's slots, joined in.
 * Only those parts are made per request; gzip, the kept pieces as they are (template.ts).
 */
async function personalisedPage(
  c: Context<AppEnv>,
  route: PageRoute,
  url: URL,
  user: SessionUser,
  cache: PageCache,
): Promise<Response> {
  const key = "t " + url.pathname + url.search;
  const viewing = viewerOf(c.var.db, user);
  const params = c.req.param();
  const filling = route.module.personal?.({
    db: c.var.db,
    params,
    url,
    user,
    config: c.var.config,
    cache,
  }) ?? Promise.resolve({});
  let template: Template | PageRedirect | CacheEntry | undefined = cache.store.get(key);
  if (template?.kind !== "template") {
    // Concurrent misses of one page (every shopper at once after a change) share one render.
    template = await cache.once(key, () => makeTemplate(c, route, url, params, cache, key));
    if ("redirect" in template) {
      await filling.catch(() => {});
      return c.redirect(template.redirect, 302);
    }
  }
  const [viewer, fills] = await Promise.all([viewing, filling]);
  const page = personalise(template, viewer, fills);
  const headers = new Headers(template.headers);
  headers.set("cache-control", "private, no-cache");
  headers.set("vary", "cookie, accept-encoding");
  if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    return new Response(joinText(page), { status: template.status, headers });
  }
  headers.set("content-encoding", "gzip");
  return new Response(joinGzip(page) as Uint8Array<ArrayBuffer>, { status: template.status, headers });
}

/** The template of a page, kept when it may be; or where the page's handler sends the shopper instead. */
async function makeTemplate(
  c: Context<AppEnv>,
  route: PageRoute,
  url: URL,
  params: Record<string, string>,
  cache: PageCache,
  key: string,
): Promise<{ value: Template | PageRedirect; kept: boolean }> {
  // Read before the data: a change while it loads empties the cache, and this render is then not kept.
  const since = cache.since();
  // The body is the same for everyone, so the handler sees nobody: nothing personal reaches the template.
  // Recorded: the products whose stock it shows (by band: it is a page), so that only their stock changes
  // drop it.
  const deps = noDependencies("band");
  const result = await recording(
    deps,
    async () => await route.module.handler(contextOf(c, url, null, params)),
  );
  if ("redirect" in result) return { value: result, kept: false };
  const template = renderTemplate(route, result, url);
  const kept = template.status === 200 && cache.keep(key, template, templateSize(template), since, deps);
  return { value: template, kept };
}

function renderTemplate(route: PageRoute, result: PageData<unknown>, url: URL): Template {
  const parts: TemplatePart[] = [];
  const page = createElement(route.module.default, { data: result.data, url });
  const html = renderDocument(
    createElement(
      PersonalParts.Provider,
      { value: parts },
      createElement(ViewerContext.Provider, { value: ANY_SHOPPER }, page),
    ),
    result.head,
  );
  const headers = result.headers ? { ...pageHeaders, ...result.headers } : pageHeaders;
  return toTemplate(html, parts, result.status ?? 200, headers);
}

type GroupRoute = PageRoute & { group: PageGroup };

/** Where a refused visitor goes: the group's login, then back here. */
const loginFor = (group: PageGroup, url: URL) =>
  `${group.login}?next=${encodeURIComponent(url.pathname + url.search)}`;

async function groupPage(c: Context<AppEnv>, route: GroupRoute, url: URL): Promise<Response> {
  const { group } = route;
  const user = c.var.user;
  if (!user || !group.roles.includes(user.role)) return c.redirect(loginFor(group, url), 302);
  const result = await route.module.handler(contextOf(c, url, user));
  if ("redirect" in result) return c.redirect(result.redirect, 302);
  const page = createElement(route.module.default, { data: result.data, url });
  const html = renderDocument(
    createElement(group.layout, { user, url }, page),
    { robots: "noindex", ...result.head, stylesheet: "panel" },
  );
  // Nothing of a panel page may be kept by a shared cache or the back-forward cache of a shared device.
  const headers = { ...pageHeaders, "cache-control": "no-store", ...result.headers };
  return textResponse(c, html, result.status ?? 200, headers);
}

/** The pages of a group, each marked with it. */
export const inGroup = (group: PageGroup, routes: Omit<PageRoute, "group">[]): PageRoute[] =>
  routes.map((route) => ({ ...route, group }));

export function htmlResponse(c: Context, html: string, status: number): Response {
  return textResponse(c, html, status, pageHeaders);
}

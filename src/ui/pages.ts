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
import type { AnyShopperPage, Fill, PageCache } from "../core/page-cache.ts";

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
 * Pages that share a guard and a layout (the vendor area, the admin panel, the customer's account), in the
 * manner of saaskit's route groups: the guard runs on the server before the page loads anything; everyone
 * else is redirected to the group's login with `?next=` the page; the layout is the chrome around the page.
 * A panel's layout is the panel chrome, and the storefront's viewer (cart count) is not looked up; a
 * storefront group's (`storefront`) is the storefront's, with its viewer.
 */
export interface PageGroup {
  /** Who may see the group's pages. */
  roles: readonly SessionUser["role"][];
  /** Where everyone else is sent, with `?next=`. */
  login: string;
  /** The chrome around every page of the group. */
  layout: ComponentType<{ user: SessionUser; url: URL; children?: ReactNode }>;
  /**
   * Storefront pages (the customer's account): the viewer is looked up and the storefront's stylesheet
   * linked, the cache headers are the storefront's, and `?next=` is the page's path alone, slashes as they are.
   */
  storefront?: true;
}

export interface PageRoute {
  path: string;
  module: PageModule;
  /** The group the page belongs to; storefront pages have none. */
  group?: PageGroup;
  /** The same path is also a JSON API call: browsers get the page, API clients the JSON. */
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
    const policy = route.group ? undefined : cache?.policyOf(route.path);
    const cachedForVisitors = policy?.forVisitors ?? false;
    const templated = !!policy && (policy.sharedBody || (policy.slotted && !!route.module.personal));
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
 * A page whose body is the same for every viewer, for a signed-in shopper: the cache's template of it
 * (rendered once for ANY_SHOPPER) with this shopper's header and dialog, and the route's slots, joined in.
 */
async function personalisedPage(
  c: Context<AppEnv>,
  route: PageRoute,
  url: URL,
  user: SessionUser,
  cache: PageCache,
): Promise<Response> {
  const params = c.req.param();
  return await cache.signedInPage(c, "t " + url.pathname + url.search, {
    viewer: viewerOf(c.var.db, user),
    fills: route.module.personal?.({ db: c.var.db, params, url, user, config: c.var.config, cache }) ??
      Promise.resolve({}),
    // The body is the same for everyone, so the handler sees nobody: nothing personal reaches the template.
    render: async () => {
      const result = await route.module.handler(contextOf(c, url, null, params));
      return "redirect" in result ? result : renderForAnyShopper(route, result, url);
    },
  });
}

/** The page rendered for ANY_SHOPPER, its personal parts recorded (the cache cuts them out). */
function renderForAnyShopper(route: PageRoute, result: PageData<unknown>, url: URL): AnyShopperPage {
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
  return { html, parts, status: result.status ?? 200, headers };
}

type GroupRoute = PageRoute & { group: PageGroup };

/** Where a refused visitor goes: the group's login, then back here. */
const loginFor = (group: PageGroup, url: URL) =>
  group.storefront
    ? `${group.login}?next=${encodeURIComponent(url.pathname).replaceAll("%2F", "/")}`
    : `${group.login}?next=${encodeURIComponent(url.pathname + url.search)}`;

async function groupPage(c: Context<AppEnv>, route: GroupRoute, url: URL): Promise<Response> {
  const { group } = route;
  const user = c.var.user;
  if (!user || !group.roles.includes(user.role)) return c.redirect(loginFor(group, url), 302);
  if (group.storefront) return await storefrontGroupPage(c, route, url, user);
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

/** A storefront group's page: the page in the group's layout, seen by the signed-in viewer. */
async function storefrontGroupPage(
  c: Context<AppEnv>,
  route: GroupRoute,
  url: URL,
  user: SessionUser,
): Promise<Response> {
  const [result, viewer] = await Promise.all([
    route.module.handler(contextOf(c, url, user)),
    viewerOf(c.var.db, user),
  ]);
  if ("redirect" in result) return c.redirect(result.redirect, 302);
  const page = createElement(route.module.default, { data: result.data, url });
  const html = renderDocument(
    createElement(
      ViewerContext.Provider,
      { value: viewer },
      createElement(route.group.layout, { user, url }, page),
    ),
    result.head,
  );
  const headers = result.headers ? { ...pageHeaders, ...result.headers } : pageHeaders;
  return textResponse(c, html, result.status ?? 200, headers);
}

/** The pages of a group, each marked with it. */
export const inGroup = (group: PageGroup, routes: Omit<PageRoute, "group">[]): PageRoute[] =>
  routes.map((route) => ({ ...route, group }));

export function htmlResponse(c: Context, html: string, status: number): Response {
  return textResponse(c, html, status, pageHeaders);
}

/** What every handler can reach, and the one way an API sub-app is made. */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { DB } from "../../db/database.ts";
import type { Config } from "../config.ts";
import type { SessionUser } from "../auth/sessions/sessions.queries.ts";
import type { PageCache } from "./page-cache.ts";

export interface AppEnv {
  Variables: {
    db: DB;
    config: Config;
    /** The signed-in user, or null for a visitor (set by loadSession on every request). */
    user: SessionUser | null;
    /** The page cache, when there is one: what handlers keep between requests (product-views.service.ts). */
    cache: PageCache | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/** Turns a zod failure into the sentence a client can show: "limit: must be a whole number from 1 to 200." */
export function describeZodError(error: z.ZodError): string {
  let issue: z.core.$ZodIssue | undefined = error.issues[0];
  let path: PropertyKey[] = issue?.path ?? [];
  // A body of several shapes: speak of the shape it came closest to (the first with fewest problems).
  while (issue?.code === "invalid_union" && issue.errors.length) {
    const closest: z.core.$ZodIssue[] = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    issue = closest[0];
    path = [...path, ...(issue?.path ?? [])];
  }
  if (!issue) return "Invalid request.";
  const where = path.length ? `${path.map(String).join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** Every domain's API is one of these, mounted on the app with `app.route()`. */
export function createApi() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ message: describeZodError(result.error) }, 400);
    },
  });
}

/** Browsers navigating ask for HTML; API clients (fetch, curl -H accept:application/json) do not. */
export function wantsHtml(c: Context): boolean {
  return (c.req.header("accept") ?? "").includes("text/html");
}

export const ErrorSchema = z.object({
  message: z.string().openapi({
    description: "A sentence the client can show the user",
    example: "Product not found.",
  }),
}).openapi("Error", { description: "Every 4xx/5xx answer of the API" });

/** A whole number in [min, max] from a query string, with a message a person can act on. */
const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** Paging shared by every list call: no call ever returns more than 200 rows. */
export const PageQuery = z.object({
  limit: wholeNumber(1, 200).default(100).openapi({
    description: "Rows per page (1 to 200).",
    example: 100,
  }),
  page: wholeNumber(1, 100_000).default(1).openapi({
    description: "1-based page number.",
    example: 1,
  }),
});
export type Page = z.infer<typeof PageQuery>;

export const errorResponses = {
  400: { description: "Invalid input", content: { "application/json": { schema: ErrorSchema } } },
  404: { description: "Not found", content: { "application/json": { schema: ErrorSchema } } },
} as const;

/** Small curated lists keep their array shape; their total travels in a header. */
export const TotalHeader = {
  "X-Total-Count": {
    description: "Rows in the whole list, across pages.",
    schema: { type: "integer" as const },
  },
};

/** A documented JSON answer of a route. */
export const jsonResponse = <T>(schema: T, description: string, example?: unknown) => ({
  description,
  content: { "application/json": { schema, ...(example !== undefined && { example }) } },
});

/** A documented refusal: `{ "message": ... }` with what the message says. */
export const errorResponse = (description: string, message?: string) =>
  jsonResponse(ErrorSchema, description, message === undefined ? undefined : { message });

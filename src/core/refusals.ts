/**
 * The refusals every operation shares, declared once and attached to each operation they can happen on,
 * so the contract tells the truth about operations added later without anyone listing them:
 * - 400: any input with a NUL, a control character or broken Unicode (core/guards.ts), or failing its schema;
 * - 401: operations that need a session, to visitors;
 * - 403: writes sent by another site (customers/access.ts, sameOriginWrites);
 * - 413: a body over 64 KB on any write (core/guards.ts); 415: a declared body that is not JSON;
 * - 503: the database is unavailable (every operation reads it).
 * Public operations say so with `security: []`.
 */
import { BODY_TOO_LARGE } from "./guards.ts";
import { UNAVAILABLE_MESSAGE } from "./unavailable.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const error = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const refusal = (description: string, extra: Json = {}) => ({ description, content: error, ...extra });

export const FOREIGN_ORIGIN = "Requests from other sites are not accepted.";
export const NOT_SIGNED_IN = "Please log in to continue.";
export const NOT_YOURS = "You can only reach your own account.";
export const NOT_JSON = "Please send the body as JSON (Content-Type: application/json).";

const shared = {
  400: refusal(
    "Invalid input: the message names the field and the rule it breaks (text with NUL or other control " +
      "characters, or broken Unicode, is refused too).",
  ),
  401: refusal(`Not signed in: \`${NOT_SIGNED_IN}\``),
  403: refusal(`The request came from another site (a foreign or \`null\` Origin): \`${FOREIGN_ORIGIN}\``),
  413: refusal(`The body is over 64 KB: \`${BODY_TOO_LARGE}\``),
  415: refusal(`The body is not JSON: \`${NOT_JSON}\``),
  503: refusal(`The database is unavailable: \`${UNAVAILABLE_MESSAGE}\``, {
    headers: {
      "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
    },
  }),
};

const WRITES = new Set(["post", "put", "patch", "delete"]);
const METHODS = ["get", "put", "post", "delete", "patch"];

export function withSharedRefusals<T>(document: T): T {
  const doc = document as Json;
  for (const item of Object.values(doc.paths ?? {}) as Json[]) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      op.security ??= [];
      const needsSession = op.security.some((scheme: Json) => "session" in scheme);
      const responses = (op.responses ??= {});
      responses[400] ??= shared[400];
      if (needsSession) responses[401] ??= shared[401];
      if (WRITES.has(method)) {
        // Any write may carry a body, declared or not: the limit reads none over 64 KB.
        responses[413] ??= shared[413];
        const own = responses[403];
        responses[403] = own
          ? { ...own, description: `${own.description}; or ${shared[403].description}` }
          : shared[403];
      }
      if (op.requestBody) responses[415] ??= shared[415];
      responses[503] ??= shared[503];
      op.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  return document;
}

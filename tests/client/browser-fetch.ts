/**
 * A `fetch` for openapi-fetch that sends every request straight into the Hono app (no server, no port) and
 * keeps cookies between calls as a browser would: Set-Cookie answers fill a jar, later requests carry them.
 */
import type { TestApp } from "../helpers.ts";

export function browserFetch(app: TestApp["app"]): (request: Request) => Promise<Response> {
  const jar = new Map<string, string>();
  return async (request) => {
    const headers = new Headers(request.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await app.request(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) keep(jar, line);
    return response;
  };
}

/** One Set-Cookie line: stored, or dropped when it clears the cookie (empty value, Max-Age=0, past Expires). */
function keep(jar: Map<string, string>, line: string): void {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const equals = pair.indexOf("=");
  const name = pair.slice(0, equals);
  const value = pair.slice(equals + 1);
  const expired = attributes.some((attribute) => {
    const [key, setting = ""] = attribute.split("=");
    if (/^max-age$/i.test(key)) return Number(setting) <= 0;
    if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
    return false;
  });
  if (value === "" || expired) jar.delete(name);
  else jar.set(name, value);
}

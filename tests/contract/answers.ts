/** Sends a built request through the app and judges the answer by the rules every answer must keep. */
import type { TestApp } from "../helpers.ts";
import type { Operation } from "./contract.ts";
import type { BuiltRequest } from "./fuzz-requests.ts";

/**
 * What is wrong with an answer, if anything. A 5xx is a failure, except a 502/503 the operation documents
 * for a provider the test app does not configure (reverse geocoding without GEOCODER_URL), with a message.
 * The shared "database unavailable" 503 (it sends Retry-After) cannot be right: the test database is up.
 */
export function problemWith(op: Operation, response: Response, text: string): string | undefined {
  const { status } = response;
  const contentType = response.headers.get("content-type") ?? "";
  let message: unknown;
  try {
    message = contentType.includes("json") ? JSON.parse(text)?.message : undefined;
  } catch {
    message = undefined;
  }
  if (status >= 500) {
    const documented = status !== 500 && op.statuses.includes(String(status));
    if (!documented || response.headers.has("retry-after")) return `server error ${status}`;
    if (typeof message !== "string") return `${status} without a JSON message`;
  }
  if (status >= 400 && status < 500 && typeof message !== "string") {
    return `${status} without a JSON message string (content-type ${contentType || "none"})`;
  }
  return undefined;
}

/**
 * Sends one request. tests/helpers.ts checks every answer against openapi.yaml and throws when one does not
 * conform: that is a finding too, reported with the status the message names.
 */
export async function send(app: TestApp["app"], op: Operation, request: BuiltRequest) {
  try {
    const response = await app.request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body as BodyInit | undefined,
    });
    const text = await response.text();
    return { status: response.status, text, problem: problemWith(op, response, text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = Number(/→ (\d{3})/.exec(message)?.[1] ?? 0);
    return { status, text: "", problem: `answer does not conform to the contract: ${message.slice(0, 400)}` };
  }
}

/** The JSON calls islands make to the app's own API: same origin, with the session cookie. */

export interface Answer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { message?: string };
}

/** A same-origin JSON call with the session cookie; throws only when the network fails. */
export async function sendJson<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, data };
}

/**
 * The one typed fetch client of the panel islands: same origin with the session cookie, JSON or multipart,
 * and one error class carrying the server's sentence, so every form shows refusals the same way.
 */

/** A refusal from the API (status ≥ 400) or a network failure (status 0), with a sentence to show. */
export class ApiError extends Error {
  /** `body`: the refusal's whole JSON (e.g. `errors`, every failing field's message), when there is one. */
  constructor(readonly status: number, message: string, readonly body?: Record<string, unknown>) {
    super(message);
    this.name = "ApiError";
  }
}

export const NETWORK_FAILURE = "Network or server error!";

/** Calls the API; answers the JSON body on success, throws ApiError otherwise. FormData goes as multipart. */
export async function apiCall<T = { message?: string }>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: {
        accept: "application/json",
        ...(body === undefined || multipart ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_FAILURE);
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = typeof data?.message === "string" ? data.message : NETWORK_FAILURE;
    throw new ApiError(response.status, message, typeof data === "object" && data ? data : undefined);
  }
  return data as T;
}

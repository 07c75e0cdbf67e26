/**
 * The one fetch client of the islands: same origin with the session cookie, JSON or multipart in, JSON out,
 * and one error class carrying the status and the server's sentence, so every island shows refusals the same
 * way. `api.get(path)`, `api.post(path, body)` … answer the parsed JSON body or throw ApiError.
 */

/** A refusal from the server (status ≥ 400) or a network failure (status 0), with a sentence to show. */
export class ApiError extends Error {
  /** `body`: the refusal's whole JSON (e.g. `errors`, every failing field's message), when there is one. */
  constructor(readonly status: number, message: string, readonly body?: Record<string, unknown>) {
    super(message);
    this.name = "ApiError";
  }

  /** The call never got an answer (offline, server down, aborted). */
  get network(): boolean {
    return this.status === 0;
  }

  /** The server's own sentence, or null when it gave none (network failure, 5xx without a message). */
  get told(): string | null {
    return typeof this.body?.message === "string" ? this.body.message : null;
  }
}

export const NETWORK_FAILURE = "Network or server error!";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface CallOptions {
  /** Aborts the call (it then throws ApiError with status 0). */
  signal?: AbortSignal;
  /** The message of the ApiError when the server gave no sentence of its own; NETWORK_FAILURE otherwise. */
  fallback?: string;
}

/**
 * Calls the server; answers the JSON body on success (`{}` when there is none), throws ApiError otherwise.
 * FormData goes as multipart, anything else but undefined as JSON.
 */
export async function apiCall<T = { message?: string }>(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
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
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, options.fallback ?? NETWORK_FAILURE);
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const object = typeof data === "object" && data !== null && !Array.isArray(data) ? data : undefined;
    const message = typeof object?.message === "string"
      ? object.message
      : options.fallback ?? NETWORK_FAILURE;
    throw new ApiError(response.status, message, object);
  }
  return data as T;
}

/** Shorthands of apiCall, one per method. */
export const api = {
  get: <T = { message?: string }>(path: string, options?: CallOptions) =>
    apiCall<T>("GET", path, undefined, options),
  post: <T = { message?: string }>(path: string, body?: unknown, options?: CallOptions) =>
    apiCall<T>("POST", path, body, options),
  put: <T = { message?: string }>(path: string, body?: unknown, options?: CallOptions) =>
    apiCall<T>("PUT", path, body, options),
  patch: <T = { message?: string }>(path: string, body?: unknown, options?: CallOptions) =>
    apiCall<T>("PATCH", path, body, options),
  delete: <T = { message?: string }>(path: string, body?: unknown, options?: CallOptions) =>
    apiCall<T>("DELETE", path, body, options),
};

/** The sentence to show for a caught error: the ApiError's message, NETWORK_FAILURE for anything else. */
export const errorText = (caught: unknown): string =>
  caught instanceof ApiError ? caught.message : NETWORK_FAILURE;

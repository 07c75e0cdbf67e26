/**
 * The one error type of the app: an HTTP status plus a message safe to show a user.
 * The API renders it as `{ "message": ... }`, pages as a friendly HTML page.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string) => new AppError(400, message);

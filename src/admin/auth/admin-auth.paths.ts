/** Where an admin goes after signing in, checked on the server before the page is sent. */
import { safeNextPath } from "../../customers/account/users.schema.ts";

export const ADMIN_HOME = "/admin";

/**
 * `?next=` when it is a path on this site (one leading "/", not `//host`, no backslashes or spaces), and
 * not one of the admin's sign-in or reset pages (a loop); else the dashboard.
 */
export function adminNextPath(next: string | null | undefined): string {
  const path = safeNextPath(next);
  if (path === "/" && next !== "/") return ADMIN_HOME;
  if (/^\/admin-(login|forgot-password|otp|reset-password)(\/|\?|#|$)/.test(path)) return ADMIN_HOME;
  return path;
}

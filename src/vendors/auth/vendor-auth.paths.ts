/** Where a vendor goes after signing in, and the pages of the sign-in and reset flow. */
import { safeNextPath } from "../../customers/account/users.schema.ts";

export const VENDOR_HOME = "/vendor-dashboard";

/**
 * `?next=` when it is a path on this site (not `//host`, no backslashes or spaces), and not the vendor's
 * own sign-in or reset pages (a loop); else the dashboard.
 */
export function vendorNextPath(next: string | null | undefined): string {
  const path = safeNextPath(next);
  if (path === "/" && next !== "/") return VENDOR_HOME;
  if (
    /^\/(vendor-login|login|vendor-forgot-password|forgot-password|vendor-otp|vendor-reset-password)(\/|\?|#|$)/
      .test(path)
  ) {
    return VENDOR_HOME;
  }
  return path;
}

/**
 * The admin's password reset by email code, the same emailed code as the vendors':
 * POST /api/admin/forgot-password, /api/admin/verify-otp, /api/admin/reset-password. The same calls as the
 * vendor's (src/auth/password-reset/password-reset.routes.ts), for admin accounts only: a vendor's code never resets an
 * admin, nor an admin's a vendor, and neither call tells which emails have accounts.
 */
import { createApi } from "../../core/http.ts";
import { addPasswordResetRoutes } from "../../auth/password-reset/password-reset.routes.ts";

export const adminPasswordResetApi = createApi();

addPasswordResetRoutes(adminPasswordResetApi, {
  prefix: "/api/admin",
  operation: "admin",
  roles: ["admin"],
  tag: "Admin",
});

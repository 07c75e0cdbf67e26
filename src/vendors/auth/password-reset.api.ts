/** The vendor's password reset by email code: POST /vendor/forgot-password and the rest. */
import { createApi } from "../../core/http.ts";
import { addPasswordResetRoutes } from "../../auth/password-reset/password-reset.routes.ts";

export const passwordResetApi = createApi();

addPasswordResetRoutes(passwordResetApi, {
  prefix: "/vendor",
  operation: "vendor",
  roles: ["vendor"],
  tag: "Vendors",
});

/**
 * Where each panel's password reset flow lives (islands/VendorResetFlow.tsx is one island for both): its
 * calls, its three pages and the sign-in page it ends on. Browser-safe: imports nothing.
 */
export interface ResetFlowPaths {
  /** The calls are `${api}/forgot-password`, `${api}/verify-otp` and `${api}/reset-password`. */
  api: string;
  /** The page asking for the email, the page for the code, the page for the new password. */
  forgotPage: string;
  otpPage: string;
  resetPage: string;
  /** Where the flow ends. */
  loginPage: string;
  /** sessionStorage key holding the verified email and code between the last two steps. */
  storageKey: string;
}

/** The vendor's flow: after the reset, /vendor-login. */
export const VENDOR_RESET_FLOW: ResetFlowPaths = {
  api: "/vendor",
  forgotPage: "/vendor-forgot-password",
  otpPage: "/vendor-otp",
  resetPage: "/vendor-reset-password",
  loginPage: "/vendor-login",
  storageKey: "vendor-reset",
};

/** The admin's flow: the same emailed code, on the admin's own pages and calls. */
export const ADMIN_RESET_FLOW: ResetFlowPaths = {
  api: "/api/admin",
  forgotPage: "/admin-forgot-password",
  otpPage: "/admin-otp",
  resetPage: "/admin-reset-password",
  loginPage: "/admin-login",
  storageKey: "admin-reset",
};

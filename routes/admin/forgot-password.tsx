/** /admin-forgot-password: the first step of the admin's password reset, the email the code goes to. */
import type { PageData } from "../../src/ui/pages.ts";
import { AdminAuthPage } from "../../src/admin/auth/admin-auth.ui.tsx";
import { ADMIN_RESET_FLOW } from "../../src/auth/password-reset/reset-flow.ts";
import VendorResetFlow from "../../islands/VendorResetFlow.tsx";

export function handler(): PageData<null> {
  return { data: null, head: { title: "Forgot password", robots: "noindex" } };
}

export default function Page() {
  return (
    <AdminAuthPage
      title="Forgot password"
      lead="Enter your admin account's email. We will send you a 6-digit code to reset your password."
      footer={<a href="/admin-login">Back to login</a>}
    >
      <VendorResetFlow step="request" flow={ADMIN_RESET_FLOW} />
    </AdminAuthPage>
  );
}

/**
 * /admin-reset-password: the last step of the admin's password reset, the new password. The verified
 * email and code come from the previous step in this tab's sessionStorage (only the island knows them).
 */
import type { PageData } from "../../src/ui/pages.ts";
import { AdminAuthPage } from "../../src/admin/auth/admin-auth.ui.tsx";
import { ADMIN_RESET_FLOW } from "../../src/auth/password-reset/reset-flow.ts";
import VendorResetFlow from "../../islands/VendorResetFlow.tsx";

export function handler(): PageData<null> {
  return { data: null, head: { title: "Reset password", robots: "noindex" } };
}

export default function Page() {
  return (
    <AdminAuthPage
      title="Reset password"
      lead="Choose a new password for your admin account."
      footer={<a href="/admin-login">Back to login</a>}
    >
      <VendorResetFlow step="reset" flow={ADMIN_RESET_FLOW} />
    </AdminAuthPage>
  );
}

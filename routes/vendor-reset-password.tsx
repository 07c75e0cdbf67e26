import type { PageData } from "../src/ui/pages.ts";
import { VendorAuthPage } from "../src/vendors/auth/vendor-auth.ui.tsx";
import VendorResetFlow from "../islands/VendorResetFlow.tsx";

/**
 * The last step of the vendor's password reset: the new password. The verified email and code
 * come from the previous step in this tab's sessionStorage, so only the island (in the browser) knows them.
 */
export function handler(): PageData<null> {
  return { data: null, head: { title: "Reset password", robots: "noindex" } };
}

export default function Page() {
  return (
    <VendorAuthPage
      title="Reset password"
      lead="Choose a new password for your store's account."
      footer={<a href="/vendor-login">Back to login</a>}
    >
      <VendorResetFlow step="reset" />
    </VendorAuthPage>
  );
}

import type { PageData } from "../src/ui/pages.ts";
import { VendorAuthPage } from "../src/vendors/auth/vendor-auth.ui.tsx";
import VendorResetFlow from "../islands/VendorResetFlow.tsx";

/** The first step of the vendor's password reset: the email the code goes to. */
export function handler(): PageData<null> {
  return {
    data: null,
    head: {
      title: "Forgot password",
      description: "Reset the password of your SwiftCart store with a code sent to its email.",
    },
  };
}

export default function Page() {
  return (
    <VendorAuthPage
      title="Forgot password"
      lead="Enter your store's email. We will send you a 6-digit code to reset your password."
      footer={<a href="/vendor-login">Back to login</a>}
    >
      <VendorResetFlow step="request" />
    </VendorAuthPage>
  );
}

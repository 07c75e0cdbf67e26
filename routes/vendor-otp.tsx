import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { VendorAuthPage } from "../src/vendors/auth/vendor-auth.ui.tsx";
import VendorResetFlow from "../islands/VendorResetFlow.tsx";

interface Data {
  /** The address the code went to, from the previous step (`?email=`), or null when the step was skipped. */
  email: string | null;
}

/** The second step of the vendor's password reset: the code from the email. */
export function handler({ url }: PageContext): PageData<Data> {
  const email = url.searchParams.get("email")?.trim().slice(0, 254) || null;
  return { data: { email }, head: { title: "Enter your code", robots: "noindex" } };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <VendorAuthPage
      title="Enter your code"
      lead="We sent a 6-digit code to your email if it belongs to a store. Enter it below."
      footer={<a href="/vendor-forgot-password">Use another email</a>}
    >
      {data.email
        ? <VendorResetFlow step="verify" email={data.email} />
        : (
          <p className="form-notice form-notice-error" role="alert">
            Error: No email provided. Please go back and enter your email.
          </p>
        )}
    </VendorAuthPage>
  );
}

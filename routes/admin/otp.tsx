/** /admin-otp: the second step of the admin's password reset, the code from the email. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { AdminAuthPage } from "../../src/admin/auth/admin-auth.ui.tsx";
import { ADMIN_RESET_FLOW } from "../../src/auth/password-reset/reset-flow.ts";
import VendorResetFlow from "../../islands/VendorResetFlow.tsx";

interface Data {
  /** The address the code went to, from the previous step (`?email=`), or null when the step was skipped. */
  email: string | null;
}

export function handler({ url }: PageContext): PageData<Data> {
  const email = url.searchParams.get("email")?.trim().slice(0, 254) || null;
  return { data: { email }, head: { title: "Enter your code", robots: "noindex" } };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <AdminAuthPage
      title="Enter your code"
      lead="We sent a 6-digit code to your email if it belongs to an admin account. Enter it below."
      footer={<a href="/admin-forgot-password">Use another email</a>}
    >
      {data.email
        ? <VendorResetFlow step="verify" email={data.email} flow={ADMIN_RESET_FLOW} />
        : (
          <p className="form-notice form-notice-error" role="alert">
            Error: No email provided. Please go back and enter your email.
          </p>
        )}
    </AdminAuthPage>
  );
}

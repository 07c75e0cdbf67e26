/**
 * The vendor login form: 'Login successful', 'Invalid credentials' for a
 * refusal, 'Error logging in' when the network fails, then on to `next`. A switched-off store is told why,
 * with a link to its orders (its sign-in started a session that may only read).
 */
import { island } from "../src/ui/island.tsx";
import { PanelSignInForm } from "./_panel-sign-in.tsx";

function VendorLoginForm({ next }: { next: string }) {
  return (
    <PanelSignInForm
      next={next}
      area="vendor"
      endpoint="/api/vendor/login"
      successText="Login successful"
      forgotHref="/vendor-forgot-password"
      readOnlyLink={{ href: "/vendor-orders", label: "View your orders (read only)" }}
    />
  );
}

export default island("VendorLoginForm", VendorLoginForm);

/**
 * The vendor login form (spec sections 2.4, 5 and 8): 'Login successful', 'Invalid credentials' for a
 * refusal, 'Error logging in' when the network fails, then on to `next`.
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
    />
  );
}

export default island("VendorLoginForm", VendorLoginForm);

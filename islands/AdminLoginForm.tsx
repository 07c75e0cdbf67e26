/**
 * The admin login form: email-shaped email, password with show/hide, 'Welcome
 * Admin!' (the call's message) on success, then on to `next`. A refusal says 'Invalid credentials' (the
 * earlier page said nothing; silence helps nobody).
 */
import { island } from "../src/ui/island.tsx";
import { PanelSignInForm } from "./_panel-sign-in.tsx";

function AdminLoginForm({ next }: { next: string }) {
  return (
    <PanelSignInForm
      next={next}
      area="admin"
      endpoint="/api/admin/login"
      forgotHref="/admin-forgot-password"
      emailShape
    />
  );
}

export default island("AdminLoginForm", AdminLoginForm);

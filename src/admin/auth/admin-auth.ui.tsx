/** The admin's sign-in and password reset pages: the shared frame, with the panel's scope beside the form. */
import { type AuthAside, AuthFrame, type AuthPageProps } from "../../ui/AuthFrame.tsx";
import { ShieldIcon, StoreIcon, TruckIcon, WalletIcon } from "../../ui/icons.tsx";

const ADMIN_ASIDE: AuthAside = {
  label: "The SwiftCart admin panel",
  heading: "Run the SwiftCart marketplace",
  points: [
    [StoreIcon, "Approve and manage stores"],
    [TruckIcon, "Follow orders and refunds"],
    [WalletIcon, "Set commissions per category"],
    [ShieldIcon, "Every change kept in the audit trail"],
  ],
};

export const AdminAuthPage = (props: AuthPageProps) => <AuthFrame aside={ADMIN_ASIDE} {...props} />;

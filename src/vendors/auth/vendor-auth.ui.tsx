/** The vendor's sign-in and password reset pages: the shared frame, with why sell on SwiftCart beside the form. */
import { type AuthAside, AuthFrame, type AuthPageProps } from "../../ui/AuthFrame.tsx";
import { ShieldIcon, StoreIcon, TruckIcon, WalletIcon } from "../../ui/icons.tsx";

const SELLER_ASIDE: AuthAside = {
  label: "Selling on SwiftCart",
  heading: "Your store, in front of shoppers near you",
  points: [
    [StoreIcon, "List products in minutes"],
    [TruckIcon, "Orders delivered in 12–24 hours"],
    [WalletIcon, "Weekly settlements"],
    [ShieldIcon, "Payments handled for you"],
  ],
};

export const VendorAuthPage = (props: AuthPageProps) => <AuthFrame aside={SELLER_ASIDE} {...props} />;

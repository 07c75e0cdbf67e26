import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { VendorAuthPage } from "../src/vendors/auth/vendor-auth.ui.tsx";
import { vendorNextPath } from "../src/vendors/auth/vendor-auth.paths.ts";
import VendorLoginForm from "../islands/VendorLoginForm.tsx";

interface Data {
  next: string;
}

/** Vendor login; a store's account that is already signed in goes straight on (to the dashboard). */
export function handler({ user, url }: PageContext): PageData<Data> | PageRedirect {
  const next = vendorNextPath(url.searchParams.get("next"));
  if (user?.role === "vendor" && user.vendor_id) return redirectTo(next);
  return {
    data: { next },
    head: {
      title: "Vendor login",
      description: "Log in to your SwiftCart store: products, orders, commission and profile.",
    },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <VendorAuthPage
      title="Vendor login"
      lead="Log in with the email and password of your store."
      footer={
        <>
          New to selling on SwiftCart? <a href="/store">Become a Seller</a>
        </>
      }
    >
      <VendorLoginForm next={data.next} />
    </VendorAuthPage>
  );
}

/** /admin-login: email and password; an admin already signed in goes straight on (to /admin). */
import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../../src/ui/pages.ts";
import { AdminAuthPage } from "../../src/admin/auth/admin-auth.ui.tsx";
import { adminNextPath } from "../../src/admin/auth/admin-auth.paths.ts";
import AdminLoginForm from "../../islands/AdminLoginForm.tsx";

interface Data {
  next: string;
}

export function handler({ user, url }: PageContext): PageData<Data> | PageRedirect {
  const next = adminNextPath(url.searchParams.get("next"));
  if (user?.role === "admin") return redirectTo(next);
  return {
    data: { next },
    head: { title: "Admin login", robots: "noindex", description: "Sign in to the SwiftCart admin panel." },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <AdminAuthPage
      title="Admin login"
      lead="Sign in with your admin account's email and password."
      footer={<a href="/">Back to the store</a>}
    >
      <AdminLoginForm next={data.next} />
    </AdminAuthPage>
  );
}

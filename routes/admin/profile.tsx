/** /panel/profile (spec 2.5 Profile): the signed-in admin's own profile in three sections, loaded on the server. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { type AdminProfile, adminProfileJson, ownAdminProfile } from "../../src/admin/profile.service.ts";
import { PanelPage } from "../../src/ui/panel/mod.ts";
import AdminProfileForm from "../../islands/AdminProfileForm.tsx";

interface Data {
  profile: AdminProfile;
}

export async function handler({ db, user }: PageContext): Promise<PageData<Data>> {
  const row = await ownAdminProfile(db, user!, user!.email);
  return { data: { profile: adminProfileJson(row) }, head: { title: "Profile" } };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Profile"
      description="Each section saves on its own. New bank details need your current password."
    >
      <AdminProfileForm profile={data.profile} />
    </PanelPage>
  );
}

/** /panel/profile: the signed-in admin's own profile in three sections, loaded on the server. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import {
  type AdminProfile,
  adminProfileJson,
  ownAdminProfile,
} from "../../src/admin/profile/profile.service.ts";
import { type ProfileData, ProfilePage, profilePageData } from "../../src/ui/panel/ProfilePage.tsx";
import AdminProfileForm from "../../islands/AdminProfileForm.tsx";

export async function handler(context: PageContext): Promise<PageData<ProfileData<AdminProfile>>> {
  const { db, user } = context;
  return await profilePageData(context, ownAdminProfile(db, user!, user!.email).then(adminProfileJson));
}

export default function Page({ data }: PageProps<ProfileData<AdminProfile>>) {
  return (
    <ProfilePage
      description="Each section saves on its own. New bank details need your current password."
      twoStep={data.twoStep}
    >
      <AdminProfileForm profile={data.profile} />
    </ProfilePage>
  );
}

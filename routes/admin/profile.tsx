/** /panel/profile (spec 2.5 Profile): the signed-in admin's own profile in three sections, loaded on the server. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import {
  type AdminProfile,
  adminProfileJson,
  ownAdminProfile,
} from "../../src/admin/profile/profile.service.ts";
import { PanelPage } from "../../src/ui/panel/mod.ts";
import AdminProfileForm from "../../islands/AdminProfileForm.tsx";
import TwoStepSection, { type TwoStepState } from "../../islands/TwoStepSection.tsx";
import { twoStepState } from "../../src/auth/two-step/two-step.service.ts";

interface Data {
  profile: AdminProfile;
  twoStep: TwoStepState;
}

export async function handler({ db, user, config }: PageContext): Promise<PageData<Data>> {
  const [row, twoStep] = await Promise.all([
    ownAdminProfile(db, user!, user!.email),
    twoStepState(db, user!, config.env),
  ]);
  return { data: { profile: adminProfileJson(row), twoStep }, head: { title: "Profile" } };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Profile"
      description="Each section saves on its own. New bank details need your current password."
    >
      <AdminProfileForm profile={data.profile} />
      <TwoStepSection state={data.twoStep} />
    </PanelPage>
  );
}

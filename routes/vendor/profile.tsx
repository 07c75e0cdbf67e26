/** /vendor-profile (spec 2.4): the store's own profile in three sections, loaded on the server. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { AppError } from "../../src/core/errors.ts";
import { NO_STORE } from "../../src/auth/guard.ts";
import { ownProfile } from "../../src/vendors/profile/profile.service.ts";
import type { VendorProfile } from "../../src/vendors/stores/vendor.schema.ts";
import { PanelPage } from "../../src/ui/panel/PanelPage.tsx";
import VendorProfileForm from "../../islands/VendorProfileForm.tsx";
import TwoStepSection, { type TwoStepState } from "../../islands/TwoStepSection.tsx";
import { twoStepState } from "../../src/auth/two-step/two-step.service.ts";

interface Data {
  profile: VendorProfile;
  twoStep: TwoStepState;
}

export async function handler({ db, user, config }: PageContext): Promise<PageData<Data>> {
  // The group's guard let a vendor in; one without a store has no profile to show.
  if (!user?.vendor_id) throw new AppError(403, NO_STORE);
  const [profile, twoStep] = await Promise.all([
    ownProfile(db, user.vendor_id),
    twoStepState(db, user, config.env),
  ]);
  return { data: { profile, twoStep }, head: { title: "Profile" } };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Profile"
      description="Each section saves on its own. A new email or new bank details need your current password, and we email you when they change."
    >
      <VendorProfileForm profile={data.profile} />
      <TwoStepSection state={data.twoStep} />
    </PanelPage>
  );
}

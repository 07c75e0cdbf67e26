/** /vendor-profile: the store's own profile in three sections, loaded on the server. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { AppError } from "../../src/core/errors.ts";
import { NO_STORE } from "../../src/auth/guard.ts";
import { ownProfile } from "../../src/vendors/profile/profile.service.ts";
import type { VendorProfile } from "../../src/vendors/stores/vendor.schema.ts";
import { type ProfileData, ProfilePage, profilePageData } from "../../src/ui/panel/ProfilePage.tsx";
import VendorProfileForm from "../../islands/VendorProfileForm.tsx";

export async function handler(context: PageContext): Promise<PageData<ProfileData<VendorProfile>>> {
  // The group's guard let a vendor in; one without a store has no profile to show.
  const storeId = context.user?.vendor_id;
  if (!storeId) throw new AppError(403, NO_STORE);
  return await profilePageData(context, ownProfile(context.db, storeId));
}

export default function Page({ data }: PageProps<ProfileData<VendorProfile>>) {
  return (
    <ProfilePage
      description="Each section saves on its own. A new email or new bank details need your current password, and we email you when they change."
      twoStep={data.twoStep}
    >
      <VendorProfileForm profile={data.profile} />
    </ProfilePage>
  );
}

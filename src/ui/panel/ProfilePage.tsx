/**
 * The profile page of both panels (the admin's and a store's): its own profile's sections, loaded on the
 * server, then two-step sign-in. Each panel gives its profile, its form island and its description.
 */
import type { ReactNode } from "react";
import type { PageContext, PageData } from "../pages.ts";
import { twoStepState } from "../../auth/two-step/two-step.service.ts";
import TwoStepSection, { type TwoStepState } from "../../../islands/TwoStepSection.tsx";
import { PanelPage } from "./PanelPage.tsx";

export interface ProfileData<P> {
  profile: P;
  twoStep: TwoStepState;
}

/** The page's data: the signed-in user's profile (as `profile` loads it) and their two-step state. */
export async function profilePageData<P>(
  { db, user, config }: PageContext,
  profile: Promise<P>,
): Promise<PageData<ProfileData<P>>> {
  const [loaded, twoStep] = await Promise.all([profile, twoStepState(db, user!, config.env)]);
  return { data: { profile: loaded, twoStep }, head: { title: "Profile" } };
}

/** "Profile": the panel's own form (`children`, its sections), then two-step sign-in. */
export function ProfilePage(
  { description, twoStep, children }: { description: string; twoStep: TwoStepState; children: ReactNode },
) {
  return (
    <PanelPage title="Profile" description={description}>
      {children}
      <TwoStepSection state={twoStep} />
    </PanelPage>
  );
}

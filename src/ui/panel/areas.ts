/** The page groups of the panels: who may see them, where others sign in, and their chrome. */
import type { PageGroup } from "../pages.ts";
import { VendorLayout } from "./VendorLayout.tsx";
import { AdminLayout } from "./AdminLayout.tsx";

export const vendorArea: PageGroup = { roles: ["vendor"], login: "/vendor-login", layout: VendorLayout };
export const adminArea: PageGroup = { roles: ["admin"], login: "/admin-login", layout: AdminLayout };

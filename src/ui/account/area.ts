/**
 * The customer's account pages as a group: anyone signed in may see them (the account page itself sends a store
 * or the admin to its own profile), a visitor signs in first.
 */
import type { PageGroup } from "../pages.ts";
import { AccountLayout } from "./AccountLayout.tsx";

export const customerArea: PageGroup = {
  roles: ["customer", "vendor", "admin"],
  login: "/login-customer",
  layout: AccountLayout,
  storefront: true,
};

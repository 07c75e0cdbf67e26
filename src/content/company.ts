/**
 * Facts the content pages repeat (contacts, delivery and policy promises). Kept in one place so a change of
 * phone number or policy window is one edit, and every page that states it stays consistent.
 */
import { SUPPORT_EMAIL } from "../ui/Layout.tsx";
import { POLICY_PRICE_THRESHOLD } from "../catalogue/products/return-policy.ts";

export const COMPANY = {
  brand: "SwiftCart",
  legalName: "SwiftCart Marketplace Pvt. Ltd.",
  website: "www.swiftcart.in",
  address: [
    "3rd Floor, Brindavan Tech Plaza",
    "27th Main Road, HSR Layout Sector 1",
    "Bengaluru, Karnataka 560102",
    "India",
  ],
  /** The platform's GSTIN (Karnataka), named on every tax invoice and credit note a store issues through it. */
  gstin: "29AAKCS4821M1ZS",
  /** Courts of this city have jurisdiction under the Terms of Use. */
  city: "Bengaluru",
  phone: "1800 309 4455",
  phoneHref: "tel:+9118003094455",
  supportHours: "9:00 AM to 9:00 PM IST, all 7 days",
  supportEmail: SUPPORT_EMAIL,
  sellerEmail: "sellers@swiftcart.in",
  privacyEmail: "privacy@swiftcart.in",
  careersEmail: "careers@swiftcart.in",
  pressEmail: "press@swiftcart.in",
  grievanceOfficer: {
    name: "Ms. Kavitha Raghunathan",
    designation: "Grievance Officer",
    email: "grievance@swiftcart.in",
    hours: "10:00 AM to 6:00 PM IST, Monday to Friday",
  },
} as const;

/** Customer and vendor policy numbers: delivery hours, claim and reply windows, the repair threshold. */
export const POLICY = {
  deliveryHours: "12–24 hours",
  claimDays: 7,
  minimumAge: 18,
  vendorReplyHours: 24,
  paymentIssueDays: 7,
  /** Products at or below this price (₹) follow return-and-exchange; above it, brand service-centre repair. */
  policyPriceThreshold: POLICY_PRICE_THRESHOLD,
  serviceRepairDays: 10,
} as const;

/** When the policy texts last changed (ISO date); shown as "Last updated" on every policy page. */
export const POLICIES_UPDATED = "2026-11-01";

export const mailto = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

export function formatDate(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(`${iso.slice(0, 10)}T00:00:00+05:30`) : iso;
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  })
    .format(date);
}

/** "₹1,000": the policy threshold as written in prose (whole rupees, Indian grouping). */
export const POLICY_THRESHOLD_LABEL = `₹${POLICY.policyPriceThreshold.toLocaleString("en-IN")}`;

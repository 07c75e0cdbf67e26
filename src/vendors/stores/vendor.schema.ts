/** A store as the API shows it: to the admin, and to the store itself. */
import { z } from "@hono/zod-openapi";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

const text = (description: string, example: string) => z.string().openapi({ description, example });

export const VendorProfileSchema = z.object({
  _id: text("Store (vendor) id, opaque", ID_EXAMPLE),
  firstName: text("Owner's first name", "Ravi"),
  lastName: text("Owner's last name", "Sharma"),
  email: text("The store's email, also its sign-in email", "ravi@sharma-electronics.in"),
  phone: text("Owner's mobile number: 10 digits starting with 6-9", "9876543210"),
  city: text("City, as the India Post directory names the pincode's district", "Bengaluru"),
  pincode: text("6-digit pincode of the store", "560001"),
  username: text("Sign-in username; empty for stores that predate applications", "sharmaelectronics"),
  panCardNumber: text("PAN of the business or owner", "AAPFU0939F"),
  storeName: text("Store name shown on the storefront", "Sharma Electronics"),
  storeAddress: text("Street address of the store", "14, SP Road, Chickpet"),
  googleMapsLink: text("A maps link to the store, as given (may be empty)", "https://maps.app.goo.gl/abc"),
  bankName: text("Bank of the payout account, as its IFSC names it", "HDFC Bank"),
  ifscCode: text("IFSC of the payout account's branch", "HDFC0000001"),
  branch: text("Branch of the payout account, as given", "SP Road"),
  accountNumber: text("Payout account number (9 to 18 digits)", "50100123456789"),
  gstNumber: text("GSTIN of the business", "27AAPFU0939F1ZV"),
  activeStatus: z.boolean().openapi({
    description: "Switched on: false hides the store and its products from the storefront",
    example: true,
  }),
  accountApproval: z.boolean().openapi({
    description: "True means Pending: waiting for the admin's approval; its products are not shown",
    example: false,
  }),
}).openapi("VendorProfile", {
  description: "A store: its owner, address, identity and payout details, and its status.",
});

export type VendorProfile = z.infer<typeof VendorProfileSchema>;

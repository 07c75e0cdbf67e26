/**
 * The store application form in a real browser: the GSTIN's check character is checked on blur with the
 * server's own code, a refusal shows every failing field at once, and the notice leaves once they are fixed.
 */
import assert from "node:assert/strict";
import { browserTest, untilItWorks } from "./browser.ts";
import { gstinCheckCharacter } from "../../src/vendors/stores/store-rules.ts";
import {
  GST_CHECK_WRONG,
  IFSC_UNKNOWN,
  PAN_HOLDER_INVALID,
  PINCODE_UNKNOWN,
} from "../../src/vendors/stores/kyc.ts";

const id = crypto.randomUUID().slice(0, 8);
const HOLDERLESS_PAN = "ABCDE1234F"; // D is no holder type: only the server knows
const APPLICATION: Record<string, string> = {
  storeName: `Kochi Phones ${id}`,
  gstNumber: "29AAPFU0939F1ZS", // wrong check character (R is right)
  storeAddress: "3, Broadway",
  pincode: "999999",
  city: "Kochi",
  googleMapsLink: "https://maps.app.goo.gl/abc",
  firstName: "Anil",
  lastName: "Menon",
  phone: "9876543210",
  panCardNumber: HOLDERLESS_PAN,
  ifscCode: "UTIB0000002", // no branch has it
  bankName: "Axis Bank",
  branch: "Broadway",
  accountNumber: "50100123456789",
  email: `anil.${id}@kochiphones.in`,
  username: `kochi${id}`,
  password: "anil-secret",
};

browserTest("store form: every failing field at once, the GSTIN checked on blur", async ({ newPage }) => {
  const page = await newPage({ width: 1366, height: 900 });
  await page.goto("/store");
  const privacy = page.locator('input[name="privacy"]');
  await untilItWorks(
    () => privacy.check(),
    () => page.waitForSelector(".store-submit:not([disabled])", { timeout: 1_000 }),
  );
  const field = (name: string) => page.locator(`.store-form [name="${name}"]`);
  for (const [name, value] of Object.entries(APPLICATION)) await field(name).fill(value);

  // The check character, on blur, before any submit.
  await field("gstNumber").focus();
  await field("gstNumber").blur();
  await page.getByText(GST_CHECK_WRONG).waitFor();
  const withPan = `29${HOLDERLESS_PAN}1Z`;
  await field("gstNumber").fill(withPan + gstinCheckCharacter(withPan));
  await field("gstNumber").blur();
  assert.equal(await page.getByText(GST_CHECK_WRONG).count(), 0, "a right GSTIN is not marked");

  // One submit: the server's PAN, IFSC and pincode refusals, each next to its field.
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText("Please correct the fields marked in red.").waitFor();
  for (
    const [name, message] of [
      ["panCardNumber", PAN_HOLDER_INVALID],
      ["ifscCode", IFSC_UNKNOWN],
      ["pincode", PINCODE_UNKNOWN],
    ]
  ) {
    await page.locator(".store-form").getByText(message, { exact: true }).waitFor();
    assert.equal(await field(name).getAttribute("aria-invalid"), "true", name);
  }

  // Corrected, the marks and the notice leave.
  await field("panCardNumber").fill("AAPFU0939F");
  await field("ifscCode").fill("HDFC0000001");
  await field("pincode").fill("560001");
  await field("gstNumber").fill("29AAPFU0939F1ZR");
  await field("gstNumber").blur();
  await page.getByText("Please correct the fields marked in red.").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText("Store registered successfully").waitFor();
}, { pincodes: [560001] });

/**
 * A vendor's own profile: read it (the admin may
 * read any store's) and change it, one section or more at a time, with the store form's checks. A new
 * email or new bank details need the current password and send the store a notice by email.
 */
import { createRoute } from "@hono/zod-openapi";
import { AppError } from "../../core/errors.ts";
import { type AppContext, createApi, errorResponse, jsonResponse } from "../../core/http.ts";
import { currentUser, currentVendor, guarded, NO_STORE, WRONG_ROLE } from "../../auth/guard.ts";
import { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from "../../auth/current-password.ts";
import {
  emailTakenByOthers,
  uniqueViolation,
  usernameTakenByOthers,
  type VendorRow,
} from "./profile.queries.ts";
import {
  currentPasswordNeeded,
  EMAIL_TAKEN,
  fieldMessage,
  NOTHING_SENT,
  OWN_STORE_ONLY,
  type ProfileField,
  readOnlyMessage,
  SAVED,
  USERNAME_TAKEN,
  VENDOR_NOT_FOUND,
} from "./profile.rules.ts";
import {
  EmailParam,
  ProfileChangeBody,
  ProfileRefusalSchema,
  ProfileSavedSchema,
  READ_ONLY_FIELDS,
  VendorProfileSchema,
} from "./profile.schema.ts";
import {
  planProfileChange,
  type ProfileChanges,
  profileJson,
  profileRowFor,
  saveProfileChange,
  sendProfileNotices,
} from "./profile.service.ts";

const tags = ["Vendors"];
const example = {
  _id: "6740f1a2c3d4e5f6a7b8c9d0",
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@rao-traders.in",
  phone: "9876543210",
  city: "Bengaluru",
  pincode: "560001",
  username: "raotraders",
  panCardNumber: "AAPFU0939F",
  storeName: "Rao Traders",
  storeAddress: "12 MG Road, Bengaluru",
  googleMapsLink: "https://maps.app.goo.gl/abc123",
  bankName: "HDFC Bank",
  ifscCode: "HDFC0000001",
  branch: "MG Road",
  accountNumber: "••••••6789",
  gstNumber: "29AAPFU0939F1ZR",
  activeStatus: true,
  accountApproval: false,
};

const notYours = errorResponse(
  `Signed in as a customer: \`${WRONG_ROLE.vendor}\`; a vendor account without a store: \`${NO_STORE}\`; ` +
    `or a vendor naming another store's email: \`${OWN_STORE_ONLY}\``,
  OWN_STORE_ONLY,
);

const readRoute = (path: string, operationId: string) =>
  createRoute(guarded(["vendor", "admin"], {
    method: "get",
    path,
    operationId,
    tags,
    summary: "A store's profile, by its email",
    description: "A vendor reads its own store only (its store's or its account's email, any case); an " +
      "admin reads any store's. The payout account number shows only its last 4 digits.",
    request: { params: EmailParam },
    responses: {
      200: jsonResponse(VendorProfileSchema, "The profile", example),
      403: notYours,
      404: errorResponse(`An admin named an email no store has: \`${VENDOR_NOT_FOUND}\``, VENDOR_NOT_FOUND),
    },
  }));

const updateRoute = createRoute(guarded("vendor", {
  method: "put",
  path: "/profile/{email}",
  operationId: "updateVendorProfile",
  tags,
  summary: "Change one's own store profile",
  description: "Any of the profile's fields, with the store form's rules and the application's checks " +
    "on the fields that change. A new email or any new bank detail needs `currentPassword`: without it " +
    "400, wrong 403 (counted as a failed login for this account from this address, with the login " +
    "limits: 429 with Retry-After), and nothing changes. The account's sign-in email, name and mobile follow " +
    "the store's email, first and last name and phone. A new email or payout account is told to the " +
    "store's email (the old and the new one) by email; a mail that fails does not undo the change.",
  request: {
    params: EmailParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: ProfileChangeBody,
          example: {
            bankName: "HDFC Bank",
            ifscCode: "HDFC0000001",
            branch: "MG Road",
            currentPassword: "…",
          },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(ProfileSavedSchema, `Saved: '${SAVED}'`, { message: SAVED, profile: example }),
    400: jsonResponse(
      ProfileRefusalSchema,
      "A field breaks its rule (the message names it; `errors` lists every one), a read-only field " +
        "(`_id`, `activeStatus`, `accountApproval`) differs from the stored value, the current password " +
        "is missing for a new email or bank details, or no profile field was sent",
      {
        message: "Invalid phone number",
        field: "phone",
        errors: { phone: "Invalid phone number" },
      },
    ),
    403: errorResponse(
      `Not one's own store: \`${OWN_STORE_ONLY}\`; the current password is wrong: ` +
        `\`${CURRENT_PASSWORD_WRONG}\`; or not a vendor with a store: \`${WRONG_ROLE.vendor}\``,
      OWN_STORE_ONLY,
    ),
    409: jsonResponse(
      ProfileRefusalSchema,
      `The email or username is another's: \`${EMAIL_TAKEN}\`, \`${USERNAME_TAKEN}\``,
      { message: EMAIL_TAKEN, field: "email" },
    ),
    429: {
      ...errorResponse("Too many wrong current passwords; says when to try again"),
      headers: {
        "Retry-After": {
          description: "Seconds until the attempt may be made again",
          schema: { type: "integer" as const },
        },
      },
    },
  },
}));

const emailTaken = { message: EMAIL_TAKEN, field: "email" };
const usernameTaken = { message: USERNAME_TAKEN, field: "username" };

/** The 409 to give when the new email or username is another store's or account's. */
async function takenField(c: AppContext, row: VendorRow, changes: ProfileChanges) {
  const db = c.var.db;
  const own = { vendorId: row.id, userId: row.user_id };
  if (changes.email && await emailTakenByOthers(db, changes.email, own)) return emailTaken;
  if (changes.username && await usernameTakenByOthers(db, changes.username, row.id)) return usernameTaken;
  return undefined;
}

async function readProfile(c: AppContext, email: string) {
  const user = currentUser(c);
  if (user.role === "vendor") currentVendor(c);
  return profileJson(await profileRowFor(c.var.db, user, email));
}

export const vendorProfileApi = createApi()
  .openapi(
    readRoute("/api/vendor/get-profile/{email}", "getVendorProfile"),
    async (c) => c.json(await readProfile(c, c.req.valid("param").email), 200),
  )
  .openapi(
    readRoute("/profile/{email}", "getProfileByEmail"),
    async (c) => c.json(await readProfile(c, c.req.valid("param").email), 200),
  )
  .openapi(updateRoute, async (c) => {
    const me = currentVendor(c);
    const db = c.var.db;
    const row = await profileRowFor(db, me, c.req.valid("param").email);
    const { currentPassword: given, _id, activeStatus, accountApproval, ...input } = c.req.valid("json");
    const stored = { _id: row.id, activeStatus: row.active, accountApproval: row.approval_pending };
    const sent = { _id, activeStatus, accountApproval };
    const altered = READ_ONLY_FIELDS.find((f) => sent[f] !== undefined && sent[f] !== stored[f]);
    if (altered) {
      const message = readOnlyMessage(altered);
      return c.json({ message, field: altered, errors: { [altered]: message } }, 400);
    }
    if (Object.keys(input).length === 0) throw new AppError(400, NOTHING_SENT);
    const plan = await planProfileChange(db, row, input);
    if (!plan.ok) {
      const [field, message] = Object.entries(plan.errors)[0] as [ProfileField, string];
      return c.json({ message: fieldMessage(field, message), field, errors: plan.errors }, 400);
    }
    const changed = Object.keys(plan.changes) as ProfileField[];
    const currentPassword = given === "" ? undefined : given;
    const needed = currentPasswordNeeded(changed);
    if (needed && currentPassword === undefined) {
      return c.json({ message: needed, field: "currentPassword" }, 400);
    }
    // Checked whenever sent, so a client is never told "saved" after sending a wrong one.
    if (currentPassword !== undefined) {
      const refusal = await checkCurrentPassword(c, me, currentPassword);
      if (refusal) return refusal as never;
    }
    if (!changed.length) return c.json({ message: SAVED, profile: profileJson(row) }, 200);
    const taken = await takenField(c, row, plan.changes);
    if (taken) return c.json(taken, 409);
    let updated;
    try {
      updated = await saveProfileChange(db, row, plan.changes, me);
    } catch (error) {
      // Two stores racing for one email or username: the unique indexes decide.
      const index = uniqueViolation(error);
      if (index === undefined) throw error;
      return c.json(index.includes("username") ? usernameTaken : emailTaken, 409);
    }
    await sendProfileNotices(c.var.config, row, updated, changed);
    return c.json({ message: SAVED, profile: profileJson(updated) }, 200);
  });

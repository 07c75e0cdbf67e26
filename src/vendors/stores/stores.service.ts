/**
 * A store's life with the marketplace: it applies (the form's rules, then the identity and bank checks of
 * kyc.ts; an account and a store in one transaction, pending approval), and the admin approves, rejects,
 * switches it off or on. Each decision moves its products on or off the storefront in the same
 * transaction, is audited, and is emailed to the store after the commit (a mail that fails is logged; the
 * decision stands).
 */
import type { DB } from "../../../db/database.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { hashPassword } from "../../auth/password.ts";
import { endSessionsOf } from "../../auth/sessions/sessions.queries.ts";
import { isUniqueViolation } from "../../customers/account/users.queries.ts";
import { type Mail, type MailSettings, sendMail } from "../../core/mail.ts";
import { checkStoreKyc } from "./kyc.ts";
import {
  checkStoreForm,
  normalizeStoreField,
  REQUIRED,
  STORE_FIELD_RULES,
  STORE_FIELDS,
  type StoreField,
  type StoreValues,
} from "./store-rules.ts";
import {
  insertStore,
  lockStore,
  relistStoreProducts,
  setStoreStatus,
  storeEmailTaken,
  usernameTaken,
} from "./stores.queries.ts";
import { EMAIL_TAKEN, USERNAME_TAKEN, type VendorDecision } from "./stores.schema.ts";
import type { VendorRow } from "./vendor.json.ts";

export interface StoreRefusal {
  status: 400 | 409;
  /** The first problem, naming its field. */
  message: string;
  field: StoreField;
  /** Every failing field's own message (the form shows each under its field). */
  errors: Partial<Record<StoreField, string>>;
}

/** 'This field is required' does not say which field; every other message of the rules already does. */
const named = (field: StoreField, message: string) =>
  message === REQUIRED ? `${STORE_FIELD_RULES[field].label}: ${message}` : message;

function refusal(status: 400 | 409, errors: Partial<Record<StoreField, string>>): StoreRefusal {
  const field = STORE_FIELDS.find((f) => errors[f])!;
  return { status, message: named(field, errors[field]!), field, errors };
}

/**
 * Every check of an application at once, on a body of any shape (a missing or non-text field counts as
 * blank): the form's rules, then the identity and bank checks on the fields those let through, so the
 * applicant hears of every field's problem in one answer.
 */
export async function checkApplication(
  db: DB,
  body: unknown,
): Promise<{ values: StoreValues; kyc: Awaited<ReturnType<typeof checkStoreKyc>> } | StoreRefusal> {
  const input = typeof body === "object" && body !== null ? body as Record<string, unknown> : {};
  const checked = checkStoreForm(input);
  const wrong = checked.ok ? {} : checked.errors;
  const values = Object.fromEntries(
    STORE_FIELDS.map((
      f,
    ) => [f, normalizeStoreField(f, typeof input[f] === "string" ? input[f] as string : "")]),
  ) as StoreValues;
  const kyc = await checkStoreKyc(db, values, wrong);
  const errors = { ...wrong, ...kyc.errors };
  return Object.keys(errors).length ? refusal(400, errors) : { values, kyc };
}

const duplicate = async (db: DB, email: string, username: string): Promise<StoreRefusal | undefined> => {
  if (await storeEmailTaken(db, email)) return refusal(409, { email: EMAIL_TAKEN });
  if (await usernameTaken(db, username)) return refusal(409, { username: USERNAME_TAKEN });
  return undefined;
};

/**
 * Registers an application: its account (role vendor, the owner's name and mobile) and its store, active
 * and pending approval. City comes from the pincode, the bank name from the IFSC. No session starts: the
 * store signs in at /vendor-login.
 */
export async function registerStore(db: DB, body: unknown): Promise<{ store: VendorRow } | StoreRefusal> {
  const checked = await checkApplication(db, body);
  if (!("values" in checked)) return checked;
  const { values, kyc } = checked;
  const taken = await duplicate(db, values.email, values.username);
  if (taken) return taken;
  const passwordHash = await hashPassword(values.password);
  try {
    const store = await db.transaction().execute(async (tx) => {
      const { password: _, panCardNumber, gstNumber, ifscCode, ...rest } = values;
      const row = await insertStore(tx, {
        ...rest,
        city: kyc.place!.city,
        bankName: kyc.bank?.bank ?? values.bankName,
        passwordHash,
        pan: panCardNumber,
        gstin: gstNumber,
        ifsc: ifscCode,
      });
      await recordAudit(tx, {
        actor: { id: row.user_id!, role: "vendor" },
        action: "vendor.apply",
        entity: "vendor",
        entityId: row.id,
        details: {
          storeName: row.store_name,
          email: row.email,
          username: row.username,
          city: row.city,
          pincode: row.pincode,
          state: kyc.place!.state,
          gstNumber: row.gstin,
          bankName: row.bank_name,
          ifscCode: row.ifsc,
        },
      });
      return row;
    });
    return { store };
  } catch (error) {
    // Two applications raced for one email or username: the unique index decided.
    if (!isUniqueViolation(error)) throw error;
    return await duplicate(db, values.email, values.username) ?? refusal(409, { email: EMAIL_TAKEN });
  }
}

type Action = "vendor.approve" | "vendor.reject" | "vendor.activate" | "vendor.deactivate";

/** What a decision does to a store: its new status, and the actions it amounts to. */
function plan(store: VendorRow, decision: VendorDecision) {
  const actions: Action[] = [];
  const { accountApproval, activeStatus } = decision;
  // Rejecting a store that is still pending changes no column, yet it is a decision the store must hear of.
  if (accountApproval === false && store.approval_pending) actions.push("vendor.approve");
  if (accountApproval === true) actions.push("vendor.reject");
  if (activeStatus === true && !store.active) actions.push("vendor.activate");
  if (activeStatus === false && store.active) actions.push("vendor.deactivate");
  return {
    actions,
    status: {
      active: activeStatus ?? store.active,
      approvalPending: accountApproval ?? store.approval_pending,
      // The reason (or note) of the latest decision stays with the store until a later one replaces it.
      reason: actions.length ? decision.reason || null : store.decision_reason,
    },
  };
}

/**
 * Applies the admin's decision; undefined when no store has this id. `signIn` is the vendor login page's
 * full URL, for the mail.
 */
export async function decideOnStore(
  db: DB,
  mail: MailSettings,
  actor: Actor,
  id: string,
  decision: VendorDecision,
  signIn: string,
): Promise<VendorRow | undefined> {
  const outcome = await db.transaction().execute(async (tx) => {
    const before = await lockStore(tx, id);
    if (!before) return undefined;
    const { actions, status } = plan(before, decision);
    if (!actions.length) return { after: before, actions };
    const after = await setStoreStatus(tx, id, status);
    const relisted = await relistStoreProducts(tx, id);
    // Switched off: whoever is signed in to the store is out at once (signing in again is refused).
    const sessionsEnded = actions.includes("vendor.deactivate") && after.user_id
      ? await endSessionsOf(tx, after.user_id)
      : undefined;
    for (const action of actions) {
      await recordAudit(tx, {
        actor,
        action,
        entity: "vendor",
        entityId: id,
        details: {
          storeName: after.store_name,
          ...(decision.reason && { reason: decision.reason }),
          before: { activeStatus: before.active, accountApproval: before.approval_pending },
          after: { activeStatus: after.active, accountApproval: after.approval_pending },
          productsRelisted: relisted,
          ...(action === "vendor.deactivate" && { sessionsEnded }),
        },
      });
    }
    return { after, actions };
  });
  if (!outcome) return undefined;
  if (outcome.actions.length) await notifyStore(mail, decisionMail(outcome.after, outcome.actions, signIn));
  return outcome.after;
}

async function notifyStore(settings: MailSettings, message: Mail): Promise<void> {
  try {
    await sendMail(settings, message);
  } catch (error) {
    console.error(`Store decision mail to ${message.to} not sent:`, error);
  }
}

const SUBJECTS: Record<Action, string> = {
  "vendor.approve": "Your SwiftCart store is approved",
  "vendor.reject": "Your SwiftCart store application was not approved",
  "vendor.activate": "Your SwiftCart store is switched on again",
  "vendor.deactivate": "Your SwiftCart store has been switched off",
};

/** One mail for the whole decision, led by its weightiest part (a refusal before good news). */
export function decisionMail(store: VendorRow, actions: Action[], signIn: string): Mail {
  const order: Action[] = ["vendor.deactivate", "vendor.reject", "vendor.approve", "vendor.activate"];
  const lead = order.find((a) => actions.includes(a))!;
  const name = store.store_name;
  const lines = [`Hello ${store.first_name || name},`, ""];
  if (actions.includes("vendor.approve")) {
    lines.push(`${name} is approved: its products can now be seen and bought on SwiftCart.`);
  }
  if (actions.includes("vendor.reject")) {
    lines.push(`${name} was not approved, so its products are not shown on SwiftCart.`);
  }
  if (actions.includes("vendor.activate")) {
    lines.push(`${name} is switched on again: its products are back on sale.`);
  }
  if (actions.includes("vendor.deactivate")) {
    lines.push(
      `${name} has been switched off: its products are not shown or sold until it is switched on again.`,
    );
  }
  const negative = actions.includes("vendor.reject") || actions.includes("vendor.deactivate");
  if (store.decision_reason) lines.push("", `${negative ? "Reason" : "Note"}: ${store.decision_reason}`);
  lines.push(
    "",
    `Sign in to your store at ${signIn}. If you have questions, reply to this mail or write to SwiftCart support.`,
    "",
    "SwiftCart",
  );
  return { to: store.email, subject: SUBJECTS[lead], text: lines.join("\n") };
}

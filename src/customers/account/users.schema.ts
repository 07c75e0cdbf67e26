/**
 * The rules of the customer forms, applied by the server AND by the login, signup and
 * account islands: one definition, so the browser never accepts what the server refuses. The constants
 * (lengths, patterns) are also what the contract's schemas declare (users.contract.ts), so openapi.yaml
 * states the same rules. Written with zod/mini and free of server imports: the browser bundle pays about
 * 5 KB for it instead of 25 KB.
 */
import * as z from "zod/mini";

export const FILL_ALL = "Please fill in all fields.";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const MOBILE_INVALID = "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.";
export const CURRENT_PASSWORD_NEEDED = "Please enter your current password to change your email or password.";
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect.";

export const NAME_MAX = 100;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;
export const MOBILE_LENGTH = 10;
export const PASSWORD_MIN = 6;
/** The upper bound keeps argon2 hashing cheap for junk input. */
export const PASSWORD_MAX = 128;
export const PASSWORD_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
const PASSWORD_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;

/** Something before the @, a dot in the domain, no spaces: strict enough to catch typos, not to reject real addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** A required text field: a missing, non-text or blank value is "Please fill in all fields.". */
const required = () => z.string({ error: FILL_ALL });

export const nameRule = required().check(
  z.trim(),
  z.minLength(1, FILL_ALL),
  z.maxLength(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
);
export const emailRule = required().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, FILL_ALL),
  z.maxLength(EMAIL_MAX, EMAIL_INVALID),
  z.regex(EMAIL_PATTERN, EMAIL_INVALID),
);
export const mobileRule = required().check(
  z.trim(),
  z.minLength(1, FILL_ALL),
  z.regex(MOBILE_PATTERN, MOBILE_INVALID),
);
/** Spaces count: a password is kept exactly as typed. */
export const passwordRule = required().check(
  z.minLength(1, FILL_ALL),
  z.minLength(PASSWORD_MIN, PASSWORD_SHORT),
  z.maxLength(PASSWORD_MAX, PASSWORD_LONG),
);

/** Request bodies refuse fields they do not declare: a misspelt field is named, never silently dropped. */
export const RegisterRules = z.strictObject({
  name: nameRule,
  email: emailRule,
  mobile: mobileRule,
  password: passwordRule,
});
export type RegisterInput = z.infer<typeof RegisterRules>;

/** Login checks presence only: a wrong address or password is for the server to answer (401). */
export const LoginRules = z.strictObject({
  email: required().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, FILL_ALL),
    z.maxLength(EMAIL_MAX, EMAIL_INVALID),
  ),
  password: required().check(
    z.minLength(1, FILL_ALL),
    z.maxLength(PASSWORD_MAX, "Invalid email or password."),
  ),
});
export type LoginInput = z.infer<typeof LoginRules>;

/** In an account update a field left out or left blank stays as it is. */
const unchangedWhenBlank = <T extends z.ZodMiniType>(rule: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.optional(rule),
  );

/** The password the account has now, asked for before its email or password changes. Only "" is "not given": spaces may be part of it. */
export const currentPasswordRule = z.pipe(
  z.transform((value: unknown) => value === "" ? undefined : value),
  z.optional(
    z.string({ error: CURRENT_PASSWORD_NEEDED }).check(z.maxLength(PASSWORD_MAX, PASSWORD_LONG)),
  ),
);

export const AccountChangeRules = z.strictObject({
  name: z.optional(unchangedWhenBlank(nameRule)),
  email: z.optional(unchangedWhenBlank(emailRule)),
  mobile: z.optional(unchangedWhenBlank(mobileRule)),
  password: z.optional(unchangedWhenBlank(passwordRule)),
  currentPassword: z.optional(currentPasswordRule),
});
export type AccountChange = z.infer<typeof AccountChangeRules>;

/** The account page edits one field at a time; each has its own rule. */
export const accountFieldRules = {
  name: nameRule,
  email: emailRule,
  mobile: mobileRule,
  password: passwordRule,
} as const;
export type AccountField = keyof typeof accountFieldRules;

/**
 * Whether saving this change needs the current password (OWASP ASVS V2.1.6): a new password, or an email
 * other than the account's own. `email` is already checked, i.e. trimmed and lower case.
 */
export const needsCurrentPassword = (
  change: { email?: string; password?: string },
  accountEmail: string,
): boolean =>
  change.password !== undefined ||
  (change.email !== undefined && change.email !== accountEmail.toLowerCase());

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/**
 * Runs a rule and says what to tell the person: a field the form does not have is named first (a client's
 * mistake, and the most useful thing to tell its developer), then "Please fill in all fields." when anything
 * is missing (the forms' message), otherwise the first problem found.
 */
export function check<T extends z.ZodMiniType>(rule: T, value: unknown): Checked<z.infer<T>> {
  const result = z.safeParse(rule, value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues;
  const unknown = issues.find((i) => i.code === "unrecognized_keys");
  if (unknown && unknown.code === "unrecognized_keys") {
    const names = unknown.keys.join(", ");
    return {
      ok: false,
      message: `Unknown field${unknown.keys.length > 1 ? "s" : ""}: ${names}.`,
      field: unknown.keys[0],
    };
  }
  const issue = issues.find((i) => i.message === FILL_ALL) ?? issues[0];
  const field = issue?.path[0];
  // The whole value of the wrong type (a body that is not an object of fields): nothing was filled in.
  const notFilled = !issue || (issue.path.length === 0 && issue.code === "invalid_type");
  return {
    ok: false,
    message: notFilled ? FILL_ALL : issue.message,
    field: typeof field === "string" ? field : undefined,
  };
}

/**
 * Where to go after logging in: a path on this site only (`/cart`, `/product/abc?x=1`). Anything else
 * (another host, `//evil.example`, `/\evil`, a scheme) falls back to the home page: no open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 512 || !next.startsWith("/") || next.startsWith("//")) return "/";
  if (/[\\\s]/.test(next) || [...next].some((ch) => ch < " ")) return "/";
  if (/^\/(login|signup)-customer(\/|\?|#|$)/.test(next)) return "/";
  return next;
}

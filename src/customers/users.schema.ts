/**
 * The rules of the customer forms (spec section 5), applied by the server AND by the login, signup and
 * account islands: one definition, so the browser never accepts what the server refuses. Written with
 * zod/mini and free of server imports: the browser bundle pays about 5 KB for it instead of 25 KB.
 */
import * as z from "zod/mini";

export const FILL_ALL = "Please fill in all fields.";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const MOBILE_INVALID = "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.";
export const PASSWORD_MIN = 6;
export const PASSWORD_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;

/** Something before the @, a dot in the domain, no spaces: strict enough to catch typos, not to reject real addresses. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MOBILE = /^[6-9]\d{9}$/;

/** A required text field: a missing, non-text or blank value is "Please fill in all fields.". */
const required = () => z.string({ error: FILL_ALL });

export const nameRule = required().check(
  z.trim(),
  z.minLength(1, FILL_ALL),
  z.maxLength(100, "Name must be at most 100 characters."),
);
export const emailRule = required().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, FILL_ALL),
  z.maxLength(254, EMAIL_INVALID),
  z.regex(EMAIL, EMAIL_INVALID),
);
export const mobileRule = required().check(
  z.trim(),
  z.minLength(1, FILL_ALL),
  z.regex(MOBILE, MOBILE_INVALID),
);
/** Spaces count: a password is kept exactly as typed. The upper bound keeps hashing cheap for junk input. */
export const passwordRule = required().check(
  z.minLength(1, FILL_ALL),
  z.minLength(PASSWORD_MIN, PASSWORD_SHORT),
  z.maxLength(128, "Password must be at most 128 characters."),
);

export const RegisterRules = z.object({
  name: nameRule,
  email: emailRule,
  mobile: mobileRule,
  password: passwordRule,
});
export type RegisterInput = z.infer<typeof RegisterRules>;

/** Login checks presence only: a wrong address or password is for the server to answer (401). */
export const LoginRules = z.object({
  email: required().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, FILL_ALL),
    z.maxLength(254, EMAIL_INVALID),
  ),
  password: required().check(z.minLength(1, FILL_ALL), z.maxLength(128, "Invalid email or password.")),
});
export type LoginInput = z.infer<typeof LoginRules>;

/** In an account update a field left out or left blank stays as it is. */
const unchangedWhenBlank = <T extends z.ZodMiniType>(rule: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.optional(rule),
  );

export const AccountChangeRules = z.object({
  name: z.optional(unchangedWhenBlank(nameRule)),
  email: z.optional(unchangedWhenBlank(emailRule)),
  mobile: z.optional(unchangedWhenBlank(mobileRule)),
  password: z.optional(unchangedWhenBlank(passwordRule)),
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

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

/**
 * Runs a rule and says what to tell the person: "Please fill in all fields." when anything is missing
 * (the spec's message), otherwise the first problem found.
 */
export function check<T extends z.ZodMiniType>(rule: T, value: unknown): Checked<z.infer<T>> {
  const result = z.safeParse(rule, value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues;
  const issue = issues.find((i) => i.message === FILL_ALL) ?? issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    // No path: the whole body was not an object of fields, i.e. nothing was filled in.
    message: issue && issue.path.length ? issue.message : FILL_ALL,
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

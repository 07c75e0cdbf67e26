/**
 * The panels' sign-in form (the vendor's and the admin's): email and password with
 * show/hide and a Forgot Password link; a refusal says 'Invalid credentials', a network failure 'Error
 * logging in', a 429 when to try again, a 403 why (a switched-off store, signed in to read only: with a
 * link to its orders). The session is a server cookie; nothing is stored in the browser.
 * Shared by islands/VendorLoginForm.tsx and islands/AdminLoginForm.tsx. An account with two-step sign-in
 * is then asked for its code (or, an admin in production, to set it up); the success sentence is shown
 * again on the next page (islands/_flash.ts).
 */
import { type FormEvent, useState } from "react";
import { EMAIL_INVALID, EMAIL_PATTERN } from "../src/vendors/stores/store-rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { EmailField, Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";
import { setFlash } from "./_flash.ts";
import { type SecondStep, SecondStepForm } from "./_two-step-sign-in.tsx";
import { ReadOnlyAnchor, type ReadOnlyLink, startedReadOnly } from "./_read-only-sign-in.tsx";

export interface SignInProps {
  /** Where to go once signed in: a same-site path, already checked by the server. */
  next: string;
  /** Names the fields' ids: "vendor", "admin". */
  area: string;
  /** The sign-in call. */
  endpoint: string;
  /** Shown on success; the call's own `message` when not given. */
  successText?: string;
  forgotHref: string;
  /** Refuse an email that is not email-shaped before asking the server (the admin form). */
  emailShape?: boolean;
  /** Shown with a refusal that started a read-only session (403 with `readOnly: true`). */
  readOnlyLink?: ReadOnlyLink;
}

type Problem = { field: "email" | "password"; text: string };

function problemOf(email: string, password: string, emailShape?: boolean): Problem | null {
  if (!email.trim()) return { field: "email", text: "Please enter your email." };
  if (emailShape && !EMAIL_PATTERN.test(email.trim())) return { field: "email", text: EMAIL_INVALID };
  if (!password) return { field: "password", text: "Please enter your password." };
  return null;
}

export function PanelSignInForm(
  { next, area, endpoint, successText, forgotHref, emailShape, readOnlyLink }: SignInProps,
) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);
  const [busy, setBusy] = useState(false);
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [readOnly, setReadOnly] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = problemOf(email, password, emailShape);
    if (problem) {
      setInvalid(problem.field);
      setNotice({ kind: "error", text: problem.text });
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    setReadOnly(false);
    try {
      const answer = await apiCall<{ message: string } | SecondStep>("POST", endpoint, {
        email: email.trim(),
        password,
      });
      if ("token" in answer) {
        // Two-step sign-in: the password was right; the code finishes it (islands/_two-step-sign-in.tsx).
        setSecond(answer);
        setPassword("");
        setBusy(false);
        return;
      }
      const text = successText ?? answer.message;
      setNotice({ kind: "success", text });
      // Shown again on the page it goes to, which replaces this one at once.
      setFlash(text);
      location.assign(next);
      return; // stay busy while the dashboard loads
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // A 429 says when to try again, a 403 why: worth more than the generic sentence.
      const text = status === 0
        ? "Error logging in"
        : status === 429 || status === 403
        ? (error as Error).message
        : "Invalid credentials";
      setNotice({ kind: "error", text });
      setReadOnly(startedReadOnly(error));
      if (status === 401) setPassword("");
    }
    setBusy(false);
  };

  if (second) {
    return (
      <SecondStepForm
        area={area}
        step={second}
        next={next}
        successText={successText}
        readOnlyLink={readOnlyLink}
        onRestart={() => {
          setSecond(null);
          setNotice({ kind: "error", text: "Please enter your email and password again." });
        }}
      />
    );
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice}>{readOnly && <ReadOnlyAnchor link={readOnlyLink} />}</FormNotice>
      <EmailField
        id={`${area}-email`}
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (invalid === "email") setInvalid(null);
        }}
        invalid={invalid === "email"}
      />
      <Field
        id={`${area}-password`}
        name="password"
        label="Password"
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        required
        maxLength={128}
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          if (invalid === "password") setInvalid(null);
        }}
        invalid={invalid === "password"}
        addon={
          <PasswordToggle
            shown={showPassword}
            controls={`${area}-password`}
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      <p className="auth-forgot">
        <a href={forgotHref}>Forgot Password?</a>
      </p>
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}

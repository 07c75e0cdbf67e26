import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { EMAIL_INVALID, EMAIL_PATTERN } from "../src/vendors/store-rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";

interface Props {
  /** Where to go once signed in: a same-site path, already checked by the server. */
  next: string;
}

type Problem = { field: "email" | "password"; text: string };

/** Email required and email-shaped, password required (spec section 5, admin login). */
function problemOf(email: string, password: string): Problem | null {
  if (!email.trim()) return { field: "email", text: "Please enter your email." };
  if (!EMAIL_PATTERN.test(email.trim())) return { field: "email", text: EMAIL_INVALID };
  if (!password) return { field: "password", text: "Please enter your password." };
  return null;
}

/**
 * The admin login form (spec sections 2.5, 5 and 8): 'Welcome Admin!' on success, then on to `next`. A
 * refusal says 'Invalid credentials' (the spec's page said nothing; silence helps nobody). The session is a
 * server cookie; nothing is stored in the browser.
 */
function AdminLoginForm({ next }: Props) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = problemOf(email, password);
    if (problem) {
      setInvalid(problem.field);
      setNotice({ kind: "error", text: problem.text });
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiCall<{ message: string }>("POST", "/api/admin/login", {
        email: email.trim(),
        password,
      });
      setNotice({ kind: "success", text: answer.message });
      location.assign(next);
      return; // stay busy while the dashboard loads
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const text = status === 0
        ? "Error logging in"
        : status === 429
        ? (error as Error).message
        : "Invalid credentials";
      setNotice({ kind: "error", text });
      if (status === 401) setPassword("");
    }
    setBusy(false);
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice} />
      <Field
        id="admin-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        maxLength={254}
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (invalid === "email") setInvalid(null);
        }}
        invalid={invalid === "email"}
      />
      <Field
        id="admin-password"
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
            controls="admin-password"
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      <p className="auth-forgot">
        <a href="/admin-forgot-password">Forgot Password?</a>
      </p>
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}

export default island("AdminLoginForm", AdminLoginForm);

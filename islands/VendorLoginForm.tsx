import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";

interface Props {
  /** Where to go once signed in: a same-site path, already checked by the server. */
  next: string;
}

/**
 * The vendor login form (spec sections 2.4, 5 and 8): 'Login successful', 'Invalid credentials' for a
 * refusal, 'Error logging in' when the network fails. The session is a server cookie; nothing is stored here.
 */
function VendorLoginForm({ next }: Props) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<"email" | "password" | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = !email.trim() ? "email" : !password ? "password" : null;
    if (blank) {
      setInvalid(blank);
      setNotice({
        kind: "error",
        text: blank === "email" ? "Please enter your email." : "Please enter your password.",
      });
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${blank}"]`)?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", "/api/vendor/login", { email: email.trim(), password });
      setNotice({ kind: "success", text: "Login successful" });
      location.assign(next);
      return; // stay busy while the dashboard loads
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // A 429 says when to try again: worth more than the spec's generic sentence.
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
        id="vendor-email"
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
        id="vendor-password"
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
            controls="vendor-password"
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      <p className="auth-forgot">
        <a href="/vendor-forgot-password">Forgot Password?</a>
      </p>
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}

export default island("VendorLoginForm", VendorLoginForm);

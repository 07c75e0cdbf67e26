import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { LoginRules, PASSWORD_MAX } from "../src/customers/account/users.schema.ts";
import { setStored } from "./_storage.ts";
import { setFlash } from "./_flash.ts";
import { EmailField, Field, FormNotice, PasswordToggle, useHydrated } from "./_forms.tsx";
import { api, ApiError } from "./_api.ts";
import { useCheckedForm } from "./_checked-form.ts";

interface Props {
  /** Where to go once signed in: a same-site path, already checked by the server. */
  next: string;
}

interface LoginAnswer {
  user?: { id: string; name: string };
  message?: string;
}

/** The customer login form: the server's rules checked here first, then the call. */
function LoginForm({ next }: Props) {
  const hydrated = useHydrated();
  const { form, values, setValues, invalid, notice, setNotice, busy, setBusy, change, validate } =
    useCheckedForm(
      LoginRules,
      { email: "", password: "" },
    );
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (!data) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api.post<LoginAnswer>("/api/users/customer-login", data);
      if (answer.user) {
        setNotice({ kind: "success", text: "Login successful!" });
        setFlash("Login successful!"); // shown again on the page it goes to
        setStored("user", { id: answer.user.id, name: answer.user.name });
        location.assign(next);
        return; // stay busy while the next page loads
      }
      setNotice({ kind: "error", text: answer.message || "Login error" });
    } catch (caught) {
      const refused = caught instanceof ApiError ? caught : null;
      setNotice({ kind: "error", text: refused?.told || "Login error" });
      if (refused?.status === 401) setValues((old) => ({ ...old, password: "" }));
    }
    setBusy(false);
  };

  return (
    <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice} />
      <EmailField
        id="login-email"
        label="Email address"
        autoComplete="email"
        value={values.email}
        onChange={change("email")}
        invalid={invalid === "email"}
      />
      <Field
        id="login-password"
        name="password"
        label="Password"
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        value={values.password}
        onChange={change("password")}
        invalid={invalid === "password"}
        addon={
          <PasswordToggle
            shown={showPassword}
            controls="login-password"
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={!hydrated || busy}>
        {busy ? "Logging in..." : "Log in"}
      </button>
    </form>
  );
}

export default island("LoginForm", LoginForm);

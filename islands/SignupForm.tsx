import { type FormEvent, useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import {
  MOBILE_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RegisterRules,
} from "../src/customers/account/users.schema.ts";
import { EmailField, Field, FormNotice, PasswordToggle, useHydrated } from "./_forms.tsx";
import { api, ApiError } from "./_api.ts";
import { useCheckedForm } from "./_checked-form.ts";

interface Props {
  /** The login page, carrying on where the shopper was going. */
  loginHref: string;
}

const EMPTY = { name: "", email: "", mobile: "", password: "" };
/** Long enough to read the success message, short enough not to wait for. */
const REDIRECT_MS = 2500;

/** The customer sign-up form. Signing up does not sign in: the login page follows. */
function SignupForm({ loginHref }: Props) {
  const hydrated = useHydrated();
  const { form, values, setValues, invalid, setInvalid, notice, setNotice, busy, setBusy, change, validate } =
    useCheckedForm(RegisterRules, EMPTY);
  const [done, setDone] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => location.assign(loginHref), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validate();
    if (!data) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.post("/api/users/customer-register", data);
      setNotice({ kind: "success", text: "Sign up successful! You can now log in." });
      setValues(EMPTY);
      setDone(true);
    } catch (caught) {
      const refused = caught instanceof ApiError ? caught : null;
      setNotice({ kind: "error", text: refused?.told || "Sign-up error" });
      if (refused?.status === 409) setInvalid("email");
    }
    setBusy(false);
  };

  return (
    <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormNotice notice={notice}>
        {done && (
          <>
            {" "}
            <a href={loginHref}>Log in now</a>
          </>
        )}
      </FormNotice>
      <Field
        id="signup-name"
        name="name"
        label="Full name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        value={values.name}
        onChange={change("name")}
        invalid={invalid === "name"}
      />
      <EmailField
        id="signup-email"
        label="Email address"
        autoComplete="email"
        value={values.email}
        onChange={change("email")}
        invalid={invalid === "email"}
      />
      <Field
        id="signup-mobile"
        name="mobile"
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        required
        maxLength={MOBILE_LENGTH}
        hint="10 digits, starting with 6, 7, 8 or 9"
        value={values.mobile}
        onChange={change("mobile")}
        invalid={invalid === "mobile"}
      />
      <Field
        id="signup-password"
        name="password"
        label="Password"
        type={showPassword ? "text" : "password"}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={`At least ${PASSWORD_MIN} characters`}
        value={values.password}
        onChange={change("password")}
        invalid={invalid === "password"}
        addon={
          <PasswordToggle
            shown={showPassword}
            controls="signup-password"
            onToggle={() => setShowPassword((shown) => !shown)}
          />
        }
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg auth-submit"
        disabled={!hydrated || busy || done}
      >
        {busy ? "Creating your account..." : "Create account"}
      </button>
    </form>
  );
}

export default island("SignupForm", SignupForm);
